import styled from 'styled-components';
import type { BookingAnswer } from '#contract/booking.ts';
import { BOOKING_STATUS_CHOICES, EVENT_TYPE_CHOICES, type BookingStatus, type EventType } from '#contract/choices.ts';
import { generatePin } from '#contract/schedule-pin.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { ChoiceField, SelectField, TextAreaField, TextField } from '../ui/form-controls.tsx';
import type { BookingDraft, LiveQuote, ScheduleFacts } from './booking-draft.ts';
import { AutoEmailsSwitch } from './booking-emails.tsx';
import { PartyFields } from './party-fields.tsx';
import { PersonLink } from './person-link.tsx';
import { CallSheetLinks } from '../team/call-sheet-links.tsx';
import type { useTravelEstimate } from './use-travel-estimate.ts';

// The booking's "Details": who, when, where and the party, as she types them. The editor owns the draft, the
// errors and saving; this draws the fields.

export const Group = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    color: ${theme.colors.ink};
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

const PinRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${theme.space.sm};
  > button {
    margin-top: calc(1.4rem + ${theme.space.xs});
    min-height: 44px;
  }
`;

const LinkedSchedule = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.cream};
  font-size: ${theme.fontSizes.sm};
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

export interface BookingDetailsProps {
  draft: BookingDraft;
  errors: Readonly<Record<string, string>>;
  /** One field changed (its message, if any, goes). */
  onField: <Key extends keyof BookingDraft>(key: Key, value: BookingDraft[Key]) => void;
  /** The party changed (the party's messages go). */
  onParty: (party: BookingDraft['party']) => void;
  saved?: BookingAnswer;
  fromSchedule?: ScheduleFacts;
  settings: SiteSettings;
  takenPins: ReadonlySet<string>;
  estimate: ReturnType<typeof useTravelEstimate>;
  quote: LiveQuote;
  /** The saved booking as a change to a person's link answered it. */
  onSaved?: (booking: BookingAnswer) => void;
}

export function BookingDetails({
  draft,
  errors,
  onField: set,
  onParty,
  saved,
  fromSchedule,
  settings,
  takenPins,
  estimate,
  quote,
  onSaved,
}: BookingDetailsProps) {
  const field = (key: keyof BookingDraft) => ({
    'data-booking-field': key,
    error: errors[key],
  });
  return (
    <>
      <Group>
        <legend>Client</legend>
        <TextField
          label="Client name"
          autoComplete="off"
          maxLength={120}
          value={draft.clientName}
          onChange={(value) => set('clientName', value)}
          {...field('clientName')}
        />
        <TextField
          label="Client phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="The bride's own number: her texts go here."
          value={draft.clientPhone}
          onChange={(value) => set('clientPhone', value)}
          {...field('clientPhone')}
        />
        <Wide>
          <TextField
            label="Client e-mail (optional)"
            type="email"
            autoComplete="off"
            value={draft.clientEmail}
            onChange={(value) => set('clientEmail', value)}
            {...field('clientEmail')}
          />
          <AutoEmailsSwitch on={draft.autoEmails} onChange={(on) => set('autoEmails', on)} />
        </Wide>
      </Group>

      <Group>
        <legend>Event</legend>
        <TextField
          label="Event date"
          type="date"
          value={draft.eventDate}
          onChange={(value) => set('eventDate', value)}
          {...field('eventDate')}
        />
        <TextField
          label="Ready by"
          placeholder="e.g. 3:00 PM"
          autoComplete="off"
          hint="When the last person must be ready."
          value={draft.readyBy}
          onChange={(value) => set('readyBy', value)}
          {...field('readyBy')}
        />
        <ChoiceField
          legend="Event type"
          value={draft.eventType}
          options={EVENT_TYPE_CHOICES.map(([value, label]) => ({ value, label }))}
          onChange={(value: EventType) => set('eventType', value)}
        />
        <SelectField
          label="Status"
          value={draft.status}
          options={BOOKING_STATUS_CHOICES.map(([value, label]) => ({ value, label }))}
          onChange={(value) => set('status', value as BookingStatus)}
          {...field('status')}
        />
        {draft.status === 'held' && (
          <TextField
            label="Hold until"
            type="date"
            hint="The hold lapses after this day; the date opens again."
            value={draft.holdUntil}
            onChange={(value) => set('holdUntil', value)}
            {...field('holdUntil')}
          />
        )}
        {fromSchedule && draft.scheduleId ? (
          <LinkedSchedule data-testid="linked-schedule">
            Made from {fromSchedule.clientName}&apos;s wedding schedule (PIN {fromSchedule.pin}): saving makes it this
            booking&apos;s, and its name, date and venue follow the booking.
          </LinkedSchedule>
        ) : (
          draft.eventType === 'wedding' && (
            <PinRow>
              <TextField
                label="Wedding PIN"
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                hint={
                  saved?.scheduleId
                    ? "Opens the bride's schedule page."
                    : "Makes the bride's schedule page when saved. A hold may leave it empty."
                }
                value={draft.pin}
                onChange={(value) => set('pin', value)}
                {...field('pin')}
              />
              <Button type="button" $size="sm" $variant="secondary" onClick={() => set('pin', generatePin(takenPins))}>
                New PIN
              </Button>
            </PinRow>
          )
        )}
      </Group>

      <Group>
        <legend>Venue and travel</legend>
        <TextField
          label="Venue"
          autoComplete="off"
          value={draft.venueName}
          onChange={(value) => set('venueName', value)}
          {...field('venueName')}
        />
        <TextField
          label="Venue ZIP"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          hint={estimate.hint}
          value={draft.venueZip}
          onChange={(value) => set('venueZip', value)}
          {...field('venueZip')}
        />
        <Wide>
          <TextField
            label="Venue address"
            autoComplete="off"
            value={draft.venueAddress}
            onChange={(value) => set('venueAddress', value)}
            {...field('venueAddress')}
          />
        </Wide>
        <TextField
          label="Travel miles (one way)"
          inputMode="numeric"
          autoComplete="off"
          placeholder={quote.milesSource === 'typed' || quote.travelMiles === null ? '' : String(quote.travelMiles)}
          hint="Leave empty to estimate from the ZIP; 0 means at your place."
          value={draft.travelMiles}
          onChange={(value) => set('travelMiles', value)}
          {...field('travelMiles')}
        />
      </Group>

      <PartyFields
        party={draft.party}
        groups={settings.serviceGroups}
        kept={saved?.quote.lines ?? []}
        prices={quote.prices}
        errors={errors}
        onChange={onParty}
        linkOf={(row) => {
          // Each saved person of a wedding has her own link (none before the booking is saved with her).
          const person = saved?.party.find((one) => one.id !== '' && one.id === row.id);
          return saved && person?.link && onSaved ? (
            <PersonLink booking={saved} person={person} settings={settings} onChanged={onSaved} />
          ) : undefined;
        }}
      />

      {saved && onSaved && <CallSheetLinks booking={saved} leadName={settings.artistName} onChanged={onSaved} />}

      {draft.eventType === 'wedding' && (
        <TextAreaField
          label="Parking and access"
          hint="On her team's call sheets: where to park, the gate code, the suite."
          rows={2}
          maxLength={1000}
          value={draft.parkingNotes}
          onChange={(value) => set('parkingNotes', value)}
          {...field('parkingNotes')}
        />
      )}

      <TextAreaField
        label="Notes (only you see them)"
        rows={3}
        maxLength={4000}
        value={draft.notes}
        onChange={(value) => set('notes', value)}
        {...field('notes')}
      />
    </>
  );
}
