import { Worker } from 'node:worker_threads';
import { badRequest } from '../errors.ts';
import type { Data } from '../store/store.ts';

/** The worker's heap: a 32 MB db.json of real records checks in well under it; a file of empty objects does not. */
const WORKER_HEAP_MB = 512;
const TIME_LIMIT_MS = 120_000;

/**
 * As heic.ts: compiled, the worker is dist/server/restored-data-worker.js beside main.js; from source (tests,
 * `npm run dev`) it is TypeScript, which a worker loads only once it has registered tsx.
 */
const compiled = import.meta.url.endsWith('.js');
const workerUrl = new URL(compiled ? './restored-data-worker.js' : './restored-data-worker.ts', import.meta.url);

const refuse = (problem: string) => badRequest(`This backup cannot be restored: the backup's db.json ${problem}`);

/**
 * The backup's db.json at `file`, brought up to date and checked (restored-data-check.ts) off the main thread.
 * Throws a 400 naming what is wrong.
 */
export function readRestoredData(file: string): Promise<Data> {
  const options = { workerData: { file }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const worker = compiled
    ? new Worker(workerUrl, options)
    : new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`,
        { ...options, eval: true },
      );
  return new Promise<Data>((resolve, reject) => {
    const timer = setTimeout(() => reject(refuse('takes too long to read')), TIME_LIMIT_MS);
    const settle = (finish: () => void) => {
      clearTimeout(timer);
      finish();
    };
    worker.once('message', (answer: { data: Data } | { problem: string }) =>
      settle(() => ('data' in answer ? resolve(answer.data) : reject(refuse(answer.problem)))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? refuse('holds more than a backup of this site can')
            : new Error(`Checking the backup's data failed: ${error.message}`),
        ),
      ),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`Checking the backup's data stopped (${code})`))));
  }).finally(() => worker.terminate());
}
