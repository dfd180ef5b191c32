import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import { paymentInput, type BookingAnswer, type Payment, type PaymentKind } from '#contract/booking.ts';
import { longDate } from '#contract/calendar-day.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { ChoiceField, FieldError, FormActions, TextField } from '../ui/form-controls.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { nextDueOf, payerName, payersOf, PaymentShares } from './payment-shares.tsx';
import { SideBox } from './side-box.ts';
import { TipForField, tipForName } from '../payouts/tip-for-field.tsx';

const METHODS = ['Venmo', 'Zelle', 'Cash', 'Card', 'Check'];

const Summary = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px dashed ${theme.colors.line};
    font-size: ${theme.fontSizes.sm};
  }
  .what {
    flex: 1 1 10rem;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space.sm};
`;

const Methods = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  > button {
    min-height: 40px;
  }
  > button[aria-pressed='true'] {
    background: ${theme.colors.roseDeep};
    color: ${theme.colors.white};
  }
`;

const Payers = styled.div`
  grid-column: 1 / -1;
`;

const blank = (booking: BookingAnswer, today: string, payerId = '') => ({
  payerId,
  amount: nextDueOf(booking, payerId),
  tip: '',
  tipForArtistId: '',
  method: '',
  paidOn: today,
  note: '',
  // A refund is recorded here too: money given back, with its reason (contract/booking.ts PAYMENT_KINDS).
  kind: 'payment' as PaymentKind,
  reason: '',
});

/** "$1,250.50" or "1250.5" as a number; anything else stays as typed for the schema to name. */
const amountOf = (text: string): number | string => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/**
 * The payment as the schema reads it: a blank tip is none, and a blank amount with a tip is a tip alone (tips often
 * come on the day, after the balance is paid).
 */
const paymentBody = (values: ReturnType<typeof blank>) => {
  // A refund has no tip and no reason to carry one typed before she switched to it.
  if (values.kind === 'refund') return { ...values, amount: amountOf(values.amount), tip: 0, tipForArtistId: '' };
  const tip = values.tip.trim() === '' ? 0 : amountOf(values.tip);
  const amount = values.amount.trim() === '' && typeof tip === 'number' && tip > 0 ? 0 : amountOf(values.amount);
  return { ...values, amount, tip };
};

