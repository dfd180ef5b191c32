import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

/**
 * A lowdb adapter like JSONFile, with the one thing steno leaves out: each write reaches the disk (fsync of the
 * file, then of its folder after the rename) before it is acknowledged. So a power cut or a VPS crash, not
 * only a killed process, leaves the last acknowledged `db.json` complete, never an empty or half-written file.
 *
 * Writes are serialised and coalesced: while one is on its way to disk, every change made meanwhile is
 * written together in the next one, and all their callers resume once that one is on disk.
 *
 * `serialise` turns the data into the file's text, once per write, when that write starts: as one string, or as
 * UTF-8 pieces written one after the other (the store's, which keeps the text of what did not change; see
 * json-pieces.ts). By default, JSON.stringify with two spaces.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  private readonly temp: string;
  private running: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, not started yet, with the latest data to write. */
  private queued: { promise: Promise<void>; data: T } | null = null;

  constructor(
    readonly file: string,
    private readonly serialise: (data: T) => string | readonly Uint8Array[] = (data) => JSON.stringify(data, null, 2),
  ) {
    this.temp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  }

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  write(data: T): Promise<void> {
    if (this.queued) {
      this.queued.data = data;
      return this.queued.promise;
    }
    const queued = { data } as { data: T; promise: Promise<void> };
    queued.promise = this.running
      .catch(() => {})
      .then((): Promise<void> => {
        // From here on, changes need a write of their own: this one has taken its data.
        this.queued = null;
        return this.writeNow(this.serialise(queued.data));
      });
    this.queued = queued;
    this.running = queued.promise;
    return queued.promise;
  }

  private async writeNow(content: string | readonly Uint8Array[]): Promise<void> {
    const handle = await open(this.temp, 'w', 0o600);
    try {
      if (typeof content === 'string') await handle.writeFile(content, 'utf8');
      else await writeAll(handle, content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temp, this.file);
    // The rename itself is only durable once the folder's entry is on disk.
    const folder = await open(path.dirname(this.file), 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}

/**
 * Writes every piece, in order, from the file's current position. writev may write less than it was given (the
 * disk filled up part-way) without an error; what is left is written again, so a full disk ends in its error.
 */
async function writeAll(handle: FileHandle, pieces: readonly Uint8Array[]): Promise<void> {
  let left = pieces.filter((piece) => piece.byteLength > 0);
  while (left.length > 0) {
    let { bytesWritten } = await handle.writev(left as Uint8Array[]);
    if (bytesWritten === 0) throw new Error('Writing the data file made no progress');
    let next = 0;
    while (next < left.length && bytesWritten >= left[next]!.byteLength) bytesWritten -= left[next++]!.byteLength;
    left = left.slice(next);
    if (bytesWritten > 0) left[0] = left[0]!.subarray(bytesWritten);
  }
}
