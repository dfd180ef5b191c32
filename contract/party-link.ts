import type { PartyLive } from './live-morning.ts';
import * as v from 'valibot';
import { addCalendarDays } from './calendar-day.ts';
import { text } from './fields.ts';
import type { Look } from './look.ts';

// Each person of a wedding party has her own private link (`/party#<token>`, decision 0018): her card (her wedding,
// her times, her share when she pays for herself) and her intake (skin, allergies, lashes, photo consent, up to three
// inspiration photos). The first phone that opens the link claims it; any other phone sees only the wedding and her
// times. A minor's link is addressed to her parent or guardian, who consents instead and sends no photos.

/** The claiming phone's device token: answered once, when the link is claimed, then sent by the page in this header. */
export const PARTY_DEVICE_HEADER = 'x-party-device';

export const SKIN_TYPES = ['dry', 'normal', 'oily', 'combination', 'sensitive'] as const;
export const COMMON_ALLERGIES = ['latex', 'lash glue', 'fragrance', 'nut oils'] as const;
export const LASH_CHOICES = ['none', 'natural strip', 'wispy strip', 'individual clusters', 'her own'] as const;
export const EYEWEAR = ['neither', 'glasses', 'contacts'] as const;
/** 'ask' is "ask me first"; unset is ''. */
export const PHOTO_CONSENT = ['yes', 'no', 'ask'] as const;
export const MAX_INSPIRATION_PHOTOS = 3;
export const MAX_PRIVATE_PHOTO_BYTES = 10 * 1024 * 1024;

export type SkinType = (typeof SKIN_TYPES)[number];
export type CommonAllergy = (typeof COMMON_ALLERGIES)[number];
export type LashChoice = (typeof LASH_CHOICES)[number];
export type Eyewear = (typeof EYEWEAR)[number];
export type PhotoConsent = (typeof PHOTO_CONSENT)[number];

export const INTAKE_LIMITS = { allergyNotes: 500, hairLength: 80, anythingElse: 1000, guardianName: 120 } as const;

/** A choice of a list, or '' for none chosen yet. */
const choiceOrUnset = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  v.optional(v.union([v.literal(''), v.picklist(choices)], message), '');

/**
 * The body of PUT /api/party/intake: every field optional (left out: unset), each message naming its field. What a
 * minor's link must add (guardianName, guardianConsent) is checked by the server, which knows the person.
 */
export const intakeInput = v.object({
  skinType: choiceOrUnset(SKIN_TYPES, `Skin type must be one of: ${SKIN_TYPES.join(', ')}`),
  allergies: v.optional(
    v.pipe(
      v.array(v.string('Allergies must be a list of names'), 'Allergies must be a list'),
      // Checked on the list, so the message is named `allergies` (the group of boxes), not one of its items.
      v.check(
        (list) => list.every((item) => (COMMON_ALLERGIES as readonly string[]).includes(item)),
        `Allergies must be from: ${COMMON_ALLERGIES.join(', ')}`,
      ),
      v.transform((list) => list as CommonAllergy[]),
      v.check((list) => new Set(list).size === list.length, 'Tick each allergy once'),
    ),
    [],
  ),
  allergyNotes: v.optional(text('Allergies and sensitivities', INTAKE_LIMITS.allergyNotes), ''),
  lashes: choiceOrUnset(LASH_CHOICES, `Lashes must be one of: ${LASH_CHOICES.join(', ')}`),
  eyewear: choiceOrUnset(EYEWEAR, 'Glasses or contacts must be neither, glasses or contacts'),
  hairLength: v.optional(text('Hair length', INTAKE_LIMITS.hairLength), ''),
  extensions: v.optional(v.boolean('Extensions must be yes or no'), false),
  anythingElse: v.optional(text('Anything else', INTAKE_LIMITS.anythingElse), ''),
  photoConsent: choiceOrUnset(PHOTO_CONSENT, 'Photo consent must be yes, no or ask me first'),
  guardianName: v.optional(text("Parent or guardian's name", INTAKE_LIMITS.guardianName), ''),
  guardianConsent: v.optional(v.boolean('Consent must be yes or no'), false),
});

