import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

/**
 * A secret the server makes on its first start and keeps in the data folder, readable by its owner only, so it
 * survives restarts and travels with the backups. Returns whether it was made just now.
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  make: () => string,
  isUsable: (stored: string) => boolean = (stored) => stored.length > 0,
): Promise<{ value: string; created: boolean; file: string }> {
  const file = path.join(dataDir, name);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (isUsable(stored)) return { value: stored, created: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = make();
  // 'w' replaces an unusable file (empty, truncated); the mode is set again in case the file existed.
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { value, created: true, file };
}

/** Secrets the server made on its first start, kept in the data folder and never sent to a browser. */
export interface ServerSecrets {
  /** Signs the device tokens that phones refresh their saved schedule with. */
  scheduleToken: string;
  /**
   * Keys the private links (a person's party link, the signing link, call sheets…): each token is an HMAC over
   * `kind:id:version` with it, so no token is stored and renewing it retires every link at once.
   */
  linkToken: string;
  /** The key pair that signs push messages (VAPID), so push services know they come from this server. */
  vapid: VapidKeys;
}

export interface VapidKeys {
  /** base64url; the browser subscribes with it (it is public). */
  publicKey: string;
  privateKey: string;
}

/**
 * The secret files kept in the data folder, by what they hold. Backups carry every one of them: without the
 * schedule token secret every saved schedule stops refreshing, without the VAPID keys every push device is lost.
 */
export const SECRET_FILES = {
  adminKey: 'admin-key',
  scheduleToken: 'schedule-token-secret',
  linkToken: 'link-token-secret',
  vapid: 'vapid-keys',
} as const;

/** Whether a stored schedule token secret can sign tokens (one made here is 43 characters). */
export const isScheduleTokenSecret = (stored: string) => stored.length > 0 && stored.length <= 1024;

/** A stored pair that is whole: an uncompressed P-256 point (65 bytes) and a 32-byte private key. */
export function isVapidPair(stored: string): boolean {
  try {
    const { publicKey, privateKey } = JSON.parse(stored) as Partial<VapidKeys>;
    return (
      typeof publicKey === 'string' &&
      typeof privateKey === 'string' &&
      Buffer.from(publicKey, 'base64url').length === 65 &&
      Buffer.from(privateKey, 'base64url').length === 32
    );
  } catch {
    return false;
  }
}

export async function loadServerSecrets(dataDir: string): Promise<ServerSecrets> {
  const make = () => randomBytes(32).toString('base64url');
  const vapid = await loadOrCreateSecret(
    dataDir,
    SECRET_FILES.vapid,
    () => JSON.stringify(webPush.generateVAPIDKeys()),
    isVapidPair,
  );
  return {
    scheduleToken: (await loadOrCreateSecret(dataDir, SECRET_FILES.scheduleToken, make, isScheduleTokenSecret)).value,
    linkToken: (await loadOrCreateSecret(dataDir, SECRET_FILES.linkToken, make, isScheduleTokenSecret)).value,
    vapid: JSON.parse(vapid.value) as VapidKeys,
  };
}

/**
 * Puts restored secrets into effect without a restart: the running app holds `secrets` (and its `vapid` object)
 * by reference, so both are changed in place. Called once the files hold the same values. Without `vapid` (a
 * backup that did not verify brings none back) the push keys in force stay.
 */
export function replaceServerSecrets(
  secrets: ServerSecrets,
  restored: { scheduleToken: string; linkToken: string; vapid?: string },
) {
  secrets.scheduleToken = restored.scheduleToken;
  secrets.linkToken = restored.linkToken;
  if (restored.vapid === undefined) return;
  const vapid = JSON.parse(restored.vapid) as VapidKeys;
  secrets.vapid.publicKey = vapid.publicKey;
  secrets.vapid.privateKey = vapid.privateKey;
}