/** Her payments on a booking: what is paid and what remains, recording one, and removing one entered by mistake. */
export function PaymentsPanel({
  booking,
  today,
  onChanged,
}: {
  booking: BookingAnswer;
  today: string;
  onChanged: (booking: BookingAnswer) => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [values, setValues] = useState(() => blank(booking, today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, failure, run } = useSubmit();
  const [confirm, confirmDialog] = useConfirm();

  const payers = payersOf(booking);

  const set = (key: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  // Choosing who paid fills in what she has due next, as the form does for the client.
  const choosePayer = (payerId: string) => {
    setValues((current) => ({ ...current, payerId, amount: nextDueOf(booking, payerId) }));
    setErrors(({ payerId: _payer, amount: _amount, ...rest }) => rest);
  };

  // A refund starts blank (it is rarely the balance); a payment takes what is due next again.
  const chooseKind = (kind: PaymentKind) => {
    setValues((current) => ({
      ...current,
      kind,
      amount: kind === 'refund' ? '' : nextDueOf(booking, current.payerId),
    }));
    setErrors({});
  };

  const record = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const checked = v.safeParse(paymentInput, paymentBody(values), { abortEarly: false });
      if (!checked.success) {
        const found: Record<string, string> = {};
        for (const issue of checked.issues)
          found[String(issue.path?.[0]?.key ?? 'amount')] ??= firstIssueMessage([issue]);
        setErrors(found);
        throw new SaveFailed('Please fix the marked fields; nothing was recorded.');
      }
      try {
        const answer = await call(api.adminBookings.addPayment, { params: { id: booking.id }, body: checked.output });
        setErrors({});
        setValues(blank(answer, today, checked.output.payerId));
        onChanged(answer);
        const { amount, tip, payerId, kind } = checked.output;
        if (kind === 'refund') {
          toast({ title: 'Success', description: `Refund of ${formatPrice(amount)} recorded`, variant: 'success' });
          return true;
        }
        const parts = [amount > 0 && formatPrice(amount), tip > 0 && `a ${formatPrice(tip)} tip`].filter(Boolean);
        // Who paid is said only where more than one person pays.
        const from =
          payerId !== '' || answer.party.some((person) => person.payer === 'self')
            ? ` from ${payerName(answer, payerId)}`
            : '';
        toast({
          title: 'Success',
          description: `Payment of ${parts.join(' and ')}${from} recorded`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        if (error instanceof ApiError && error.status !== 401)
          throw new SaveFailed(`Nothing was recorded: ${error.message}`);
        throw error;
      }
    });
  };

  const remove = async (payment: Payment) => {
    const ok = await confirm({
      title: payment.kind === 'refund' ? 'Remove this refund?' : 'Remove this payment?',
      description: `${payment.kind === 'refund' ? 'The refund of ' : ''}${formatPrice(payment.amount)}${payment.tip > 0 ? ` and a ${formatPrice(payment.tip)} tip` : ''} by ${payment.method} on ${longDate(payment.paidOn)} will be removed from ${booking.clientName}'s booking, and the balance goes ${payment.kind === 'refund' ? 'down' : 'up'} by as much.`,
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      const answer = await call(api.adminBookings.removePayment, {
        params: { id: booking.id, paymentId: payment.id },
      });
      onChanged(answer);
      setValues(blank(answer, today, values.payerId));
      toast({ title: 'Success', description: 'Payment removed', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to remove the payment: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <SideBox aria-labelledby="payments-title">
      <h3 id="payments-title">Payments</h3>
      <Summary data-testid="payment-summary">
        Paid <strong>{formatPrice(booking.paid)}</strong> of {formatPrice(booking.quote.total)} · Remaining{' '}
        <strong>{booking.balance === 0 ? 'Paid in full' : formatPrice(booking.balance)}</strong>
        {booking.balance > 0 && <> by {longDate(booking.balanceDueDate)}</>}
      </Summary>
      <PaymentShares booking={booking} />
      {booking.payments.length > 0 && (
        <List aria-label="Payments recorded">
          {booking.payments.map((payment) => (
            <li key={payment.id}>
              <span className="what">
                {payment.kind === 'refund' && <>Refund </>}
                <strong>
                  {payment.kind === 'refund' ? `−${formatPrice(payment.amount)}` : formatPrice(payment.amount)}
                </strong>
                {payment.tip > 0 && <> + {formatPrice(payment.tip)} tip</>}
                {payment.tip > 0 && tipForName(booking, payment.tipForArtistId) && (
                  <> (for {tipForName(booking, payment.tipForArtistId)})</>
                )}{' '}
                {payment.method} · {longDate(payment.paidOn)}
                {payers.length > 1 && <> · from {payerName(booking, payment.payerId)}</>}
                {payment.kind === 'refund' && payment.reason && <> · {payment.reason}</>}
                {payment.note && <> · {payment.note}</>}
              </span>
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                aria-label={`Remove ${payment.kind === 'refund' ? 'refund' : 'payment'} of ${formatPrice(payment.amount)} on ${longDate(payment.paidOn)}`}
                onClick={() => void remove(payment)}
              >
                Remove
              </Button>
            </li>
          ))}
        </List>
      )}
      <form onSubmit={record} noValidate aria-label="Record a payment">
        <Fields>
          <Payers>
            <ChoiceField
              legend="Record"
              value={values.kind}
              options={[
                { value: 'payment', label: 'Payment' },
                { value: 'refund', label: 'Refund' },
              ]}
              onChange={chooseKind}
            />
          </Payers>
          {payers.length > 1 && (
            <Payers>
              <ChoiceField
                legend="Who paid"
                value={values.payerId}
                options={payers.map((payer) => ({ value: payer.id, label: payer.name }))}
                onChange={choosePayer}
              />
              {errors.payerId && <FieldError role="alert">{errors.payerId}</FieldError>}
            </Payers>
          )}
          <TextField
            label="Amount ($)"
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            error={errors.amount}
            onChange={(value) => set('amount', value)}
          />
          {values.kind === 'refund' && (
            <TextField
              label="Reason for the refund"
              autoComplete="off"
              maxLength={300}
              value={values.reason}
              error={errors.reason}
              onChange={(value) => set('reason', value)}
            />
          )}
          {values.kind === 'payment' && (
            <TextField
              label="Tip ($, optional)"
              inputMode="decimal"
              autoComplete="off"
              value={values.tip}
              error={errors.tip}
              onChange={(value) => set('tip', value)}
            />
          )}
          {values.kind === 'payment' && (
            <TipForField
              booking={booking}
              value={values.tipForArtistId}
              error={errors.tipForArtistId}
              onChange={(value) => set('tipForArtistId', value)}
            />
          )}
          <TextField
            label={values.kind === 'refund' ? 'Refunded on' : 'Paid on'}
            type="date"
            value={values.paidOn}
            error={errors.paidOn}
            onChange={(value) => set('paidOn', value)}
          />
          <Methods role="group" aria-label="Method">
            {METHODS.map((method) => (
              <Button
                key={method}
                type="button"
                $size="sm"
                $variant="secondary"
                aria-pressed={values.method === method}
                onClick={() => set('method', method)}
              >
                {method}
              </Button>
            ))}
          </Methods>
          <TextField
            label="Method"
            autoComplete="off"
            maxLength={40}
            value={values.method}
            error={errors.method}
            onChange={(value) => set('method', value)}
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
          <Button type="submit" disabled={pending}>
            {values.kind === 'refund' ? 'Record refund' : 'Record payment'}
          </Button>
          <FormFailure message={failure} />
        </FormActions>
      </form>
      {confirmDialog}
    </SideBox>
  );
}
