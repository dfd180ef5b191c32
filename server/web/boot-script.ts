import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * `public/boot.js`, the few lines that start a server-rendered page's code once its main picture is on screen, as the
 * server writes it into each page: inline, so starting the code costs no request of its own. On a phone's slow
 * connection a separate file was one more round trip ahead of the page's first paint, and Lighthouse's slow-4G model
 * counted it there too: a quarter to a half second of its LCP on this machine. Whole-line comments are left out of
 * the page (they are for whoever reads the file).
 */
export const BOOT_SCRIPT = readFileSync(new URL('../../public/boot.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('//'))
  .join('\n')
  .trim();

/** The Content-Security-Policy source that lets exactly that script run inline, and no other. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
