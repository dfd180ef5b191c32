import { useSite } from '#shared/site-settings.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import {
  schedulePin,
  weddingScheduleInput,
  type WeddingSchedule,
  type WeddingScheduleInput,
} from '#contract/wedding-schedule.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { FieldInput, FormFields, SaveCancelActions, type FieldChange } from '../ui/form-controls.tsx';
import {
  Badge,
  EditDeleteButtons,
  ItemActions,
  ItemCard,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemTitle,
  FormPanel,
  ListState,
  Panel,
  PanelTitle,
  TabLayout,
} from '../ui/panels.tsx';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { BOOKING_STATUS_CHOICES, labelOf } from '#contract/choices.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { generatePin, longDate } from './schedule-list-format.ts';
import { entityForm } from '../ui/entity-form.ts';
import type { CrudWords } from '../ui/use-crud-actions.ts';
import { useAdminList } from '../ui/use-admin-list.ts';
import { useContentTab } from '../ui/use-content-tab.ts';
import { PinText } from './pin-text.tsx';
import { ScheduleServicesPanel } from './schedule-services-panel.tsx';
import { TimelineBuilderPanel } from './timeline-builder/timeline-builder-panel.tsx';

const WORDS: CrudWords = { noun: 'wedding schedule', title: 'Wedding schedule', listHeadingId: 'schedule-list-title' };

const SCHEDULE_FORM = entityForm(weddingScheduleInput, {
  clientName: { kind: 'text', label: 'Client Name' },
  /** Drawn with its Generate PIN button; the spec caps the input at 6 characters. */
  pin: {
    kind: 'text',
    label: 'Wedding PIN',
    maxLength: 6,
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'Supports both 4 and 6 digit PINs for client access',
  },
  weddingDate: { kind: 'text', label: 'Wedding Date', type: 'date' },
  startTime: { kind: 'text', label: 'Start Time', placeholder: '8:00 AM' },
  venueName: { kind: 'text', label: 'Location', placeholder: 'Venue name' },
  contactPhone: {
    kind: 'text',
    label: 'Contact Phone',
    type: 'tel',
    hint: 'Shown to the bride as "Contact for day of": your own phone. Her PIN text goes to her number, not this one.',
  },
  venueAddress: { kind: 'text', label: 'Address', wide: true },
  manualTotal: {
    kind: 'text',
    label: 'Manual Total Override',
    placeholder: '$450',
    hint: 'Shown to the bride as the total due. Leave blank: a booking\'s schedule shows what is left to pay, any other "Contact for pricing".',
    wide: true,
  },
  isActive: { kind: 'switch', label: 'Active Schedule' },
});

const PinRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${theme.space.sm};
  ${media.md} {
    grid-column: 1 / -1;
  }
  /* Level with the input, below the field's label. */
  > button {
    margin-top: calc(1.4rem + ${theme.space.xs});
    min-height: 44px;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.15rem ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const OpenedPanel = styled.div`
  margin-top: ${theme.space.lg};
`;

/** A schedule another tab asked to show (a booking's "Open schedule", "Build timeline", "Shift times"). */
export interface ScheduleShown {
  scheduleId: string;
  view: 'services' | 'timeline' | 'shift';
  /** New each time she asks, so asking again opens it again. */
  serial: number;
}

/** Shift times sit in the services panel once its services have loaded: brought into view when they appear. */
function revealShiftTimes(): () => void {
  let timer = 0;
  let tries = 0;
  const look = () => {
    const title = document.getElementById('shift-title');
    if (title) {
      title.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if ((tries += 1) < 50) timer = window.setTimeout(look, 100);
  };
  timer = window.setTimeout(look, 100);
  return () => window.clearTimeout(timer);
}

export function WeddingSchedulesTab({
  show,
  onMakeBooking,
  onOpenBooking,
}: {
  show?: ScheduleShown | null;
  /** "Make it a booking": the Bookings tab opens a new booking filled from this schedule and linked to it. */
  onMakeBooking?: (schedule: WeddingSchedule) => void;
  /** "Open booking": the Bookings tab opens the booking this schedule belongs to. */
  onOpenBooking?: (bookingId: string) => void;
} = {}) {
  const { list, remove, form, submit, confirm, confirmDialog } = useContentTab<WeddingSchedule, WeddingScheduleInput>({
    routes: api.adminWeddingSchedules,
    listNoun: 'wedding schedules',
    words: WORDS,
    entity: SCHEDULE_FORM,
  });
  const toast = useToast();
  const [pinError, setPinError] = useState<string | undefined>();
  // The one panel open below the list: a schedule's services, or its timeline builder.
  const [open, setOpen] = useState<{ id: string; view: 'services' | 'timeline'; createdNow?: boolean } | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  // The booking each schedule belongs to, if any: shown on its card, and its client gets the PIN text (pin-text.tsx).
  const bookings = useAdminList(api.adminBookings.list, 'bookings');
  const bookingOf = useMemo(
    () =>
      new Map<string, BookingAnswer>(
        bookings.items.flatMap((booking) => (booking.scheduleId ? [[booking.scheduleId, booking]] : [])),
      ),
    [bookings.items],
  );

  useEffect(() => {
    if (!show) return;
    setOpen({ id: show.scheduleId, view: show.view === 'timeline' ? 'timeline' : 'services' });
    return show.view === 'shift' ? revealShiftTimes() : undefined;
  }, [show]);
  const { values, set } = form;
  const opened = list.items.find((item) => item.id === open?.id) ?? null;
  // Her saved settings once loaded (a save here shows at once), else the ones this page started with.
  const { saved } = useSavedSettings();
  const started = useSite();
  const site = saved ?? started;

  const resetAll = () => {
    form.reset();
    setPinError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(schedulePin, values.pin);
    if (!checked.success) {
      const message = checked.issues[0]?.message ?? 'Invalid PIN';
      setPinError(message);
      toast({ title: 'Error', description: message, variant: 'error' });
      pinRef.current?.focus();
      return;
    }
    setPinError(undefined);
    void submit({ ...SCHEDULE_FORM.bodyOf(values), pin: checked.output }).then((ok) => ok && setPinError(undefined));
  };

  const change: FieldChange<WeddingScheduleInput> = (key, value) => {
    set(key, value);
    if (key === 'pin') setPinError(undefined);
  };

  const startEdit = (item: WeddingSchedule) => {
    setPinError(undefined);
    form.edit(item);
  };

  const askDelete = async (item: WeddingSchedule) => {
    const ok = await confirm({
      title: 'Delete wedding schedule?',
      description: `${item.clientName}'s schedule and all its services will be deleted, and her PIN will stop working. This cannot be undone.`,
    });
    if (!ok || !(await remove(item.id))) return;
    if (form.editingId === item.id) resetAll();
    if (open?.id === item.id) setOpen(null);
  };

  return (
    <>
      <TabLayout>
        <FormPanel ref={form.formRef} as="form" onSubmit={onSubmit} aria-labelledby="schedule-form-title">
          <PanelTitle id="schedule-form-title">
            {form.editingId ? 'Edit Wedding Schedule' : 'Create Wedding Schedule'}
          </PanelTitle>
          <FormFields
            entity={SCHEDULE_FORM}
            values={values}
            onChange={change}
            firstFieldRef={form.firstFieldRef}
            custom={{
              pin: (
                <PinRow>
                  <FieldInput
                    ref={pinRef}
                    field={SCHEDULE_FORM.field.pin}
                    value={values.pin}
                    error={pinError}
                    onChange={(value) => change('pin', String(value))}
                  />
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    onClick={() => {
                      const taken = new Set(
                        list.items.filter((item) => item.id !== form.editingId).map((item) => item.pin),
                      );
                      change('pin', generatePin(taken));
                    }}
                  >
                    Generate PIN
                  </Button>
                </PinRow>
              ),
            }}
          />
          <SaveCancelActions
            editing={Boolean(form.editingId)}
            pending={form.pending}
            failure={form.failure}
            addLabel="Create Schedule"
            updateLabel="Update Schedule"
            onCancel={resetAll}
          />
        </FormPanel>

        <Panel aria-labelledby="schedule-list-title">
          <PanelTitle id="schedule-list-title" tabIndex={-1}>
            Wedding Schedules ({list.items.length})
          </PanelTitle>
          <ListState list={list} empty="No wedding schedules yet. Create your first schedule above!" />
          <ItemList>
            {list.items.map((item) => {
              const booking = bookingOf.get(item.id);
              return (
                <ItemCard key={item.id} $highlight={form.editingId === item.id || open?.id === item.id}>
                  <ItemHead>
                    <ItemTitle>{item.clientName}</ItemTitle>
                    <Badge $tone={item.isActive ? 'active' : 'hidden'}>{item.isActive ? 'Active' : 'Inactive'}</Badge>
                    {booking && <Badge $tone="category">Booking</Badge>}
                  </ItemHead>
                  <ItemMeta>{longDate(item.weddingDate)}</ItemMeta>
                  <Details>
                    <dt>PIN</dt>
                    <dd>{item.pin}</dd>
                    {item.startTime && (
                      <>
                        <dt>Start</dt>
                        <dd>{item.startTime}</dd>
                      </>
                    )}
                    {item.venueName && (
                      <>
                        <dt>Location</dt>
                        <dd>{item.venueName}</dd>
                      </>
                    )}
                    {item.contactPhone && (
                      <>
                        <dt>Day-of contact</dt>
                        <dd>{item.contactPhone}</dd>
                      </>
                    )}
                    {/* With a booking, a blank manual total shows the bride her balance: the Booking line below. */}
                    {(item.manualTotal || !booking) && (
                      <>
                        <dt>Total</dt>
                        <dd>{item.manualTotal || 'Contact for pricing'}</dd>
                      </>
                    )}
                    {booking && (
                      <>
                        <dt>Booking</dt>
                        <dd data-testid="schedule-booking">
                          {labelOf(BOOKING_STATUS_CHOICES, booking.status)} ·{' '}
                          {booking.balance === 0
                            ? `Paid in full (${formatPrice(booking.quote.total)})`
                            : `${formatPrice(booking.balance)} left of ${formatPrice(booking.quote.total)}`}
                        </dd>
                      </>
                    )}
                  </Details>
                  <PinText schedule={item} booking={booking} site={site} />
                  <ItemActions>
                    <Button
                      type="button"
                      $size="sm"
                      aria-label={`Manage Services for ${item.clientName}`}
                      aria-expanded={open?.id === item.id && open.view === 'services'}
                      onClick={() => setOpen({ id: item.id, view: 'services' })}
                    >
                      Manage Services
                    </Button>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      aria-label={`Build timeline for ${item.clientName}`}
                      aria-expanded={open?.id === item.id && open.view === 'timeline'}
                      onClick={() => setOpen({ id: item.id, view: 'timeline' })}
                    >
                      Build timeline
                    </Button>
                    {booking
                      ? onOpenBooking && (
                          <Button
                            type="button"
                            $size="sm"
                            $variant="secondary"
                            aria-label={`Open booking for ${item.clientName}`}
                            onClick={() => onOpenBooking(booking.id)}
                          >
                            Open booking
                          </Button>
                        )
                      : onMakeBooking &&
                        bookings.status === 'ready' && (
                          <Button
                            type="button"
                            $size="sm"
                            $variant="secondary"
                            aria-label={`Make it a booking for ${item.clientName}`}
                            onClick={() => onMakeBooking(item)}
                          >
                            Make it a booking
                          </Button>
                        )}
                    <EditDeleteButtons
                      editLabel={`Edit schedule for ${item.clientName}`}
                      deleteLabel={`Delete schedule for ${item.clientName}`}
                      onEdit={() => startEdit(item)}
                      onDelete={() => void askDelete(item)}
                    />
                  </ItemActions>
                </ItemCard>
              );
            })}
          </ItemList>
        </Panel>
      </TabLayout>
      {opened && open && (
        <OpenedPanel>
          {open.view === 'services' ? (
            <ScheduleServicesPanel
              key={opened.id}
              schedule={opened}
              onClose={() => setOpen(null)}
              onScheduleChanged={list.refetch}
              openAt={open.createdNow ? 'list' : 'form'}
            />
          ) : (
            <TimelineBuilderPanel
              key={opened.id}
              schedule={opened}
              booking={bookingOf.get(opened.id)}
              bookingLoading={bookings.status === 'loading'}
              serviceGroups={site.serviceGroups}
              onClose={() => setOpen(null)}
              onCreated={() => {
                void list.refetch();
                setOpen({ id: opened.id, view: 'services', createdNow: true });
              }}
            />
          )}
        </OpenedPanel>
      )}
      {confirmDialog}
    </>
  );
}
