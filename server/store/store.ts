import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import type { Faq } from '../../contract/faq.ts';
import type { GalleryItem } from '../../contract/gallery.ts';
import type { LessonSubmission } from '../../contract/lesson-submission.ts';
import type { Policy } from '../../contract/policy.ts';
import type { Testimonial } from '../../contract/testimonial.ts';
import type { Vendor } from '../../contract/vendor.ts';
import type { ScheduleService, WeddingSchedule } from '../../contract/wedding-schedule.ts';
import { DurableJsonFile } from './durable-json-file.ts';

export interface Data {
  testimonials: Testimonial[];
  gallery: GalleryItem[];
  faqs: Faq[];
  policies: Policy[];
  vendors: Vendor[];
  lessonSubmissions: LessonSubmission[];
  weddingSchedules: WeddingSchedule[];
  scheduleServices: ScheduleService[];
  /** Set once the starting content has been written, so it is never written over the owner's edits. */
  seededAt: string | null;
}

export type Collection = Exclude<keyof Data, 'seededAt'>;

const empty = (): Data => ({
  testimonials: [],
  gallery: [],
  faqs: [],
  policies: [],
  vendors: [],
  lessonSubmissions: [],
  weddingSchedules: [],
  scheduleServices: [],
  seededAt: null,
});

export class DataFileError extends Error {}

const collections = Object.keys(empty()).filter((key) => key !== 'seededAt');

/** Valid JSON is not enough: `null`, a list or a lone string would otherwise be replaced by an empty site. */
function looksLikeData(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return collections.every((key) => record[key] === undefined || Array.isArray(record[key]));
}

/**
 * The site's data, one lowdb JSON file. Its adapter writes a temporary file, syncs it to disk and renames it over
 * the old one, so a crash leaves either the old or the new file, never half of one, and it queues writes.
 * Changes are made on a copy and swapped in only once they validate, so a failed change leaves nothing behind.
 */
export class Store {
  private constructor(
    private readonly db: Low<Data>,
    readonly file: string,
  ) {}

  static async open(dataDir: string): Promise<Store> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'db.json');
    const adapter = new DurableJsonFile<Data>(file);
    const db = new Low<Data>(adapter, empty());
    // Never reset or overwrite a file we cannot read: the owner's data may still be recoverable by hand.
    const refuse = (problem: string) =>
      new DataFileError(
        `The data file ${file} ${problem}. It has been left untouched; fix it or restore it from a backup, then start again.`,
      );
    let parsed: unknown;
    try {
      parsed = await adapter.read();
    } catch (error) {
      throw refuse(`could not be read (${(error as Error).message})`);
    }
    const exists = await stat(file).then(
      () => true,
      () => false,
    );
    if (exists && !looksLikeData(parsed))
      throw refuse("does not hold the site's data (expected a JSON object of lists)");
    db.data = { ...empty(), ...(parsed as Partial<Data> | null) };
    return new Store(db, file);
  }

  get data(): Readonly<Data> {
    return this.db.data;
  }

  /** Runs `change` on a copy of the data, then makes it current and writes it; resolves once it is on disk. */
  async update<T>(change: (draft: Data) => T): Promise<T> {
    const previous = this.db.data;
    const draft = structuredClone(previous);
    const result = change(draft);
    this.db.data = draft;
    try {
      await this.db.write();
    } catch (error) {
      if (this.db.data === draft) this.db.data = previous;
      throw error;
    }
    return result;
  }

  /** Resolves once every write queued so far is on disk. */
  async flush(): Promise<void> {
    await this.db.write();
  }
}
