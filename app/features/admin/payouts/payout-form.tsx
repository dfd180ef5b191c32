import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS, payoutInput, type Payout, type PayoutMethod } from '#contract/payout.ts';
import type { PayoutArtistYear } from '#contract/payouts-year.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useAdminSession } from '../session/admin-session.tsx';
import { ChoiceField, FieldError, SaveCancelActions, SelectField, TextField } from '../ui/form-controls.tsx';

// Record or edit one payout to a team artist: amount, date, method and note, and the wedding it pays for. Each
// problem is shown beside its field, by the same schema the server checks with.

const Fields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  /* A form of a few short fields: on a laptop it stays the width of what is typed in it. */
  max-width: 40rem;
  > .wide {
    grid-column: 1 / -1;
  }
`;

interface Values {
  amount: string;
  paidOn: string;
  method: PayoutMethod | '';
  note: string;
  bookingId: string;
}

const valuesOf = (
  payout: Payout | null,
  today: string,
  owed: { bookingId: string; owed: number } | undefined,
): Values =>
  payout
    ? {
        amount: String(payout.amount),
        paidOn: payout.paidOn,
        method: payout.method,
        note: payout.note,
        bookingId: payout.bookingId,
      }
    : {
        amount: owed && owed.owed > 0 ? (owed.owed / 100).toFixed(2) : '',
        paidOn: today,
        method: '',
        note: '',
        bookingId: owed?.bookingId ?? '',
      };

/** "$1,250.50" or "1250.5" as a number; anything else stays as typed for the schema to name. */
const amountOf = (text: string): number | string => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

export function PayoutForm({
  artist,
  payout,
  today,
  onSaved,
  onCancel,
}: {
  artist: PayoutArtistYear;
  /** The payout to edit, or null to record a new one. */
  payout: Payout | null;
  today: string;
  onSaved: (payout: Payout) => void;
  onCancel: () => void;
}) {
  const { call } = useAdminSession();
  // A new payout starts as the first wedding she is still owed for, at what is owed.
  const firstOwed = artist.weddings.find((wedding) => wedding.owed > 0);
  const [values, setValues] = useState(() => valuesOf(payout, today, firstOwed));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, failure, run } = useSubmit();
  const idBase = `payout-${artist.artistId}`;

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = { ...values, artistId: artist.artistId, amount: amountOf(values.amount) };
      const checked = v.safeParse(payoutInput, body, { abortEarly: false });
      if (!checked.success) {
        const found: Record<string, string> = {};
        for (const issue of checked.issues)
          found[String(issue.path?.[0]?.key ?? 'amount')] ??= firstIssueMessage([issue]);
        setErrors(found);
        throw new SaveFailed('Please fix the marked fields; nothing was saved.');
      }
      try {
        const saved = payout
          ? await call(api.adminPayouts.update, { params: { id: payout.id }, body: checked.output })
          : await call(api.adminPayouts.create, { body: checked.output });
        setErrors({});
        onSaved(saved);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        if (error instanceof ApiError && error.status !== 401)
          throw new SaveFailed(`Nothing was saved: ${error.message}`);
        throw error;
      }
    });
  };

  const weddings = [
    { value: '', label: 'No one wedding' },
    ...artist.weddings.map((wedding) => ({
      value: wedding.bookingId,
      label: `${wedding.eventDate} ${wedding.clientName}`,
    })),
  ];
  // A payout for a wedding of another year keeps its wedding when edited.
  if (values.bookingId && !weddings.some((option) => option.value === values.bookingId)) {
    weddings.push({ value: values.bookingId, label: 'A wedding of another year' });
  }

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={payout ? `Edit payout to ${artist.name}` : `Record a payout to ${artist.name}`}
    >
      <Fields>
        <TextField
          id={`${idBase}-amount`}
          label="Amount"
          keyboard="money"
          autoComplete="off"
          value={values.amount}
          error={errors.amount}
          onChange={(value) => set('amount', value)}
        />
        <TextField
          id={`${idBase}-date`}
          label="Paid on"
          type="date"
          value={values.paidOn}
          error={errors.paidOn}
          onChange={(value) => set('paidOn', value)}
        />
        <div className="wide">
          <ChoiceField
            legend="Method"
            hint="Zelle, cash and check count toward her 1099-NEC; Venmo, PayPal and card are on a 1099-K."
            value={values.method}
            options={PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }))}
            onChange={(method) => set('method', method)}
          />
          {errors.method && <FieldError role="alert">{errors.method}</FieldError>}
        </div>
        <div className="wide">
          <SelectField
            id={`${idBase}-wedding`}
            label="For the wedding"
            value={values.bookingId}
            options={weddings}
            error={errors.bookingId}
            onChange={(value) => set('bookingId', value)}
          />
        </div>
        <div className="wide">
          <TextField
            id={`${idBase}-note`}
            label="Note (optional)"
            autoComplete="off"
            maxLength={300}
            value={values.note}
            error={errors.note}
            onChange={(value) => set('note', value)}
          />
        </div>
      </Fields>
      {errors.artistId && <FieldError role="alert">{errors.artistId}</FieldError>}
      <SaveCancelActions
        editing
        pending={pending}
        addLabel="Record payout"
        updateLabel={payout ? 'Save payout' : 'Record payout'}
        onCancel={onCancel}
        failure={failure}
      />
    </form>
  );
}
