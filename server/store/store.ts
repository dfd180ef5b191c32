import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Booking } from '../../contract/booking.ts';
import { paymentWithDefaults } from '../../contract/booking-shares.ts';
import type { Faq } from '../../contract/faq.ts';
import type { GalleryItem } from '../../contract/gallery.ts';
import type { LessonSubmission } from '../../contract/lesson-submission.ts';
import type { Policy } from '../../contract/policy.ts';
import { followedPolicies, withRuleTextsFollowing } from '../../contract/rule-texts.ts';
import type { TeamArtist } from '../../contract/team.ts';
import type { Payout } from '../../contract/payout.ts';
import type { ProgressTap } from '../../contract/progress.ts';
import type { Trip, TripEdit } from '../../contract/mileage.ts';
import type { Testimonial } from '../../contract/testimonial.ts';
import type { Vendor } from '../../contract/vendor.ts';
import { type SiteSettings } from '../../contract/site-settings.ts';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_SITE_SETTINGS } from '../../contract/site-settings-defaults.ts';
import type { ScheduleService, WeddingSchedule } from '../../contract/wedding-schedule.ts';
import { isCalendarFeedToken } from '../bookings/calendar-feed-token.ts';
import { createDraft, deepFreeze } from './draft.ts';
import { DurableJsonFile } from './durable-json-file.ts';
import { JsonPieces } from './json-pieces.ts';
import {
  RECORD_SCHEMAS,
  recordProblem,
  settingsProblem,
  type AdminSessionRecord,
  type AgreementVersionRecord,
  type AlertOutboxRecord,
  type ClientEmailRecord,
  type BookingRecord,
  type LookRecord,
  type PasskeyRecord,
  type PrivatePhotoRecord,
  type PushSubscriptionRecord,
  type PartyPushSubscriptionRecord,
  type RecordCollection,
  upgradedBooking,
} from './records.ts';

export interface Data {
  testimonials: Testimonial[];
  gallery: GalleryItem[];
  faqs: Faq[];
  policies: Policy[];
  vendors: Vendor[];
  lessonSubmissions: (LessonSubmission & { alertSentAt?: string })[];
  weddingSchedules: WeddingSchedule[];
  scheduleServices: ScheduleService[];
  /** Devices logged in to the dashboard (hashed tokens), at most MAX_SESSIONS. */
  adminSessions: AdminSessionRecord[];
  /** The owner's passkeys (public keys only). */
  passkeys: PasskeyRecord[];
  /** E-mail alerts for new questionnaires not yet delivered (and those given up on). */
  alertOutbox: AlertOutboxRecord[];
  /** Devices that get a push notification for each new questionnaire, at most MAX_PUSH_DEVICES. */
  pushSubscriptions: PushSubscriptionRecord[];
  /** Party people's devices for "You're next", at most 3 a person, gone after the wedding. Missing in older files: none. */
  partyPushSubscriptions: PartyPushSubscriptionRecord[];
  /** Her bookings: the business side of each event, a wedding's owning its schedule (`scheduleId`). */
  bookings: Booking[];
  /**
   * The booking agreements' kept versions: each signed one (never edited), and a version she opened unsigned to
   * void a signature. A booking's current unsigned text is made on demand (server/agreement/versions.ts).
   */
  agreementVersions: AgreementVersionRecord[];
  /**
   * Private photos (a person's inspiration photos, her look's): their owner and size; the files are under
   * DATA_DIR/private-photos/, never under uploads/ (server/private-photos/private-photo-store.ts).
   */
  privatePhotos: PrivatePhotoRecord[];
  /** Each person's look from her trial (server/looks/), kept as long as her booking. */
  looks: LookRecord[];
  /** The wedding mornings' Start / Done / Undo taps, as they came (issue 42). Missing in older files: none. */
  progressTaps: ProgressTap[];
  /** Her clients' automatic e-mails, queued or sent (server/client-emails/). Missing in older files: none. */
  clientEmails: ClientEmailRecord[];
  /** Her team's artists (contract/team.ts); she, the lead, is never stored. Missing in older files: none. */
  team: TeamArtist[];
  /** What she paid her team's artists (contract/payout.ts). Missing in older files: none. */
  payouts: Payout[];
  /** Her mileage log's trips added by hand (contract/mileage.ts). Missing in older files: none. */
  trips: Trip[];
  /** Her corrected miles and kept cancelled trips, for the log's rows made from bookings. Missing in older files: none. */
  tripEdits: TripEdit[];
  /** The owner's business facts (Site Settings); the defaults until she saves her own. */
  siteSettings: SiteSettings & { updatedAt?: string };
  /** Set once the starting content has been written, so it is never written over the owner's edits. */
  seededAt: string | null;
  /**
   * The secret of her calendar subscription address, made when she first asks for the link; kept here so a backup
   * carries it (server/bookings/calendar-feed-token.ts).
   */
  calendarFeedToken?: string;
}

