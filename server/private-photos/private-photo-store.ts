import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrivatePhoto } from '#contract/party-link.ts';
import { PRIVATE_PHOTOS_DEFAULT_MAX_BYTES } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { Data, Store } from '../store/store.ts';
import type { PrivatePhotoRecord } from '../store/records.ts';
import { imageDecodes } from '../uploads/image-files.ts';
import type { QueuePlace } from '../uploads/decode-queue.ts';
import { encodePrivateJpeg } from './private-jpeg.ts';
import { PRIVATE_PHOTO_FILE_NAME, PRIVATE_PHOTOS_DIR } from './private-photo-files.ts';

// Private photos (a person's inspiration photos; issue 40's look photos): health and personal data, so they live
// outside uploads/ (which is served to anyone) under DATA_DIR/private-photos/, each re-encoded as a JPEG from its
// decoded pixels so nothing of the file as sent (EXIF, GPS, a maker's notes) is kept. Their records (owner, size)
// are in db.json's `privatePhotos`; they are served only through /api/ routes, `private, no-store`.

export type PrivatePhotoKind = 'inspiration' | 'look';

export interface PrivatePhotoOwner {
  bookingId: string;
  personId: string;
  kind: PrivatePhotoKind;
}

export const PRIVATE_PHOTOS_FULL_STATUS = 413;
export const PRIVATE_PHOTOS_FULL_MESSAGE =
  'The site has no room for more private photos just now; photos already sent are kept.';

/** A photo's answer, with the address it is read from (the link's route or the dashboard's). */
export const privatePhotoOf = (record: PrivatePhotoRecord, url: string): PrivatePhoto => ({
  id: record.id,
  url,
  width: record.width,
  height: record.height,
});

export class PrivatePhotoStore {
  readonly dir: string;
  /** Photos whose file is written and whose record is not yet (a save, a restore): the sweep leaves them. */
  private readonly saving = new Set<string>();

  constructor(
    dataDir: string,
    private readonly store: Store,
    private readonly clock: () => number = Date.now,
    /** All private photos together may take this many bytes (PRIVATE_PHOTOS_MAX_BYTES, 2 GB by default). */
    readonly maxBytes: number = PRIVATE_PHOTOS_DEFAULT_MAX_BYTES,
  ) {
    this.dir = path.join(dataDir, PRIVATE_PHOTOS_DIR);
  }

  private fileOf(id: string) {
    return path.join(this.dir, `${id}.jpg`);
  }

  /** The bytes of every private photo stored now (the 2 GB cap). */
  totalBytes(): number {
    return this.store.data.privatePhotos.reduce((sum, photo) => sum + photo.bytes, 0);
  }

  /** No room for another photo: checked before an upload's body is read, so a full site reads no more of it. */
  isFull(): boolean {
    return this.totalBytes() >= this.maxBytes;
  }

  /**
   * Keeps the sweep off files that are in place before their records are (a restore links them in, then writes the
   * data): call the answer once the records are written, or the restore failed and removed its files.
   */
  hold(ids: readonly string[]): () => void {
    const held = ids.filter((id) => !this.saving.has(id));
    for (const id of held) this.saving.add(id);
    return () => {
      for (const id of held) this.saving.delete(id);
    };
  }

