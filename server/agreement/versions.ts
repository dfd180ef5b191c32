import type { AgreementVersion, ClientAgreement, SignatureRecord } from '#contract/agreement.ts';
import type { Booking } from '#contract/booking.ts';
import type { AgreementVersionRecord } from '../store/records.ts';
import type { Data } from '../store/store.ts';
import { agreementText, sha256Hex } from './document.ts';

// A booking's agreement and its versions (docs/decisions/0009-agreement-versions-made-on-demand.md). Only what
// must never change is kept: each signed version (text, hash, record) and a version she opened to void a
// signature. The current unsigned text is made on demand from the booking, her policies and her settings, so no
// write anywhere has to remember the agreement: it follows every change until it is signed, and a signed version
// whose text no longer matches is followed by the next, unsigned.

/** The agreement's current version: its number, its text as made now (or as signed), and its record if signed. */
export interface CurrentAgreement {
  version: number;
  text: string;
  sha256: string;
  /** When this version came to be: the booking's creation, a signature's replacement, or her new version. */
  createdAt: string;
  signature: SignatureRecord | null;
}

/** Bookings that have an agreement: those with a wedding schedule (the bride's page is where she signs). */
export const hasAgreement = (booking: Pick<Booking, 'scheduleId'>) => booking.scheduleId !== null;

/** The booking's kept versions, oldest first. */
export const keptVersions = (data: Readonly<Data>, bookingId: string): AgreementVersionRecord[] =>
  data.agreementVersions.filter((item) => item.bookingId === bookingId).sort((a, b) => a.version - b.version);

/** The text the agreement says now, from the booking, her visible policies and her settings. */
export const textNow = (data: Readonly<Data>, booking: Booking) =>
  agreementText({ booking, settings: data.siteSettings, policies: data.policies });

/**
 * The current version. None kept: version 1, unsigned, as the text is now. The latest kept one signed: that one
 * while its hash is the text's now, else the next number, unsigned. The latest kept one unsigned (she opened it):
 * that number, unsigned, as the text is now.
 */
export function currentAgreement(data: Readonly<Data>, booking: Booking): CurrentAgreement {
  const text = textNow(data, booking);
  const sha256 = sha256Hex(text);
  const latest = keptVersions(data, booking.id).at(-1);
  if (!latest) return { version: 1, text, sha256, createdAt: booking.createdAt, signature: null };
  if (!latest.signature) return { version: latest.version, text, sha256, createdAt: latest.createdAt, signature: null };
  if (latest.sha256 === sha256) {
    return {
      version: latest.version,
      text: latest.text,
      sha256,
      createdAt: latest.createdAt,
      signature: latest.signature,
    };
  }
  // Made on demand: it came to be with the change that made the text differ, which is not recorded anywhere;
  // the later of the signature and the booking's last edit is the nearest fact kept.
  const createdAt = [latest.createdAt, latest.signature.signedAt, booking.updatedAt].sort().at(-1)!;
  return { version: latest.version + 1, text, sha256, createdAt, signature: null };
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
 * kept unsigned entry (if she opened it) gives way to the signed one, which is never edited after.
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
