import { useEffect, useId, useMemo, useState, type InputHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import {
  dateCheckText,
  dateEstimate,
  dateStanding,
  firstChairFor,
  lastBookableDate,
  MAX_PER_SERVICE,
  partyLines,
  textButtonLabel,
  travelWords,
  weekendMinimumNote,
  type PartyCounts,
  type TravelLookup,
} from '#contract/check-your-date.ts';
import { EVENT_TYPE_CHOICES, type EventType } from '#contract/choices.ts';
import { offeredGroups } from '#contract/offered-services.ts';
import { smsHref } from '#contract/phone.ts';
import { retainerFor } from '#contract/quote.ts';
import { formatPrice, type ServiceItem } from '#contract/site-settings.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { dateAnswer, zipAnswer, type DateAnswer, type ZipAnswer } from './look-ups.ts';

// The block that loads as /services' "Check your date" nears the screen (check-your-date-section.tsx). Everything
// here is worked out in the page from her Site Settings; only the date's month and the ZIP are looked up.

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Steps = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Step = styled.fieldset`
  margin: 0;
  min-width: 0;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.soft};
  padding: ${theme.space.md};
  ${media.sm} {
    padding: ${theme.space.lg};
  }
  legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${theme.space.md};
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    font-weight: 600;
    color: ${theme.colors.ink};
    line-height: 1.2;
  }
  legend + * {
    clear: both;
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1.6em;
  height: 1.6em;
  margin-right: ${theme.space.sm};
  border-radius: 50%;
  background: ${theme.colors.blush};
  color: ${theme.colors.roseDeep};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  vertical-align: 0.2em;
`;

const DateRow = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: end;
  }
`;

const Occasions = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.pill};
  padding: 3px;
  gap: 3px;
  align-self: end;
  width: fit-content;
`;

const OccasionChoice = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 42px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${({ $on, theme }) =>
    $on
      ? css`
          background: ${theme.colors.roseDeep};
          color: ${theme.colors.white};
        `
      : css`
          color: ${theme.colors.roseDeep};
        `}
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const tones = {
  neutral: css`
    color: ${theme.colors.muted};
  `,
  good: css`
    color: ${theme.colors.success};
    background: #edf4ef;
  `,
  caution: css`
    color: ${theme.colors.goldDeep};
    background: #f8f0e4;
  `,
  bad: css`
    color: ${theme.colors.danger};
    background: #fbeeec;
  `,
};
type Tone = keyof typeof tones;

/** A status line with room for two lines held, so an answer arriving late does not push the page down. */
const Status = styled.p<{ $tone: Tone }>`
  margin: ${theme.space.md} 0 0;
  min-height: 3.3em;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  ${({ $tone }) => tones[$tone]}
  strong {
    font-weight: 700;
  }
`;

const Group = styled.div`
  & + & {
    margin-top: ${theme.space.md};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    letter-spacing: ${theme.tracking.wide};
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StepperRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: 6px 0;
  border-bottom: 1px solid ${theme.colors.line};
  &:last-child {
    border-bottom: 0;
  }
`;

const ServiceName = styled.span`
  min-width: 0;
  font-weight: 600;
  color: ${theme.colors.ink};
  small {
    display: block;
    font-weight: 400;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Stepper = styled.div`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  input {
    width: 3rem;
    min-height: 44px;
    text-align: center;
    font-size: 1.0625rem;
    font-weight: 600;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    appearance: textfield;
    -moz-appearance: textfield;
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.roseDeep};
  background: ${theme.colors.white};
  color: ${theme.colors.roseDeep};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  display: inline-grid;
  place-items: center;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: ${theme.colors.cream};
    }
  }
  &:disabled {
    border-color: ${theme.colors.line};
    color: ${theme.colors.line};
    cursor: not-allowed;
  }
`;

const Note = styled.p`
  margin: ${theme.space.md} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 3px solid ${theme.colors.gold};
  background: ${theme.colors.ivory};
  font-size: ${theme.fontSizes.sm};
