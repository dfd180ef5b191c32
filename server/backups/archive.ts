import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { UPLOADED_FILE_NAME } from '#contract/uploads.ts';
import { PRIVATE_PHOTOS_DEFAULT_MAX_BYTES } from '../config.ts';
import { badRequest } from '../errors.ts';
import { PRIVATE_PHOTO_FILE_NAME, PRIVATE_PHOTOS_DIR } from '../private-photos/private-photo-files.ts';
import { SECRET_FILES } from '../secrets.ts';
import { BACKUP_KEY_FILE, manifestMac } from './backup-key.ts';
import { TarEnd } from './tar-end.ts';

/**
 * A backup is a .tar.gz holding `data/db.json`, `data/<secret file>` for each secret the server keeps, the private
 * photos (inspiration and look photos) as `data/private-photos/<id>.jpg`, the photos as `uploads/<name>`, and last
 * `manifest.json`: the format, when it was made, and each file's size and SHA-256.
 * The manifest comes last so that it can be written while the files stream; a truncated archive lacks it. Its
 * `mac` is an HMAC under this site's backup key (backup-key.ts), which no archive ever holds: a restore trusts the
 * passkeys and secrets of a backup only when it verifies.
 * Unpacked by hand, `data/` and `uploads/` are what DATA_DIR and UPLOADS_DIR hold.
 */
export const BACKUP_FORMAT = 'bridal-site-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const DB_ENTRY = 'data/db.json';

const SECRET_NAMES: readonly string[] = Object.values(SECRET_FILES);
const secretEntry = (name: string) => `data/${name}`;
const PRIVATE_PREFIX = `data/${PRIVATE_PHOTOS_DIR}/`;
const privateEntry = (name: string) => `${PRIVATE_PREFIX}${name}`;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Names the admin key in force when it was made, so a restore can tell which passkeys were live. */
  keyFingerprint?: string;
  files: ManifestFile[];
  /** HMAC-SHA256 (hex) of the manifest under the backup key of the site that made it (backup-key.ts). */
  mac?: string;
}

/** The state to back up, taken at one instant: the data as JSON text and the secret files' contents. */
export interface Snapshot {
  createdAt: Date;
  dbText: string;
  keyFingerprint: string;
  /** The backup key in force: it signs the manifest and is never written into the archive. */
  backupCode: string;
  secrets: { name: string; text: string }[];
  /** The photos' names when the snapshot was taken; their bytes never change once written. */
  photos: string[];
  /**
   * The private photos' file names, listed after `dbText` was taken: a photo's file is written before its record, so
   * every record in `dbText` has its file listed (unless deleted since, when it is left out, as a photo is).
   */
  privatePhotos: string[];
}

/** Where a backup's photos are read from: UPLOADS_DIR and DATA_DIR/private-photos. */
export interface PhotoDirs {
  uploads: string;
  privatePhotos: string;
}

/** The private photos' file names in `dir` (DATA_DIR/private-photos), sorted. */
export async function listPrivatePhotos(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => PRIVATE_PHOTO_FILE_NAME.test(name)).sort();
}

