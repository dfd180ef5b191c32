import { useId } from 'react';
import styled from 'styled-components';
import { longDate } from '#contract/calendar-day.ts';
import type { DateEstimate, FirstChair, TravelLookup } from '#contract/check-your-date.ts';
import { smsHref } from '#contract/phone.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { Field, Status } from './form-parts.tsx';
import type { Answer } from './step-answers.ts';

// "Your estimate": the money, what the text will say, the visitor's name to sign it with, and the button that opens
// her messages with it all written out.

const Summary = styled.section`
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.roseDeep};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.lg};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.md});
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
    margin: 0 0 ${theme.space.md};
  }
`;

const Money = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* No gap between the columns, so the line above the total runs unbroken; the amounts keep their distance. */
  gap: ${theme.space.sm} 0;
  dt {
    color: ${theme.colors.text};
  }
  dd {
    margin: 0;
    padding-left: ${theme.space.md};
    text-align: right;
    font-weight: 600;
    color: ${theme.colors.ink};
    font-variant-numeric: lining-nums tabular-nums;
  }
  small {
    display: block;
    font-size: ${theme.fontSizes.xs};
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

const TotalRow = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: ${theme.space.sm};
    border-top: 1px solid ${theme.colors.line};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  dd {
    color: ${theme.colors.roseDeep};
  }
`;

const Facts = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: ${theme.fontSizes.sm};
  li span {
    color: ${theme.colors.muted};
  }
`;

const Signature = styled.div`
  margin-top: ${theme.space.lg};
`;

const TextButton = styled(Button)`
  width: 100%;
  margin-top: ${theme.space.lg};
  min-height: 52px;
  padding: ${theme.space.sm} ${theme.space.md};
  text-align: center;
  line-height: 1.3;
`;

const SmallPrint = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;

export interface EstimateSummaryProps {
  estimate: DateEstimate;
  travel: TravelLookup | null;
  /** YYYY-MM-DD, or '' when no date is chosen. */
  date: string;
  firstChair: FirstChair;
  /** Her phone, as she writes it, and the text written out for it. */
  phone: string;
  body: string;
  buttonLabel: string;
  /** "Your name", as typed, with what its line says. */
  visitorName: string;
  nameAnswer: Answer;
  onVisitorName: (name: string) => void;
}

export function EstimateSummary({
  estimate,
  travel,
  date,
  firstChair,
  phone,
  body,
  buttonLabel,
  visitorName,
  nameAnswer,
  onVisitorName,
}: EstimateSummaryProps) {
  const ids = useId();
  const { quote } = estimate;
  const people = quote.lines.length;
  const travelCell =
    quote.travel.kind === 'fee' ? formatPrice(quote.travel.fee) : travel === null ? 'add your ZIP' : 'quoted by text';
  return (
    <Summary aria-labelledby={`${ids}-estimate`}>
      <h3 id={`${ids}-estimate`}>Your estimate</h3>
      <Money>
        <dt>
          Services<small>{people === 0 ? 'no one yet' : `${people} ${people === 1 ? 'service' : 'services'}`}</small>
        </dt>
        <dd>{formatPrice(quote.servicesTotal)}</dd>
        <dt>
          Travel
          {quote.travelMiles !== null && quote.travel.kind === 'fee' && <small>about {quote.travelMiles} miles</small>}
        </dt>
        <dd>{travelCell}</dd>
        <TotalRow>
          <dt>Total</dt>
          <dd>
            {formatPrice(quote.total)}
            {quote.travel.kind !== 'fee' && people > 0 && <small>plus travel</small>}
          </dd>
        </TotalRow>
        {estimate.retainer > 0 && (
          <>
            <dt>
              Retainer<small>reserves the date, part of the total</small>
            </dt>
            <dd>{formatPrice(estimate.retainer)}</dd>
          </>
        )}
      </Money>
      <Facts aria-label="Your text will say">
        <li>
          <span>Date: </span>
          {date ? longDate(date) : 'not chosen yet'}
        </li>
        <li>
          <span>Ready by: </span>
          {firstChair.kind === 'time'
            ? `${firstChair.readyBy}, first chair about ${firstChair.firstStart}`
            : 'not set yet'}
        </li>
      </Facts>
      <Signature>
        <Field
          label="Your name"
          optional
          autoComplete="given-name"
          autoCapitalize="words"
          enterKeyHint="done"
          value={visitorName}
          onChange={onVisitorName}
          aria-invalid={nameAnswer.tone === 'bad'}
          aria-describedby={`${ids}-name-status`}
        />
        <Status id={`${ids}-name-status`} answer={nameAnswer} />
      </Signature>
      <TextButton as="a" href={smsHref(phone, body)}>
        {buttonLabel}
      </TextButton>
      <SmallPrint>
        Opens your messages with all of this written out, to {phone}. Change anything before you send; an estimate is
        not a booking until I confirm it.
      </SmallPrint>
    </Summary>
  );
}
