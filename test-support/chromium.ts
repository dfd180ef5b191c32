/** Debian's Chromium (scripts/ensure-chromium.sh installs it when missing), or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every Chromium here starts with, the browser tests' and the bench's alike: no sandbox and no GPU on a
 * VM without either, shared memory in /tmp, and none of the browser's own traffic or updates during a measurement.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
