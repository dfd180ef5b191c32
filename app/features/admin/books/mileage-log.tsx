import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { longDate } from '#contract/calendar-day.ts';
import { tripEditInput, tripInput, type MileageRow } from '#contract/mileage.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { Badge } from '../ui/panels.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { milesText } from './books-money.ts';
import { issuesByField, milesOf } from './trip-form.tsx';

// The year's mileage log: one card per trip (readable at 390 px), each saying where its miles came from, with
// "Correct miles" on every row, "Keep" / "Leave out" on a cancelled booking's trip, and "Delete" on her own.

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

const Row = styled.li<{ $out: boolean }>`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${({ $out }) => ($out ? theme.colors.ivory : theme.colors.white)};
  font-size: ${theme.fontSizes.sm};
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space.xs} ${theme.space.sm};
  }
  .miles {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    font-size: ${theme.fontSizes.md};
  }
  .place {
    color: ${theme.colors.muted};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
`;

const Inline = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 9rem;
  }
`;

const KIND_WORDS = { wedding: 'Wedding', 'special-event': 'Special event', trial: 'Trial', other: 'Trip' } as const;
const SOURCE_WORDS = {
  estimated: 'estimated',
  typed: 'typed',
  corrected: 'corrected',
  'by hand': 'added by hand',
  unknown: 'miles not known',
} as const;

function TripCard({ trip, onChanged }: { trip: MileageRow; onChanged: () => void }) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState(false);
  const [miles, setMiles] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const title = [KIND_WORDS[trip.kind], trip.clientName].filter(Boolean).join(': ');
  const out = trip.cancelled && !trip.kept;

  const send = async (body: unknown, done: string) => {
    setPending(true);
    try {
      await call(api.adminTrips.update, { params: { id: trip.id }, body });
      toast({ title: 'Success', description: done, variant: 'success' });
      setEditing(false);
      setError(undefined);
      onChanged();
    } catch (failed) {
      if (failed instanceof ApiError && failed.status === 401) return;
      if (failed instanceof ApiError && failed.field === 'miles') setError(failed.message);
      else toast({ title: 'Error', description: `Nothing was changed: ${reasonOf(failed)}`, variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  /** Her miles for a row made from a booking: the correction she keeps, or none (the quote's). */
  const keptMiles = trip.source === 'corrected' ? trip.miles : null;

  const saveMiles = (event: FormEvent) => {
    event.preventDefault();
    const typed = milesOf(miles);
    const body = trip.byHand
      ? { date: trip.date, miles: typed, place: trip.place, bookingId: trip.bookingId, note: trip.note }
      : { miles: typed, keep: trip.kept };
    const checked = trip.byHand ? v.safeParse(tripInput, body) : v.safeParse(tripEditInput, body);
    if (!checked.success) {
      setError(issuesByField(checked.issues, 'miles').miles ?? 'Type the round-trip miles, such as 42.5');
      return;
    }
    void send(checked.output, `Miles corrected to ${milesText(typed as number)}`);
  };

  const remove = async () => {
    const ok = await confirm({
      title: 'Delete this trip?',
      description: `${milesText(trip.miles ?? 0)} miles to ${trip.place} on ${longDate(trip.date)} will be removed from your mileage log.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await call(api.adminTrips.remove, { params: { id: trip.id } });
      toast({ title: 'Success', description: 'Trip deleted', variant: 'success' });
      onChanged();
    } catch (failed) {
      if (failed instanceof ApiError && failed.status === 401) return;
      toast({ title: 'Error', description: `Failed to delete the trip: ${reasonOf(failed)}`, variant: 'error' });
    }
  };

  return (
    <Row $out={out} data-testid="trip-row">
      <div className="head">
        <strong>
          {longDate(trip.date)} · {title}
        </strong>
        <span className="miles">{trip.miles === null ? '— mi' : `${milesText(trip.miles)} mi`}</span>
      </div>
      <div className="place">{trip.place || 'No place on the booking'}</div>
      <div className="head">
        <span>
          <Badge $tone={trip.source === 'unknown' ? 'new' : 'neutral'}>{SOURCE_WORDS[trip.source]}</Badge>
          {trip.cancelled && (
            <>
              {' '}
              <Badge $tone={trip.kept ? 'neutral' : 'hidden'}>
                {trip.kept ? 'cancelled, kept' : 'cancelled: left out'}
              </Badge>
            </>
          )}
          {trip.note && <> · {trip.note}</>}
        </span>
        {!editing && (
          <span className="actions">
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={`Correct miles: ${title}, ${longDate(trip.date)}`}
              onClick={() => {
                setMiles(trip.miles === null ? '' : milesText(trip.miles));
                setEditing(true);
              }}
            >
              Correct miles
            </Button>
            {trip.source === 'corrected' && (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                disabled={pending}
                onClick={() => void send({ miles: null, keep: trip.kept }, "Back to the quote's miles")}
              >
                Use the quote’s miles
              </Button>
            )}
            {trip.cancelled && (
              <Button
                type="button"
                $size="sm"
                disabled={pending}
                aria-label={`${trip.kept ? 'Leave out' : 'Keep'}: ${title}, ${longDate(trip.date)}`}
                onClick={() =>
                  void send(
                    { miles: keptMiles, keep: !trip.kept },
                    trip.kept ? 'Trip left out' : 'Trip kept in your mileage',
                  )
                }
              >
                {trip.kept ? 'Leave out' : 'Keep'}
              </Button>
            )}
            {trip.byHand && (
              <Button type="button" $size="sm" $variant="danger" onClick={() => void remove()}>
                Delete
              </Button>
            )}
          </span>
        )}
      </div>
      {editing && (
        <Inline onSubmit={saveMiles} noValidate aria-label={`Correct miles: ${title}`}>
          <TextField
            label="Round-trip miles"
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            value={miles}
            error={error}
            onChange={(value) => {
              setMiles(value);
              setError(undefined);
            }}
          />
          <Button type="submit" $size="sm" disabled={pending}>
            Save miles
          </Button>
          <Button type="button" $size="sm" $variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Inline>
      )}
      {confirmDialog}
    </Row>
  );
}

export function MileageLog({ trips, onChanged }: { trips: MileageRow[]; onChanged: () => void }) {
  if (trips.length === 0) return <p>No trips yet this year: a wedding’s trip is logged once its date has passed.</p>;
  return (
    <List aria-label="Mileage log">
      {trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} onChanged={onChanged} />
      ))}
    </List>
  );
}
