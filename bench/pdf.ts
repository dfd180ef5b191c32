import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AgreementVersion } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import type { Policy } from '#contract/policy.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { agreementText, sha256Hex } from '../server/agreement/document.ts';
import { agreementPdf } from '../server/agreement/pdf.ts';
import { SEED_POLICIES } from '../server/store/seed.ts';
import { CAN_PIN, startTarget, withServerCoreToItself, type TargetProcess } from './api.ts';
import { BENCH_ADMIN_KEY } from './bench-keys.ts';
import { eventLoop } from './store.ts';
import { weddingBookingBody } from '../test-support/wedding-booking.ts';

// The agreement PDF (issue 36, F2): what one PDF costs to build, and whether the site keeps answering while PDFs
// are built for four downloaders at once. The audit's figures before the fix: 218 ms of CPU per default PDF, 8.1 s
// for 4,999 short lines, 9.8 s for one 10,000-character word, and /api/health at a median of 3.5 s (max 6 s)
// under four downloaders.

export interface PdfBuildRow {
  /** Which agreement. */
  agreement: string;
  runs: number;
  /** CPU time of one build in this process (user + system), the median of the runs. */
  cpuMs: number;
  pages: number;
  kilobytes: number;
}

export interface PdfDownloadRow {
  /** Where the server ran: see SERVER_PLACEMENTS. */
  server: string;
  download: string;
  wallMs: number;
  /** The server process's CPU time for the request (every thread: the main one and the PDF worker). */
  serverCpuMs: number;
}

export interface PdfLoadRow {
  /** Where the server ran: see SERVER_PLACEMENTS. */
  server: string;
  phase: string;
  downloads: number;
  /** Downloads answered 503 (the build queue full). */
  busy: number;
  failed: number;
  /** The server's CPU (every thread) per PDF downloaded. */
  cpuMsPerDownload: number;
  healthChecks: number;
  healthP50Ms: number;
  healthP99Ms: number;
  healthMaxMs: number;
  /** How late the server's own timers ran (monitorEventLoopDelay): the most any request waited for its main thread. */
  loopP99Ms: number;
  loopMaxMs: number;
}

