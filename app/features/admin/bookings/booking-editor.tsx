import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { bookingInput, type BookingAnswer } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { BOOKING_STATUS_CHOICES, EVENT_TYPE_CHOICES, type BookingStatus, type EventType } from '#contract/choices.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { generatePin } from '#contract/schedule-pin.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { ChoiceField, FormActions, SelectField, TextAreaField, TextField } from '../ui/form-controls.tsx';
import { Badge, Panel, PanelHeader, PanelTitle } from '../ui/panels.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import {
  blankDraft,
  bodyOf,
  draftFromSchedule,
  draftOf,
  liveQuote,
  priceListOf,
  type BookingDraft,
  type PartyRow,
  type ScheduleFacts,
} from './booking-draft.ts';
import { AgreementPanel } from './agreement-panel.tsx';
import { BookingQuote } from './booking-quote.tsx';
import { BookingTexts } from './booking-texts-panel.tsx';
import { DeleteBookingDialog } from './delete-booking-dialog.tsx';
import { PartyFields } from './party-fields.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { useTravelEstimate } from './use-travel-estimate.ts';

/** Where a booking's schedule opens in the Wedding Schedules tab. */
export type ScheduleView = 'services' | 'timeline' | 'shift';

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** The quote, the Save button under it (she saves what she sees), payments and texts; beside the fields on a laptop. */
const Aside = Column;

