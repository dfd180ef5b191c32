import { link, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADED_FILE_NAME } from '#contract/uploads.ts';
import type { Config } from '../config.ts';
import { badRequest, HttpError } from '../errors.ts';
import { PRIVATE_PHOTOS_DIR } from '../private-photos/private-photo-files.ts';
import type { PrivatePhotoStore } from '../private-photos/private-photo-store.ts';
import {
  isScheduleTokenSecret,
  isVapidPair,
  replaceServerSecrets,
  SECRET_FILES,
  type ServerSecrets,
} from '../secrets.ts';
import type { Data, Store } from '../store/store.ts';

/** The secret files of a backup that verified; the link-token secret is missing from backups made before it existed. */
export interface RestoredSecrets {
  scheduleToken: string;
  linkToken: string | undefined;
  vapid: string;
}

export async function readRestoredSecrets(dir: string, present: string[]): Promise<RestoredSecrets> {
  const read = async (name: string, usable: (text: string) => boolean, what: string) => {
    const text = (await readFile(path.join(dir, name), 'utf8')).trim();
    if (!usable(text)) throw badRequest(`This backup cannot be restored: ${what} (${name}) is damaged`);
    return text;
  };
  const required = async (name: string, usable: (text: string) => boolean, what: string) => {
    if (!present.includes(name)) throw badRequest(`This backup cannot be restored: ${what} (${name}) is missing`);
    return read(name, usable, what);
  };
  return {
    scheduleToken: await required(SECRET_FILES.scheduleToken, isScheduleTokenSecret, 'the secret of saved schedules'),
    linkToken: present.includes(SECRET_FILES.linkToken)
      ? await read(SECRET_FILES.linkToken, isScheduleTokenSecret, 'the secret of private links')
      : undefined,
    vapid: await required(SECRET_FILES.vapid, isVapidPair, 'the push notification keys'),
  };
}

interface SwapJob {
  config: Config;
  store: Store;
  secrets: ServerSecrets;
  staging: { data: string; uploads: string };
  /** The whole data as it is to be. */
  data: Data;
  /** The secrets as they are to be; without `vapid`, the push keys in force stay. */
  secretFiles: { scheduleToken: string; linkToken: string; vapid: string | undefined };
  /** The photos unpacked into `staging.uploads`. */
  photos: string[];
  /** The private photos to bring back, unpacked into `staging.data/private-photos`, and their store. */
  privatePhotos: { names: string[]; store: Pick<PrivatePhotoStore, 'hold' | 'sweepFiles'> };
  log: (line: string) => void;
}

/** Hard-links `from` to `to`; false when `to` exists (a photo's name is its id: it is the same photo, kept as it is). */
const linkNew = (from: string, to: string) =>
  link(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );

/**
 * Puts a checked restore in place, all or nothing: the photos and private photos added beside the current ones
 * (never over one: a photo's name is its id, so one that exists is the same photo, and is kept as it is), the secret
 * files renamed into place (the current ones kept aside), then the data written in one store change. If any of that
 * fails, the photos added are removed and the secret files put back: nothing has changed. Once the data is written
 * the secrets take effect in the same turn, and the photos the restored data does not have are removed. Private
 * photos go to DATA_DIR/private-photos, never to uploads/ (which anyone may read).
 */
export async function swap({
  config,
  store,
  secrets,
  staging,
  data,
  secretFiles,
  photos,
  privatePhotos,
  log,
}: SwapJob) {
  const uploadsDir = config.uploadsDir;
  const existing = new Set((await readdir(uploadsDir)).filter((name) => UPLOADED_FILE_NAME.test(name)));
  const files = [
    [SECRET_FILES.scheduleToken, secretFiles.scheduleToken],
    [SECRET_FILES.linkToken, secretFiles.linkToken],
    ...(secretFiles.vapid === undefined ? [] : [[SECRET_FILES.vapid, secretFiles.vapid] as const]),
  ] as const;
  for (const [name, text] of files) {
    const handle = await open(path.join(staging.data, `${name}.new`), 'w', 0o600);
    try {
      await handle.writeFile(`${text}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  const added: string[] = [];
  const replaced: { name: string; hadOne: boolean }[] = [];
  const privateDir = path.join(config.dataDir, PRIVATE_PHOTOS_DIR);
  // Their files are in place before their records: the sweep after another write must not take them meanwhile.
  const release = privatePhotos.store.hold(privatePhotos.names.map((name) => name.slice(0, -'.jpg'.length)));
  try {
    for (const name of photos) {
      // A hard link fails on a name that exists, where a rename would replace it.
      if (await linkNew(path.join(staging.uploads, name), path.join(uploadsDir, name))) {
        added.push(path.join(uploadsDir, name));
      }
    }
    if (privatePhotos.names.length > 0) await mkdir(privateDir, { recursive: true, mode: 0o700 });
    for (const name of privatePhotos.names) {
      const staged = path.join(staging.data, PRIVATE_PHOTOS_DIR, name);
      if (await linkNew(staged, path.join(privateDir, name))) added.push(path.join(privateDir, name));
    }
    for (const [name] of files) {
      const live = path.join(config.dataDir, name);
      const hadOne = await link(live, path.join(staging.data, `${name}.old`)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      replaced.push({ name, hadOne });
      await rename(path.join(staging.data, `${name}.new`), live);
    }
    await store.update((draft) => {
      Object.assign(draft, structuredClone(data));
      if (data.calendarFeedToken === undefined) delete draft.calendarFeedToken;
    });
  } catch (error) {
    for (const { name, hadOne } of replaced.reverse()) {
      const live = path.join(config.dataDir, name);
      await (hadOne ? rename(path.join(staging.data, `${name}.old`), live) : rm(live, { force: true }));
    }
    await Promise.all(added.map((file) => rm(file, { force: true })));
    release();
    throw new HttpError(500, `The restore could not be written (${(error as Error).message}); nothing was changed`);
  }
  // In the same turn as the data shows: a saved schedule's refresh never pairs the new data with the old secret.
  replaceServerSecrets(secrets, secretFiles);
  release();
  // The private photos the restored data does not have (a save under way keeps its own).
  await privatePhotos.store
    .sweepFiles()
    .catch((error: Error) =>
      log(`Private photos the restored data does not use could not be removed: ${error.message}`),
    );
  const keptPhotos = new Set(photos);
  for (const name of existing) {
    if (keptPhotos.has(name)) continue;
    await rm(path.join(uploadsDir, name), { force: true }).catch((error: Error) =>
      log(`A photo the restored data does not use could not be removed: ${error.message}`),
    );
  }
}