export interface PdfBenchResult {
  builds: PdfBuildRow[];
  downloads: PdfDownloadRow[];
  load: PdfLoadRow[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

const CREATED_AT = '2026-01-01T00:00:00.000Z';
const policies: Policy[] = SEED_POLICIES.map((policy, index) => ({
  ...policy,
  id: `policy-${index + 1}`,
  createdAt: CREATED_AT,
}));

/** A booked wedding of a bride and her party, as the dashboard makes one. */
const weddingBody = (index: number, pin: string) =>
  weddingBookingBody({
    clientName: `Zoë Ñúñez ${index}`,
    eventDate: `2027-0${1 + (index % 9)}-1${index % 10}`,
    party: [
      { name: 'Bride', service: 'Bridal Makeup' },
      { name: 'Bridesmaid 1', service: 'Bridesmaid' },
      { name: 'Bridesmaid 2', service: 'Bridesmaid' },
    ],
    pin,
  });

/** Version 1 of an agreement, unsigned, made as the server makes it from her settings and policies. */
export function versionOf(agreementParagraph: string): AgreementVersion {
  const text = agreementText({
    booking: {
      clientName: 'Zoë Ñúñez',
      eventDate: '2026-06-13',
      eventType: 'wedding',
      venueName: 'Folsom Lake Barn',
      venueAddress: '1 Example Road, Folsom, CA',
      readyBy: '3:00 PM',
      terms: {
        lines: [
          { name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 60 },
          { name: 'Bridesmaid 1', service: 'Bridesmaid', price: 150, durationMinutes: 45 },
        ],
        travelMiles: 25,
        travelMilesEstimated: false,
        travelRule: DEFAULT_SITE_SETTINGS.travelFee,
        retainerAmount: 100,
        pricedOn: '2026-03-10',
      },
      payments: [],
      bookedOn: '2026-03-10',
    },
    settings: { ...DEFAULT_SITE_SETTINGS, agreementText: agreementParagraph },
    policies,
  });
  return { version: 1, text, sha256: sha256Hex(text), createdAt: CREATED_AT, status: 'unsigned', signature: null };
}

/** The agreements an owner (or whoever holds her admin key) could store: the default, and the worst of the limits. */
export const PDF_BENCH_AGREEMENTS: { name: string; paragraph: string; runs: number }[] = [
  { name: 'default', paragraph: DEFAULT_SITE_SETTINGS.agreementText, runs: 5 },
  {
    name: '400 lines of 24 characters (the most lines now allowed)',
    // 9,999 characters: the most lines, each as long as the 10,000 characters let them be.
    paragraph: Array.from({ length: 400 }, (_, i) => `Line ${String(i).padStart(3, '0')} of these terms.`).join('\n'),
    runs: 3,
  },
  { name: '4,999 short lines (fit 10,000 characters)', paragraph: Array(4999).fill('a').join('\n'), runs: 1 },
  { name: 'one 10,000-character word', paragraph: 'W'.repeat(10_000), runs: 1 },
];

function pages(bytes: Buffer): number {
  // /Type /Page (not /Pages): one per page, in the uncompressed object dictionaries pdfkit writes.
  return bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

/** Each agreement built in this process, on its main thread: the builder's own cost, without the server. */
async function buildCosts(): Promise<PdfBuildRow[]> {
  const rows: PdfBuildRow[] = [];
  // Warm up: fonts read and parsed, code compiled.
  await agreementPdf({ version: versionOf(DEFAULT_SITE_SETTINGS.agreementText), businessName: 'Elena Marie Beauty' });
  for (const { name, paragraph, runs } of PDF_BENCH_AGREEMENTS) {
    console.error(`PDF build: ${name}`);
    const input = { version: versionOf(paragraph), businessName: 'Elena Marie Beauty' };
    const times: number[] = [];
    let bytes: Buffer = Buffer.alloc(0);
    for (let run = 0; run < runs; run += 1) {
      const before = process.cpuUsage();
      bytes = await agreementPdf(input);
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
    rows.push({
      agreement: name,
      runs,
      cpuMs: round(median(times)),
      pages: pages(bytes),
      kilobytes: round(bytes.length / 1024),
    });
  }
  return rows;
}

const pdfPath = (pin: string) => api.weddingSchedule.agreementPdfByPin.pattern.replace(':pin', pin);

async function download(target: TargetProcess, pin: string) {
  const response = await fetch(target.url + pdfPath(pin));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes };
}

/**
 * GET `url` every 20 ms for `seconds`, each sent whether or not the ones before were answered (as a monitor and
 * other visitors do), from a process of its own so that the downloads' work in this one never delays a probe; the
 * time of each, sorted.
 */
async function healthLatencies(url: string, seconds: number): Promise<number[]> {
  const script = `
    const until = performance.now() + ${seconds * 1000};
    const times = [];
    const probes = [];
    const probe = async () => {
      const started = performance.now();
      const response = await fetch(${JSON.stringify(url)});
      await response.arrayBuffer();
      times.push(performance.now() - started);
    };
    while (performance.now() < until) {
      probes.push(probe());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(probes);
    process.stdout.write(JSON.stringify(times));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return (JSON.parse(output) as number[]).sort((a, b) => a - b);
}

/**
 * `downloaders` clients, each downloading a PDF as soon as its last one came, for `seconds`, while GET /api/health
 * is sent every 20 ms: how long the site's cheapest answer waits while PDFs are built, and how long the server's
 * main thread kept anything waiting. `nextPin` picks each download's booking.
 */
async function underLoad(
  target: TargetProcess,
  server: string,
  phase: string,
  { seconds, downloaders, nextPin }: { seconds: number; downloaders: number; nextPin: () => string },
): Promise<PdfLoadRow> {
  let downloads = 0;
  let busy = 0;
  let failed = 0;
  let until = 0;
  const downloader = async () => {
    while (performance.now() < until) {
      const pin = nextPin();
      const { status } = await download(target, pin);
      if (status === 200) {
        downloads += 1;
      } else if (status === 503) {
        busy += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } else {
        failed += 1;
        if (failed === 1) console.error(`A PDF download answered ${status}`);
      }
    }
  };
  const cpuBefore = await target.cpuMicros();
  await eventLoop(target); // a fresh window
  const probing = healthLatencies(`${target.url}/api/health`, seconds);
  until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: downloaders }, downloader));
  const health = await probing;
  const loop = await eventLoop(target);
  const cpuMs = ((await target.cpuMicros()) - cpuBefore) / 1000;
  return {
    server,
    phase,
    downloads,
    busy,
    failed,
    cpuMsPerDownload: downloads > 0 ? round(cpuMs / downloads) : 0,
    healthChecks: health.length,
    healthP50Ms: round(median(health)),
    healthP99Ms: round(p99(health)),
    healthMaxMs: round(health.at(-1) ?? 0),
    loopP99Ms: loop.p99Ms,
    loopMaxMs: loop.maxMs,
  };
}

/** Waits until the server has used under 2 ms of CPU in 250 ms: what the bookings' writes set off is done. */
async function settle(target: TargetProcess) {
  let last = await target.cpuMicros();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await target.cpuMicros();
    if (now - last < 2000) return;
    last = now;
  }
}

/**
 * Where the server runs, the load generators (this process and the health prober) kept on the other core(s) when
 * `taskset` allows: free to use every core, as on the 2-core VPS with its visitors elsewhere; then on one core of its
 * own, its worker thread sharing that core with its main thread, as on a 1-core VPS.
 */
const SERVER_PLACEMENTS = [
  { server: 'every core', ownCore: false },
  { server: 'one core, shared with its worker', ownCore: true },
] as const;

/**
 * The PDF's cost built in this process, then for each placement the production app (bench/target.ts) with
 * `bookings` weddings, each with its own PIN: single downloads (the first build, another, that one again), then
 * four downloaders for `seconds`, first all of the same PDF (what one PIN holder can do), then each download a PDF
 * never built before (every request a build: the most a build queue ever has to do).
 */
export async function benchPdf({ seconds = 5, downloaders = 4, bookings = 120 } = {}): Promise<PdfBenchResult> {
  const builds = await buildCosts();
  const downloads: PdfDownloadRow[] = [];
  const load: PdfLoadRow[] = [];
  for (const { server, ownCore } of SERVER_PLACEMENTS) {
    if (ownCore && !CAN_PIN) {
      console.error('PDF: no taskset or a single core, so the server is not measured on a core of its own');
      continue;
    }
    const result = await withServerCoreToItself(() => onServer({ server, ownCore, seconds, downloaders, bookings }));
    downloads.push(...result.downloads);
    load.push(...result.load);
  }
  return { builds, downloads, load };
}

async function onServer({
  server,
  ownCore,
  seconds,
  downloaders,
  bookings,
}: {
  server: string;
  ownCore: boolean;
  seconds: number;
  downloaders: number;
  bookings: number;
}): Promise<Pick<PdfBenchResult, 'downloads' | 'load'>> {
  const probe = path.join(import.meta.dirname, 'event-loop-probe.ts');
  const target = await startTarget(
    'app',
    { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=tsx --import=${probe}`.trim() },
    { ownCore },
  );
  try {
    const pins = Array.from({ length: bookings }, (_, index) => String(300_000 + index));
    console.error(`PDF (server on ${server}): making ${bookings} bookings`);
    for (const [index, pin] of pins.entries()) {
      const made = await fetch(`${target.url}${api.adminBookings.create.pattern}`, {
        method: 'POST',
        headers: { 'x-admin-key': BENCH_ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(weddingBody(index, pin)),
      });
      if (made.status !== 201) throw new Error(`Making booking ${index} answered ${made.status}: ${await made.text()}`);
    }
    await settle(target);
    // A fresh server: its first PDF starts the worker and parses the fonts; the next is a build in a warm worker;
    // that one again is kept.
    const [first, second] = [pins.shift()!, pins.shift()!];
    const downloads: PdfDownloadRow[] = [];
    for (const [name, pin] of [
      ['the first PDF since the server started (a build)', first],
      ["another booking's PDF (a build)", second],
      ['that PDF again', second],
    ] as const) {
      const cpuBefore = await target.cpuMicros();
      const started = performance.now();
      const { status } = await download(target, pin);
      if (status !== 200) throw new Error(`The PDF download answered ${status}`);
      downloads.push({
        server,
        download: name,
        wallMs: round(performance.now() - started),
        serverCpuMs: round(((await target.cpuMicros()) - cpuBefore) / 1000),
      });
    }

    const load: PdfLoadRow[] = [];
    load.push(await underLoad(target, server, 'same PDF', { seconds, downloaders, nextPin: () => first }));
    let next = 0;
    load.push(
      await underLoad(target, server, 'a new PDF each download', {
        seconds,
        downloaders,
        nextPin: () => pins[next++ % pins.length]!,
      }),
    );
    if (next > pins.length) console.error(`Only ${pins.length} bookings: some downloads were of PDFs built already`);
    return { downloads, load };
  } finally {
    await target.stop();
  }
}
