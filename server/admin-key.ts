import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { loadOrCreateSecret } from './secrets.ts';

/**
 * ADMIN_KEY when set; otherwise the key kept in the data folder, made on the first start and readable by
 * its owner only. A new key is printed once, with where it lives, so the owner can log in.
 */
export async function resolveAdminKey(config: Config, print: (line: string) => void = console.log): Promise<string> {
  if (config.adminKey) return config.adminKey;
  const { value, created, file } = await loadOrCreateSecret(
    config.dataDir,
    'admin-key',
    () => randomBytes(24).toString('base64url'),
    (stored) => stored.length >= 12,
  );
  if (created) {
    print(`No ADMIN_KEY was set, so an admin key was generated: ${value}`);
    print(`It is kept in ${file} (readable by this user only). Use it to log in at /admin.`);
  }
  return value;
}
