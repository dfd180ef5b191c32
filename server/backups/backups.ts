import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { BACKUP_CODE_MALFORMED, type KeptBackup, type RestoreAnswer, type RestoreCheck } from '#contract/backups.ts';
import { makeCalendarFeedToken } from '../bookings/calendar-feed-token.ts';
import type { Config } from '../config.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { Clock } from '../middleware/throttle.ts';
import { SECRET_FILES, type ServerSecrets } from '../secrets.ts';
import type { Data, Store } from '../store/store.ts';
import { PRIVATE_PHOTOS_DIR } from '../private-photos/private-photo-files.ts';
import type { PrivatePhotoStore } from '../private-photos/private-photo-store.ts';
import {
  listPrivatePhotos,
  readFilesForSnapshot,
  unpackArchive,
  writeArchive,
  type PhotoDirs,
  type Snapshot,
  type Unpacked,
} from './archive.ts';
import { adoptBackupCode, backupCodes, formatBackupCode, normalizeBackupCode, verifyingCode } from './backup-key.ts';
import { readRestoredData } from './restored-data.ts';
import { readRestoredSecrets, swap, type RestoredSecrets } from './swap.ts';

/** A kept backup's file name: its kind and the server's local time it was made, e.g. nightly-2026-11-25-031500. */
const KEPT_NAME = /^(nightly|before-restore)-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d{1,3}))?\.tar\.gz$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** The server's local date, YYYY-MM-DD. */
const localDay = (time: Date) => `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
const localStamp = (time: Date) =>
  `${localDay(time)}-${pad(time.getHours())}${pad(time.getMinutes())}${pad(time.getSeconds())}`;

/** The file name a downloaded backup is saved under, dated in the server's local time. */
export const downloadName = (time: Date) => `bridal-site-backup-${localStamp(time)}.tar.gz`;

/** BACKUP_TIME as minutes after local midnight. */
const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * Backups of the whole site: made on demand (the dashboard's download), every night at BACKUP_TIME into BACKUP_DIR
 * (the newest BACKUP_KEEP kept), and before a restore. One backup or restore runs at a time.
 *
 * A backup is one consistent snapshot: the data as it is in memory at one instant (everything that reached the
 * disk, nothing half-written), never the live file, which a write may be replacing.
 */
/**
 * The backup's passkeys, made to belong to the admin key in force here. A restore onto a fresh server (a new
 * generated key) would otherwise bring back passkeys that no longer log in, since each is tied to the key it was
 * added under. Only those that were live when the backup was made are adopted: one retired by an earlier key
 * rotation stays retired. Called only for a backup whose manifest verified (backup-key.ts): the fingerprint is
 * written by whoever made the archive, and an edited one would adopt a stranger's passkey.
 */
export function adoptPasskeys(data: Data, backupKey: string | undefined, currentKey: string): Data {
  if (backupKey === undefined || backupKey === currentKey) return data;
  return {
    ...data,
    passkeys: data.passkeys.map((passkey) =>
      passkey.keyFingerprint === backupKey ? { ...passkey, keyFingerprint: currentKey } : passkey,
    ),
  };
}

export class Backups {
  private running: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** The backup checked last, waiting for her to confirm its restore. */
  private pending: { id: string; file: string; code: string | undefined; at: number } | undefined;

  constructor(
    private readonly config: Config,
    private readonly store: Store,
    private readonly secrets: ServerSecrets,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
    /** Names the admin key in force (AdminSessions.keyFingerprint): passkeys belong to the key they were added under. */
    private readonly keyFingerprint: string,
    /** The private photos (DATA_DIR/private-photos): a restore holds their sweep off its files, then sweeps. */
    private readonly privatePhotos: Pick<PrivatePhotoStore, 'hold' | 'sweepFiles'>,
  ) {}

  private photoDirs(): PhotoDirs {
    return { uploads: this.config.uploadsDir, privatePhotos: path.join(this.config.dataDir, PRIVATE_PHOTOS_DIR) };
  }

  /** Runs `task` after every backup or restore before it has finished. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.running.then(task);
    this.running = result.catch(() => {});
    return result;
  }

  private async snapshotNow(): Promise<Snapshot> {
    const files = await readFilesForSnapshot(this.config.dataDir, this.config.uploadsDir);
    // A key set in ADMIN_KEY is the one in force: an admin-key file left in the data folder from before is not
    // hers to keep, and the panel tells her a backup holds the admin key only when the server made it.
    if (this.config.adminKey) files.secrets = files.secrets.filter(({ name }) => name !== SECRET_FILES.adminKey);
    const [backupCode] = await backupCodes(this.config.dataDir);
    // The store's text of what reached the disk, taken in one synchronous step: no write lands in between.
    const dbText = this.store.snapshotText();
    const createdAt = new Date(this.clock());
    // Listed after the data was taken: each of its records' files was written before the record (private-photo-store).
    const privatePhotos = await listPrivatePhotos(this.photoDirs().privatePhotos);
    return {
      createdAt,
      dbText,
      keyFingerprint: this.keyFingerprint,
      backupCode: backupCode!,
      ...files,
      privatePhotos,
    };
  }

  /** A backup made now, written to `out` as it is made; resolves with its file name once the snapshot is taken. */
  async stream(out: Writable): Promise<{ name: string; written: Promise<void> }> {
    const snapshot = await this.exclusive(() => this.snapshotNow());
    return {
      name: downloadName(snapshot.createdAt),
      written: writeArchive(snapshot, this.photoDirs(), out),
    };
  }

  private async backupDir(): Promise<string> {
    const dir = this.config.backupDir;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Also when the folder already existed: backups hold the admin key and the students' details.
    await chmod(dir, 0o700);
    return dir;
  }

  /** Writes a backup into BACKUP_DIR under a temporary name, then renames it: a listed backup is always whole. */
  private async keep(kind: KeptBackup['kind']): Promise<KeptBackup> {
    const dir = await this.backupDir();
    const snapshot = await this.snapshotNow();
    const base = `${kind}-${localStamp(snapshot.createdAt)}`;
    const taken = new Set(await readdir(dir));
    let name = `${base}.tar.gz`;
    for (let count = 2; taken.has(name); count += 1) name = `${base}-${count}.tar.gz`;
    const temporary = path.join(dir, `.tmp-${randomBytes(6).toString('hex')}-${name}`);
    try {
      const out = createWriteStream(temporary, { mode: 0o600, flags: 'wx' });
      await writeArchive(snapshot, this.photoDirs(), out);
      const handle = await open(temporary, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path.join(dir, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await this.prune(kind);
    const info = (await this.list()).find((item) => item.name === name);
    return info!;
  }

  /** The kept backups, newest first. Anything else in the folder (temporary files) is not listed. */
  async list(): Promise<KeptBackup[]> {
    const names = await readdir(this.config.backupDir).catch(() => [] as string[]);
    const kept: KeptBackup[] = [];
    for (const name of names) {
      const match = KEPT_NAME.exec(name);
      if (!match) continue;
      const info = await stat(path.join(this.config.backupDir, name)).catch(() => undefined);
      if (!info?.isFile()) continue;
      kept.push({
        name,
        size: info.size,
        // The time in its name: the server's clock when it was made (the file's own time is when it was renamed).
        createdAt: new Date(
          Number(match[2]),
          Number(match[3]) - 1,
          Number(match[4]),
          Number(match[5]),
          Number(match[6]),
          Number(match[7]),
        ).toISOString(),
        kind: match[1] as KeptBackup['kind'],
      });
    }
    return kept.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  }

  /** The path of a kept backup, only for a name the list holds (so no name can reach outside the folder). */
  async fileOf(name: string): Promise<string | undefined> {
    const listed = (await this.list()).some((item) => item.name === name);
    return listed ? path.join(this.config.backupDir, name) : undefined;
  }

  /** Keeps the newest BACKUP_KEEP backups of a kind. */
  private async prune(kind: KeptBackup['kind']): Promise<void> {
    const old = (await this.list()).filter((item) => item.kind === kind).slice(this.config.backupKeep);
    for (const item of old) await rm(path.join(this.config.backupDir, item.name), { force: true });
  }

  /**
   * Makes tonight's backup when the server's local time is past BACKUP_TIME and none was made today (a server
   * that was off at that time makes it when it is next checked). Returns the backup made, if any.
   */
  async runNightlyIfDue(now: number = this.clock()): Promise<KeptBackup | undefined> {
    return this.exclusive(async () => {
      const time = new Date(now);
      if (time.getHours() * 60 + time.getMinutes() < minutesOf(this.config.backupTime)) return undefined;
      const today = `nightly-${localDay(time)}-`;
      if ((await this.list()).some((item) => item.name.startsWith(today))) return undefined;
      const made = await this.keep('nightly');
      this.log(`Nightly backup written: ${made.name} (${made.size} bytes)`);
      return made;
    });
  }

  /**
   * Checks once a minute whether the nightly backup is due (so a server started after BACKUP_TIME makes the day's
   * backup a minute later); the timer never keeps the process alive.
   */
  start(): void {
    const check = () =>
      void this.runNightlyIfDue().catch((error: Error) => this.log(`The nightly backup failed: ${error.message}`));
    this.timer = setInterval(check, 60_000);
    this.timer.unref();
    void this.cleanUp();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Removes what a backup or restore cut short by a stop left behind. */
  private async cleanUp(): Promise<void> {
    const dir = this.config.backupDir;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith('.tmp-') || name.startsWith('.incoming-') || name.startsWith('.checked-')) {
        await rm(path.join(dir, name), { force: true });
      }
    }
    for (const parent of [this.config.dataDir, this.config.uploadsDir]) {
      for (const name of await readdir(parent).catch(() => [] as string[])) {
        if (name.startsWith('.restore-')) await rm(path.join(parent, name), { recursive: true, force: true });
      }
    }
  }

  /** Where an uploaded archive is written while it arrives: inside BACKUP_DIR, which only the owner can read. */
  async incomingFile(): Promise<{ dir: string; name: string }> {
    return { dir: await this.backupDir(), name: `.incoming-${randomBytes(8).toString('hex')}.tar.gz` };
  }

  /** The backup code in force, as she is shown it to keep with her backups; made on first need. */
  async backupCode(): Promise<string> {
    return formatBackupCode((await backupCodes(this.config.dataDir))[0]!);
  }

  /**
   * Checks the archive at `file` as a restore would, changing nothing, and keeps it (moved, not copied) for
   * `restoreChecked`, so she need not send it again: only the newest one checked waits, for an hour at most.
   */
  async check(file: string, typedCode?: string): Promise<RestoreCheck> {
    return this.exclusive(async () => {
      const checked = await this.prepare(file, typedCode, async (prepared) => {
        const { unpacked, restored, verified } = prepared;
        return {
          verified,
          createdAt: unpacked.manifest.createdAt,
          records: countRecords(restored),
          photos: unpacked.photos.length,
          passkeys: verified ? livePasskeys(restored, this.keyFingerprint) : [],
          keptPasskeys: verified ? 0 : this.store.data.passkeys.length,
        };
      });
      await this.dropPending();
      const id = randomBytes(16).toString('base64url');
      const kept = path.join(path.dirname(file), `.checked-${id}.tar.gz`);
      await rename(file, kept);
      this.pending = { id, file: kept, code: typedCode, at: this.clock() };
      return { id, ...checked };
    });
  }

  /** Restores the backup kept by `check` under `id`, with the code she typed then. */
  async restoreChecked(id: string, keepSession: string | undefined): Promise<RestoreAnswer> {
    const pending = this.pending;
    if (!pending || pending.id !== id || this.clock() - pending.at > CHECKED_KEPT_MS) {
      throw new HttpError(409, 'This backup is no longer waiting to be restored: choose the file again');
    }
    // Taken now: a check sent meanwhile waits for this restore and then keeps its own file.
    this.pending = undefined;
    try {
      return await this.restore(pending.file, { code: pending.code, keepSession });
    } finally {
      await rm(pending.file, { force: true });
    }
  }

  private async dropPending(): Promise<void> {
    if (this.pending) await rm(this.pending.file, { force: true });
    this.pending = undefined;
  }

  /**
   * Unpacks and checks the archive at `file` (each file against its manifest, the manifest's HMAC against this
   * site's backup codes or the one she typed, db.json against the API's schemas in a worker, the secret files
   * and every photo), then runs `act` on what it holds; a problem is a 400 and nothing has changed. The
   * unpacked files are removed afterwards.
   */
  private async prepare<T>(file: string, typedCode: string | undefined, act: (prepared: Prepared) => Promise<T>) {
    const typed = typedCode === undefined || typedCode.trim() === '' ? undefined : normalizeBackupCode(typedCode);
    if (typedCode?.trim() && !typed) throw badRequest(BACKUP_CODE_MALFORMED);
    const stamp = `.restore-${randomBytes(8).toString('hex')}`;
    const staging = {
      data: path.join(this.config.dataDir, stamp),
      uploads: path.join(this.config.uploadsDir, stamp),
    };
    try {
      await mkdir(this.config.uploadsDir, { recursive: true });
      const unpacked = await unpackArchive(createReadStream(file), staging);
      const codes = [...(typed ? [typed] : []), ...(await backupCodes(this.config.dataDir))];
      const code = verifyingCode(unpacked.manifest, codes);
      const verified = code !== undefined;
      const data = await readRestoredData(path.join(staging.data, 'db.json'));
      // Only a backup this site signed says truly which passkeys were live when it was made.
      const restored = verified ? adoptPasskeys(data, unpacked.manifest.keyFingerprint, this.keyFingerprint) : data;
      const secrets = verified ? await readRestoredSecrets(staging.data, unpacked.secrets) : undefined;
      return await act({ staging, unpacked, restored, verified, secrets, adopt: code === typed ? typed : undefined });
    } finally {
      await rm(staging.data, { recursive: true, force: true });
      await rm(staging.uploads, { recursive: true, force: true });
    }
  }

  /**
   * Replaces the data, the secret files and the photos with those of the archive at `file`, checked first by
   * `prepare`. Then the current state is kept as a "before-restore" backup, and everything is swapped (swap.ts).
   * A backup that verified brings back everything; one that did not (made elsewhere without her code, or edited)
   * brings back the content only: the passkeys, push devices and push keys in force stay, and the calendar link,
   * the schedule-token and link-token secrets are made new. Every admin session but `keepSession` ends.
   */
  async restore(file: string, { code, keepSession }: { code?: string; keepSession?: string } = {}) {
    return this.exclusive(() =>
      this.prepare(file, code, async ({ staging, unpacked, restored, verified, secrets, adopt }) => {
        const before = await this.keep('before-restore');
        const current = this.store.data;
        const secretsNow = {
          scheduleToken: verified ? secrets!.scheduleToken : randomSecret(),
          linkToken: (verified ? secrets!.linkToken : undefined) ?? randomSecret(),
          vapid: verified ? secrets!.vapid : undefined,
        };
        const data: Data = {
          ...restored,
          // The backup's own sessions never come back: a device signed out since (a lost phone) stays out.
          adminSessions: current.adminSessions.filter((session) => session.id === keepSession),
        };
        if (!verified) {
          data.passkeys = structuredClone(current.passkeys) as Data['passkeys'];
          data.pushSubscriptions = structuredClone(current.pushSubscriptions) as Data['pushSubscriptions'];
          data.calendarFeedToken = restored.calendarFeedToken === undefined ? undefined : makeCalendarFeedToken();
        }
        // Private photos (personal data, served to whoever holds a person's link) come back only from a backup this
        // site signed. From any other, neither its photos nor its records of them: the current ones stay, as passkeys
        // do, for the people the restored bookings still have (photosFollowingParty drops the rest in the same write).
        data.privatePhotos = verified
          ? privatePhotosRestored(restored, unpacked)
          : (structuredClone(current.privatePhotos) as Data['privatePhotos']);
        const privatePhotos = verified ? data.privatePhotos.map((photo) => `${photo.id}.jpg`) : [];
        await swap({
          config: this.config,
          store: this.store,
          secrets: this.secrets,
          staging,
          data,
          secretFiles: secretsNow,
          photos: unpacked.photos,
          privatePhotos: { names: privatePhotos, store: this.privatePhotos },
          log: this.log,
        });
        if (adopt) await adoptBackupCode(this.config.dataDir, adopt);
        const signedOut = current.adminSessions.filter((session) => session.id !== keepSession).length;
        this.log(
          `Restored a backup made ${unpacked.manifest.createdAt} (${verified ? `verified, ${privatePhotos.length} private photos` : 'not verified: content only, no private photos'}); the state before it is kept as ${before.name}`,
        );
        return {
          verified,
          records: countRecords(data),
          photos: unpacked.photos.length,
          secrets: verified
            ? [SECRET_FILES.scheduleToken, SECRET_FILES.vapid, ...(secrets!.linkToken ? [SECRET_FILES.linkToken] : [])]
            : [],
          madeNew: verified
            ? secrets!.linkToken
              ? []
              : [SECRET_FILES.linkToken]
            : [
                ...(data.calendarFeedToken === undefined ? [] : ['calendar link']),
                SECRET_FILES.scheduleToken,
                SECRET_FILES.linkToken,
              ],
          signedOut,
          beforeRestore: before.name,
        } satisfies RestoreAnswer;
      }),
    );
  }
}

/** What `prepare` found in an archive. */
interface Prepared {
  staging: { data: string; uploads: string };
  unpacked: Unpacked;
  restored: Data;
  verified: boolean;
  /** The backup's secret files, read only when it verified. */
  secrets: RestoredSecrets | undefined;
  /** A code she typed that verified it and that this server does not have yet: kept once the restore is done. */
  adopt: string | undefined;
}

/** How long a checked backup waits for her to confirm the restore. */
const CHECKED_KEPT_MS = 60 * 60_000;

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The private photos' records of a verified backup, each only with its file in the archive (one deleted while the
 * backup was made has a record and no file), its size as the file has it (the 2 GB cap counts them).
 */
function privatePhotosRestored(restored: Data, unpacked: Unpacked): Data['privatePhotos'] {
  const sizes = new Map(unpacked.manifest.files.map((file) => [file.path, file.size]));
  const present = new Set(unpacked.privatePhotos);
  return restored.privatePhotos
    .filter((photo) => present.has(`${photo.id}.jpg`))
    .map((photo) => ({ ...photo, bytes: sizes.get(`data/${PRIVATE_PHOTOS_DIR}/${photo.id}.jpg`) ?? photo.bytes }));
}

function countRecords(data: Data): Record<string, number> {
  const records: Record<string, number> = {};
  for (const [key, value] of Object.entries(data)) if (Array.isArray(value)) records[key] = value.length;
  return records;
}

/** The passkeys that log in once `data` is restored (those of the admin key in force), as the confirm step lists them. */
const livePasskeys = (data: Data, keyFingerprint: string): RestoreCheck['passkeys'] =>
  data.passkeys
    .filter((passkey) => passkey.keyFingerprint === keyFingerprint)
    .map(({ name, createdAt, lastUsedAt }) => ({ name, createdAt, lastUsedAt }));
