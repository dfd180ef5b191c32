import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { loadOrCreateSecret } from './secrets.ts';

export const MIN_ADMIN_KEY_LENGTH = 16;
export const MIN_ADMIN_KEY_DISTINCT_CHARACTERS = 8;

/**
 * A key a guesser could hope to reach: short, or made of few different characters (`aaaaaaaaaaaaaaaa`,
 * `1212121212121212`). Characters are counted as the user typed them, so an emoji is one.
 */
export function isWeakAdminKey(key: string): boolean {
  const characters = [...key];
  return characters.length < MIN_ADMIN_KEY_LENGTH || new Set(characters).size < MIN_ADMIN_KEY_DISTINCT_CHARACTERS;
}

export const WEAK_ADMIN_KEY_MESSAGE =
  `ADMIN_KEY is too weak: it must be at least ${MIN_ADMIN_KEY_LENGTH} characters long with at least ` +
  `${MIN_ADMIN_KEY_DISTINCT_CHARACTERS} different characters (for example from \`openssl rand -base64 24\`); ` +
  'leave it unset to have a strong one generated';

/**
 * ADMIN_KEY when set; otherwise the key kept in the data folder, made on the first start and readable by
 * its owner only. A new key is announced with where it lives, never by its value: whoever can read the log
 * (journalctl is often open to a whole admin group, logs are shipped elsewhere) must not learn it from there.
 */
export async function resolveAdminKey(config: Config, print: (line: string) => void = console.log): Promise<string> {
  if (config.adminKey) return config.adminKey;
  const { value, created, file } = await loadOrCreateSecret(
    config.dataDir,
    'admin-key',
    () => randomBytes(24).toString('base64url'),
    (stored) => !isWeakAdminKey(stored),
  );
  if (created) {
    print(`No ADMIN_KEY was set, so an admin key was generated to log in at /admin.`);
    print(`The admin key is in ${file} (readable by its owner only); read it with: cat ${file}`);
  }
  return value;
}