export type Collection = Exclude<keyof Data, 'seededAt' | 'siteSettings' | 'calendarFeedToken'>;

const empty = (): Data => ({
  testimonials: [],
  gallery: [],
  faqs: [],
  policies: [],
  vendors: [],
  lessonSubmissions: [],
  weddingSchedules: [],
  scheduleServices: [],
  adminSessions: [],
  passkeys: [],
  alertOutbox: [],
  clientEmails: [],
  pushSubscriptions: [],
  partyPushSubscriptions: [],
  bookings: [],
  agreementVersions: [],
  privatePhotos: [],
  looks: [],
  progressTaps: [],
  team: [],
  payouts: [],
  trips: [],
  tripEdits: [],
  siteSettings: structuredClone(DEFAULT_SITE_SETTINGS),
  seededAt: null,
});

export class DataFileError extends Error {}

const collections = Object.keys(RECORD_SCHEMAS) as RecordCollection[];

/** What is wrong with the file's contents, or undefined when every collection and record is sound. */
export function dataProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return "does not hold the site's data (expected a JSON object of lists)";
  }
  const record = value as Record<string, unknown>;
  for (const collection of collections) {
    const items = record[collection];
    if (items === undefined) continue;
    if (!Array.isArray(items)) return `does not hold the site's data ("${collection}" should be a list)`;
    for (const [index, item] of items.entries()) {
      const problem = recordProblem(collection, item);
      if (problem) return `has a bad record: "${collection}" item ${index + 1} (${collection}[${index}]) ${problem}`;
    }
  }
  if (record.siteSettings !== undefined) {
    const problem = settingsProblem(withSettingsAdded(record.siteSettings));
    if (problem) return `has bad site settings: they ${problem}`;
  }
  if (record.calendarFeedToken !== undefined && !isCalendarFeedToken(record.calendarFeedToken)) {
    return 'has a bad calendar link secret ("calendarFeedToken" should be 43 letters, digits, - or _)';
  }
  return undefined;
}

/**
 * Settings stored before her booking rules existed take their first-run defaults, so an older data file (or
 * backup) loads as it is; anything that is not a settings object is left for the check to refuse.
 */
function withSettingsAdded(settings: unknown): unknown {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) return settings;
  return { ...structuredClone(DEFAULT_BOOKING_SETTINGS), ...settings };
}

/**
 * Sound data (see dataProblem) as a start loads it: older files get the lists and settings added since. A rule text
 * still as the first run wrote it (the on-location line, the minimum note, a seeded policy) is written from her
 * settings, as a save of them does (contract/rule-texts.ts): a file whose words never followed her numbers loads
 * with words that do. Her own words are left as they are.
 */
export function withLoadDefaults(parsed: Partial<Data> | null): Data {
  const loaded = { ...empty(), ...parsed };
  const settings = withSettingsAdded(loaded.siteSettings) as Data['siteSettings'];
  return {
    ...loaded,
    siteSettings: withRuleTextsFollowing(settings, DEFAULT_SITE_SETTINGS),
    policies: followedPolicies(loaded.policies, DEFAULT_SITE_SETTINGS, settings) as Policy[],
    // Payments stored before who-pays-what read as the client's, with no tip; bookings stored before people had
    // several services, as one person per line (records.ts upgradedBooking).
    bookings: (loaded.bookings as BookingRecord[]).map((booking) =>
      upgradedBooking({ ...booking, payments: booking.payments.map(paymentWithDefaults) }),
    ),
  };
}

/** See Store.follow: a further change for what a change did, or undefined when it needs none. */
export type Follower = (before: Readonly<Data>, after: Readonly<Data>) => ((draft: Data) => void) | undefined;

/** One write to disk, shared by every change made while the write before it was under way. */
interface Batch {
  /** The data to write: the newest state that includes every change in this batch. */
  data: Data;
  /** Settles once the batch is on disk, or with the error that kept it from getting there. */
  done: Promise<void>;
  /** Set when the batch before this one failed: its changes were made on top of data that never reached disk. */
  doomed?: unknown;
}

