import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTarget, type TargetProcess } from './api.ts';
import { BENCH_ADMIN_KEY } from './bench-keys.ts';

/** Ten times the demo data: half a year of questionnaires at the daily cap's pace, and a busy few years of weddings. */
export const STORE_BENCH_SIZE = { lessonSubmissions: 20_000, weddingSchedules: 3_000, servicesPerSchedule: 10 };

export interface StorePhaseRow {
  phase: string;
  gets: number;
  getP50Ms: number;
  getP99Ms: number;
  getMaxMs: number;
  /** How late the server's own timers ran (monitorEventLoopDelay): the time a request waited for the main thread. */
  loopP99Ms: number;
  loopMaxMs: number;
  writes: number;
  writeP50Ms: number;
  writeMaxMs: number;
  failed: number;
}

export interface StoreBenchResult {
  dbMegabytes: number;
  rows: StorePhaseRow[];
}

const sentence = (seed: number, words: number) =>
  Array.from(
    { length: words },
    (_, i) => ['soft', 'glam', 'natural', 'lashes', 'brows', 'skin', 'glow'][(seed + i) % 7],
  )
    .join(' ')
    .replace(/^./, (first) => first.toUpperCase()) + '.';

const lessonSubmission = (i: number) => ({
  name: `Student ${i}`,
  email: `student${i}@example.com`,
  phone: `(916) 555-${String(i % 10_000).padStart(4, '0')}`,
  lessonPurpose: i % 2 ? 'self-application' : 'application-on-clients',
  skillLevel: ['beginner', 'intermediate', 'advanced'][i % 3],
  mainGoal: 'both',
  otherGoal: '',
  focusAreas: ['Skin prep', 'Eyebrows', 'Lip application'].slice(0, (i % 3) + 1),
  otherFocusArea: '',
  wearMakeup: sentence(i, 6),
  usualLook: sentence(i + 1, 12),
  currentProducts: sentence(i + 2, 20),
  struggles: sentence(i + 3, 16),
  kitPreference: 'combination',
  additionalInfo: sentence(i + 4, 30),
});

/** The data set, as db.json holds it; every fifth questionnaire is still unread. */
export function largeDataSet() {
  const createdAt = '2026-01-15T18:00:00.000Z';
  const { lessonSubmissions, weddingSchedules, servicesPerSchedule } = STORE_BENCH_SIZE;
  return {
    lessonSubmissions: Array.from({ length: lessonSubmissions }, (_, i) => ({
      ...lessonSubmission(i),
      id: `lesson-${i}`,
      createdAt,
      isRead: i % 5 !== 0,
    })),
    weddingSchedules: Array.from({ length: weddingSchedules }, (_, i) => ({
      id: `schedule-${i}`,
      createdAt,
      clientName: `Bride ${i}`,
      pin: String(100_000 + i),
      weddingDate: `202${6 + (i % 3)}-0${1 + (i % 9)}-1${i % 10}`,
      startTime: '7:00 AM',
      venueName: `Venue ${i % 40}`,
      venueAddress: `${i} Example Road, Sacramento, CA`,
      contactPhone: '(916) 555-0199',
      manualTotal: '$975',
      isActive: true,
    })),
    scheduleServices: Array.from({ length: weddingSchedules * servicesPerSchedule }, (_, i) => ({
      id: `service-${i}`,
      createdAt,
      scheduleId: `schedule-${Math.floor(i / servicesPerSchedule)}`,
      serviceName: ['Bride', 'Mother of the Bride', 'Bridesmaid', 'Flower Girl'][i % 4],
      startTime: `${7 + (i % servicesPerSchedule)}:00 AM`,
      endTime: `${8 + (i % servicesPerSchedule)}:00 AM`,
      sortOrder: i % servicesPerSchedule,
    })),
    seededAt: null,
  };
}

