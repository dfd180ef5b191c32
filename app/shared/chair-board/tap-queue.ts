import { createStore, del, get, set } from 'idb-keyval';
import type { ProgressAnswer, ProgressTapInput } from '#contract/progress.ts';

// The chair board's taps kept on her phone (IndexedDB of its own): those not yet sent, in the order tapped, and the
// last answer, so the board opens and takes taps with no signal. Sent in order once she is back online; each tap's id
// makes sending one twice harmless (the server keeps the first).

let db: ReturnType<typeof createStore> | undefined;
const store = () => (db ??= createStore('chair-board', 'taps'));

const queueKey = (scheduleId: string) => `queue:${scheduleId}`;
const boardKey = (scheduleId: string) => `board:${scheduleId}`;

export async function loadQueue(scheduleId: string): Promise<ProgressTapInput[]> {
  try {
    const queued = await get<unknown>(queueKey(scheduleId), store());
    return Array.isArray(queued) ? (queued as ProgressTapInput[]) : [];
  } catch {
    return [];
  }
}

export async function saveQueue(scheduleId: string, queue: readonly ProgressTapInput[]): Promise<void> {
  try {
    if (queue.length === 0) await del(queueKey(scheduleId), store());
    else await set(queueKey(scheduleId), [...queue], store());
  } catch {
    // Private browsing may refuse IndexedDB: the taps then live in this tab only.
  }
}

export async function loadBoard(scheduleId: string): Promise<ProgressAnswer | undefined> {
  try {
    const saved = await get<ProgressAnswer>(boardKey(scheduleId), store());
    return saved && Array.isArray(saved.taps) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export async function saveBoard(scheduleId: string, answer: ProgressAnswer): Promise<void> {
  try {
    await set(boardKey(scheduleId), answer, store());
  } catch {
    // Not kept: shown while open.
  }
}