/**
 * The site's data, one JSON file. Its adapter writes a temporary file, syncs it to disk and renames it over the old
 * one, so a crash leaves either the old or the new file, never half of one.
 *
 * A write that reports failure has not happened: changes are made on a draft and grouped into batches, one write
 * per batch. Readers (`data`) see only what is on disk. When a write fails, every caller whose change was in it
 * gets the error, so do the callers of the batch queued behind it (their changes were made on top of the failed
 * one), and the data in memory goes back to what is on disk.
 *
 * A write costs the main thread what it changed, not what is stored: committed data is frozen, a change's draft
 * copies only the objects it writes to (draft.ts), and the file's text is kept in pieces per record, so only new
 * and changed records are turned into text and encoded (json-pieces.ts).
 */
export class Store {
  /** What is on disk: all that readers see. */
  private committed: Data;
  /** What is on disk plus every change queued for writing; changes are made on top of this. */
  private working: Data;
  private open: Batch | null = null;
  private running: Promise<void> = Promise.resolve();

  private constructor(
    private readonly adapter: DurableJsonFile<Data>,
    private readonly pieces: JsonPieces,
    data: Data,
    readonly file: string,
  ) {
    this.committed = data;
    this.working = data;
  }

  static async open(dataDir: string): Promise<Store> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'db.json');
    const pieces = new JsonPieces();
    const adapter = new DurableJsonFile<Data>(file, (data) => pieces.of(data));
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
    const problem = exists ? dataProblem(parsed) : undefined;
    if (problem) throw refuse(problem);
    // Frozen: committed data is never written to (changes copy what they touch), which keeps its cached text true.
    const data: Data = deepFreeze(withLoadDefaults(parsed as Partial<Data> | null));
    // Every record's text now, before anyone is served, rather than on the first write.
    pieces.of(data);
    return new Store(adapter, pieces, data, file);
  }

  get data(): Readonly<Data> {
    return this.committed;
  }

  private readonly listeners = new Set<() => void>();
  private readonly followers: Follower[] = [];

  /**
   * Adds `follower` to every change, in the same write: given the data before and after the change, it may answer a
   * further change that keeps facts made from others in step (a booking agreement's version numbers follow its
   * text: server/agreement/versions.ts), so no change, whoever makes it, can leave them behind.
   */
  follow(follower: Follower): void {
    this.followers.push(follower);
  }

  private readonly failureListeners = new Set<(error: unknown) => void>();

  /** Calls `listener` with the error of every write that failed (/api/health then says so at once). */
  onWriteFailed(listener: (error: unknown) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** Calls `listener` after every write that reached the disk (to render pages ahead of visitors, say). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `change` on a draft of the data, then writes it; resolves once it is on disk, and only then shows it.
   * The draft behaves as a copy of the data (see draft.ts); what `change` returns comes back without drafts in it.
   */
  async update<T>(change: (draft: Data) => T): Promise<T> {
    const { draft, finish } = createDraft(this.working);
    const finished = finish(change(draft));
    const { result } = finished;
    let { data } = finished;
    for (const follower of this.followers) {
      const more = follower(this.working, data);
      if (!more) continue;
      const next = createDraft(data);
      more(next.draft);
      data = next.finish(undefined).data;
    }
    this.working = data;
    const batch = (this.open ??= this.queueBatch(data));
    batch.data = data;
    await batch.done;
    return result;
  }

  /**
   * What is on disk, as the bytes of db.json in order (JSON.stringify(data, null, 2)), for a backup: consistent
   * whatever is written meanwhile, and cheap, since only records changed since the last write are turned into text.
   * Write them with writev or a stream, or `Buffer.concat` them.
   */
  snapshot(): Buffer[] {
    return this.pieces.of(this.committed);
  }

  /** The same as one string. */
  snapshotText(): string {
    return Buffer.concat(this.snapshot()).toString('utf8');
  }

  private queueBatch(data: Data): Batch {
    const batch: Batch = { data, done: Promise.resolve() };
    batch.done = this.running.then(async () => {
      // From here on, new changes go into a batch of their own: this one has taken its data.
      if (this.open === batch) this.open = null;
      if (batch.doomed !== undefined) throw batch.doomed;
      try {
        await this.adapter.write(batch.data);
        this.committed = batch.data;
        for (const listener of this.listeners) listener();
      } catch (error) {
        this.working = this.committed;
        if (this.open) {
          this.open.doomed = error;
          this.open = null;
        }
        for (const listener of this.failureListeners) listener(error);
        throw error;
      }
    });
    this.running = batch.done.catch(() => {});
    return batch;
  }

  /** Resolves once every write queued so far has settled. */
  async flush(): Promise<void> {
    await this.running;
  }
}
