import styled from 'styled-components';
import type { Share } from '#contract/booking-shares.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { firstNameOf } from '#contract/booking-texts.ts';
import { sumDollars } from '#contract/quote.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { theme } from '#shared/theme.ts';

// Who pays what on a booking, as the payments panel shows it: the client's share and each self-paying person's,
// with what each has paid and what remains, and the tips kept apart. The figures are the server's (booking-shares.ts).

/** Someone who can pay on this booking: the client ('') or a person who pays for herself. */
export interface Payer {
  id: string;
  name: string;
  share: Share;
}

/** The client first, then each self-paying person in party order. */
export const payersOf = (booking: BookingAnswer): Payer[] => [
  { id: '', name: `${firstNameOf(booking.clientName)} (client)`, share: booking.clientShare },
  ...booking.party.flatMap((person) =>
    person.share ? [{ id: person.id, name: person.name, share: person.share }] : [],
  ),
];

/** Who paid, as a payment's row names her: the client, a person of the party, or someone who has left it. */
export const payerName = (booking: BookingAnswer, payerId: string) =>
  payerId === ''
    ? firstNameOf(booking.clientName)
    : (booking.party.find((person) => person.id === payerId)?.name ?? 'someone no longer in the party');

/**
 * What is due next from a payer: the client's unpaid retainer while it is unpaid (the retainer is hers alone), else
 * her balance; a self-paying person's balance. '' when nothing is due.
 */
export function nextDueOf(booking: BookingAnswer, payerId: string): string {
  const payer = payersOf(booking).find((item) => item.id === payerId);
  if (!payer) return '';
  const { paid, balance } = payer.share;
  const retainerLeft = payerId === '' ? sumDollars([booking.retainer.amount, -paid]) : 0;
  const due = retainerLeft > 0 ? Math.min(retainerLeft, balance) : balance;
  return due > 0 ? String(due) : '';
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.sm};
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: ${theme.fontSizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px dashed ${theme.colors.line};
  }
  .figures {
    font-variant-numeric: tabular-nums;
  }
`;

const Tips = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * Each payer's share with paid and remaining, shown when someone in the party pays for herself (otherwise the
 * summary above is the client's), and the tips received whenever there are any. Every share is due by the
 * booking's balance date, which the summary above gives once.
 */
export function PaymentShares({ booking }: { booking: BookingAnswer }) {
  const payers = payersOf(booking);
  return (
    <>
      {payers.length > 1 && (
        <List aria-label="Who pays what" data-testid="payment-shares">
          {payers.map((payer) => (
            <li key={payer.id || 'client'} data-payer={payer.id || 'client'}>
              <strong>{payer.name}</strong>
              <span className="figures">
                {formatPrice(payer.share.total)} · paid {formatPrice(payer.share.paid)} ·{' '}
                {payer.share.balance === 0 ? 'paid in full' : `remaining ${formatPrice(payer.share.balance)}`}
              </span>
            </li>
          ))}
        </List>
      )}
      {booking.tips > 0 && (
        <Tips data-testid="tips-received">
          Tips received: <strong>{formatPrice(booking.tips)}</strong> (not in any balance)
        </Tips>
      )}
    </>
  );
}
