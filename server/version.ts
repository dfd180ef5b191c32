import { readFileSync } from 'node:fs';

/** The running code's version (package.json), read once when the server starts, not per request. */
export const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
