import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { bookingInput, type BookingAnswer } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { generatePin } from '#contract/schedule-pin.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { FormActions } from '../ui/form-controls.tsx';
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
  type ScheduleFacts,
} from './booking-draft.ts';
import { AgreementPanel } from './agreement-panel.tsx';
import { BookingDetails } from './booking-details.tsx';
import { errorsByField, sentRowsOf } from './booking-errors.ts';
import { BookingQuote } from './booking-quote.tsx';
import { BookingPartWrap, BookingSectionNav, type BookingSectionLink } from './booking-sections.tsx';
import { BookingLooks } from './booking-looks.tsx';
import { BookingEmails } from './booking-emails.tsx';
import { BookingTexts } from './booking-texts-panel.tsx';
import { DeleteBookingDialog } from './delete-booking-dialog.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { ScheduleLinks, type ScheduleView } from './schedule-links.tsx';
import { TrialEditor } from './trial-editor.tsx';
import { useTravelEstimate } from './use-travel-estimate.ts';

export type { ScheduleView };

const Sections = styled.div`
  display: grid;
  /* One track that may be narrower than its widest word: a long name or link wraps inside its box rather than
     widening every box of the column past the phone's edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  min-width: 0;
`;

const ScheduleRow = styled.div`
  margin-bottom: ${theme.space.lg};
`;

/** Delete sits at the foot of the booking, apart from Save: a slip of the thumb by Save never reaches it. */
const DeleteRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.line};
`;

/**
 * One booking: start one on a day, or open one. The quote updates as she types (the contract's own money functions),
 * her rules show as warnings that never block, and Save shows the server's answer. A saved booking has its payments,
 * its texts, "Use today's prices", Delete, and the way to its schedule; on a phone, links at the top jump to each part.
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
  /** The booking as the server answered; `created` when it was new (the editor stays, now editing it). */
  onSaved: (booking: BookingAnswer, created?: boolean) => void;
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
  const quote = liveQuote(draft, {
    settings,
    priceList,
    serviceGroups: settings.serviceGroups,
    saved,
    estimate: estimate.known,
    bookings,
    today,
  });

  // Opened: brought into view, focus on its name. Once only: a new booking just created stays where she is.
  useEffect(() => {
    titleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const set = <Key extends keyof BookingDraft>(key: Key, value: BookingDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const setParty = (party: BookingDraft['party']) => {
    setDraft((current) => ({ ...current, party }));
    if (Object.keys(errors).some((key) => key.includes('.') || key === 'party')) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !key.includes('.') && key !== 'party')),
      );
    }
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const [first] = Object.keys(found);
    requestAnimationFrame(() => {
      // A party field (`{row key}.services.1`) is found by its data-booking-field too; else the row's name.
      const element =
        document.querySelector<HTMLElement>(`[data-booking-field="${first}"]`) ??
        document.getElementById(`${first?.split('.')[0]}-name`);
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element?.focus({ preventScroll: true });
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
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
        onSaved(answer, !saved);
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

  const title = saved ? saved.clientName : `New booking · ${longDate(draft.eventDate)}`;
  const parts: BookingSectionLink[] = [
    { id: 'booking-details', label: 'Details' },
    { id: 'booking-money', label: 'Money' },
    ...(saved ? [{ id: 'booking-texts', label: 'Texts' }] : []),
    ...(saved ? [{ id: 'booking-trial', label: 'Trial' }] : []),
    ...(saved?.scheduleId ? [{ id: 'booking-agreement', label: 'Agreement' }] : []),
  ];

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
      <BookingSectionNav sections={parts} label="Parts of this booking" />
      {saved?.scheduleId && (
        <ScheduleRow>
          <ScheduleLinks scheduleId={saved.scheduleId} clientName={saved.clientName} onOpenSchedule={onOpenSchedule} />
        </ScheduleRow>
      )}
      <Sections>
        <BookingPartWrap id="booking-details" label="Details">
          <Column
            as="form"
            id={formId}
            onSubmit={save}
            noValidate
            aria-label={saved ? `Booking for ${saved.clientName}` : 'New booking'}
          >
            <BookingDetails
              draft={draft}
              errors={errors}
              onField={set}
              onParty={setParty}
              saved={saved}
              fromSchedule={fromSchedule}
              settings={settings}
              takenPins={takenPins}
              estimate={estimate}
              quote={quote}
              onSaved={onSaved}
            />
          </Column>
        </BookingPartWrap>

        <Column>
          <BookingPartWrap id="booking-money" label="Money">
            <BookingQuote quote={quote} />
            <FormActions style={{ marginTop: 0 }}>
              {/* Not disabled while saving: a disabled button drops her focus, and the editor stays on after Create. */}
              <Button type="submit" form={formId} aria-disabled={pending || undefined}>
                {pending ? 'Saving...' : saved ? 'Save booking' : 'Create booking'}
              </Button>
              {saved && (
                <Button type="button" $variant="secondary" onClick={() => void reprice()}>
                  Use today&apos;s prices
                </Button>
              )}
              <FormFailure message={failure} />
            </FormActions>
            {saved && <PaymentsPanel booking={saved} today={today} onChanged={onSaved} />}
          </BookingPartWrap>
          {saved && (
            <BookingPartWrap id="booking-texts" label="Texts">
              <BookingTexts booking={saved} settings={settings} />
              <BookingEmails booking={saved} />
            </BookingPartWrap>
          )}
          {saved && (
            // The trial and each person's look save on their own routes, apart from the booking's form.
            <BookingPartWrap id="booking-trial" label="Trial and looks">
              <TrialEditor booking={saved} homeCity={settings.homeCity} onSaved={onSaved} />
              {saved.party.length > 0 && <BookingLooks booking={saved} />}
            </BookingPartWrap>
          )}
          {saved?.scheduleId && (
            <BookingPartWrap id="booking-agreement" label="Agreement">
              <AgreementPanel booking={saved} settings={settings} />
            </BookingPartWrap>
          )}
        </Column>
      </Sections>
      {saved && (
        <>
          <DeleteRow>
            <Button type="button" $variant="danger" $size="sm" onClick={() => setDeleting(true)}>
              Delete booking
            </Button>
          </DeleteRow>
          <DeleteBookingDialog
            booking={saved}
            open={deleting}
            onOpenChange={setDeleting}
            onDeleted={() => {
              setDeleting(false);
              onDeleted();
            }}
          />
        </>
      )}
      {confirmDialog}
    </Panel>
  );
}
