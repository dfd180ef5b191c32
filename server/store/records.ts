import * as v from 'valibot';
import { BOOKING_STATUSES, EVENT_TYPES } from '../../contract/choices.ts';
import { PAYERS, upgradedParty } from '../../contract/party.ts';
import { TRIAL_PLACES } from '../../contract/trial.ts';
import { PAYMENT_KINDS, type Booking } from '../../contract/booking.ts';
import { faqInput } from '../../contract/faq.ts';
import { galleryInput } from '../../contract/gallery.ts';
import { lessonSubmissionInput } from '../../contract/lesson-submission.ts';
import { siteSettingsInput } from '../../contract/site-settings.schema.ts';
import { policyInput } from '../../contract/policy.ts';
import { testimonialInput } from '../../contract/testimonial.ts';
import { teamArtistInput } from '../../contract/team.ts';
import { payoutInput } from '../../contract/payout.ts';
import { vendorInput } from '../../contract/vendor.ts';
import { progressTapRecord } from '../progress/progress-record.ts';
import { scheduleServerFields, scheduleServiceInput, weddingScheduleInput } from '../../contract/wedding-schedule.ts';

const stored = v.object({ id: v.string(), createdAt: v.string() });

/**
 * A device logged in to the dashboard. The cookie's token is never stored, only its sha-256, so a copy of the
 * data file (a backup) logs nobody in. `keyFingerprint` ties the session to the admin key it was made under:
 * once the key changes, the session no longer counts.
 */
export const adminSessionRecord = v.object({
  id: v.string(),
  tokenHash: v.string(),
  keyFingerprint: v.string(),
  device: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
});
export type AdminSessionRecord = v.InferOutput<typeof adminSessionRecord>;

