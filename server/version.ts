import { readFileSync } from 'node:fs';

/** package.json's version alone, written in by the server's bundle (scripts/server-bundle.ts); unset from source. */
declare const BUNDLED_APP_VERSION: string | undefined;

const packageVersion = () =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * The running code's version, read once when the server starts, not per request. The bundle carries the string
 * alone: esbuild folds the test to it and leaves `packageVersion` out, so the whole package.json, development
 * packages and all, is not in dist/server/main.js.
 */
export const APP_VERSION: string = typeof BUNDLED_APP_VERSION === 'string' ? BUNDLED_APP_VERSION : packageVersion();
