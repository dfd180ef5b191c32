import { open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';

/**
 * A lowdb adapter like JSONFile, with the one thing steno leaves out: each write reaches the disk (fsync of the
 * file, then of its folder after the rename) before it is acknowledged. So a power cut or a VPS crash, not
 * only a killed process, leaves the last acknowledged `db.json` complete, never an empty or half-written file.
 *
 * Writes are serialised and coalesced: while one is on its way to disk, every change made meanwhile is
 * written together in the next one, and all their callers resume once that one is on disk.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  private readonly temp: string;
  private running: Promise<void> = Promise.resolve();
  /** The write queued behind the running one, not started yet, with the latest data to write. */
  private queued: { promise: Promise<void>; data: T } | null = null;

  constructor(readonly file: string) {
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
        return this.writeNow(JSON.stringify(queued.data, null, 2));
      });
    this.queued = queued;
    this.running = queued.promise;
    return queued.promise;
  }

  private async writeNow(text: string): Promise<void> {
    const handle = await open(this.temp, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
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
