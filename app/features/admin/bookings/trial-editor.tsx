import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { trialInput, trialPlaceWords, type TrialPlace } from '#contract/trial.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { ChoiceField, FormActions, TextField } from '../ui/form-controls.tsx';
import { SideBox } from './side-box.ts';

// A booking's trial: the run-through on a day of its own, at her studio or at an address. It has its own routes
// (PUT/DELETE …/trial), so it saves on its own, apart from the booking's form; the server's answer is the booking.

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space.sm};
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Summary = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

type Values = { date: string; time: string; place: TrialPlace; address: string };
type Field = keyof Values;

const valuesOf = (booking: BookingAnswer): Values =>
  booking.trial ? { ...booking.trial } : { date: '', time: '', place: 'studio', address: '' };

export function TrialEditor({
  booking,
  homeCity,
  onSaved,
}: {
  booking: BookingAnswer;
  homeCity: string;
  onSaved: (booking: BookingAnswer) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => valuesOf(booking));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { pending, failure, run } = useSubmit();
  const [removing, setRemoving] = useState(false);

  const set = (key: Field, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void run(async () => {
      const checked = v.safeParse(trialInput, values, { abortEarly: false });
      if (!checked.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of checked.issues) {
          const key = (issue.path?.[0]?.key ?? 'date') as Field;
          found[key] ??= firstIssueMessage([issue]);
        }
        setErrors(found);
        throw new SaveFailed('Please fix the marked fields; the trial was not saved.');
      }
      try {
        const answer = await call(api.adminBookings.setTrial, { params: { id: booking.id }, body: checked.output });
        setErrors({});
        setValues(valuesOf(answer));
        onSaved(answer);
        toast({ title: 'Success', description: 'Trial saved', variant: 'success' });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field) setErrors({ [error.field as Field]: error.message });
        if (error instanceof ApiError && error.status !== 401) throw new SaveFailed(`Not saved: ${error.message}`);
        throw error;
      }
    });
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await call(api.adminBookings.removeTrial, { params: { id: booking.id } });
      setValues(valuesOf(answer));
      setErrors({});
      onSaved(answer);
      toast({ title: 'Success', description: 'Trial removed', variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: `Failed to remove the trial: ${reasonOf(error)}`, variant: 'error' });
      }
    } finally {
      setRemoving(false);
    }
  };

  const { trial } = booking;
  return (
    <SideBox aria-labelledby={`trial-title-${booking.id}`}>
      <h3 id={`trial-title-${booking.id}`}>Trial</h3>
      <Summary>
        {trial
          ? `${longDate(trial.date)} at ${trial.time}, ${trialPlaceWords(trial, homeCity, 'calendar')}`
          : 'No trial yet. It shows on your calendar as an event of its own.'}
      </Summary>
      <form onSubmit={save} noValidate aria-label={`Trial for ${booking.clientName}`}>
        <Fields>
          <TextField
            label="Trial date"
            type="date"
            value={values.date}
            error={errors.date}
            onChange={(value) => set('date', value)}
          />
          <TextField
            label="Trial time"
            autoComplete="off"
            placeholder="10:00 AM"
            value={values.time}
            error={errors.time}
            onChange={(value) => set('time', value)}
          />
          <div className="wide">
            <ChoiceField
              legend="Where"
              value={values.place}
              options={[
                { value: 'studio', label: trialPlaceWords({ place: 'studio', address: '' }, homeCity, 'calendar') },
                { value: 'address', label: 'An address' },
              ]}
              onChange={(place) => set('place', place)}
            />
          </div>
          {values.place === 'address' && (
            <div className="wide">
              <TextField
                label="Trial address"
                autoComplete="off"
                maxLength={300}
                value={values.address}
                error={errors.address}
                onChange={(value) => set('address', value)}
              />
            </div>
          )}
        </Fields>
        <FormActions>
          <Button type="submit" $size="sm" aria-disabled={pending || undefined}>
            {pending ? 'Saving...' : 'Save trial'}
          </Button>
          {trial && (
            <Button type="button" $size="sm" $variant="ghost" disabled={removing} onClick={() => void remove()}>
              Remove trial
            </Button>
          )}
          <FormFailure message={failure} />
        </FormActions>
      </form>
    </SideBox>
  );
}