/** Reads the secret files and lists the photos. The caller takes `dbText` in the same turn of the event loop. */
export async function readFilesForSnapshot(dataDir: string, uploadsDir: string) {
  const secrets: Snapshot['secrets'] = [];
  for (const name of SECRET_NAMES) {
    const handle = await open(path.join(dataDir, name), 'r').catch(() => undefined);
    if (!handle) continue;
    try {
      secrets.push({ name, text: await handle.readFile('utf8') });
    } finally {
      await handle.close();
    }
  }
  const photos = (await readdir(uploadsDir).catch(() => [] as string[])).filter((name) =>
    UPLOADED_FILE_NAME.test(name),
  );
  return { secrets, photos: photos.sort() };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Writes the archive of `snapshot` to `out` (gzip-compressed tar); resolves once all of it has been written. */
export async function writeArchive(snapshot: Snapshot, dirs: PhotoDirs, out: Writable): Promise<void> {
  const pack = tar.pack();
  const gzip = createGzip();
  const written = pipeline(pack, gzip, out);
  const files: ManifestFile[] = [];
  const mtime = snapshot.createdAt;
  const addBuffer = async (name: string, bytes: Buffer) => {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.length, mode: 0o600, mtime }, bytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    files.push({ path: name, size: bytes.length, sha256: sha256(bytes) });
  };
  try {
    await addBuffer(DB_ENTRY, Buffer.from(snapshot.dbText));
    for (const secret of snapshot.secrets) await addBuffer(secretEntry(secret.name), Buffer.from(secret.text));
    // A photo deleted since the snapshot was taken is left out (its gallery item, or its record, went with it).
    const addFile = async (name: string, file: string) => {
      const handle = await open(file, 'r').catch(() => undefined);
      if (!handle) return;
      try {
        const { size } = await handle.stat();
        const hash = createHash('sha256');
        const entry = pack.entry({ name, size, mode: 0o600, mtime });
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(
          handle.createReadStream({ start: 0, end: Math.max(size - 1, 0), autoClose: false }),
          counted,
          entry,
        );
        files.push({ path: name, size, sha256: hash.digest('hex') });
      } finally {
        await handle.close();
      }
    };
    for (const name of snapshot.privatePhotos) await addFile(privateEntry(name), path.join(dirs.privatePhotos, name));
    for (const name of snapshot.photos) await addFile(`uploads/${name}`, path.join(dirs.uploads, name));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: snapshot.createdAt.toISOString(),
      keyFingerprint: snapshot.keyFingerprint,
      files,
    };
    manifest.mac = manifestMac(manifest, snapshot.backupCode);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    pack.entry({ name: MANIFEST, size: manifestBytes.length, mode: 0o600, mtime }, manifestBytes);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

/** How much an uploaded archive may hold; anything beyond is refused before it is unpacked further. */
export interface UnpackLimits {
  entries: number;
  /** All files together, unpacked. */
  totalBytes: number;
  dbBytes: number;
  secretBytes: number;
  manifestBytes: number;
  /** Each photo, and each private photo (the stored JPEGs are at most 1600 px wide). */
  photoBytes: number;
}

export const UNPACK_LIMITS: UnpackLimits = {
  entries: 50_000,
  // The photos a site gathers in years, and the private photos' own cap (PRIVATE_PHOTOS_MAX_BYTES) on top.
  totalBytes: 3 * 1024 ** 3 + PRIVATE_PHOTOS_DEFAULT_MAX_BYTES,
  // Ten times the largest data file a busy site would have in years; parsed in a worker (restored-data.ts).
  dbBytes: 32 * 1024 ** 2,
  secretBytes: 4 * 1024,
  manifestBytes: 16 * 1024 ** 2,
  photoBytes: 100 * 1024 ** 2,
};

/**
 * What an archive held: its `data/` files unpacked into `into.data` (its private photos into
 * `into.data/private-photos`), its photos into `into.uploads`.
 */
export interface Unpacked {
  manifest: Manifest;
  /** Names of the secret files present in `into.data`. */
  secrets: string[];
  /** Names of the photos in `into.uploads`. */
  photos: string[];
  /** File names (`<id>.jpg`) of the private photos in `into.data/private-photos`; none in a backup made before them. */
  privatePhotos: string[];
}

const NOT_A_BACKUP = 'This file is not a backup of this site (download one from Site Settings, Backups)';

/** The first letters of each photo format, so a file named .webp that is not one is refused. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (head) => head.subarray(4, 8).toString('latin1') === 'ftyp',
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};

/** Why an entry's name or kind is refused, in words, or undefined when it is one a backup holds. */
function entryProblem(header: tar.Header): string | undefined {
  const name = header.name;
  if (name.startsWith('/') || /^[a-z]:/i.test(name) || name.split(/[\\/]/).includes('..')) {
    return `It holds a path that leaves its folder ("${name.slice(0, 100)}")`;
  }
  if (header.type === 'symlink' || header.type === 'link') return `It holds a link ("${name.slice(0, 100)}")`;
  if (header.type === 'block-device' || header.type === 'character-device' || header.type === 'fifo') {
    return `It holds a device file ("${name.slice(0, 100)}")`;
  }
  if (header.type !== 'file') return `It holds something other than a file ("${name.slice(0, 100)}")`;
  if (name === `data/${BACKUP_KEY_FILE}`) {
    return `It holds a backup key ("${name}"), which a backup of this site never holds`;
  }
  return undefined;
}

/** Where an entry's bytes go and how many it may have, or undefined for a name no backup holds. */
function placeOf(name: string, limits: UnpackLimits): { file: string; max: number; kind: string } | undefined {
  if (name === MANIFEST) return { file: MANIFEST, max: limits.manifestBytes, kind: 'manifest' };
  if (name === DB_ENTRY) return { file: DB_ENTRY, max: limits.dbBytes, kind: 'db' };
  if (name.startsWith('data/') && SECRET_NAMES.includes(name.slice(5))) {
    return { file: name, max: limits.secretBytes, kind: 'secret' };
  }
  if (name.startsWith('uploads/') && UPLOADED_FILE_NAME.test(name.slice(8))) {
    return { file: name, max: limits.photoBytes, kind: 'photo' };
  }
  // Only a file of the private photos' own folder, named as the store names them: no folder below it, no other name.
  if (name.startsWith(PRIVATE_PREFIX) && PRIVATE_PHOTO_FILE_NAME.test(name.slice(PRIVATE_PREFIX.length))) {
    return { file: name, max: limits.photoBytes, kind: 'private-photo' };
  }
  return undefined;
}

/**
 * Unpacks an uploaded archive into two new folders, checking as it goes: only the
 * files a backup holds, each once, no links, devices or paths out of the folder, within `limits`. Then checks the
 * manifest against what was there: every file listed with its size and SHA-256, nothing missing, nothing extra.
 * Throws a 400 saying what is wrong. Nothing outside those two folders is touched.
 */
export async function unpackArchive(
  source: Readable,
  into: { data: string; uploads: string },
  limits: UnpackLimits = UNPACK_LIMITS,
): Promise<Unpacked> {
  await mkdir(into.data, { recursive: true, mode: 0o700 });
  await mkdir(into.uploads, { recursive: true, mode: 0o700 });
  await mkdir(path.join(into.data, PRIVATE_PHOTOS_DIR), { mode: 0o700 });
  const fileOf = (entry: string) =>
    entry.startsWith('uploads/') ? path.join(into.uploads, entry.slice(8)) : path.join(into.data, entry.slice(5));
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText = '';
  let total = 0;
  const extract = tar.extract();
  const refuse = (message: string) => badRequest(`This backup cannot be restored. ${message}; nothing was changed.`);
  extract.on('entry', (header, stream, next) => {
    // The entry's stream is destroyed with the archive: its error is the archive's, reported once, by the pipeline.
    stream.on('error', () => {});
    const fail = (error: Error) => next(error);
    const problem = entryProblem(header);
    if (problem) return fail(refuse(problem));
    const place = placeOf(header.name, limits);
    if (!place) return fail(refuse(NOT_A_BACKUP.replace(/^This file is/, 'It holds a file that is')));
    if (found.has(header.name)) return fail(refuse(`It holds "${header.name}" twice`));
    if (found.size + 1 > limits.entries) return fail(refuse(`It holds more than ${limits.entries} files`));
    // Sizes are checked from the header, before a byte is unpacked.
    if (header.size > place.max) return fail(refuse(`"${header.name}" is larger than a backup's file can be`));
    total += header.size;
    if (total > limits.totalBytes) return fail(refuse('It unpacks to more than a backup of this site can hold'));
    const hash = createHash('sha256');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > header.size) return done(refuse(`"${header.name}" holds more bytes than it says`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const finish = () => {
      found.set(header.name, { size, sha256: hash.digest('hex') });
      next();
    };
    if (place.kind === 'manifest') {
      const chunks: Buffer[] = [];
      counted.on('data', (chunk: Buffer) => chunks.push(chunk));
      pipeline(stream, counted)
        .then(() => {
          manifestText = Buffer.concat(chunks).toString('utf8');
          finish();
        })
        .catch(next);
      return;
    }
    pipeline(stream, counted, createWriteStream(fileOf(place.file), { mode: 0o600, flags: 'wx' }))
      .then(finish)
      .catch(next);
  });
  // Up to the archive's end marker, and no more bytes than its files and their headers can take.
  const end = new TarEnd(limits.totalBytes + (limits.entries * 3 + 20) * 1024 + 2 * 1024 ** 2, refuse);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  async function* untilEnd() {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      yield end.take(chunk);
      if (end.ended) return;
    }
  }
  try {
    await pipeline(Readable.from(untilEnd()), extract);
  } catch (error) {
    if ((error as { status?: number }).status === 400) throw error;
    // zlib's and tar-stream's errors: not gzip, not tar, or cut short.
    throw refuse(found.size === 0 ? NOT_A_BACKUP : 'It is incomplete (cut short while being downloaded or copied?)');
  } finally {
    // What follows the end marker (gzip's padding, anything appended) is never unpacked.
    source.destroy();
    gunzip.destroy();
  }
  if (!manifestText) {
    throw refuse(found.size === 0 ? NOT_A_BACKUP : 'It is incomplete: its list of contents (manifest.json) is missing');
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw refuse('Its list of contents (manifest.json) cannot be read');
  }
  if (manifest?.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) throw refuse(NOT_A_BACKUP);
  if (manifest.keyFingerprint !== undefined && typeof manifest.keyFingerprint !== 'string') throw refuse(NOT_A_BACKUP);
  if (manifest.mac !== undefined && typeof manifest.mac !== 'string') throw refuse(NOT_A_BACKUP);
  if (typeof manifest.createdAt !== 'string') throw refuse(NOT_A_BACKUP);
  if (manifest.version !== BACKUP_VERSION) {
    throw refuse(`It was made by another version of the site (backup format ${String(manifest.version)})`);
  }
  const listed = new Set<string>();
  for (const file of manifest.files) {
    const got = found.get(file?.path);
    if (!got) throw refuse(`It is incomplete: "${String(file?.path).slice(0, 100)}" is missing`);
    if (got.size !== file.size || got.sha256 !== file.sha256) {
      throw refuse(`"${file.path}" is not what was backed up (damaged?)`);
    }
    listed.add(file.path);
  }
  for (const name of found.keys()) {
    if (name !== MANIFEST && !listed.has(name)) throw refuse(`It holds "${name}", which its list of contents does not`);
  }
  if (!found.has(DB_ENTRY)) throw refuse("It is incomplete: the site's data (db.json) is missing");
  const photos: string[] = [];
  const privatePhotos: string[] = [];
  for (const name of found.keys()) {
    const isPrivate = name.startsWith(PRIVATE_PREFIX);
    if (!name.startsWith('uploads/') && !isPrivate) continue;
    const photo = isPrivate ? name.slice(PRIVATE_PREFIX.length) : name.slice(8);
    const head = Buffer.alloc(16);
    const handle = await open(fileOf(name), 'r');
    try {
      await handle.read(head, 0, 16, 0);
    } finally {
      await handle.close();
    }
    const format = photo.slice(photo.lastIndexOf('.') + 1);
    if (!MAGIC[format]?.(head)) throw refuse(`The photo "${photo}" is not a ${format.toUpperCase()} image`);
    (isPrivate ? privatePhotos : photos).push(photo);
  }
  const secrets = SECRET_NAMES.filter((name) => found.has(secretEntry(name)));
  return { manifest, secrets, photos, privatePhotos };
}
