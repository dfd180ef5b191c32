import { Worker } from 'node:worker_threads';

export interface HeicJob {
  bytes: Uint8Array;
  maxPixels: number;
  /** The width to shrink to (never enlarging). */
  width: number;
}

export type HeicResult =
  | { ok: true; pixels: Uint8Array; width: number; height: number; channels: 1 | 2 | 3 | 4 }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number }
  | { ok: false; reason: 'undecodable' | 'timeout'; detail?: string };

/** A 48 MP photo takes about 5 s on an idle 2-core machine; a file that still takes minutes is not a photo. */
const TIME_LIMIT_MS = 120_000;

/**
 * Compiled (`npm run build`), this module is part of dist/server/main.js and the worker is the plain JavaScript
 * dist/server/heic-worker.js beside it; run from source (tests, `npm run dev`) the worker is TypeScript.
 */
const compiled = import.meta.url.endsWith('.js');
const workerUrl = new URL(compiled ? './heic-worker.js' : './heic-worker.ts', import.meta.url);

/**
 * Decodes a HEIC photo (HEVC inside HEIF, as iPhones take them) with libheif compiled to WebAssembly, since the
 * libvips inside sharp has no HEVC decoder. Each photo gets its own worker thread, ended afterwards; the pixels
 * come back upright and already shrunk to `width`, so only the small copy ever reaches this thread.
 */
export function decodeHeic(job: HeicJob): Promise<HeicResult> {
  const worker = compiled
    ? new Worker(workerUrl, { workerData: job })
    : // From source a worker does not inherit tsx from `--import tsx`: it registers tsx before loading the worker.
      new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`,
        { eval: true, workerData: job },
      );
  return new Promise<HeicResult>((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), TIME_LIMIT_MS);
    const finish = (result: HeicResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    worker.once('message', finish);
    worker.once('error', (error) => finish({ ok: false, reason: 'undecodable', detail: error.message }));
    worker.once('exit', (code) => finish({ ok: false, reason: 'undecodable', detail: `worker exited (${code})` }));
  }).finally(async () => {
    // Ending the worker is what returns the decoder's memory to the system; the decode slot is not given to the
    // next photo until it has.
    await worker.terminate();
  });
}
