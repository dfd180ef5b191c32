import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { sacramentoDate } from '#contract/calendar-day.ts';
import {
  dateCheckSalutation,
  dateCheckText,
  dateEstimate,
  dateStanding,
  firstChairFor,
  lastBookableDate,
  partyLines,
  textButtonLabel,
  visitorNameProblem,
  weekendMinimumNote,
  type PartyCounts,
} from '#contract/check-your-date.ts';
import { EVENT_TYPE_CHOICES, type EventType } from '#contract/choices.ts';
import { offeredGroups } from '#contract/offered-services.ts';
import { retainerFor } from '#contract/quote.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { EstimateSummary } from './estimate-summary.tsx';
import { DateRow, Field, Note, OccasionChoice, Occasions, Status, Step, StepLegend, TwoFields } from './form-parts.tsx';
import { dateAnswer, zipAnswer, type DateAnswer, type ZipAnswer } from './look-ups.ts';
import { PartySteppers } from './service-stepper.tsx';
import { dateStatus, nameStatus, readyStatus, travelLookup, zipStatus, type LookUp } from './step-answers.ts';

// The block that loads as /services' "Check your date" nears the screen (check-your-date-section.tsx). Everything
// here is worked out in the page from her Site Settings; only the date's month and the ZIP are looked up. This file
// holds what the visitor has typed and puts the block together: the steps' look is form-parts.tsx, the party's
// steppers service-stepper.tsx, what each step answers step-answers.ts, the estimate and the text estimate-summary.tsx.

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

/** Looks `key` up with `look` whenever it is ready to be (null: not asked), the latest answer only. */
function useLookUp<T>(key: string | null, look: (key: string) => Promise<T>): LookUp<T> {
  const [answer, setAnswer] = useState<LookUp<T>>(null);
  useEffect(() => {
    if (key === null) {
      setAnswer(null);
      return;
    }
    let current = true;
    setAnswer('checking');
    void look(key).then((found) => current && setAnswer(found));
    return () => {
      current = false;
    };
  }, [key, look]);
  return answer;
}

/** "Check your date": the date, who is getting ready, where, ready by, and the estimate with its text. */
export function CheckYourDate() {
  const site = useSite();
  const [today] = useState(() => sacramentoDate(new Date()));
  const lastDate = lastBookableDate(today, site.bookingHorizonMonths);
  const [occasion, setOccasion] = useState<EventType>('wedding');
  const [date, setDate] = useState('');
  const [counts, setCounts] = useState<PartyCounts>({});
  const [zip, setZip] = useState('');
  const [readyBy, setReadyBy] = useState('');
  const [visitorName, setVisitorName] = useState('');
  const ids = useId();

  const standing = dateStanding(date, today, site.bookingHorizonMonths);
  const dateLookUp = useLookUp<DateAnswer>(standing === 'bookable' ? date : null, dateAnswer);
  const zipLookUp = useLookUp<ZipAnswer>(/^\d{5}$/.test(zip) ? zip : null, zipAnswer);

  const groups = useMemo(() => offeredGroups(site.serviceGroups, occasion), [site.serviceGroups, occasion]);
  const lines = useMemo(() => partyLines(groups, counts, occasion), [groups, counts, occasion]);
  const travel = travelLookup(zip, zipLookUp);
  const estimate = dateEstimate(lines, travel, site.travelFee, retainerFor(occasion, site));
  const firstChair = firstChairFor(lines, readyBy, site.chairs);
  const minimumNote = weekendMinimumNote(date, occasion, lines, site.weddingMinimum, site.serviceGroups);
  const shownDate = standing === 'not-a-date' ? '' : date;
  const body = dateCheckText({
    artistName: site.artistName,
    visitorName,
    occasion,
    date: shownDate,
    lines,
    travel,
    readyBy,
    firstChair,
    estimate,
  });

  return (
    <Layout>
      <Steps>
        <Step>
          <StepLegend number={1}>Your date</StepLegend>
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
          <Status id={`${ids}-date-status`} answer={dateStatus(date, standing, dateLookUp, lastDate)} />
        </Step>

        <Step>
          <StepLegend number={2}>Who&apos;s getting ready</StepLegend>
          <PartySteppers
            groups={groups}
            counts={counts}
            onChange={(service, count) => setCounts((current) => ({ ...current, [service]: count }))}
          />
          {minimumNote && <Note role="note">{minimumNote}</Note>}
        </Step>

        <Step>
          <StepLegend number={3}>Where you&apos;re getting ready</StepLegend>
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
          <Status id={`${ids}-zip-status`} answer={zipStatus(zip, zipLookUp, estimate.quote)} />
        </Step>

        <Step>
          <StepLegend number={4}>Ready by</StepLegend>
          <TwoFields>
            <Field
              label="Everyone ready by"
              type="time"
              value={readyBy}
              onChange={setReadyBy}
              aria-describedby={`${ids}-ready-status`}
            />
          </TwoFields>
          <Status id={`${ids}-ready-status`} answer={readyStatus(firstChair, site.chairs)} />
        </Step>
      </Steps>

      <EstimateSummary
        estimate={estimate}
        travel={travel}
        date={shownDate}
        firstChair={firstChair}
        phone={site.phone}
        body={body}
        buttonLabel={textButtonLabel(site.artistName, shownDate)}
        visitorName={visitorName}
        nameAnswer={nameStatus(
          visitorName,
          visitorNameProblem(visitorName),
          dateCheckSalutation(site.artistName, visitorName),
        )}
        onVisitorName={setVisitorName}
      />
    </Layout>
  );
}