`;

const TwoFields = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.sm} {
    grid-template-columns: minmax(0, 14rem);
  }
`;

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

const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.muted};
    border-radius: 10px;
    background: ${theme.colors.white};
    font-weight: 400;
  }
`;

/**
 * A labelled input in the visitors' form look. Not form-controls' TextField: this chunk importing form-controls made
 * the bundler move styled-components and the theme out of the entry into a chunk of their own, 0.7 KB more on every
 * page's first load (measured); these three inputs need only the label and the look.
 */
function Field({
  label,
  onChange,
  ...input
}: { label: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <FieldLabel>
      {label}
      <input {...input} onChange={(event) => onChange(event.target.value)} />
    </FieldLabel>
  );
}

const OFFLINE = 'You appear to be offline';

/** What the date step says, and in which tone. */
function dateStatus(
  date: string,
  standing: ReturnType<typeof dateStanding>,
  answer: DateAnswer | 'checking' | null,
  lastDate: string,
): { tone: Tone; text: string } {
  if (!date || standing === 'not-a-date') return { tone: 'neutral', text: 'Pick a date to see whether it is open.' };
  const day = longDate(date);
  if (standing === 'past') return { tone: 'bad', text: `${day} has passed. Pick a date from today on.` };
  if (standing === 'beyond-horizon') {
    return {
      tone: 'caution',
      text: `I'm booking through ${longDate(lastDate)} for now. Text me about ${day} and I'll let you know when my calendar opens.`,
    };
  }
  if (answer === null || answer === 'checking') return { tone: 'neutral', text: `Checking ${day}...` };
  if (answer.kind === 'offline') {
    return { tone: 'caution', text: `${OFFLINE}, so ${day} can't be checked right now. Your text can still ask.` };
  }
  if (answer.kind === 'failed') {
    return {
      tone: 'caution',
      text: `${day} couldn't be checked right now (${answer.message}). Your text can still ask.`,
    };
  }
  if (answer.status === 'open') return { tone: 'good', text: `Good news: ${day} is open.` };
  if (answer.status === 'limited') {
    return { tone: 'caution', text: `${day} is limited: it may still work, so text me soon.` };
  }
  return { tone: 'bad', text: `Sorry, ${day} is booked. Try another date?` };
}

/** The ZIP's look-up as the estimate takes it: an unknown, unreadable or unreachable ZIP is quoted by text. */
function travelLookup(zip: string, answer: ZipAnswer | 'checking' | null): TravelLookup | null {
  if (!/^\d{5}$/.test(zip) || answer === null || answer === 'checking') return null;
  if (answer.kind === 'estimate') {
    const { estimate } = answer;
    return { kind: 'estimate', zip: estimate.zip, place: estimate.place, miles: estimate.miles };
  }
  return { kind: 'by-text', zip };
}

function ServiceStepper({
  item,
  count,
  onChange,
}: {
  item: ServiceItem;
  count: number;
  onChange: (count: number) => void;
}) {
  const nameId = useId();
  const set = (next: number) => onChange(Math.min(MAX_PER_SERVICE, Math.max(0, Math.floor(next) || 0)));
  return (
    <StepperRow>
      <ServiceName id={nameId}>
        {item.name}
        <small>
          {formatPrice(item.price)} · {item.durationMinutes} min
        </small>
      </ServiceName>
      <Stepper>
        <StepButton
          type="button"
          aria-label={`One fewer: ${item.name}`}
          disabled={count === 0}
          onClick={() => set(count - 1)}
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PER_SERVICE}
          value={count}
          aria-labelledby={nameId}
          onChange={(event) => set(Number(event.target.value))}
          onFocus={(event) => event.target.select()}
        />
        <StepButton
          type="button"
          aria-label={`One more: ${item.name}`}
          disabled={count >= MAX_PER_SERVICE}
          onClick={() => set(count + 1)}
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </Stepper>
    </StepperRow>
  );
}

