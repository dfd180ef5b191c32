import styled from 'styled-components';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { moneyRows, paymentHref, selfPayingRows } from '../format/booking-format.ts';
import { CardTitle, SectionCard, tableCell } from './schedule-styles.tsx';

const MoneyTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    ${tableCell};
    padding-left: 0;
    padding-right: 0;
  }
  th {
    font-weight: 500;
    color: ${theme.colors.ink};
    overflow-wrap: anywhere;
  }
  th small {
    display: block;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  td {
    text-align: right;
    white-space: nowrap;
    padding-left: ${theme.space.md};
    color: ${theme.colors.ink};
  }
  tr[data-kind='total'] > *,
  tr[data-kind='balance'] > * {
    font-weight: 700;
  }
  tr[data-kind='total'] > * {
    border-top: 2px solid ${theme.colors.ink};
  }
  tr[data-kind='balance'] > * {
    border-bottom: 0;
    color: ${theme.colors.roseDeep};
  }
`;

const SelfPaying = styled.div`
  margin-top: ${theme.space.lg};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.line};
    overflow-wrap: anywhere;
  }
  li > span:last-child {
    white-space: nowrap;
    color: ${theme.colors.muted};
  }
  li[data-paid='true'] > span:last-child {
    color: ${theme.colors.success};
    font-weight: 600;
  }
`;

const HowToPay = styled.div`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  color: ${theme.colors.ink};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space.sm};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ${media.print} {
    background: none;
    padding: 0;
    a[data-pay-link] {
      display: none;
    }
  }
`;

/**
 * Her quote as priced (her own share when some of her party pay for themselves), what she has paid, what remains,
 * who pays for herself ("paid" or "not yet", never her amounts), and how to pay: all in the copy saved on the phone.
 */
export function BookingMoney({ booking }: { booking: ClientBooking }) {
  const instructions = booking.paymentInstructions.trim();
  const payLink = paymentHref(booking.paymentLink);
  const selfPaying = selfPayingRows(booking);
  return (
    <SectionCard as="section" aria-labelledby="booking-money-title">
      <CardTitle id="booking-money-title">Your Booking</CardTitle>
      <MoneyTable>
        <tbody>
          {moneyRows(booking).map((row, index) => (
            <tr key={index} data-kind={row.kind}>
              <th scope="row">
                {row.label}
                {row.detail && <small>{row.detail}</small>}
              </th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </MoneyTable>
      {selfPaying.length > 0 && (
        <SelfPaying>
          <h3 id="self-paying-title">Paying for themselves</h3>
          <ul aria-labelledby="self-paying-title">
            {selfPaying.map((person, index) => (
              <li key={index} data-paid={person.status === 'paid'}>
                <span>{person.name}</span>
                <span>{person.status === 'paid' ? 'Paid' : 'Not yet'}</span>
              </li>
            ))}
          </ul>
        </SelfPaying>
      )}
      {(instructions || payLink) && (
        <HowToPay>
          <h3>How to pay</h3>
          {instructions && <p>{instructions}</p>}
          {payLink && (
            <Button as="a" href={payLink} target="_blank" rel="noreferrer" $size="sm" data-pay-link="">
              Pay online
              <span className="visually-hidden"> (opens the payment page)</span>
            </Button>
          )}
        </HowToPay>
      )}
    </SectionCard>
  );
}
