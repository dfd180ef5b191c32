import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from './archive.ts';

/**
 * The backup key: what proves that a backup was made by this site and not edited since. Each backup's manifest
 * (which lists every file's SHA-256) carries an HMAC under it. It stays in the data folder and is NEVER written into
 * an archive: an HMAC whose key travels in the archive proves nothing, since whoever edits the archive signs again.
 * The owner keeps it as a code with her backups, to restore on a new server or after losing the data folder.
 *
 * The file holds one code a line, the one in force first; codes typed at a restore that verified are kept after it,
 * so the backups made before (the "before-restore" one, say) still verify here.
 */
export const BACKUP_KEY_FILE = 'backup-key';

/** Crockford's base32: no I, L, O or U, so a code copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 random bytes: 160 bits, 32 characters. */
const CODE_LENGTH = 32;
const KEPT_CODES = 10;

function makeBackupCode(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** A code as typed (any case, spaces or dashes, O for 0, I or L for 1) in its one spelling, or undefined. */
export function normalizeBackupCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((letter) => ALPHABET.includes(letter)) ? code : undefined;
}

/** As she is shown it: eight groups of four. */
export const formatBackupCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

async function readCodes(dataDir: string): Promise<string[]> {
  const text = await readFile(path.join(dataDir, BACKUP_KEY_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const codes = text.split('\n').map((line) => normalizeBackupCode(line.trim()));
  return codes.filter((code): code is string => code !== undefined);
}

/** Writes the file whole (temporary file, synced, renamed), readable by the server's user only. */
async function writeCodes(dataDir: string, codes: string[]): Promise<void> {
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${codes.join('\n')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
    await chmod(file, 0o600);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The codes this server knows, the one in force first; the file is made on first need. */
export async function backupCodes(dataDir: string): Promise<string[]> {
  const codes = await readCodes(dataDir);
  if (codes.length > 0) return codes;
  const made = [makeBackupCode()];
  await writeCodes(dataDir, made);
  return made;
}

/** Makes `code` (one that verified a restore) the code in force, keeping the others for the backups made with them. */
export async function adoptBackupCode(dataDir: string, code: string): Promise<void> {
  const codes = await backupCodes(dataDir);
  if (codes[0] === code) return;
  await writeCodes(dataDir, [code, ...codes.filter((item) => item !== code)].slice(0, KEPT_CODES));
}

/**
 * What the HMAC covers: every field of the manifest that a restore acts on (the format, when it was made, the
 * admin key's fingerprint that decides which passkeys come back, and each file's path, size and SHA-256), in one
 * spelling that does not depend on how the JSON was written.
 */
const signedText = (manifest: Manifest) =>
  JSON.stringify([
    'bridal-site-backup manifest',
    manifest.format,
    manifest.version,
    manifest.createdAt,
    manifest.keyFingerprint ?? null,
    manifest.files.map((file) => [file.path, file.size, file.sha256]),
  ]);

export const manifestMac = (manifest: Manifest, code: string) =>
  createHmac('sha256', code).update(signedText(manifest)).digest('hex');

/** The code among `codes` that the manifest's HMAC was made with, or undefined (none, or edited since). */
export function verifyingCode(manifest: Manifest, codes: string[]): string | undefined {
  if (typeof manifest.mac !== 'string' || !/^[0-9a-f]{64}$/.test(manifest.mac)) return undefined;
  const sent = Buffer.from(manifest.mac, 'hex');
  return codes.find((code) => timingSafeEqual(Buffer.from(manifestMac(manifest, code), 'hex'), sent));
}
