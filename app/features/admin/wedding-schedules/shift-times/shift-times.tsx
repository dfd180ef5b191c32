import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ScheduleService, WeddingSchedule } from '#contract/wedding-schedule.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { ChoiceField, SelectField, TextField } from '../../ui/form-controls.tsx';
import { useServicesWrite } from '../use-services-write.ts';
import {
  planShift,
  shiftSummary,
  undoShift,
  type ReadyByOverrun,
  type ShiftPlan,
  type ShiftScope,
  type UnreadableTime,
} from './shift-services.ts';

/** The quick choices; any other whole number can be typed. Earlier or later is chosen beside them. */
const PRESETS = [5, 10, 15, 20, 30, 45];

type Direction = 'later' | 'earlier';
const DIRECTIONS = [
  { value: 'later', label: 'Later' },
  { value: 'earlier', label: 'Earlier' },
] as const;
/** Half a day either way: more than that is a different day, not a late morning. */
const MAX_SHIFT_MINUTES = 720;

const Section = styled.section`
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.line};
  display: grid;
  gap: ${theme.space.md};
  /* On a wide screen the controls keep a reading width rather than the panel's. */
  > * {
    max-width: 40rem;
  }
`;

/** Room for "-120" and the spinner, not a whole line. */
const NumberWrap = styled.div`
  max-width: 14rem;
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin: 0;
`;

const Minutes = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;

/** Six equal buttons: three a row on a phone (earlier above later), one row from tablet width. */
const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
  @media (min-width: 560px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  > button {
    min-height: 44px;
    padding: 0;
    letter-spacing: 0.02em;
    font-variant-numeric: tabular-nums;
  }
  /* The chosen one stays filled even under a finger or a pointer (the button's own hover would otherwise win). */
  > button[aria-pressed='true'],
  > button[aria-pressed='true']:hover:not(:disabled) {
    background: ${theme.colors.roseDeep};
    border-color: ${theme.colors.roseDeep};
    color: ${theme.colors.white};
  }
`;

const Outcome = styled.div`
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ul {
    margin: ${theme.space.xs} 0 0;
    padding-left: 1.2rem;
  }
  li {
    font-variant-numeric: tabular-nums;
  }
`;

/** Said plainly beside the button: the shift eats the buffer. A warning, not a block. */
const BufferWarning = styled.div`
  font-size: ${theme.fontSizes.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.danger};
  background: #fbeeec;
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.sm};
  p {
    margin: 0;
  }
`;

/** A shift that would put someone in two chairs at once: said where the rows to move would be listed. */
const Refusal = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.danger};
  background: #fbeeec;
  color: ${theme.colors.ink};
  border-radius: ${theme.radii.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const LeftAsTyped = styled.div`
  font-size: ${theme.fontSizes.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.gold};
  background: ${theme.colors.white};
  border-radius: ${theme.radii.sm};
  p {
    margin: 0 0 ${theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

/**
 * The typed minutes (a plain count; earlier or later is chosen apart, as a phone's number pad may have no minus
 * key) as a whole number, or the sentence saying what is wrong with them.
 */
function readMinutes(text: string): { minutes: number } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'Choose or type how many minutes to move the times.' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'Type a whole number of minutes, such as 20.' };
  const minutes = Number(trimmed);
  if (minutes === 0) return { problem: 'A shift of 0 minutes moves nothing.' };
  if (minutes > MAX_SHIFT_MINUTES) {
    return { problem: `Shift by at most ${MAX_SHIFT_MINUTES} minutes (12 hours) either way.` };
  }
  return { minutes };
}

/** "Bride would finish at 3:15 PM, after her ready-by time of 3:00 PM." */
const overrunLine = (overrun: ReadyByOverrun) =>
  overrun.atReadyBy
    ? `${overrun.serviceName} would finish at ${overrun.endTime}, right at the ready-by time: no buffer left.`
    : `${overrun.serviceName} would finish at ${overrun.endTime}, after the ready-by time of ${overrun.readyBy}.`;

const describeTime = (time: UnreadableTime) =>
  `${time.serviceName}: ${time.field === 'startTime' ? 'start' : 'end'} "${time.value}"`;

/**
 * "Running late": every service from the chosen one onward moves by the same minutes in one request, each time
 * written back the way it was typed; the toast's Undo (and the Undo last shift button, which stays) puts back the
 * times from before. Times the shift cannot read are left as they are and listed.
 */
