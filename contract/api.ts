import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AdminSessionAnswer, PasskeyInfo, SignedInDevice } from './admin-auth.ts';
import type { AgreementVersion, SignatureRecord, SigningLink, SigningView } from './agreement.ts';
import type { AvailabilityAnswer, CalendarLink, TravelEstimate } from './availability.ts';
import type { BackupCode, KeptBackup, RestoreAnswer, RestoreCheck } from './backups.ts';
import type { BookingAnswer } from './booking.ts';
import type { BooksYear } from './books.ts';
import type { Trip } from './mileage.ts';
import type { CallSheet } from './call-sheet.ts';
import type { TeamMember } from './team.ts';
import type { Payout } from './payout.ts';
import type { PayoutsYear } from './payouts-year.ts';
import type { DayView } from './day-link.ts';
import type { FacesView } from './faces.ts';
import type { Faq, PublicFaq } from './faq.ts';
import type { PartyCard, PartyIntakeAnswer } from './party-link.ts';
import type { PartyPushAnswer } from './party-push.ts';
import type { GalleryItem, PublicGalleryItem } from './gallery.ts';
import type { AlertSettingsAnswer, PushDevice } from './inquiry-alerts.ts';
import type { LessonSubmissionListItem, LessonSubmissionPage } from './lesson-submission-list.ts';
import type { LessonSubmission } from './lesson-submission.ts';
import type { Look } from './look.ts';
import type { Policy, PublicPolicy } from './policy.ts';
import type { ProgressAnswer } from './progress.ts';
import type { PublicSiteSettings, SiteSettings } from './site-settings.ts';
import type { PublicTestimonial, Testimonial } from './testimonial.ts';
import type { ThankYouView } from './thank-you.ts';
import type { PublicVendor, Vendor } from './vendor.ts';
import type { ClientSchedule, ScheduleService, ScheduleServicesWritten, WeddingSchedule } from './wedding-schedule.ts';

// Every route of the API, in one table: its method, its path (written once, here) and the type of its answer. The
// server registers its routes from it (server/routes/context.ts `on`), the app calls the API through it
// (app/shared/api-client.ts `call`), and server/routes/api-table.test.ts checks the two hold the same routes.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the API's paths start, and the owner's (the admin guard's) among them. */
export const API_PREFIX = '/api';
export const ADMIN_API_PREFIX = '/api/admin';

declare const phantom: unique symbol;
/** A type the table records for the compiler only: at run time it is an empty object. */
export interface Phantom<T> {
  readonly [phantom]?: T;
}
/** `answer: as<Faq[]>()`: the answer's type, for the compiler. */
export const as = <T>(): Phantom<T> => ({});

/** The names of a pattern's parameters: `'id'` for `/api/admin/faqs/:id`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a pattern's parameters. */
export type RouteParams<P extends string> = { readonly [Name in ParamName<P>]: string };

/** Builds the path to send: without parameters for a fixed path, with a value for each one otherwise. */
type PathBuilder<P extends string> = [ParamName<P>] extends [never] ? () => string : (params: RouteParams<P>) => string;

/** A file the browser downloads by following the path (a link with `download`): not JSON, not for `call`. */
export interface FileDownload {
  readonly download: true;
}

/** What a route that pages is asked for a page with (`?page=2&pageSize=20&q=Sacramento`). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  q?: string;
}

/** Nothing: a 204 No Content. */
export type NoContent = undefined;

/** What most writes that return no record answer. */
export interface Ok {
  ok: true;
}

export interface Route<M extends Method = Method, P extends string = string, A = unknown, Paged = unknown> {
  readonly method: M;
  /** The whole path, `:name` for each parameter, as Koa's router reads it (less the router's prefix). */
  readonly pattern: P;
  /** The answer's type (a phantom: nothing at run time). */
  readonly answer: Phantom<A>;
  /** The answer's type when the query asks for a page (`page`, `pageSize`, `q`), for the routes that page. */
  readonly pagedAnswer?: Phantom<Paged>;
  /**
   * Answered ahead of the routers from bytes made once per change (server/routes/public-reads.ts), not by a router
   * route.
   */
  readonly publicRead?: true;
  /** The path to send, each parameter percent-encoded. */
  readonly path: PathBuilder<P>;
}

