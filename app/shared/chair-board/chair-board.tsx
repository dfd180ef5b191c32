import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatTimeRange } from '#contract/clock-time.ts';
import { smsHref } from '#contract/phone.ts';
import {
  progressOf,
  type BoardService,
  type ProgressAnswer,
  type ProgressTap,
  type ProgressTapInput,
} from '#contract/progress.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { loadBoard, loadQueue, saveBoard, saveQueue } from './tap-queue.ts';

// The chair board (issue 42), on Faces on the wedding's day (and a team artist's call sheet, her chairs only): each service in chair order with Start and Done, one tap
// each, Undo for the last tap, and the line of what the tap did ("Bride now 2:05 PM (+10 min); ready-by 2:30 PM
// holds."). Taps with no signal are kept on the phone and sent in order when it is back (tap-queue.ts).

const Board = styled.section`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.blush};
  border-left: 4px solid ${theme.colors.roseDeep};
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
    font-family: inherit;
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.xs};
  }
`;

const Row = styled.li<{ $state: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  padding: ${theme.space.xs} 0;
  border-top: 1px solid ${theme.colors.line};
  opacity: ${({ $state }) => ($state === 'done' ? 0.7 : 1)};
  .who {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .when {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  .nowrap {
    white-space: nowrap;
  }
  .taps {
    display: flex;
    gap: ${theme.space.xs};
  }
  .text {
    grid-column: 1 / -1;
    font-size: ${theme.fontSizes.sm};
  }
`;

const Line = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-weight: 600;
  color: ${theme.colors.ink};
  min-height: 1.5em;
`;

const Quiet = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const STATE_WORDS = { waiting: '', 'in-chair': 'In the chair', done: 'Done' } as const;

/** A tap as the board reads it before the server has it: after every tap the server holds. */
const pending = (input: ProgressTapInput, index: number): ProgressTap => ({
  ...input,
  id: input.tapId,
  createdAt: '',
  scheduleId: '',
  by: 'lead',
  receivedAt: `9999-${String(index).padStart(6, '0')}`,
  line: '',
});

const newTapId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How a board reaches the server: the dashboard's routes for her, the call sheet's link for a team artist. */
export interface BoardTransport {
  history: () => Promise<ProgressAnswer>;
  tap: (input: ProgressTapInput) => Promise<ProgressAnswer>;
}

/**
 * `scheduleId` names the copy kept on the phone; `onMoved`: a tap moved times (a late Done, its Undo), so the cards
 * below are fetched again.
 */
export function ChairBoard({
  scheduleId,
  transport,
  onMoved,
}: {
  scheduleId: string;
  transport: BoardTransport;
  onMoved?: () => void;
}) {
  const [board, setBoard] = useState<ProgressAnswer>();
  const [queue, setQueue] = useState<ProgressTapInput[]>([]);
  const [line, setLine] = useState('');
  const [problem, setProblem] = useState('');
  const queueRef = useRef<ProgressTapInput[]>([]);
  const sending = useRef(false);
  // The page's callback, read when a tap lands: a new one each render must not start the board again.
  const onMovedRef = useRef(onMoved);
  onMovedRef.current = onMoved;
  const transportRef = useRef(transport);
  transportRef.current = transport;

  const keepQueue = useCallback(
    (next: ProgressTapInput[]) => {
      queueRef.current = next;
      setQueue(next);
      void saveQueue(scheduleId, next);
    },
    [scheduleId],
  );

  const showAnswer = useCallback(
    (answer: ProgressAnswer) => {
      setBoard(answer);
      void saveBoard(scheduleId, answer);
    },
    [scheduleId],
  );

  /** Sends the kept taps in order; stops at the first that finds no signal, to try again when it is back. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      while (queueRef.current.length > 0) {
        const [next, ...rest] = queueRef.current;
        try {
          const answer = await transportRef.current.tap(next!);
          showAnswer(answer);
          setLine(answer.line);
          const moved = answer.taps.find((item) => item.tapId === next!.tapId);
          if (moved?.shift || next!.step === 'undo') onMovedRef.current?.();
          setProblem('');
        } catch (error) {
          if (error instanceof ApiError && error.status === 0) return;
          // Refused (not the wedding's day, a service deleted since): dropped, and said.
          setProblem(error instanceof Error ? error.message : 'A tap could not be taken.');
        }
        keepQueue(rest);
      }
    } finally {
      sending.current = false;
    }
  }, [keepQueue, showAnswer]);

  useEffect(() => {
    let current = true;
    void (async () => {
      const [saved, queued] = await Promise.all([loadBoard(scheduleId), loadQueue(scheduleId)]);
      if (!current) return;
      if (saved) setBoard(saved);
      queueRef.current = [...queued, ...queueRef.current];
      setQueue(queueRef.current);
      try {
        const answer = await transportRef.current.history();
        if (current && queueRef.current.length === 0) showAnswer(answer);
      } catch {
        // Offline: the copy kept on the phone.
      }
      await flush();
    })();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      current = false;
      window.removeEventListener('online', onOnline);
    };
  }, [flush, scheduleId, showAnswer]);

  const tap = (serviceId: string, step: ProgressTapInput['step']) => {
    const input: ProgressTapInput = { serviceId, step, at: new Date().toISOString(), tapId: newTapId() };
    keepQueue([...queueRef.current, input]);
    if (!navigator.onLine) setLine('Saved on this phone: it is sent when the phone is back online.');
    void flush();
  };

  const taps = useMemo(() => [...(board?.taps ?? []), ...queue.map(pending)], [board, queue]);
  const progress = useMemo(() => progressOf(taps), [taps]);
  const lastTap = [...taps].reverse().find((item) => item.step !== 'undo');

  if (!board) return <Quiet role="status">Opening the chair board…</Quiet>;
  const services = [...board.services].sort((a, b) => a.sortOrder - b.sortOrder);
  const chairs = [...new Set(services.map((service) => service.chair ?? 1))].sort((a, b) => a - b);
  const phoneOf = (service: BoardService) =>
    board.phones.find((item) => (service.personId ? item.personId === service.personId : item.name === service.person))
      ?.phone;
  const nameOf = (service: BoardService) => service.person?.trim() || service.serviceName;

  return (
    <Board aria-labelledby="chair-board-title" data-chair-board="">
      <h2 id="chair-board-title">Chair board</h2>
      {chairs.map((chair) => (
        <div key={chair}>
          {chairs.length > 1 && <h3>Chair {chair}</h3>}
          <ol aria-label={`Chair ${chair}`}>
            {services
              .filter((service) => (service.chair ?? 1) === chair)
              .map((service) => {
                const state = progress.get(service.id)?.state ?? 'waiting';
                const name = nameOf(service);
                const phone = phoneOf(service);
                return (
                  <Row key={service.id} $state={state} data-board-service={service.id}>
                    <div>
                      <div className="who">{name}</div>
                      <div className="when">
                        {service.person ? `${service.serviceName} · ` : ''}
                        <span className="nowrap">{formatTimeRange(service.startTime, service.endTime)}</span>
                        {STATE_WORDS[state] ? ` · ${STATE_WORDS[state]}` : ''}
                      </div>
                    </div>
                    <div className="taps">
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={state !== 'waiting'}
                        aria-label={`Start ${name}, ${service.serviceName}`}
                        onClick={() => tap(service.id, 'start')}
                      >
                        Start
                      </Button>
                      <Button
                        type="button"
                        $size="sm"
                        disabled={state === 'done'}
                        aria-label={`Done ${name}, ${service.serviceName}`}
                        onClick={() => tap(service.id, 'done')}
                      >
                        Done
                      </Button>
                    </div>
                    {phone && state === 'waiting' && (
                      <a className="text" href={smsHref(phone, `${name.split(' ')[0]}, you're next in the chair!`)}>
                        Text {name}: you&apos;re next
                      </a>
                    )}
                  </Row>
                );
              })}
          </ol>
        </div>
      ))}
      <Line role="status" data-board-line="">
        {line}
      </Line>
      {problem && <Quiet role="alert">{problem}</Quiet>}
      {queue.length > 0 && (
        <Quiet data-board-queued="">
          {queue.length} {queue.length === 1 ? 'tap' : 'taps'} waiting for signal
        </Quiet>
      )}
      {lastTap && (
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          style={{ marginTop: theme.space.xs }}
          onClick={() => tap(lastTap.serviceId, 'undo')}
        >
          Undo last tap
        </Button>
      )}
    </Board>
  );
}
