import { Worker } from 'node:worker_threads';
import type { AgreementPdfInput } from './pdf.ts';

/** One build sent to the worker (pdf-worker.ts), and its answer. */
export interface PdfJob {
  id: number;
  input: AgreementPdfInput;
}
export type PdfReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };

/** What makes the PDFs: a worker thread in the server, anything a test gives in its place. */
export interface PdfBuilder {
  build(input: AgreementPdfInput): Promise<Buffer>;
  /** Ends what the builder started; the next build starts it again. */
  close(): Promise<void>;
}

/**
 * Compiled (`npm run build`), this module is part of dist/server/main.js and the worker is the plain JavaScript
 * dist/server/pdf-worker.js beside it; run from source (tests, `npm run dev`) the worker is TypeScript.
 */
const compiled = import.meta.url.endsWith('.js');
const workerUrl = new URL(compiled ? './pdf-worker.js' : './pdf-worker.ts', import.meta.url);

/** The longest agreement the limits allow takes well under a second; one still running after this is stuck. */
const TIME_LIMIT_MS = 60_000;
/**
 * A worker with nothing to build for this long is ended, giving back its memory: some 80 MB resident in the compiled
 * server (pdfkit, fontkit, the parsed fonts). Downloads of a PDF already built never need it, and a new one starts
 * in a second or two.
 */
const IDLE_MS = 60_000;
/** A build that needs more than this is ended by V8, the server going on (the worker answers an error). */
const HEAP_LIMIT_MB = 256;

function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } };
  return compiled
    ? new Worker(workerUrl, options)
    : // From source a worker does not inherit tsx from `--import tsx`: it registers tsx before loading the worker.
      new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`,
        { ...options, eval: true },
      );
}

/**
 * Builds agreement PDFs in one worker thread, started on the first build and kept for the next ones (the fonts
 * parsed once); ended after `idleMs` without a build, after a build that runs past its time limit, and by `close`.
 */
export function pdfBuilderInWorker({ idleMs = IDLE_MS, timeLimitMs = TIME_LIMIT_MS } = {}): PdfBuilder {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  let idleTimer: NodeJS.Timeout | undefined;

  const end = async () => {
    clearTimeout(idleTimer);
    const ending = worker;
    worker = undefined;
    if (ending) await ending.terminate();
  };

  const running = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    // The worker never keeps the server's process alive on its own.
    started.unref();
    started.on('message', (reply: PdfReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.ok) job.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
      else job.reject(new Error(`The agreement PDF could not be made: ${reply.message}`));
    });
    started.on('error', () => undefined); // 'exit' follows, and says what is lost
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.reject(new Error(`The agreement PDF worker stopped (exit code ${code})`));
      }
    });
    worker = started;
    return started;
  };

  return {
    build(input) {
      clearTimeout(idleTimer);
      const id = (nextId += 1);
      const target = running();
      return new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`The agreement PDF took more than ${timeLimitMs / 1000} s`));
          void end();
        }, timeLimitMs);
        pending.set(id, {
          resolve: (pdf) => {
            clearTimeout(timer);
            resolve(pdf);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        target.postMessage({ id, input } satisfies PdfJob);
      }).finally(() => {
        if (pending.size === 0 && worker) {
          idleTimer = setTimeout(() => void end(), idleMs);
          idleTimer.unref();
        }
      });
    },
    close: end,
  };
}
