import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { tripInput } from '#contract/mileage.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { FormActions, TextField } from '../ui/form-controls.tsx';

// "Add a trip": a drive no booking made (a supply run, a consultation), added to her mileage log by hand.

const Fields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 10rem 8rem minmax(0, 1fr) minmax(0, 1fr);
    > :nth-child(n + 3) {
      grid-column: auto;
    }
  }
`;

/** "18.5" or "18,5 mi" as a number; anything else stays as typed for the schema to name. */
export const milesOf = (text: string): number | string => {
  const cleaned = text.replace(/mi(les)?|\s/gi, '').replace(',', '.');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/** Each issue's message under its field (the first one of each), for a form that shows them beside the fields. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[], fallback: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path?.[0]?.key ?? fallback)] ??= firstIssueMessage([issue]);
  return found;
}

export function TripForm({ today, onAdded }: { today: string; onAdded: () => void }) {
  const { call } = useAdminSession();
  const blank = { date: today, miles: '', place: '', note: '' };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, failure, run } = useSubmit();

  const set = (key: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const checked = v.safeParse(tripInput, { ...values, miles: milesOf(values.miles) }, { abortEarly: false });
      if (!checked.success) {
        setErrors(issuesByField(checked.issues, 'miles'));
        throw new SaveFailed('Please fix the marked fields; no trip was added.');
      }
      try {
        await call(api.adminTrips.create, { body: checked.output });
      } catch (error) {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        if (error instanceof ApiError && error.status !== 401)
          throw new SaveFailed(`No trip was added: ${error.message}`);
        throw error;
      }
      setValues({ ...blank, date: values.date });
      setErrors({});
      onAdded();
      return true;
    });
  };

  return (
    <form onSubmit={add} noValidate aria-label="Add a trip">
      <Fields>
        <TextField
          label="Date"
          type="date"
          value={values.date}
          error={errors.date}
          onChange={(value) => set('date', value)}
        />
        <TextField
          label="Miles (round trip)"
          inputMode="decimal"
          autoComplete="off"
          value={values.miles}
          error={errors.miles}
          onChange={(value) => set('miles', value)}
        />
        <TextField
          label="Place"
          autoComplete="off"
          maxLength={200}
          value={values.place}
          error={errors.place}
          onChange={(value) => set('place', value)}
        />
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={300}
          value={values.note}
          error={errors.note}
          onChange={(value) => set('note', value)}
        />
      </Fields>
      <FormActions>
        <Button type="submit" $variant="secondary" disabled={pending}>
          Add trip
        </Button>
        <FormFailure message={failure} />
      </FormActions>
    </form>
  );
}