/** A passkey: the public half only (base64url), with the signature counter the authenticator last reported. */
export const passkeyRecord = v.object({
  id: v.string(),
  credentialId: v.string(),
  publicKey: v.string(),
  counter: v.number(),
  transports: v.array(v.string()),
  name: v.string(),
  keyFingerprint: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type PasskeyRecord = v.InferOutput<typeof passkeyRecord>;

/**
 * An e-mail alert waiting to be delivered: written in the same change that stores what it tells (a questionnaire,
 * a signed agreement), so a crash or a mail server that is down loses nothing. Removed once delivered; kept with
 * `failedAt` when a day of tries failed, so the dashboard can say so. A questionnaire's alert is made from it when
 * sent (`submissionId`); any other alert is kept as the message itself (`mail`), written when it happened.
 */
export const alertOutboxRecord = v.object({
  id: v.string(),
  submissionId: v.optional(v.string()),
  mail: v.optional(
    v.object({
      subject: v.string(),
      text: v.string(),
      html: v.string(),
      // A client's e-mail (server/client-emails/): to her, from the artist's name, Reply-To the artist's address.
      to: v.optional(v.string()),
      replyTo: v.optional(v.string()),
      fromName: v.optional(v.string()),
    }),
  ),
  /** A client's e-mail: its record in `clientEmails`, marked sent when delivered. */
  clientEmailId: v.optional(v.string()),
  createdAt: v.string(),
  failedAttempts: v.number(),
  nextAttemptAt: v.string(),
  lastError: v.nullable(v.string()),
  failedAt: v.nullable(v.string()),
});
export type AlertOutboxRecord = v.InferOutput<typeof alertOutboxRecord>;

/** A device that gets a push notification for each new questionnaire (the browser's PushSubscription). */
export const pushSubscriptionRecord = v.object({
  id: v.string(),
  endpoint: v.string(),
  p256dh: v.string(),
  auth: v.string(),
  device: v.string(),
  createdAt: v.string(),
});
export type PushSubscriptionRecord = v.InferOutput<typeof pushSubscriptionRecord>;

/** A party person's device that gets "You're next" on the wedding morning (server/party/party-push.ts). */
export const partyPushSubscriptionRecord = v.object({
  id: v.string(),
  bookingId: v.string(),
  personId: v.string(),
  endpoint: v.string(),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
  createdAt: v.string(),
});
export type PartyPushSubscriptionRecord = v.InferOutput<typeof partyPushSubscriptionRecord>;

/** A booking as stored (contract/booking.ts `Booking`): checked for shape and type, as every record is. */
const quoteLineRecord = v.object({
  name: v.string(),
  /** Missing on lines stored before people had several services (upgradedBooking sets it). */
  personId: v.optional(v.string()),
  service: v.string(),
  price: v.number(),
  durationMinutes: v.number(),
});
const partyPersonRecord = v.object({
  id: v.string(),
  name: v.string(),
  services: v.array(v.string()),
  phone: v.string(),
  email: v.string(),
  payer: v.picklist(PAYERS),
  minor: v.boolean(),
  /** Her party link's state (contract/party.ts PartyLinkState); missing until a phone claims it or a new one is made. */
  partyLink: v.optional(
    v.object({
      version: v.number(),
      issuedAt: v.string(),
      deviceHash: v.optional(v.string()),
      claimedAt: v.optional(v.string()),
      intakeAlertedAt: v.optional(v.string()),
    }),
  ),
  /** Her intake (contract/party-link.ts Intake); missing until she sends it, null once deleted after the wedding. */
  intake: v.optional(
    v.nullable(
      v.object({
        skinType: v.string(),
        allergies: v.array(v.string()),
        allergyNotes: v.string(),
        lashes: v.string(),
        eyewear: v.string(),
        hairLength: v.string(),
        extensions: v.boolean(),
        anythingElse: v.string(),
        photoConsent: v.string(),
        guardianName: v.string(),
        guardianConsent: v.boolean(),
        completedAt: v.string(),
      }),
    ),
  ),
});
export const bookingRecord = v.object({
  id: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  clientName: v.string(),
  clientPhone: v.string(),
  clientEmail: v.string(),
  eventDate: v.string(),
  eventType: v.picklist(EVENT_TYPES),
  status: v.picklist(BOOKING_STATUSES),
  holdUntil: v.string(),
  venueName: v.string(),
  venueAddress: v.string(),
  venueZip: v.string(),
  readyBy: v.string(),
  notes: v.string(),
  /** Missing on bookings stored before people had several services (upgradedBooking makes it). */
  party: v.optional(v.array(partyPersonRecord)),
  terms: v.object({
    lines: v.array(quoteLineRecord),
    travelMiles: v.nullable(v.number()),
    travelMilesEstimated: v.boolean(),
    travelRule: v.object({
      baseFee: v.number(),
      includedMiles: v.number(),
      perMile: v.number(),
      roundTrip: v.boolean(),
      maxMiles: v.number(),
    }),
    retainerAmount: v.number(),
    pricedOn: v.string(),
  }),
  payments: v.array(
    v.object({
      id: v.string(),
      createdAt: v.string(),
      amount: v.number(),
      method: v.string(),
      paidOn: v.string(),
      note: v.string(),
      // Missing on payments stored before who-pays-what: read as the client's, with no tip (paymentWithDefaults).
      payerId: v.optional(v.string()),
      tip: v.optional(v.number()),
      // Missing on payments stored before refunds: a payment (contract/booking.ts signedPaymentCents).
      kind: v.optional(v.picklist(PAYMENT_KINDS)),
      reason: v.optional(v.string()),
      // Missing on payments stored before team tips: shared by faces done (contract/artist-pay.ts).
      tipForArtistId: v.optional(v.string()),
    }),
  ),
  scheduleId: v.nullable(v.string()),
  bookedOn: v.nullable(v.string()),
  alertsSent: v.optional(v.array(v.string())),
  signingLink: v.optional(v.object({ version: v.number(), issuedAt: v.string() })),
  /** Missing on bookings stored before automatic e-mails: on. */
  autoEmails: v.optional(v.boolean()),
  autoEmailsFrom: v.optional(v.string()),
  thankYouLink: v.optional(v.object({ version: v.number(), issuedAt: v.string() })),
  /** Missing on bookings stored before call sheets (upgradedBooking reads '' and none). */
  parkingNotes: v.optional(v.string()),
  callSheetLinks: v.optional(v.record(v.string(), v.object({ version: v.number(), issuedAt: v.string() }))),
  dayLink: v.optional(v.object({ version: v.number(), issuedAt: v.string() })),
  /** Missing on bookings stored before trials (upgradedBooking reads it as null). */
  trial: v.optional(
    v.nullable(v.object({ date: v.string(), time: v.string(), place: v.picklist(TRIAL_PLACES), address: v.string() })),
  ),
});

/**
 * A booking as a data file may hold it: one stored before people had several services has no `party`, one stored
 * before trials no `trial`.
 */
export type BookingRecord = Omit<Booking, 'party' | 'trial' | 'parkingNotes'> & {
  party?: Booking['party'];
  trial?: Booking['trial'];
  parkingNotes?: string;
};

/**
 * A booking as the server reads it: one stored before people had several services (no `party`, lines without
 * `personId`) becomes one person per line, with ids made from the booking's (contract/party.ts upgradedParty).
 * Others are returned as they are.
 */
export function upgradedBooking(record: BookingRecord): Booking {
  // A booking stored before trials had none.
  const withTrial = {
    ...record,
    trial: record.trial === undefined ? null : record.trial,
    // A booking stored before call sheets has no parking notes.
    parkingNotes: record.parkingNotes ?? '',
  };
  if (withTrial.party) return withTrial as Booking;
  const { party, lines } = upgradedParty(record.id, record.terms.lines);
  return { ...withTrial, party, terms: { ...record.terms, lines } };
}

/**
 * An automatic e-mail to a client (server/client-emails/), kept apart from the alerts': written when it is queued
 * (so it is never queued twice), `sentAt` once her mail server took it.
 */
export const clientEmailRecord = v.object({
  id: v.string(),
  bookingId: v.string(),
  kind: v.picklist(['summary', 'agreement', 'balance', 'dayBefore', 'thankYou']),
  personId: v.string(),
  key: v.string(),
  plannedFor: v.string(),
  to: v.string(),
  /** When it was queued. */
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type ClientEmailRecord = v.InferOutput<typeof clientEmailRecord>;

/** A private photo's record (server/private-photos/private-photo-store.ts): its file is DATA_DIR/private-photos/<id>.jpg. */
export const privatePhotoRecord = v.object({
  id: v.string(),
  bookingId: v.string(),
  personId: v.string(),
  kind: v.picklist(['inspiration', 'look']),
  bytes: v.number(),
  width: v.number(),
  height: v.number(),
  createdAt: v.string(),
});
export type PrivatePhotoRecord = v.InferOutput<typeof privatePhotoRecord>;

/**
 * A person's look (contract/look.ts), kept apart from her booking's record so that no edit of the booking's form or
 * the intake's retention touches it; it goes when her booking or her place in the party does (server/looks/). Its
 * photos are private photos of kind 'look'.
 */
export const lookRecord = v.object({
  id: v.string(),
  bookingId: v.string(),
  personId: v.string(),
  lines: v.array(v.object({ product: v.string(), shade: v.string() })),
  lashes: v.string(),
  notes: v.string(),
  bring: v.array(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type LookRecord = v.InferOutput<typeof lookRecord>;

const signatureRecord = v.object({
  signedName: v.string(),
  signedAt: v.string(),
  method: v.picklist(['page', 'paper']),
  clientAddress: v.string(),
  userAgent: v.string(),
  sha256: v.string(),
  version: v.number(),
});

/**
 * A kept version of a booking's agreement (server/agreement/versions.ts): the text and its hash as they were, and
 * the signature record once signed. A signed version is never edited; an unsigned one is the version she opened
 * to void a signature, replaced by its signed record when signed.
 */
export const agreementVersionRecord = v.object({
  id: v.string(),
  bookingId: v.string(),
  version: v.number(),
  createdAt: v.string(),
  text: v.string(),
  sha256: v.string(),
  signature: v.nullable(signatureRecord),
});
export type AgreementVersionRecord = v.InferOutput<typeof agreementVersionRecord>;

/** A trip she added to her mileage log by hand (contract/mileage.ts Trip). */
export const tripRecord = v.object({
  id: v.string(),
  createdAt: v.string(),
  date: v.string(),
  miles: v.number(),
  place: v.string(),
  bookingId: v.string(),
  note: v.string(),
});

/** Her change to a mileage row made from a booking (contract/mileage.ts TripEdit). */
export const tripEditRecord = v.object({
  id: v.string(),
  miles: v.nullable(v.number()),
  keep: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

/**
 * What each stored record must be, by collection: the owner's own schema, plus what the server adds. Checked at
 * start-up, so a record that would break every page that lists it (`null`, a number, a missing field) stops the
 * server with its position instead.
 */
export const RECORD_SCHEMAS = {
  testimonials: [testimonialInput, stored],
  // The photo's size, read by the server from its stored file (server/uploads/image-sizes.ts); none for a linked one.
  gallery: [galleryInput, stored, v.object({ width: v.optional(v.number()), height: v.optional(v.number()) })],
  faqs: [faqInput, stored],
  policies: [policyInput, stored],
  vendors: [vendorInput, stored],
  lessonSubmissions: [
    lessonSubmissionInput,
    stored,
    // `alertSentAt`: when the e-mail alert reached her mail server.
    v.object({ isRead: v.boolean(), alertSentAt: v.optional(v.string()) }),
  ],
  weddingSchedules: [weddingScheduleInput, stored, scheduleServerFields],
  scheduleServices: [scheduleServiceInput, stored, v.object({ scheduleId: v.string() })],
  adminSessions: [adminSessionRecord],
  passkeys: [passkeyRecord],
  alertOutbox: [alertOutboxRecord],
  pushSubscriptions: [pushSubscriptionRecord],
  partyPushSubscriptions: [partyPushSubscriptionRecord],
  bookings: [bookingRecord],
  agreementVersions: [agreementVersionRecord],
  privatePhotos: [privatePhotoRecord],
  looks: [lookRecord],
  clientEmails: [clientEmailRecord],
  trips: [tripRecord],
  tripEdits: [tripEditRecord],
  progressTaps: [progressTapRecord],
  team: [teamArtistInput, stored],
  payouts: [payoutInput, stored],
} as const satisfies Record<string, readonly v.GenericSchema[]>;

export type RecordCollection = keyof typeof RECORD_SCHEMAS;

/**
 * The first problem with a record, or undefined when it is sound. Only problems of shape and type count: a limit
 * tightened since the record was stored (a shorter maximum length, a stricter format) must not lock the owner
 * out of her own site; it applies to her next edit.
 */
export function recordProblem(collection: RecordCollection, record: unknown): string | undefined {
  return shapeProblem(RECORD_SCHEMAS[collection], record);
}

/** The same check for the one Site Settings object. */
export const settingsProblem = (settings: unknown) => shapeProblem([siteSettingsInput], settings);

function shapeProblem(schemas: readonly v.GenericSchema[], record: unknown): string | undefined {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return `is ${record === null ? 'null' : Array.isArray(record) ? 'a list' : `a ${typeof record}`}, not a record`;
  }
  for (const schema of schemas) {
    const result = v.safeParse(schema, record);
    const issue = result.issues?.find((item) => item.kind === 'schema');
    if (issue) {
      const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      return `has a bad ${field ? `"${field}"` : 'value'} (${issue.expected ? `expected ${issue.expected}, ` : ''}found ${issue.received})`;
    }
  }
  return undefined;
}
