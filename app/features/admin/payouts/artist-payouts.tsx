import { useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { longDate } from '#contract/calendar-day.ts';
import { dollarsAndCents } from '#contract/form-1099.ts';
import { toDollars } from '#contract/money.ts';
import { PAYOUT_METHOD_LABELS, countsFor1099, type Payout } from '#contract/payout.ts';
import type { PayoutArtistYear, PayoutWedding } from '#contract/payouts-year.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { Badge, EditDeleteButtons, ItemActions, Panel, PanelTitle } from '../ui/panels.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { PayoutForm } from './payout-form.tsx';

// One artist's year on the Payouts tab: her weddings with pay, paid and owed, her payouts, and her 1099-NEC line.

const usd = (cents: number) => formatPrice(toDollars(cents));

const Totals = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Form1099 = styled.div<{ $flagged: boolean }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  border: 1px solid ${({ $flagged }) => ($flagged ? theme.colors.danger : theme.colors.line)};
  background: ${({ $flagged }) => ($flagged ? '#fbecea' : theme.colors.ivory)};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ul {
    margin: ${theme.space.xs} 0 0;
    padding-left: 1.1rem;
    color: ${theme.colors.danger};
    font-weight: 600;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
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
    flex: 1 1 12rem;
    min-width: 0;
  }
  .money {
    font-variant-numeric: tabular-nums;
  }
`;

const Sub = styled.h4`
  margin: ${theme.space.sm} 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.muted};
`;

/** "2 faces · $180 + $125 early start + $80 tips", or her day rate. */
function payParts(wedding: PayoutWedding): string {
  const { pay } = wedding;
  const work =
    pay.dayRate !== null ? `${usd(pay.dayRate)} day rate` : usd(pay.lines.reduce((sum, line) => sum + line.amount, 0));
  const parts = [work];
  if (pay.earlyStartFee > 0) parts.push(`${usd(pay.earlyStartFee)} early start`);
  if (pay.tips > 0) parts.push(`${usd(pay.tips)} tips`);
  return `${pay.facesDone} ${pay.facesDone === 1 ? 'face' : 'faces'} · ${parts.join(' + ')}`;
}

export function ArtistPayouts({
  artist,
  year,
  today,
  onChanged,
}: {
  artist: PayoutArtistYear;
  year: number;
  today: string;
  onChanged: () => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  // null: no form open; 'new': recording one; else the payout being edited.
  const [editing, setEditing] = useState<Payout | 'new' | null>(null);
  const form = artist.form1099;
  const flagged = form.flags.length > 0;
  const titleId = `payouts-artist-${artist.artistId}`;

  const remove = async (payout: Payout) => {
    const ok = await confirm({
      title: 'Delete this payout?',
      description: `${formatPrice(payout.amount)} by ${PAYOUT_METHOD_LABELS[payout.method]} on ${longDate(payout.paidOn)} to ${artist.name} will be deleted.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await call(api.adminPayouts.remove, { params: { id: payout.id } });
      toast({ title: 'Success', description: 'Payout deleted', variant: 'success' });
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: `Failed to delete the payout: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  const saved = (payout: Payout) => {
    const what = editing === 'new' ? 'recorded' : 'saved';
    setEditing(null);
    toast({
      title: 'Success',
      description: `Payout of ${formatPrice(payout.amount)} to ${artist.name} ${what}`,
      variant: 'success',
    });
    onChanged();
  };

  return (
    <Panel aria-labelledby={titleId} data-testid="artist-payouts">
      <PanelTitle id={titleId}>
        {artist.name} {!artist.active && <Badge $tone="hidden">Not active</Badge>}
      </PanelTitle>
      <Totals>
        Pay <strong>{usd(artist.pay)}</strong> · Paid <strong>{usd(artist.paid)}</strong> · Owed{' '}
        <strong>{usd(artist.owed)}</strong>
      </Totals>
      <Form1099 $flagged={flagged} data-testid="form-1099">
        <p>{form.summary}</p>
        {form.leftOut > 0 && <p>Left out (on a 1099-K): {dollarsAndCents(form.leftOut)} by Venmo, PayPal or card.</p>}
        {flagged && (
          <ul aria-label={`Flags for ${artist.name}`}>
            {form.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        )}
      </Form1099>

      <Sub>Weddings in {year}</Sub>
      {artist.weddings.length === 0 ? (
        <Totals>No wedding on her chairs in {year}.</Totals>
      ) : (
        <Rows aria-label={`${artist.name}'s weddings`}>
          {artist.weddings.map((wedding) => (
            <li key={wedding.bookingId}>
              <span className="what">
                <strong>{longDate(wedding.eventDate)}</strong> {wedding.clientName}
                <br />
                {payParts(wedding)}
                {wedding.pay.unpriced.length > 0 && <> · no rate for {wedding.pay.unpriced.join(', ')}</>}
              </span>
              <span className="money">
                Pay {usd(wedding.pay.total)} · Paid {usd(wedding.paid)} · Owed <strong>{usd(wedding.owed)}</strong>
              </span>
            </li>
          ))}
        </Rows>
      )}

      <Sub>Payouts in {year}</Sub>
      {artist.payouts.length === 0 ? (
        <Totals>No payouts in {year} yet.</Totals>
      ) : (
        <Rows aria-label={`Payouts to ${artist.name}`}>
          {artist.payouts.map((payout) => (
            <li key={payout.id}>
              <span className="what">
                <strong className="money">{formatPrice(payout.amount)}</strong> {PAYOUT_METHOD_LABELS[payout.method]} ·{' '}
                {longDate(payout.paidOn)}
                {!countsFor1099(payout.method) && <> · 1099-K</>}
                {payout.note && <> · {payout.note}</>}
              </span>
              <EditDeleteButtons
                editLabel={`Edit payout of ${formatPrice(payout.amount)} on ${longDate(payout.paidOn)}`}
                deleteLabel={`Delete payout of ${formatPrice(payout.amount)} on ${longDate(payout.paidOn)}`}
                onEdit={() => setEditing(payout)}
                onDelete={() => void remove(payout)}
              />
            </li>
          ))}
        </Rows>
      )}

      {editing ? (
        <PayoutForm
          key={editing === 'new' ? 'new' : editing.id}
          artist={artist}
          payout={editing === 'new' ? null : editing}
          today={today}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ItemActions>
          <Button type="button" onClick={() => setEditing('new')}>
            Record a payout to {artist.name}
          </Button>
        </ItemActions>
      )}
      {confirmDialog}
    </Panel>
  );
}