export function ShiftTimes({
  schedule,
  services,
  onWritten,
  chairName = (chair) => `Artist ${chair}`,
}: {
  schedule: WeddingSchedule;
  /** In schedule order, as stored. */
  services: readonly ScheduleService[];
  /** Reloads what a write may have changed: the services, and the schedule's start time. */
  onWritten: () => Promise<void>;
  /** Whose a chair is, as the choice of rows names it ("Only Dana's chair"). */
  chairName?: (chair: number) => string;
}) {
  const writeServices = useServicesWrite(schedule.id);
  const toast = useToast();
  const [chosenId, setChosenId] = useState('');
  const [minutesText, setMinutesText] = useState('');
  const [direction, setDirection] = useState<Direction>('later');
  // On a two-chair morning one artist running late moves her own chair: the other's clients are not late.
  const [scope, setScope] = useState<ShiftScope>('chair');
  const [showProblem, setShowProblem] = useState(false);
  const [pending, setPending] = useState(false);
  const [lastShift, setLastShift] = useState<{ plan: ShiftPlan; summary: string } | null>(null);
  const [leftAsTyped, setLeftAsTyped] = useState<UnreadableTime[]>([]);
  // Undo runs from a toast made before the list reloaded: it reads the services as they are when pressed.
  const current = useRef({ services, schedule });
  useEffect(() => {
    current.current = { services, schedule };
  });

  const fromId = services.some((service) => service.id === chosenId) ? chosenId : (services[0]?.id ?? '');
  const from = services.find((service) => service.id === fromId);
  // Two chairs or more (up to four): each artist's chair can run late on its own.
  const twoChairs = new Set(services.flatMap((service) => (service.chair ? [service.chair] : []))).size > 1;
  const chairChoice = twoChairs && from?.chair !== undefined;
  const shiftScope: ShiftScope = chairChoice ? scope : 'everyone';
  const typed = readMinutes(minutesText);
  const read = 'minutes' in typed ? { minutes: direction === 'later' ? typed.minutes : -typed.minutes } : typed;
  const plan =
    'minutes' in read && fromId ? planShift(services, schedule, fromId, read.minutes, shiftScope) : undefined;
  const fromWhere = from
    ? `from ${from.serviceName} on${chairChoice && shiftScope === 'chair' ? `, ${chairName(from.chair!)}'s chair only` : ''}`
    : '';

  const undo = async (shift: { plan: ShiftPlan; summary: string }) => {
    const { write, gone } = undoShift(shift.plan, current.current.services);
    const goneNote =
      gone.length > 0 ? ` ${gone.length} shifted service${gone.length === 1 ? ' was' : 's were'} deleted since.` : '';
    if (!write) {
      setLastShift(null);
      toast({ title: 'Nothing to undo', description: `The shifted services have been deleted.`, variant: 'info' });
      return;
    }
    setPending(true);
    try {
      const outcome = await writeServices(write);
      await onWritten();
      if (!outcome.ok) {
        if (outcome.message) {
          toast({ title: 'Error', description: `Failed to undo the shift: ${outcome.message}`, variant: 'error' });
        }
        return;
      }
      setLastShift(null);
      setLeftAsTyped([]);
      const count = write.services.length;
      toast({
        title: 'Shift undone',
        description: `${count} service${count === 1 ? ' is' : 's are'} back at the times before.${goneNote}`,
        variant: 'success',
      });
    } finally {
      setPending(false);
    }
  };

  const apply = async () => {
    if (pending) return;
    if (!plan || !from || !('minutes' in read)) {
      setShowProblem(true);
      return;
    }
    if (plan.refusal) {
      toast({ title: 'Not shifted', description: plan.refusal, variant: 'error' });
      return;
    }
    setLeftAsTyped(plan.unreadable);
    if (!plan.write) {
      toast({
        title: 'Nothing shifted',
        description: `No time from ${from.serviceName} on could be read, so nothing moved.`,
        variant: 'error',
      });
      return;
    }
    setPending(true);
    try {
      const outcome = await writeServices(plan.write);
      await onWritten();
      if (!outcome.ok) {
        if (outcome.message) {
          toast({ title: 'Error', description: `Failed to shift times: ${outcome.message}`, variant: 'error' });
        }
        return;
      }
      const shift = { plan, summary: `${shiftSummary(plan.movedCount, read.minutes)}, ${fromWhere}` };
      setLastShift(shift);
      setShowProblem(false);
      // Done: pressing Shift times again should be a new choice, not the same minutes once more by accident.
      setMinutesText('');
      const start = plan.write.scheduleStartTime ? `; her start time is now ${plan.write.scheduleStartTime}` : '';
      const summary = shiftSummary(plan.movedCount, read.minutes);
      const skipped = plan.unreadable.length
        ? `; ${plan.unreadable.length} time${plan.unreadable.length === 1 ? '' : 's'} left as typed (listed under Shift times)`
        : '';
      toast({
        title: 'Times shifted',
        description: `${summary}${start}${skipped}`,
        variant: 'success',
        action: {
          label: 'Undo',
          altText: 'Undo with the Undo last shift button under Shift times',
          onAction: () => void undo(shift),
        },
      });
    } finally {
      setPending(false);
    }
  };

  const presetValue = 'minutes' in typed ? typed.minutes : undefined;
  const signedMinutes = 'minutes' in read ? read.minutes : undefined;
  const problem = 'problem' in read && showProblem ? read.problem : undefined;

  return (
    <Section aria-labelledby="shift-title">
      <Title id="shift-title">Running late? Shift times</Title>
      <SelectField
        label="From service"
        hint="This service and every one after it move."
        value={fromId}
        options={services.map((service, index) => ({
          value: service.id,
          label: `${index + 1}. ${service.serviceName} · ${[service.startTime, service.endTime].filter(Boolean).join(' – ') || 'no time set'}`,
        }))}
        onChange={setChosenId}
      />
      {chairChoice && (
        <ChoiceField
          legend="Which rows move"
          value={scope}
          options={[
            { value: 'chair', label: `Only ${chairName(from!.chair!)}'s chair` },
            { value: 'everyone', label: 'Everyone after it' },
          ]}
          onChange={setScope}
        />
      )}
      <ChoiceField legend="Move the times" value={direction} options={DIRECTIONS} onChange={setDirection} />
      <Minutes>
        <legend>Minutes</legend>
        <Presets>
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              $size="sm"
              $variant="secondary"
              aria-pressed={presetValue === preset}
              onClick={() => {
                setMinutesText(String(preset));
                setShowProblem(false);
              }}
            >
              {preset}
              <span aria-hidden="true"> min</span>
              <span className="visually-hidden"> minutes</span>
            </Button>
          ))}
        </Presets>
        <NumberWrap>
          <TextField
            label="Any number of minutes"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={3}
            value={minutesText}
            error={problem}
            onChange={(value) => {
              setMinutesText(value);
              setShowProblem(false);
            }}
          />
        </NumberWrap>
      </Minutes>
      <Outcome aria-live="polite">
        {plan?.refusal ? (
          <Refusal role="alert">{plan.refusal}. Choose fewer minutes or another service.</Refusal>
        ) : plan && from && signedMinutes !== undefined ? (
          plan.movedCount > 0 ? (
            <>
              <p>{`${shiftSummary(plan.movedCount, signedMinutes).replace(' moved ', ' will move ')}, ${fromWhere}:`}</p>
              <ul aria-label="Rows that will move">
                {plan.write?.services.map((service) => (
                  <li key={service.id}>
                    {service.serviceName}: {[service.startTime, service.endTime].filter(Boolean).join(' – ')}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{`No time ${fromWhere} can be read, so nothing would move.`}</p>
          )
        ) : lastShift ? (
          <p>{`Last shift: ${lastShift.summary}.`}</p>
        ) : null}
      </Outcome>
      {plan && !plan.refusal && plan.overruns.length > 0 && (
        <BufferWarning role="status">
          {plan.overruns.map((overrun) => (
            <p key={overrun.serviceName}>
              <strong>Buffer used up:</strong> {overrunLine(overrun)}
            </p>
          ))}
        </BufferWarning>
      )}
      <Actions>
        <Button type="button" onClick={() => void apply()} disabled={pending}>
          Shift times
        </Button>
        {lastShift && (
          <Button type="button" $variant="secondary" onClick={() => void undo(lastShift)} disabled={pending}>
            Undo last shift
          </Button>
        )}
      </Actions>
      {leftAsTyped.length > 0 && (
        <LeftAsTyped role="status">
          <p>
            <strong>Left as typed</strong>, not a time the shift can read; change{' '}
            {leftAsTyped.length === 1 ? 'it' : 'them'} by hand if needed:
          </p>
          <ul>
            {leftAsTyped.map((time) => (
              <li key={`${time.id}-${time.field}`}>{describeTime(time)}</li>
            ))}
          </ul>
        </LeftAsTyped>
      )}
    </Section>
  );
}