/** The body of PUT /api/party/intake; a minor's link sends the guardian fields instead of the photos. */
export interface IntakeInput {
  skinType: '' | SkinType;
  /** Ticked common ones. */
  allergies: CommonAllergy[];
  /** Free text, ≤ 500. */
  allergyNotes: string;
  lashes: '' | LashChoice;
  eyewear: '' | Eyewear;
  /** ≤ 80, only asked when she has a hair service ('' otherwise). */
  hairLength: string;
  extensions: boolean;
  /** ≤ 1000. */
  anythingElse: string;
  /** '' = unset; for a minor the server stores 'no' when unset. */
  photoConsent: '' | PhotoConsent;
  /** Minors only: required for a minor (400 names `guardianName`). */
  guardianName: string;
  /** Minors only: must be true for a minor (400 names `guardianConsent`). */
  guardianConsent: boolean;
}

// The schema's output and the interface are one shape (checked by the compiler both ways).
const sameShape: IntakeInput = {} as v.InferOutput<typeof intakeInput>;
void sameShape;

/** Stored on the person (Booking.party[i].intake), with when it was completed. */
export interface Intake extends IntakeInput {
  completedAt: string;
}

/** Allergies noted, for the alert and badges: the ticked ones, and one more when the free text says anything. */
export function allergyCount(intake: Pick<IntakeInput, 'allergies' | 'allergyNotes'>): number {
  return intake.allergies.length + (intake.allergyNotes.trim() === '' ? 0 : 1);
}

export interface PrivatePhoto {
  id: string;
  /** `/api/party/photos/<id>` on the link; the admin path in the dashboard. */
  url: string;
  width: number;
  height: number;
}

/** GET /api/party answer ("her card"). */
export interface PartyCard {
  artistName: string;
  /** E.164 or '': for "Text {artist}". */
  artistPhone: string;
  person: { id: string; name: string; services: string[]; minor: boolean; hasHairService: boolean };
  wedding: { date: string; venue: string; gettingReadyAddress: string };
  /** Her times in the chair, once the booking's timeline exists (else []). */
  times: { service: string; start: string; end: string; chair: number; artist?: string }[];
  /** "be ready for your chair at {time}": her first start, or null before the timeline exists. */
  readyAt: string | null;
  /** 'mine': this phone claimed the link (or just did); 'other': another phone holds it (only wedding + times). */
  claim: 'mine' | 'other';
  /** Only in the answer that claims the link: the phone keeps it and sends it as x-party-device from then on. */
  deviceToken?: string;
  /** Only for 'mine' and payer 'self': her share, in cents. */
  share?: { totalCents: number; paidCents: number; owedCents: number; howToPay: string };
  /** Only for 'mine'. */
  intake?: Intake | null;
  photos?: PrivatePhoto[];
  /** Only for 'mine', once her trial is done (issue 40): her look, its photos at `/api/party/photos/<id>`. */
  look?: Look;
  /** The count lock. */
  locked: boolean;
  /** YYYY-MM-DD, the last day changes are taken. */
  lockDate: string;
  /** ISO, for "Up to date / Last updated". */
  updatedAt: string;
  /** On the wedding's day only (issue 42): where she is in her chair's line, live. */
  live?: PartyLive;
  /** Only for 'mine': the site's VAPID public key and how many of her devices get "You're next" (issue 42). */
  push?: { publicKey: string; subscribed: number };
}

/** What the dashboard reads of one person's intake (GET /api/admin/bookings/:id/party/:personId/intake). */
export interface PartyIntakeAnswer {
  intake: Intake | null;
  photos: PrivatePhoto[];
}

/** The day party changes close: `lockDays` calendar days before the wedding (from that day on, read-only). */
export const partyCloseDate = (weddingDate: string, lockDays: number) => addCalendarDays(weddingDate, -lockDays);

/** The last day party changes are taken: the day before they close. */
export const partyLockDate = (weddingDate: string, lockDays: number) =>
  addCalendarDays(partyCloseDate(weddingDate, lockDays), -1);

/** Whether the count lock has closed on `today` (a Sacramento date, YYYY-MM-DD). */
export const isPartyLocked = (weddingDate: string, lockDays: number, today: string) =>
  today >= partyCloseDate(weddingDate, lockDays);
