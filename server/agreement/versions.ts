import { randomUUID } from 'node:crypto';
import type { AgreementVersion, ClientAgreement, SignatureRecord } from '#contract/agreement.ts';
import type { Booking } from '#contract/booking.ts';
import type { AgreementVersionRecord } from '../store/records.ts';
import type { Data } from '../store/store.ts';
import { agreementText, sha256Hex, type AgreementFacts } from './document.ts';

// A booking's agreement and its versions (docs/decisions/0009-agreement-versions-made-on-demand.md). Its text is
// made on demand from the booking, her policies and her settings, and each version number stands for one text: a
// change to the store that alters a booking's text keeps the text it replaces and the new one as the next version
// (versionsFollowingText, run by the store inside every change), so no write anywhere has to remember the
// agreement, and no two texts ever share a number. Signed versions are never edited.

/** The agreement's current version: its number, its text as made now (or as signed), and its record if signed. */
export interface CurrentAgreement {
  version: number;
  text: string;
  sha256: string;
  /** When this version came to be: the booking's creation, a signature's replacement, or her new version. */
  createdAt: string;
  signature: SignatureRecord | null;
}

/** Bookings that have an agreement: those with a wedding schedule (her day's page, which shows it read-only). */
export const hasAgreement = (booking: Pick<Booking, 'scheduleId'>) => booking.scheduleId !== null;

/** The booking's kept versions, oldest first. */
export const keptVersions = (data: Readonly<Data>, bookingId: string): AgreementVersionRecord[] =>
  data.agreementVersions.filter((item) => item.bookingId === bookingId).sort((a, b) => a.version - b.version);

/** The text the agreement says now, from the booking, her visible policies and her settings. */
export const textNow = (data: Readonly<Data>, booking: Booking) =>
  agreementText({ booking, settings: data.siteSettings, policies: data.policies });

/**
 * The current version: the latest kept one while its hash is the text's now; otherwise (none kept yet, or a text
 * that changed with no write, as a new release's wording does) the next number, unsigned, as the text is now.
 */
export function currentAgreement(data: Readonly<Data>, booking: Booking): CurrentAgreement {
  return currentOf(keptVersions(data, booking.id).at(-1), booking, textNow(data, booking));
}

function currentOf(latest: AgreementVersionRecord | undefined, booking: Booking, text: string): CurrentAgreement {
  const sha256 = sha256Hex(text);
  if (!latest) return { version: 1, text, sha256, createdAt: booking.createdAt, signature: null };
  if (latest.sha256 === sha256) {
    return {
      version: latest.version,
      text: latest.text,
      sha256,
      createdAt: latest.createdAt,
      signature: latest.signature,
    };
  }
  // Made on demand: it came to be with a change that is not recorded anywhere; the later of the last version, its
  // signature and the booking's last edit is the nearest fact kept.
  const createdAt = [latest.createdAt, latest.signature?.signedAt ?? '', booking.updatedAt].sort().at(-1)!;
  return { version: latest.version + 1, text, sha256, createdAt, signature: null };
}

/**
 * The Site Settings the text is made from (document.ts `AgreementFacts`, every one of them, or this fails to compile):
 * a save that leaves them as they were changes no text.
 */
const TEXT_SETTINGS = Object.keys({
  businessName: true,
  agreementText: true,
  balanceDueDaysBefore: true,
  // Her policies are written from these (policyAsQuoted): the ones still as written from her settings follow them.
  travelFee: true,
  retainerAmount: true,
  weddingMinimum: true,
  serviceGroups: true,
  homeCity: true,
} satisfies Record<keyof AgreementFacts['settings'], true>) as (keyof AgreementFacts['settings'])[];

/**
 * The store's follower (Store.follow) that gives every new text its own version number, in the same write as the
 * change that made it: for each booking whose agreement text the change altered, the version it showed is kept if
 * it was only made on demand, then the new text is kept as the next version, unsigned, made `now()`. A change that
 * writes agreement versions itself (a signature, a new version, a booking deleted with its versions, a restore)
 * changes no text, or brings its own versions, and is left as it is.
 */