const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
const p99 = (values: number[]) => values[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** How late the target's timers ran since the last call (bench/event-loop-probe.ts, loaded into it with --import). */
export function eventLoop(target: TargetProcess) {
  return new Promise<{ p50Ms: number; p99Ms: number; maxMs: number }>((resolve) => {
    const onMessage = (message: { eventLoop?: { p50Ms: number; p99Ms: number; maxMs: number } }) => {
      if (!message.eventLoop) return;
      target.child.off('message', onMessage);
      resolve(message.eventLoop);
    };
    target.child.on('message', onMessage);
    target.child.send('event-loop');
  });
}

/** The writes the owner and her students make: each is one store update of a large collection. */
function writes(url: string) {
  const admin = { 'x-admin-key': BENCH_ADMIN_KEY, 'content-type': 'application/json' };
  const { lessonSubmissions, weddingSchedules, servicesPerSchedule } = STORE_BENCH_SIZE;
  let count = 0;
  return () => {
    count += 1;
    const pick = (n: number) => Math.floor(Math.random() * n);
    switch (count % 4) {
      case 0:
        return fetch(`${url}/api/lesson-submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lessonSubmission(lessonSubmissions + count)),
        });
      case 1:
        return fetch(`${url}/api/admin/lesson-submissions/lesson-${pick(lessonSubmissions)}/read`, {
          method: 'PUT',
          headers: admin,
        });
      case 2:
        return fetch(`${url}/api/admin/schedule-services/service-${pick(weddingSchedules * servicesPerSchedule)}`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ serviceName: 'Bride (running late)', startTime: '7:30 AM', endTime: '8:30 AM' }),
        });
      default:
        return fetch(`${url}/api/admin/wedding-schedules/schedule-${pick(weddingSchedules)}/services`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ serviceName: 'Touch-up', startTime: '4:00 PM', endTime: '4:30 PM', sortOrder: 20 }),
        });
    }
  };
}

/**
 * `readers` loops of GETs (the FAQ list and a bride's schedule, both answered from memory) for `seconds`, with or
 * without one owner writing back to back meanwhile; each GET's latency, each write's, and the server's event-loop
 * delay over the phase.
 */
async function phase(
  target: TargetProcess,
  name: string,
  { seconds, readers, writing }: { seconds: number; readers: number; writing: boolean },
): Promise<StorePhaseRow> {
  const gets: number[] = [];
  const writeTimes: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const paths = ['/api/faqs', `/api/wedding-schedule/${100_000 + 7}`];
  await eventLoop(target); // starts a fresh window
  const reader = async (index: number) => {
    for (let i = index; performance.now() < until; i += 1) {
      const started = performance.now();
      const response = await fetch(target.url + paths[i % paths.length]);
      await response.arrayBuffer();
      gets.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
  };
  const writer = async () => {
    const next = writes(target.url);
    while (performance.now() < until) {
      const started = performance.now();
      const response = await next();
      await response.arrayBuffer();
      writeTimes.push(performance.now() - started);
      if (!response.ok) {
        failed += 1;
        if (failed === 1) console.error(`A write answered ${response.status}: ${response.url}`);
      }
    }
  };
  await Promise.all([...Array.from({ length: readers }, (_, index) => reader(index)), writing ? writer() : null]);
  const loop = await eventLoop(target);
  gets.sort((a, b) => a - b);
  writeTimes.sort((a, b) => a - b);
  return {
    phase: name,
    gets: gets.length,
    getP50Ms: round(median(gets)),
    getP99Ms: round(p99(gets)),
    getMaxMs: round(gets.at(-1) ?? 0),
    loopP99Ms: loop.p99Ms,
    loopMaxMs: loop.maxMs,
    writes: writeTimes.length,
    writeP50Ms: round(median(writeTimes)),
    writeMaxMs: round(writeTimes.at(-1) ?? 0),
    failed,
  };
}

/**
 * The production app (bench/target.ts) on a temporary DATA_DIR holding STORE_BENCH_SIZE, first with readers only,
 * then with the same readers while the owner writes back to back. A write's main-thread work shows up as GETs that
 * waited and as event-loop delay, measured inside the server by bench/event-loop-probe.ts.
 */
export async function benchStore({ seconds = 10, readers = 4 } = {}): Promise<StoreBenchResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-bench-store-'));
  try {
    const file = path.join(dataDir, 'db.json');
    await writeFile(file, JSON.stringify(largeDataSet(), null, 2));
    const probe = path.join(import.meta.dirname, 'event-loop-probe.ts');
    const target = await startTarget('app', {
      DATA_DIR: dataDir,
      // The bench is one client sending many questionnaires: the per-visitor and daily limits would refuse them.
      LESSON_LIMIT: '1000',
      LESSON_DAILY_LIMIT: '100000',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx --import=${probe}`.trim(),
    });
    try {
      // Warm up: JIT, sockets, the pages rendered ahead of visitors after the seed write.
      await phase(target, 'warm-up', { seconds: 2, readers, writing: true });
      const rows = [
        await phase(target, 'GETs only', { seconds, readers, writing: false }),
        await phase(target, 'GETs while writing', { seconds, readers, writing: true }),
      ];
      return { dbMegabytes: Math.round(((await stat(file)).size / 1024 / 1024) * 10) / 10, rows };
    } finally {
      await target.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
