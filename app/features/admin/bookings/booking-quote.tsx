import styled from 'styled-components';
import { longDate } from '#contract/calendar-day.ts';
import { formatPrice } from '#contract/site-settings.ts';
import type { LiveQuote } from './booking-draft.ts';
import { theme } from '#shared/theme.ts';

const Box = styled.section`
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.line};
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${theme.space.md};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  dt {
    min-width: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.line};
    font-weight: 700;
    font-size: ${theme.fontSizes.md};
  }
  .muted {
    color: ${theme.colors.muted};
  }
`;

const Warnings = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.sm};
  background: #fff4d6;
  border: 1px solid ${theme.colors.goldDeep};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.ink};
`;

const MILES_WORDS = {
  typed: 'typed',
  estimated: 'estimated from the ZIP',
  saved: 'as saved',
  none: '',
} as const;

/** The quote as she types: each person's line, travel, the total, the retainer, what is paid and what remains. */
export function BookingQuote({ quote }: { quote: LiveQuote }) {
  const travel =
    quote.travelMiles === null
      ? 'Travel: miles not known yet'
      : `Travel (${quote.travelMiles} mi, ${MILES_WORDS[quote.milesSource]})`;
  return (
    <Box aria-labelledby="quote-title">
      <h3 id="quote-title">Quote</h3>
      <Lines aria-live="polite" data-testid="live-quote">
        {quote.lines.map((line, index) => (
          <div key={index} style={{ display: 'contents' }}>
            <dt>
              {line.name || 'Someone'}: {line.service}
            </dt>
            <dd>{formatPrice(line.price)}</dd>
          </div>
        ))}
        <dt className="muted">{travel}</dt>
        <dd className="muted">
          {quote.travelByText ? 'by text' : quote.travelFee === null ? '–' : formatPrice(quote.travelFee)}
        </dd>
        <dt className="total">Total</dt>
        <dd className="total" data-testid="quote-total">
          {formatPrice(quote.total)}
        </dd>
        {quote.retainer > 0 && (
          <>
            <dt className="muted">Retainer (counts toward the total)</dt>
            <dd className="muted">{formatPrice(quote.retainer)}</dd>
          </>
        )}
        <dt>Paid</dt>
        <dd>{formatPrice(quote.paid)}</dd>
        <dt>
          <strong>Remaining</strong>
          {quote.balanceDueDate && quote.balance > 0 && <> · due by {longDate(quote.balanceDueDate)}</>}
        </dt>
        <dd>
          <strong>{quote.balance === 0 && quote.total > 0 ? 'Paid in full' : formatPrice(quote.balance)}</strong>
        </dd>
      </Lines>
      {quote.warnings.length > 0 && (
        <Warnings role="status" aria-label="Warnings">
          {quote.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </Warnings>
      )}
    </Box>
  );
}
