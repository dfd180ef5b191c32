import * as v from 'valibot';

// The booking agreement the bride signs on her PIN page: her policies and the booking in one document. The text
// that was signed is frozen; a later change to what it says makes a new version to sign.

export type AgreementStatus = 'unsigned' | 'signed';

/** What the bride's page shows of the agreement's current version. */
export interface ClientAgreement {
  version: number;
  status: AgreementStatus;
  /** The whole document as plain text, exactly the bytes whose SHA-256 is `sha256`. */
  text: string;
  /** Hex SHA-256 of the text's UTF-8 bytes. */
  sha256: string;
  signedName: string | null;
  /** UTC, ISO 8601. */
  signedAt: string | null;
}

/** One signed record, kept as made: never edited. */
export interface SignatureRecord {
  signedName: string;
  signedAt: string;
  /** 'page' when she signed on her phone, 'paper' when the artist marked a paper copy as signed. */
  method: 'page' | 'paper';
  clientAddress: string;
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

/** The bride's signing: her typed full name, the box ticked, and the version (and text hash) she read. */
export const signAgreementInput = v.object({
  version: v.pipe(v.number('Version must be a number'), v.integer('Version must be a whole number'), v.minValue(1)),
  sha256: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'sha256 must be a hex SHA-256'))),
  signedName: v.pipe(
    v.string('Type your full name to sign'),
    v.trim(),
    v.nonEmpty('Type your full name to sign'),
    v.maxLength(120, 'Your name must be at most 120 characters'),
  ),
  agree: v.literal(true, 'Tick "I agree" to sign'),
});
export type SignAgreementInput = v.InferOutput<typeof signAgreementInput>;
