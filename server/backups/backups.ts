import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { KeptBackup, RestoreAnswer } from '#contract/backups.ts';
import { UPLOADED_FILE_NAME } from '#contract/uploads.ts';
import type { Config } from '../config.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { Clock } from '../middleware/throttle.ts';
import {
  isScheduleTokenSecret,
  isVapidPair,
  replaceServerSecrets,
  SECRET_FILES,
  type ServerSecrets,
} from '../secrets.ts';
import { DataFileError, Store, type Data } from '../store/store.ts';
import { readFilesForSnapshot, unpackArchive, writeArchive, type Snapshot } from './archive.ts';

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
 * rotation stays retired. Restoring takes the owner's key or session, which could add a passkey anyway.
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

  constructor(
    private readonly config: Config,
    private readonly store: Store,
    private readonly secrets: ServerSecrets,
    private readonly clock: Clock,
    private readonly log: (line: string) => void,
    /** Names the admin key in force (AdminSessions.keyFingerprint): passkeys belong to the key they were added under. */
    private readonly keyFingerprint: string,
  ) {}

  /** Runs `task` after every backup or restore before it has finished. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.running.then(task);
    this.running = result.catch(() => {});
    return result;
  }

  private async snapshotNow(): Promise<Snapshot> {
    const files = await readFilesForSnapshot(this.config.dataDir, this.config.uploadsDir);
    // The store's text of what reached the disk, taken in one synchronous step: no write lands in between.
    const dbText = this.store.snapshotText();
    return { createdAt: new Date(this.clock()), dbText, keyFingerprint: this.keyFingerprint, ...files };
  }

  /** A backup made now, written to `out` as it is made; resolves with its file name once the snapshot is taken. */
  async stream(out: Writable): Promise<{ name: string; written: Promise<void> }> {
    const snapshot = await this.exclusive(() => this.snapshotNow());
    return {
      name: downloadName(snapshot.createdAt),
      written: writeArchive(snapshot, this.config.uploadsDir, out),
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
      await writeArchive(snapshot, this.config.uploadsDir, out);
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
      if (name.startsWith('.tmp-') || name.startsWith('.incoming-')) await rm(path.join(dir, name), { force: true });
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

  /**
   * Replaces the data, the secret files and the photos with those of the archive at `file`. Everything in it is
   * checked first (each file against its manifest, db.json as the store checks it on start-up, each secret and
   * photo); a problem is a 400 and nothing has changed. Then the current state is kept as a "before-restore"
   * backup, and everything is swapped: photos added, the data written in one store change (the sessions signed in
   * now are kept, so her dashboard stays open), the secret files renamed into place and put into effect at once,
   * and the photos the restored data does not have removed.
   */
  async restore(file: string): Promise<RestoreAnswer> {
    return this.exclusive(async () => {
      const stamp = `.restore-${randomBytes(8).toString('hex')}`;
      const staging = {
        data: path.join(this.config.dataDir, stamp),
        uploads: path.join(this.config.uploadsDir, stamp),
      };
      try {
        await mkdir(this.config.uploadsDir, { recursive: true });
        const unpacked = await unpackArchive(createReadStream(file), staging);
        const restored = adoptPasskeys(
          await this.readRestoredData(staging.data),
          unpacked.manifest.keyFingerprint,
          this.keyFingerprint,
        );
        const secrets = await this.readRestoredSecrets(staging.data, unpacked.secrets);
        const before = await this.keep('before-restore');
        await this.swap(staging, restored, secrets, unpacked.photos);
        const records: Record<string, number> = {};
        for (const [key, value] of Object.entries(restored)) if (Array.isArray(value)) records[key] = value.length;
        this.log(
          `Restored a backup made ${unpacked.manifest.createdAt}; the state before it is kept as ${before.name}`,
        );
        return {
          records,
          photos: unpacked.photos.length,
          secrets: [SECRET_FILES.scheduleToken, SECRET_FILES.vapid],
          beforeRestore: before.name,
        };
      } finally {
        await rm(staging.data, { recursive: true, force: true });
        await rm(staging.uploads, { recursive: true, force: true });
      }
    });
  }

  /** The archive's db.json, checked exactly as the store checks its file on start-up. */
  private async readRestoredData(dir: string): Promise<Data> {
    try {
      return structuredClone((await Store.open(dir)).data) as Data;
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      const where = path.join(dir, 'db.json');
      const problem = error.message.split(where).join("the backup's db.json");
      throw badRequest(`This backup cannot be restored: ${problem.replace(/^The data file /, '')}`);
    }
  }

  private async readRestoredSecrets(dir: string, present: string[]) {
    const read = async (name: string, usable: (text: string) => boolean, what: string) => {
      if (!present.includes(name)) throw badRequest(`This backup cannot be restored: ${what} (${name}) is missing`);
      const text = (await readFile(path.join(dir, name), 'utf8')).trim();
      if (!usable(text)) throw badRequest(`This backup cannot be restored: ${what} (${name}) is damaged`);
      return text;
    };
    return {
      scheduleToken: await read(SECRET_FILES.scheduleToken, isScheduleTokenSecret, 'the secret of saved schedules'),
      vapid: await read(SECRET_FILES.vapid, isVapidPair, 'the push notification keys'),
    };
  }

  private async swap(
    staging: { data: string; uploads: string },
    restored: Data,
    secrets: { scheduleToken: string; vapid: string },
    photos: string[],
  ): Promise<void> {
    const uploadsDir = this.config.uploadsDir;
    const existing = new Set((await readdir(uploadsDir)).filter((name) => UPLOADED_FILE_NAME.test(name)));
    const secretFiles = [
      [SECRET_FILES.scheduleToken, secrets.scheduleToken],
      [SECRET_FILES.vapid, secrets.vapid],
    ] as const;
    for (const [name, text] of secretFiles) {
      const handle = await open(path.join(staging.data, `${name}.new`), 'w', 0o600);
      try {
        await handle.writeFile(`${text}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    const added: string[] = [];
    try {
      // Photo names are unique ids: adding the restored ones next to the current ones changes no page yet.
      for (const name of photos) {
        await rename(path.join(staging.uploads, name), path.join(uploadsDir, name));
        if (!existing.has(name)) added.push(name);
      }
      await this.store.update((draft) => {
        const signedIn = draft.adminSessions;
        Object.assign(draft, structuredClone(restored));
        // Her devices signed in now stay signed in; the backup's sessions are not brought back (a device signed
        // out since, say a lost phone, must stay out). Passkeys come back with the data.
        draft.adminSessions = signedIn;
      });
    } catch (error) {
      await Promise.all(added.map((name) => rm(path.join(uploadsDir, name), { force: true })));
      throw new HttpError(500, `The restore could not be written (${(error as Error).message}); nothing was changed`);
    }
    // In the same turn as the data shows: a saved schedule's refresh never pairs the new data with the old secret.
    replaceServerSecrets(this.secrets, secrets);
    for (const [name] of secretFiles) {
      await rename(path.join(staging.data, `${name}.new`), path.join(this.config.dataDir, name));
    }
    const keptPhotos = new Set(photos);
    for (const name of existing) {
      if (!keptPhotos.has(name)) await rm(path.join(uploadsDir, name), { force: true });
    }
  }
}