/** Any route of the table, whatever its parameters. */
export interface AnyRoute {
  readonly method: Method;
  readonly pattern: string;
  readonly answer: Phantom<unknown>;
  readonly pagedAnswer?: Phantom<unknown>;
  readonly publicRead?: true;
  readonly path: (...params: never[]) => string;
}

/** A route answering a list of `T` (its parameters, if any, given with it). */
export type ListRoute<T> = AnyRoute & { readonly method: 'GET'; readonly answer: Phantom<T[]> };

/** The owner's list, create, update and delete of one kind of record, as `records` makes them. */
export interface RecordRoutes<T> {
  list: ListRoute<T>;
  create: AnyRoute & { readonly method: 'POST'; readonly answer: Phantom<T> };
  update: AnyRoute & { readonly method: 'PUT'; readonly answer: Phantom<T> };
  remove: AnyRoute & { readonly method: 'DELETE' };
}

/** What a route answers: with `Paged`, what it answers to a query asking for a page. */
export type AnswerOf<R, Paged extends boolean = false> =
  R extends Route<Method, string, infer A, infer P> ? (Paged extends true ? P : A) : never;

/** The parameters a route's path needs (an empty object for a fixed path). */
export type ParamsOf<R> = R extends Route<Method, infer P> ? RouteParams<P> : never;

/** The path of a pattern, each `:name` replaced by its value percent-encoded (a function replacer: values are data). */
function pathOf(pattern: string): (params?: Readonly<Record<string, string>>) => string {
  return (params = {}) =>
    pattern.replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
      return encodeURIComponent(value);
    });
}

const route =
  <M extends Method>(method: M) =>
  <P extends string, A, Paged = never>(
    pattern: P,
    answer: Phantom<A>,
    extra: { pagedAnswer?: Phantom<Paged>; publicRead?: true } = {},
  ): Route<M, P, A, Paged> => ({ method, pattern, answer, ...extra, path: pathOf(pattern) as PathBuilder<P> });

const get = route('GET');
const post = route('POST');
const put = route('PUT');
const del = route('DELETE');

/** The owner's list, create, update and delete of one kind of record (`/things`, `/things/:id`). */
const records = <P extends string, T>(pattern: P, _record: Phantom<T>) => ({
  list: get(pattern, as<T[]>()),
  create: post(pattern, as<T>()),
  update: put(`${pattern}/:id`, as<T>()),
  remove: del(`${pattern}/:id`, as<Ok>()),
});

/** A public read: what visitors see, answered by the public reads ahead of the routers. */
const publicRead = <P extends string, A>(pattern: P, answer: Phantom<A>) => get(pattern, answer, { publicRead: true });

/** A phone's device token for refreshing its saved schedule (sent and answered in this header). */
export const SCHEDULE_TOKEN_HEADER = 'x-schedule-token';

/**
 * A private link's token (what follows `#` in its address), sent by its page in this header: never in a path or a
 * query, so never in an address a log, a proxy or a browser's history keeps (server/links/private-links.ts).
 */
export const LINK_TOKEN_HEADER = 'x-link-token';

/** GET /api/health: whether the server can write its data, for a monitor. */
export interface HealthAnswer {
  status: 'ok' | 'error';
  version: string;
  uptimeSeconds: number;
  /** `ok`, or what is wrong with the data folder. */
  dataFile: string;
}

