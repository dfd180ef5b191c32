import * as v from 'valibot';
import { isCalendarDate } from './calendar-day.ts';

// The booking agreement: her policies and the booking in one document, which the bride signs from the private
// signing link texted to her alone (the PIN page shows it read-only). The text signed is frozen; any change to what
// it says makes a new version to sign.

export type AgreementStatus = 'unsigned' | 'signed';

/**
 * The heading of the document's consent to sign electronically (the US ESIGN Act's): the signing page shows the
 * paragraph under it beside the "I agree" box (once: not also in the document above), worded exactly as signed.
 */
export const ELECTRONIC_CONSENT_HEADING = 'ELECTRONIC RECORDS AND SIGNATURE';

/** What the bride's page shows of the agreement's current version. */
export interface ClientAgreement {
  version: number;
  status: AgreementStatus;
  /** The whole document as plain text, exactly the bytes whose SHA-256 is `sha256`. */
  text: string;
  /** Hex SHA-256 of the text's UTF-8 bytes. */
  sha256: string;
  signedName: string | null;
  /** UTC, ISO 8601; for a copy signed on paper, the day alone (YYYY-MM-DD). */
  signedAt: string | null;
}

/** One signed record, kept as made: never edited. */
export interface SignatureRecord {
  /** As she typed it; for a paper copy, the client's name on the booking. */
  signedName: string;
  /** UTC, ISO 8601; for a paper copy, the day it was signed (YYYY-MM-DD), the time not being known. */
  signedAt: string;
  /** 'page' when she signed on her phone, 'paper' when the artist marked a paper copy as signed. */
  method: 'page' | 'paper';
  /** The signing phone's address as the server saw it (behind the proxy, the address the proxy gives); '' on paper. */
  clientAddress: string;
  /** Its browser's User-Agent, cut to 300 characters; '' on paper. */
  userAgent: string;
  sha256: string;
  version: number;
}

/** A version of a booking's agreement, as the dashboard lists them. */
export interface AgreementVersion {
  version: number;
  text: string;
  sha256: string;
  createdAt: string;
  status: AgreementStatus | 'superseded';
  signature: SignatureRecord | null;
}

const AGREE_MESSAGE = 'Tick "I agree" to sign';

/**
 * Control and format characters (Unicode Cc and Cf): NUL, CR and LF, tabs, right-to-left overrides and the other
 * bidirectional controls, zero-width spaces and joiners. None belongs in a typed name, and each can make a record
 * read otherwise than it was typed (a line that starts anew, a name shown backwards, two names that look alike).
 */
export const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

/**
 * The bride's signing: her typed full name, the box ticked, and the version and the SHA-256 (hex) of the exact text
 * she read, so the signature is tied to those bytes and no other.
 */
export const signAgreementInput = v.object({
  version: v.pipe(v.number('Version must be a number'), v.integer('Version must be a whole number'), v.minValue(1)),
  sha256: v.pipe(
    v.string('sha256 (of the text you read) is required'),
    v.regex(/^[0-9a-f]{64}$/, 'sha256 must be a hex SHA-256'),
  ),
  signedName: v.pipe(
    v.string('Type your full name to sign'),
    v.check(
      (name) => !CONTROL_OR_FORMAT.test(name),
      'Your name cannot hold control or invisible formatting characters: type it again',
    ),
    v.trim(),
    // One spelling for one name: "é" typed as one character or as "e" and an accent is kept as the one character.
    v.transform((name) => name.normalize('NFC')),
    v.nonEmpty('Type your full name to sign'),
    v.maxLength(120, 'Your name must be at most 120 characters'),
  ),
  // Left out, or anything but true, is the box not ticked: one message for all.
  agree: v.pipe(
    v.optional(v.unknown(), false),
    v.check((agree) => agree === true, AGREE_MESSAGE),
    v.transform((): true => true),
  ),
});
export type SignAgreementInput = v.InferOutput<typeof signAgreementInput>;

/** The artist marks a paper copy of the current version as signed, on the day it was signed (not a later one). */
export const paperSignatureInput = v.object({
  signedOn: v.pipe(
    v.string('Signed on must be a date (YYYY-MM-DD)'),
    v.trim(),
    v.nonEmpty('Signed on is required'),
    v.check(isCalendarDate, 'Signed on must be a real date (YYYY-MM-DD)'),
  ),
});
export type PaperSignatureInput = v.InferOutput<typeof paperSignatureInput>;

/**
 * What the signing page shows, opened by the private link only the client was texted: whose agreement, for which
 * day, and its current version.
 */
export interface SigningView {
  clientName: string;
  eventDate: string;
  agreement: ClientAgreement;
}

/** A booking's signing link as the dashboard texts it: its address (the token after `#`), valid until `expiresAt`. */
export interface SigningLink {
  url: string;
  issuedAt: string;
  expiresAt: string;
}

/** The answer to a signing refused because the agreement changed or is already signed: the version as it is now. */
export interface AgreementConflict {
  error: string;
  agreement: ClientAgreement;
}
