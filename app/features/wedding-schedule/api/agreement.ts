import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { SignAgreementInput, SignatureRecord } from '#contract/agreement.ts';
import { call, callForFile } from '#shared/api-client.ts';

/**
 * How the page reaches her agreement: with the PIN she typed on this visit (kept in memory only), or else with the
 * device token of the schedule saved on this phone.
 */
export type AgreementAccess = { pin: string } | { token: string };

/** Signs the version she read; a refusal arrives as an ApiError (400 naming the field, 409 changed or signed). */
export function signAgreement(access: AgreementAccess, input: SignAgreementInput): Promise<SignatureRecord> {
  return 'pin' in access
    ? call(api.weddingSchedule.signByPin, { params: { pin: access.pin }, body: input })
    : call(api.weddingSchedule.signSaved, { headers: { [SCHEDULE_TOKEN_HEADER]: access.token }, body: input });
}

/** The agreement as a PDF, with the file name the server gives it. */
export function fetchAgreementPdf(access: AgreementAccess): Promise<{ blob: Blob; fileName: string }> {
  const fallback = 'booking-agreement.pdf';
  return 'pin' in access
    ? callForFile(api.weddingSchedule.agreementPdfByPin, fallback, { params: { pin: access.pin } })
    : callForFile(api.weddingSchedule.agreementPdfSaved, fallback, {
        headers: { [SCHEDULE_TOKEN_HEADER]: access.token },
      });
}

/**
 * The SHA-256 (hex) of the text on screen, so what is sent is the hash of what she read; where the browser has no
 * Web Crypto (a page not served over https), the server's hash of the same text.
 */
export async function sha256Of(text: string, fallback: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return fallback;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