/** A photo the server stored from an upload, at its two widths. */
export interface UploadedImage {
  imageUrl: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export const api = {
  // ---- Public (router prefix /api) ----
  health: get('/api/health', as<HealthAnswer>()),
  /** What visitors see of the owner's Site Settings. */
  site: publicRead('/api/site', as<PublicSiteSettings>()),
  /** The public lists, by the name pages ask for them with. */
  publicLists: {
    faqs: publicRead('/api/faqs', as<PublicFaq[]>()),
    policies: publicRead('/api/policies', as<PublicPolicy[]>()),
    testimonials: publicRead('/api/testimonials', as<PublicTestimonial[]>()),
    gallery: publicRead('/api/gallery', as<PublicGalleryItem[]>()),
    vendors: publicRead('/api/recommended-vendors', as<PublicVendor[]>()),
  },
  /** The contact page's lesson questionnaire. */
  lessonSubmission: post('/api/lesson-submissions', as<Ok>()),
  weddingSchedule: {
    /** The bride's lookup by PIN (the PIN sits in the path, as the spec has it); the device token comes with it. */
    byPin: get('/api/wedding-schedule/:pin', as<ClientSchedule>()),
    /** A saved schedule's refresh, by device token in `SCHEDULE_TOKEN_HEADER` (a 304 with `If-None-Match`). */
    saved: get('/api/wedding-schedule', as<ClientSchedule>()),
    verifyPin: post('/api/verify-pin', as<{ success: true; message: string }>()),
    /**
     * The last round's signing by PIN or by the saved phone's device token: the whole party holds the PIN, so these
     * only answer 403 saying she signs from her link (a wrong PIN still counts as a guess).
     */
    signByPin: post('/api/wedding-schedule/:pin/agreement', as<SignatureRecord>()),
    signSaved: post('/api/wedding-schedule/agreement', as<SignatureRecord>()),
    /** The agreement as a PDF, by PIN or by device token (the page fetches it and saves the file). */
    agreementPdfByPin: get('/api/wedding-schedule/:pin/agreement.pdf', as<FileDownload>()),
    agreementPdfSaved: get('/api/wedding-schedule/agreement.pdf', as<FileDownload>()),
  },
  /** The signing page's agreement, and her signing (`SignAgreementInput`), by the token of her signing link. */
  signing: {
    get: get('/api/signing', as<SigningView>()),
    sign: post('/api/signing', as<SignatureRecord>()),
  },
  /**
   * One person's party link (`/party#<token>`): her card, her intake and her inspiration photos, by the token in
   * `LINK_TOKEN_HEADER` and, once a phone has claimed the link, its device token in `PARTY_DEVICE_HEADER`.
   */
  party: {
    /** Her card; the first call from a phone without a device token claims the link (and answers the token). */
    get: get('/api/party', as<PartyCard>()),
    /** `IntakeInput`: 400 names the field, 423 after the count lock, 403 from another phone. */
    intake: put('/api/party/intake', as<PartyCard>()),
    /** An inspiration photo, multipart field `photo`: 400/413/429 at `photo`, 403 for a minor's link. */
    addPhoto: post('/api/party/photos', as<PartyCard>()),
    removePhoto: del('/api/party/photos/:photoId', as<PartyCard>()),
    /** The photo itself (image/jpeg, `private, no-store`). */
    photo: get('/api/party/photos/:photoId', as<FileDownload>()),
    /** This phone's PushSubscription JSON, for "You're next" (issue 42): 400 names the field, 403 another phone. */
    addPush: post('/api/party/push-subscription', as<PartyPushAnswer>()),
    /** Turns "You're next" off: every subscription of hers goes (403 from another phone). */
    removePush: del('/api/party/push-subscription', as<PartyPushAnswer>()),
  },
  /** A team artist's call sheet (`/call-sheet#<token>`): her chairs of one wedding, by `LINK_TOKEN_HEADER`. */
  callSheet: {
    get: get('/api/call-sheet', as<CallSheet>()),
    /** A photo of one of her faces (her look's, her inspiration), by the same token. */
    photo: get('/api/call-sheet/photos/:photoId', as<FileDownload>()),
  },
  /**
   * The bride's thank-you link (`/thank-you#<token>`, token in `LINK_TOKEN_HEADER`): her name, the day, the review
   * links and her testimonial; `put` (`ThankYouInput`) writes her one testimonial, 400 naming the field, 423 once
   * published.
   */
  thankYou: {
    get: get('/api/thank-you', as<ThankYouView>()),
    put: put('/api/thank-you', as<ThankYouView>()),
  },
  /**
   * A team artist's taps from her call sheet (issue 42), by its `LINK_TOKEN_HEADER`: her chairs' board, and
   * `ProgressTapInput` for a service of her chairs on the wedding's day (403 for another chair or another day).
   */
  callSheetProgress: {
    history: get('/api/call-sheet/progress', as<ProgressAnswer>()),
    tap: post('/api/call-sheet/progress', as<ProgressAnswer>()),
  },
  /** The day link's read-only morning (`/day#<token>`), by the token in `LINK_TOKEN_HEADER` (issue 42). */
  day: get('/api/day', as<DayView>()),
  /** "Is my date open?": which days are limited or booked (`?from=&to=`), never whose. */
  availability: get('/api/availability', as<AvailabilityAnswer>()),
  /** Miles (rounded up to 5) and travel fee from her home to a ZIP (`?zip=95603`); a few an hour per address. */
  travelEstimate: get('/api/travel-estimate', as<TravelEstimate>()),
  /** Her private calendar subscription: `file` is `{token}.ics`. */
  calendarFeed: get('/api/calendar/:file', as<FileDownload>()),

  // ---- The owner's (router prefix /api/admin, behind the admin guard) ----
  /** Checks the admin key header. */
  adminLogin: post('/api/admin/login', as<Ok>()),
  adminSession: {
    /** Who is logged in (null for the admin key header). */
    get: get('/api/admin/session', as<AdminSessionAnswer>()),
    /** `{key}`: log in and get the session cookie. */
    start: post('/api/admin/session', as<AdminSessionAnswer>()),
    /** Log this device out. */
    end: del('/api/admin/session', as<NoContent>()),
  },
  adminSessions: {
    /** The signed-in devices. */
    list: get('/api/admin/sessions', as<SignedInDevice[]>()),
    /** Sign out everywhere. */
    endAll: del('/api/admin/sessions', as<NoContent>()),
    /** Sign out one device. */
    end: del('/api/admin/sessions/:id', as<NoContent>()),
  },
  adminPasskeys: {
    list: get('/api/admin/passkeys', as<PasskeyInfo[]>()),
    registrationOptions: post('/api/admin/passkeys/registration-options', as<PublicKeyCredentialCreationOptionsJSON>()),
    register: post('/api/admin/passkeys/registration', as<PasskeyInfo>()),
    authenticationOptions: post(
      '/api/admin/passkeys/authentication-options',
      as<PublicKeyCredentialRequestOptionsJSON>(),
    ),
    authenticate: post('/api/admin/passkeys/authentication', as<AdminSessionAnswer>()),
    /** `{name}` */
    rename: put('/api/admin/passkeys/:id', as<PasskeyInfo>()),
    remove: del('/api/admin/passkeys/:id', as<NoContent>()),
  },
  /** The owner's Site Settings, whole. */
  adminSite: {
    get: get('/api/admin/site', as<SiteSettings>()),
    save: put('/api/admin/site', as<SiteSettings>()),
  },
  adminTestimonials: records('/api/admin/testimonials', as<Testimonial>()),
  adminGallery: records('/api/admin/gallery', as<GalleryItem>()),
  adminFaqs: records('/api/admin/faqs', as<Faq>()),
  adminPolicies: records('/api/admin/policies', as<Policy>()),
  adminVendors: records('/api/admin/recommended-vendors', as<Vendor>()),
  /** A photo, multipart field `image`. */
  adminUpload: post('/api/admin/upload', as<UploadedImage>()),
  adminLessonSubmissions: {
    /** All of them, newest first; with `page`, `pageSize` or `q`, one page of those matching. */
    list: get('/api/admin/lesson-submissions', as<LessonSubmissionListItem[]>(), {
      pagedAnswer: as<LessonSubmissionPage>(),
    }),
    markRead: put('/api/admin/lesson-submissions/:id/read', as<LessonSubmission>()),
    remove: del('/api/admin/lesson-submissions/:id', as<Ok>()),
  },
  adminAlerts: {
    /** Whether e-mail alerts are on, and the devices that get push notifications. */
    get: get('/api/admin/alerts', as<AlertSettingsAnswer>()),
    /** Sends her a test e-mail at once, through the configured mail server. */
    testEmail: post('/api/admin/alerts/test-email', as<Ok & { to: string | null }>()),
  },
  adminPushSubscriptions: {
    /** Adds this device's push subscription. */
    add: post('/api/admin/push-subscriptions', as<Omit<PushDevice, 'endpoint'>>()),
    /** Stops notifications to one device. */
    remove: del('/api/admin/push-subscriptions/:id', as<Ok>()),
  },
  adminWeddingSchedules: records('/api/admin/wedding-schedules', as<WeddingSchedule>()),
  adminScheduleServices: {
    list: get('/api/admin/wedding-schedules/:id/services', as<ScheduleService[]>()),
    create: post('/api/admin/wedding-schedules/:id/services', as<ScheduleService>()),
    /** Many services in one update: the timeline builder, a shift and its undo. */
    write: put('/api/admin/wedding-schedules/:id/services', as<ScheduleServicesWritten>()),
    update: put('/api/admin/schedule-services/:id', as<ScheduleService>()),
    remove: del('/api/admin/schedule-services/:id', as<Ok>()),
  },
  /**
   * The bride's page as she sees it, for the signed-in owner's preview: the very answer (and device token) the PIN
   * lookup gives, found by the schedule's id, with no PIN and no guess counted. Behind the admin guard like the rest.
   */
  adminBridePage: get('/api/admin/wedding-schedules/:id/bride-page', as<ClientSchedule>()),
  /** The live morning's taps (issue 42): `ProgressTapInput`, 400 naming the field; GET: the history. */
  adminProgress: {
    tap: post('/api/admin/wedding-schedules/:id/progress', as<ProgressAnswer>()),
    history: get('/api/admin/wedding-schedules/:id/progress', as<ProgressAnswer>()),
  },
  adminBookings: {
    /**
     * `remove` takes `?schedule=delete` (its wedding schedule goes too) or `?schedule=keep` (the schedule stays, with
     * no booking): required when the booking has a schedule, 400 naming `schedule` without it. `create` takes
     * `scheduleId` instead of `pin` to turn an existing schedule into the booking.
     */
    ...records('/api/admin/bookings', as<BookingAnswer>()),
    get: get('/api/admin/bookings/:id', as<BookingAnswer>()),
    /** `PaymentInput`; answers the booking with the payment in it. */
    addPayment: post('/api/admin/bookings/:id/payments', as<BookingAnswer>()),
    removePayment: del('/api/admin/bookings/:id/payments/:paymentId', as<BookingAnswer>()),
    /** "Use today's prices": the quote made again from today's price list, travel rule and retainer. */
    reprice: post('/api/admin/bookings/:id/reprice', as<BookingAnswer>()),
    /** The agreement's versions, each with its signature record. */
    agreement: get('/api/admin/bookings/:id/agreement', as<AgreementVersion[]>()),
    /** `?version=N`, the current one without. */
    agreementPdf: get('/api/admin/bookings/:id/agreement.pdf', as<FileDownload>()),
    /** `{ signedOn }`: she marks a paper copy of the current version as signed. */
    agreementPaper: post('/api/admin/bookings/:id/agreement/paper', as<AgreementVersion[]>()),
    /** Voids a signature the only way there is: a new version, unsigned. */
    agreementNewVersion: post('/api/admin/bookings/:id/agreement/new-version', as<AgreementVersion[]>()),
    /** Her client's signing link, while one is valid (null before the first and after 30 days). */
    signingLink: get('/api/admin/bookings/:id/signing-link', as<{ link: SigningLink | null }>()),
    /** A new signing link, valid 30 days; the one before stops working at once. */
    renewSigningLink: post('/api/admin/bookings/:id/signing-link', as<{ link: SigningLink }>()),
    /** A new thank-you link for the booking: the one before answers 410 from now on. */
    thankYouLink: post('/api/admin/bookings/:id/thank-you-link', as<BookingAnswer>()),
    /** A new party link for one person: the one before answers 410 from now on. */
    partyLink: post('/api/admin/bookings/:id/party/:personId/link', as<BookingAnswer>()),
    /** Releases her link's phone: the next phone that opens it claims it. */
    /** A new call-sheet link for one team artist of the wedding: the one before answers 410 from now on. */
    callSheetLink: post('/api/admin/bookings/:id/call-sheets/:artistId/link', as<BookingAnswer>()),
    partyRelease: post('/api/admin/bookings/:id/party/:personId/release', as<BookingAnswer>()),
    /** Her intake and inspiration photos, for the dashboard. */
    partyIntake: get('/api/admin/bookings/:id/party/:personId/intake', as<PartyIntakeAnswer>()),
    /** One of her photos (image/jpeg, `private, no-store`). */
    partyPhoto: get('/api/admin/bookings/:id/party/:personId/photos/:photoId', as<FileDownload>()),
    /** `Trial` (contract/trial.ts): sets her trial; 400 names `date`, `time`, `place` or `address`. */
    setTrial: put('/api/admin/bookings/:id/trial', as<BookingAnswer>()),
    removeTrial: del('/api/admin/bookings/:id/trial', as<BookingAnswer>()),
    /** One person's look (contract/look.ts); an empty one before the first save. */
    look: get('/api/admin/bookings/:id/party/:personId/look', as<Look>()),
    /** `{ lines, lashes, notes, bring }`: 400 names the field (`lines.2.shade`, `bring.0`). */
    saveLook: put('/api/admin/bookings/:id/party/:personId/look', as<Look>()),
    /** A trial photo, multipart field `photo` (at most 6): 400/413/429 at `photo`. */
    addLookPhoto: post('/api/admin/bookings/:id/party/:personId/look/photos', as<Look>()),
    removeLookPhoto: del('/api/admin/bookings/:id/party/:personId/look/photos/:photoId', as<Look>()),
    /** The photo itself (image/jpeg, `private, no-store`). */
    lookPhoto: get('/api/admin/bookings/:id/party/:personId/look/photos/:photoId', as<FileDownload>()),
    /** A wedding's Faces: every person's card in chair order and the kit list, in one answer for the offline copy. */
    faces: get('/api/admin/bookings/:id/faces', as<FacesView>()),
    /** The photographer's day link (issue 42): the current one, made at first; `{ renew: true }` retires it for a new one. */
    dayLink: post('/api/admin/bookings/:id/day-link', as<{ link: string }>()),
  },
  /** Her team: the lead (her, from Site Settings) first, then her artists; she cannot be changed or deleted here. */
  adminTeam: records('/api/admin/team', as<TeamMember>()),
  /**
   * What she owes her team for `?year=YYYY` (`PayoutsYear`): each artist's weddings with pay, paid and owed, her
   * payouts and the year's 1099-NEC total. `create`/`update` take `PayoutInput`, 400 naming the field.
   */
  adminPayouts: {
    list: get('/api/admin/payouts', as<PayoutsYear>()),
    create: post('/api/admin/payouts', as<Payout>()),
    update: put('/api/admin/payouts/:id', as<Payout>()),
    remove: del('/api/admin/payouts/:id', as<Ok>()),
  },
  /** Her books for `?year=YYYY`: month by month and in total, in cents, with the year's mileage log. */
  adminBooks: {
    get: get('/api/admin/books', as<BooksYear>()),
  },
  /**
   * Her mileage log's rows. `create` (`TripInput`) adds a trip by hand. `update` of a hand-added trip takes
   * `TripInput`; of a row made from a booking (`booking:{id}`, `trial:{id}`) `TripEditInput` (`{ miles, keep }`).
   * `remove` deletes a hand-added trip, or puts a booking's row back as the booking has it.
   */
  adminTrips: {
    create: post('/api/admin/trips', as<Trip>()),
    update: put('/api/admin/trips/:id', as<Ok>()),
    remove: del('/api/admin/trips/:id', as<Ok>()),
  },
  /** Exact miles and travel fee from her home to a ZIP (`?zip=95603`), for a booking's quote; the public one rounds. */
  adminTravelEstimate: get('/api/admin/travel-estimate', as<TravelEstimate>()),
  /** Her private calendar subscription address; POST makes a new one and retires the old at once. */
  adminCalendarLink: {
    get: get('/api/admin/calendar-link', as<CalendarLink>()),
    renew: post('/api/admin/calendar-link', as<CalendarLink>()),
  },
  adminBackups: {
    /** A backup made now, streamed as a .tar.gz download. */
    download: get('/api/admin/backup', as<FileDownload>()),
    /** The backups kept on the server: nightly ones and those made before a restore. */
    list: get('/api/admin/backups', as<KeptBackup[]>()),
    /** One kept backup, by its name from the list. */
    kept: get('/api/admin/backups/:name', as<FileDownload>()),
    /** Replaces everything with an uploaded backup, multipart field `backup` (and `code`, her backup code). */
    restore: post('/api/admin/restore', as<RestoreAnswer>()),
    /** Checks an uploaded backup as a restore would, changing nothing; keeps it for `restoreChecked`. */
    check: post('/api/admin/restore/check', as<RestoreCheck>()),
    /** Restores the backup checked last, by the id `check` gave (JSON `{ id }`). */
    restoreChecked: post('/api/admin/restore/checked', as<RestoreAnswer>()),
    /** Her backup code, to keep with her backups. */
    code: get('/api/admin/backup-code', as<BackupCode>()),
  },
  /** What she downloads: the questionnaires as a spreadsheet, and everything she entered as one file. */
  adminExports: {
    lessonSubmissionsCsv: get('/api/admin/export/lesson-submissions.csv', as<FileDownload>()),
    /** Her books for `?year=YYYY` (contract/books.ts): each payment and refund, her mileage log, the summary. */
    incomeCsv: get('/api/admin/export/income.csv', as<FileDownload>()),
    mileageCsv: get('/api/admin/export/mileage.csv', as<FileDownload>()),
    booksSummaryCsv: get('/api/admin/export/books-summary.csv', as<FileDownload>()),
    /** The year's payouts to her team for `?year=YYYY`, and each artist's 1099-NEC total. */
    payoutsCsv: get('/api/admin/export/payouts.csv', as<FileDownload>()),
    siteJson: get('/api/admin/export/site.json', as<FileDownload>()),
  },
} as const;

/** Every route of the table, with the name it has there (`adminFaqs.update`). */
export function apiRoutes(): { name: string; route: AnyRoute }[] {
  const found: { name: string; route: AnyRoute }[] = [];
  const walk = (value: object, name: string) => {
    if ('pattern' in value && 'method' in value) found.push({ name, route: value as AnyRoute });
    else for (const [key, child] of Object.entries(value)) walk(child as object, name ? `${name}.${key}` : key);
  };
  walk(api, '');
  return found;
}