const Group = styled.fieldset`
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
    grid-template-columns: 1fr 1fr;
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

const ScheduleLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** Server and schema paths (`party.2.service`) to the form's names (`{row key}.service` for a party row). */
function errorsByField(issues: readonly { path: string; message: string }[], sentRows: readonly PartyRow[]) {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const row = /^party\.(\d+)\.(name|service)$/.exec(path);
    const field = row ? `${sentRows[Number(row[1])]?.key ?? 'party'}.${row[2]}` : path.split('.')[0] || 'form';
    errors[field] ??= message;
  }
  return errors;
}

/** The party rows that are sent (bodyOf leaves out empty ones), so a message about `party.N` finds its row. */
const sentRowsOf = (draft: BookingDraft) => draft.party.filter((row) => row.name.trim() || row.service);

/**
 * One booking: start one on a day, or open one. The quote updates as she types (the contract's own money functions),
 * her rules show as warnings that never block, and Save shows the server's answer. A saved booking has its payments,
 * its texts, "Use today's prices", Delete, and the way to its schedule.
 */
export function BookingEditor({
  saved,
  newOn,
  fromSchedule,
  settings,
  bookings,
  takenPins,
  today,
  onSaved,
  onDeleted,
  onClose,
  onOpenSchedule,
}: {
  saved?: BookingAnswer;
  /** The day a new booking is for. */
  newOn?: string;
  /** An existing schedule a new booking is made from: its facts fill the form, and saving links it. */
  fromSchedule?: ScheduleFacts;
  settings: SiteSettings;
  bookings: readonly BookingAnswer[];
  takenPins: ReadonlySet<string>;
  today: string;
  onSaved: (booking: BookingAnswer) => void;
  onDeleted: () => void;
  onClose: () => void;
  onOpenSchedule: (scheduleId: string, view: ScheduleView) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [draft, setDraft] = useState<BookingDraft>(() =>
    saved
      ? draftOf(saved)
      : fromSchedule
        ? draftFromSchedule(fromSchedule)
        : blankDraft(newOn ?? today, generatePin(takenPins)),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, failure, run } = useSubmit();
  const [confirm, confirmDialog] = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const estimate = useTravelEstimate(draft.venueZip, settings.homeZip !== '');
  const priceList = useMemo(() => priceListOf(settings.serviceGroups), [settings.serviceGroups]);
  const quote = liveQuote(draft, { settings, priceList, saved, estimate: estimate.known, bookings, today });

  useEffect(() => {
    titleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const set = <Key extends keyof BookingDraft>(key: Key, value: BookingDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const [first] = Object.keys(found);
    requestAnimationFrame(() => {
      const element =
        document.querySelector<HTMLElement>(`[data-booking-field="${first}"]`) ??
        document.getElementById(`${first?.replace(/\.(name|service)$/, '')}-name`);
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = bodyOf(draft);
      const sentRows = sentRowsOf(draft);
      const checked = v.safeParse(bookingInput, body, { abortEarly: false });
      if (!checked.success) {
        showErrors(
          errorsByField(
            checked.issues.map((issue) => ({
              path: issue.path?.map((item) => String(item.key)).join('.') ?? '',
              message: firstIssueMessage([issue]),
            })),
            sentRows,
          ),
        );
        throw new SaveFailed('Please fix the marked fields; nothing was saved.');
      }
      try {
        const answer = saved
          ? await call(api.adminBookings.update, { params: { id: saved.id }, body: checked.output })
          : await call(api.adminBookings.create, { body: checked.output });
        setErrors({});
        setDraft(draftOf(answer));
        onSaved(answer);
        toast({ title: 'Success', description: saved ? 'Booking saved' : 'Booking created', variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field) {
          showErrors(errorsByField([{ path: error.field, message: error.message }], sentRows));
        }
        if (error instanceof ApiError && error.status !== 401) {
          throw new SaveFailed(`Nothing was saved: ${error.message}`);
        }
        throw error;
      }
    });
  };

  const reprice = async () => {
    if (!saved) return;
    const ok = await confirm({
      title: "Use today's prices?",
      description: `${saved.clientName}'s quote was priced on ${longDate(saved.quote.pricedOn)}. Every line, the travel fee and the retainer will be priced from your price list and travel rule as they are today.`,
      confirmLabel: "Use today's prices",
    });
    if (!ok) return;
    try {
      const answer = await call(api.adminBookings.reprice, { params: { id: saved.id } });
      setDraft(draftOf(answer));
      onSaved(answer);
      toast({ title: 'Success', description: "Quote updated to today's prices", variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to reprice: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  const field = (key: keyof BookingDraft) => ({
    'data-booking-field': key,
    error: errors[key],
  });
  const title = saved ? saved.clientName : `New booking · ${longDate(draft.eventDate)}`;

  return (
    <Panel aria-labelledby="booking-title">
      <PanelHeader>
        <PanelTitle id="booking-title" ref={titleRef} tabIndex={-1}>
          {title}
        </PanelTitle>
        {saved?.lapsed && <Badge $tone="hidden">Hold lapsed</Badge>}
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Close
        </Button>
      </PanelHeader>
      <Sections>
        <Column
          as="form"
          id={formId}
          onSubmit={save}
          noValidate
          aria-label={saved ? `Booking for ${saved.clientName}` : 'New booking'}
        >
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
                Made from {fromSchedule.clientName}&apos;s wedding schedule (PIN {fromSchedule.pin}): saving makes it
                this booking&apos;s, and its name, date and venue follow the booking.
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
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    onClick={() => set('pin', generatePin(takenPins))}
                  >
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
            onChange={(party) => {
              setDraft((current) => ({ ...current, party }));
              if (Object.keys(errors).some((key) => key.includes('.') || key === 'party')) {
                setErrors((current) =>
                  Object.fromEntries(Object.entries(current).filter(([key]) => !key.includes('.') && key !== 'party')),
                );
              }
            }}
          />

          <TextAreaField
            label="Notes (only you see them)"
            rows={3}
            maxLength={4000}
            value={draft.notes}
            onChange={(value) => set('notes', value)}
            {...field('notes')}
          />
        </Column>

        <Aside>
          <BookingQuote quote={quote} />
          <FormActions style={{ marginTop: 0 }}>
            <Button type="submit" form={formId} disabled={pending}>
              {pending ? 'Saving...' : saved ? 'Save booking' : 'Create booking'}
            </Button>
            {saved && (
              <>
                <Button type="button" $variant="secondary" onClick={() => void reprice()}>
                  Use today&apos;s prices
                </Button>
                <Button type="button" $variant="danger" onClick={() => setDeleting(true)}>
                  Delete booking
                </Button>
              </>
            )}
            <FormFailure message={failure} />
          </FormActions>
          {saved?.scheduleId && (
            <ScheduleLinks role="group" aria-label="Wedding schedule">
              <Button type="button" $size="sm" onClick={() => onOpenSchedule(saved.scheduleId!, 'services')}>
                Open schedule
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => onOpenSchedule(saved.scheduleId!, 'timeline')}
              >
                Build timeline
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => onOpenSchedule(saved.scheduleId!, 'shift')}
              >
                Shift times
              </Button>
            </ScheduleLinks>
          )}
          {saved && <PaymentsPanel booking={saved} today={today} onChanged={onSaved} />}
          {saved && <BookingTexts booking={saved} settings={settings} />}
          {saved?.scheduleId && <AgreementPanel booking={saved} settings={settings} />}
        </Aside>
      </Sections>
      {saved && (
        <DeleteBookingDialog
          booking={saved}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => {
            setDeleting(false);
            onDeleted();
          }}
        />
      )}
      {confirmDialog}
    </Panel>
  );
}
