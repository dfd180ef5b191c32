/**
 * Reads and checks a backup's db.json in a worker thread; restored-data.ts starts it. Parsing and checking up to
 * 32 MB of JSON takes seconds of CPU: in a worker the site keeps answering meanwhile, and a file made to take more
 * memory than it may ends the worker, not the server.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { checkRestoredText } from './restored-data-check.ts';

const { file } = workerData as { file: string };
readFile(file, 'utf8').then(
  (text) => parentPort!.postMessage(checkRestoredText(text)),
  (error: Error) => parentPort!.postMessage({ problem: `could not be read (${error.message})` }),
);