  /**
   * Decodes (within the process's decode queue, `place` taken before the body was read), re-encodes as a JPEG with
   * no metadata, writes it under DATA_DIR/private-photos/ and records it. `check` runs in the same store update as the
   * record is added, so a count limit (three a person) holds against two uploads at once; it throws to refuse.
   */
  async save(
    bytes: Buffer,
    owner: PrivatePhotoOwner,
    { place = imageDecodes.admit(), check }: { place?: QueuePlace; check?: (data: Readonly<Data>) => void } = {},
  ): Promise<PrivatePhotoRecord> {
    const encoded = await encodePrivateJpeg(bytes, place);
    // 413, a 4xx the page says at the field: nothing the site's owner must fix at once, and nothing is stored.
    if (this.totalBytes() + encoded.bytes.length > this.maxBytes) {
      throw new HttpError(PRIVATE_PHOTOS_FULL_STATUS, PRIVATE_PHOTOS_FULL_MESSAGE, {}, { field: 'photo' });
    }
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const record: PrivatePhotoRecord = {
      id: randomUUID(),
      ...owner,
      bytes: encoded.bytes.length,
      width: encoded.width,
      height: encoded.height,
      createdAt: new Date(this.clock()).toISOString(),
    };
    const file = this.fileOf(record.id);
    this.saving.add(record.id);
    try {
      await writeFile(file, encoded.bytes, { mode: 0o600 });
      await this.store.update((data) => {
        check?.(data);
        data.privatePhotos.push(record);
      });
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    } finally {
      this.saving.delete(record.id);
    }
    return record;
  }

  /** A photo's bytes and owner, or undefined when there is no such photo (or its file is gone). */
  async read(id: string): Promise<{ bytes: Buffer; owner: PrivatePhotoOwner; record: PrivatePhotoRecord } | undefined> {
    const record = this.store.data.privatePhotos.find((photo) => photo.id === id);
    if (!record) return undefined;
    const bytes = await readFile(this.fileOf(record.id)).catch(() => undefined);
    if (!bytes) return undefined;
    const { bookingId, personId, kind } = record;
    return { bytes, owner: { bookingId, personId, kind }, record };
  }

  /** The records of one person's photos of a kind, oldest first. */
  list(data: Readonly<Data>, owner: PrivatePhotoOwner): PrivatePhotoRecord[] {
    return data.privatePhotos.filter(
      (photo) => photo.bookingId === owner.bookingId && photo.personId === owner.personId && photo.kind === owner.kind,
    );
  }

  async remove(id: string): Promise<void> {
    await this.removeWhere((photo) => photo.id === id);
  }

  /** Deletes every photo whose record matches (record first, then the file); answers how many. */
  async removeWhere(match: (photo: PrivatePhotoRecord) => boolean): Promise<number> {
    const removed = await this.store.update((data) => {
      const gone = data.privatePhotos.filter(match).map((photo) => photo.id);
      if (gone.length > 0) data.privatePhotos = data.privatePhotos.filter((photo) => !match(photo));
      return gone;
    });
    await Promise.all(removed.map((id) => rm(this.fileOf(id), { force: true })));
    return removed.length;
  }

  /**
   * Deletes the files no record names (their booking or person was deleted, their record dropped by a follower, or a
   * save that crashed between the file and the record). Runs after every write and at start-up; cheap, one readdir.
   */
  async sweepFiles(): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const kept = new Set(this.store.data.privatePhotos.map((photo) => photo.id));
    let removed = 0;
    for (const name of names) {
      const id = PRIVATE_PHOTO_FILE_NAME.exec(name)?.[1];
      if (!id || kept.has(id)) continue;
      // A file written moments ago whose record is on its way must not be taken: the save removes its own on failure.
      if (this.saving.has(id)) continue;
      await rm(path.join(this.dir, name), { force: true });
      removed += 1;
    }
    return removed;
  }
}

/**
 * Keeps `privatePhotos` in step with the bookings in the same write: a photo whose booking is deleted, or whose person
 * left the party, loses its record (its file is then swept).
 */
export const photosFollowingParty = (before: Readonly<Data>, after: Readonly<Data>) => {
  if (before.bookings === after.bookings || after.privatePhotos.length === 0) return undefined;
  const people = new Set(
    after.bookings.flatMap((booking) => booking.party.map((person) => `${booking.id}:${person.id}`)),
  );
  const orphaned = (photo: PrivatePhotoRecord) => !people.has(`${photo.bookingId}:${photo.personId}`);
  if (!after.privatePhotos.some(orphaned)) return undefined;
  return (draft: Data) => {
    draft.privatePhotos = draft.privatePhotos.filter((photo) => !orphaned(photo));
  };
};
