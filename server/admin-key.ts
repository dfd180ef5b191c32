import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * ADMIN_KEY when set; otherwise the key kept in the data folder, made on the first start and readable by
 * its owner only. A new key is printed once, with where it lives, so the owner can log in.
 */
export async function resolveAdminKey(config: Config, print: (line: string) => void = console.log): Promise<string> {
  if (config.adminKey) return config.adminKey;
  const file = path.join(config.dataDir, 'admin-key');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 12) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(24).toString('base64url');
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  print(`No ADMIN_KEY was set, so an admin key was generated: ${key}`);
  print(`It is kept in ${file} (readable by this user only). Use it to log in at /admin.`);
  return key;
}