export function versionsFollowingText(now: () => string) {
  return (before: Readonly<Data>, after: Readonly<Data>): ((draft: Data) => void) | undefined => {
    if (before.agreementVersions !== after.agreementVersions) return undefined;
    const wholeText =
      before.policies !== after.policies ||
      TEXT_SETTINGS.some((field) => before.siteSettings[field] !== after.siteSettings[field]);
    if (!wholeText && before.bookings === after.bookings) return undefined;
    const earlier = new Map(before.bookings.map((booking) => [booking.id, booking]));
    const kept: AgreementVersionRecord[] = [];
    const at = now();
    for (const booking of after.bookings) {
      const was = earlier.get(booking.id);
      if (!was || (was === booking && !wholeText) || !hasAgreement(booking) || !hasAgreement(was)) continue;
      const textBefore = textNow(before, was);
      const text = textNow(after, booking);
      if (text === textBefore) continue;
      let latest = keptVersions(after, booking.id).at(-1);
      const shown = currentOf(latest, was, textBefore);
      const keep = (record: Omit<AgreementVersionRecord, 'id' | 'bookingId' | 'signature'>) => {
        latest = { id: randomUUID(), bookingId: booking.id, signature: null, ...record };
        kept.push(latest);
      };
      if (latest?.sha256 !== shown.sha256) {
        const { version, createdAt } = shown;
        keep({ version, text: shown.text, sha256: shown.sha256, createdAt });
      }
      keep({ version: latest!.version + 1, text, sha256: sha256Hex(text), createdAt: at });
    }
    if (kept.length === 0) return undefined;
    return (draft) => {
      draft.agreementVersions = [...draft.agreementVersions, ...kept];
    };
  };
}

/** What the bride's page shows: the current version. */
export function clientAgreement(data: Readonly<Data>, booking: Booking): ClientAgreement {
  const { version, text, sha256, signature } = currentAgreement(data, booking);
  return {
    version,
    status: signature ? 'signed' : 'unsigned',
    text,
    sha256,
    signedName: signature?.signedName ?? null,
    signedAt: signature?.signedAt ?? null,
  };
}

/** Every version, oldest first: the kept ones (superseded unless current) and the current one. */
export function agreementVersions(data: Readonly<Data>, booking: Booking): AgreementVersion[] {
  const current = currentAgreement(data, booking);
  const kept = keptVersions(data, booking.id).filter((item) => item.version !== current.version);
  return [
    ...kept.map((item): AgreementVersion => ({
      version: item.version,
      text: item.text,
      sha256: item.sha256,
      createdAt: item.createdAt,
      status: 'superseded',
      signature: item.signature,
    })),
    {
      version: current.version,
      text: current.text,
      sha256: current.sha256,
      createdAt: current.createdAt,
      status: current.signature ? 'signed' : 'unsigned',
      signature: current.signature,
    },
  ];
}

/** One version by number, or undefined when the booking has no such version. */
export const agreementVersion = (data: Readonly<Data>, booking: Booking, version: number) =>
  agreementVersions(data, booking).find((item) => item.version === version);

/**
 * Keeps the current version signed with `signature`, inside the store update that checked it may be signed: its
 * kept unsigned entry gives way to the signed one, which is never edited after.
 */
export function keepSigned(
  data: Data,
  bookingId: string,
  current: CurrentAgreement,
  signature: SignatureRecord,
  id: string,
): AgreementVersionRecord {
  const record: AgreementVersionRecord = {
    id,
    bookingId,
    version: current.version,
    createdAt: current.createdAt,
    text: current.text,
    sha256: current.sha256,
    signature,
  };
  data.agreementVersions = [
    ...data.agreementVersions.filter((item) => !(item.bookingId === bookingId && item.version === current.version)),
    record,
  ];
  return record;
}

/** The booking that owns a schedule, if any. */
export const bookingOfSchedule = (data: Readonly<Data>, scheduleId: string) =>
  data.bookings.find((booking) => booking.scheduleId === scheduleId);

/** The bride's agreement for her schedule: null for a schedule no booking owns. */
export function scheduleAgreement(data: Readonly<Data>, scheduleId: string): ClientAgreement | null {
  const booking = bookingOfSchedule(data, scheduleId);
  return booking ? clientAgreement(data, booking) : null;
}