/** "Check your date": the date, who is getting ready, where, ready by, and the estimate with its text. */
export function CheckYourDate() {
  const site = useSite();
  const [today] = useState(() => sacramentoDate(new Date()));
  const lastDate = lastBookableDate(today, site.bookingHorizonMonths);
  const [occasion, setOccasion] = useState<EventType>('wedding');
  const [date, setDate] = useState('');
  const [dateLookUp, setDateLookUp] = useState<DateAnswer | 'checking' | null>(null);
  const [counts, setCounts] = useState<PartyCounts>({});
  const [zip, setZip] = useState('');
  const [zipLookUp, setZipLookUp] = useState<ZipAnswer | 'checking' | null>(null);
  const [readyBy, setReadyBy] = useState('');
  const ids = useId();

  const standing = dateStanding(date, today, site.bookingHorizonMonths);
  useEffect(() => {
    if (standing !== 'bookable') {
      setDateLookUp(null);
      return;
    }
    let current = true;
    setDateLookUp('checking');
    void dateAnswer(date).then((answer) => current && setDateLookUp(answer));
    return () => {
      current = false;
    };
  }, [date, standing]);

  const zipComplete = /^\d{5}$/.test(zip);
  useEffect(() => {
    if (!zipComplete) {
      setZipLookUp(null);
      return;
    }
    let current = true;
    setZipLookUp('checking');
    void zipAnswer(zip).then((answer) => current && setZipLookUp(answer));
    return () => {
      current = false;
    };
  }, [zip, zipComplete]);

  const groups = useMemo(() => offeredGroups(site.serviceGroups, occasion), [site.serviceGroups, occasion]);
  const lines = useMemo(() => partyLines(groups, counts, occasion), [groups, counts, occasion]);
  const travel = travelLookup(zip, zipLookUp);
  const estimate = dateEstimate(lines, travel, site.travelFee, retainerFor(occasion, site));
  const { quote } = estimate;
  const firstChair = firstChairFor(lines, readyBy, site.chairs);
  const minimumNote = weekendMinimumNote(date, occasion, lines);
  const status = dateStatus(date, standing, dateLookUp, lastDate);
  const body = dateCheckText({
    artistName: site.artistName,
    occasion,
    date: standing === 'not-a-date' ? '' : date,
    lines,
    travel,
    readyBy,
    firstChair,
    estimate,
  });

  const zipStatus: { tone: Tone; text: string } = !zip
    ? { tone: 'neutral', text: 'The ZIP code where everyone gets ready.' }
    : !zipComplete
      ? { tone: 'neutral', text: 'A ZIP code has 5 digits.' }
      : zipLookUp === null || zipLookUp === 'checking'
        ? { tone: 'neutral', text: `Looking up ${zip}...` }
        : zipLookUp.kind === 'estimate'
          ? { tone: 'good', text: `${zipLookUp.estimate.place}: ${travelWords(quote)}.` }
          : zipLookUp.kind === 'unknown'
            ? { tone: 'caution', text: zipLookUp.message }
            : zipLookUp.kind === 'offline'
              ? { tone: 'caution', text: `${OFFLINE}, so travel can't be estimated: travel quoted by text.` }
              : { tone: 'caution', text: `${zipLookUp.message}: travel quoted by text.` };

  const artists = site.chairs === 2 ? 'two artists side by side' : 'one artist';
  const readyStatus: { tone: Tone; text: string } =
    firstChair.kind === 'time'
      ? {
          tone: 'good',
          text: `First chair about ${firstChair.firstStart}, with ${artists}.${firstChair.warnings.length > 0 ? ` ${firstChair.warnings.join(' ')}.` : ''}`,
        }
      : { tone: 'neutral', text: firstChair.message };

  const travelCell =
    quote.travel.kind === 'fee' ? formatPrice(quote.travel.fee) : travel === null ? 'add your ZIP' : 'quoted by text';
  const people = lines.length;

  return (
    <Layout>
      <Steps>
        <Step>
          <legend>
            <StepNumber aria-hidden="true">1</StepNumber>Your date
          </legend>
          <DateRow>
            <Occasions role="radiogroup" aria-label="Occasion">
              {EVENT_TYPE_CHOICES.map(([value, label]) => (
                <OccasionChoice key={value} $on={occasion === value}>
                  <input
                    type="radio"
                    name={`${ids}-occasion`}
                    value={value}
                    checked={occasion === value}
                    onChange={() => setOccasion(value)}
                  />
                  {label}
                </OccasionChoice>
              ))}
            </Occasions>
            <Field
              label="Date"
              type="date"
              min={today}
              max={lastDate}
              value={date}
              onChange={setDate}
              aria-describedby={`${ids}-date-status`}
            />
          </DateRow>
          <Status id={`${ids}-date-status`} $tone={status.tone} role="status">
            {status.text}
          </Status>
        </Step>

        <Step>
          <legend>
            <StepNumber aria-hidden="true">2</StepNumber>Who&apos;s getting ready
          </legend>
          {groups.map((group) => (
            <Group key={group.name}>
              <h3>{group.name}</h3>
              <ul>
                {group.items.map((item) => (
                  <ServiceStepper
                    key={item.name}
                    item={item}
                    count={counts[item.name] ?? 0}
                    onChange={(count) => setCounts((current) => ({ ...current, [item.name]: count }))}
                  />
                ))}
              </ul>
            </Group>
          ))}
          {minimumNote && <Note role="note">{minimumNote}</Note>}
        </Step>

        <Step>
          <legend>
            <StepNumber aria-hidden="true">3</StepNumber>Where you&apos;re getting ready
          </legend>
          <TwoFields>
            <Field
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(value) => setZip(value.replace(/\D/g, '').slice(0, 5))}
              aria-describedby={`${ids}-zip-status`}
            />
          </TwoFields>
          <Status id={`${ids}-zip-status`} $tone={zipStatus.tone} role="status">
            {zipStatus.text}
          </Status>
        </Step>

        <Step>
          <legend>
            <StepNumber aria-hidden="true">4</StepNumber>Ready by
          </legend>
          <TwoFields>
            <Field
              label="Everyone ready by"
              type="time"
              value={readyBy}
              onChange={setReadyBy}
              aria-describedby={`${ids}-ready-status`}
            />
          </TwoFields>
          <Status id={`${ids}-ready-status`} $tone={readyStatus.tone} role="status">
            {readyStatus.text}
          </Status>
        </Step>
      </Steps>

      <Summary aria-labelledby={`${ids}-estimate`}>
        <h3 id={`${ids}-estimate`}>Your estimate</h3>
        <Money>
          <dt>
            Services<small>{people === 0 ? 'no one yet' : `${people} ${people === 1 ? 'service' : 'services'}`}</small>
          </dt>
          <dd>{formatPrice(quote.servicesTotal)}</dd>
          <dt>
            Travel
            {quote.travelMiles !== null && quote.travel.kind === 'fee' && (
              <small>about {quote.travelMiles} miles</small>
            )}
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
            {standing === 'not-a-date' ? 'not chosen yet' : longDate(date)}
          </li>
          <li>
            <span>Ready by: </span>
            {firstChair.kind === 'time'
              ? `${firstChair.readyBy}, first chair about ${firstChair.firstStart}`
              : 'not set yet'}
          </li>
        </Facts>
        <TextButton as="a" href={smsHref(site.phone, body)}>
          {textButtonLabel(site.artistName, standing === 'not-a-date' ? '' : date)}
        </TextButton>
        <SmallPrint>
          Opens your messages with all of this written out, to {site.phone}. Change anything before you send; an
          estimate is not a booking until I confirm it.
        </SmallPrint>
      </Summary>
    </Layout>
  );
}
