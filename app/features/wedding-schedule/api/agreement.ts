import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { callForFile } from '#shared/api-client.ts';

/**
 * How the schedule page reaches her agreement's PDF: with the PIN she typed on this visit (kept in memory only), or
 * else with the device token of the schedule saved on this phone. (She signs it from her own link: the signing page.)
 */
export type AgreementAccess = { pin: string } | { token: string };

/** The agreement as a PDF, with the file name the server gives it. */
export function fetchAgreementPdf(access: AgreementAccess): Promise<{ blob: Blob; fileName: string }> {
  const fallback = 'booking-agreement.pdf';
  return 'pin' in access
    ? callForFile(api.weddingSchedule.agreementPdfByPin, fallback, { params: { pin: access.pin } })
    : callForFile(api.weddingSchedule.agreementPdfSaved, fallback, {
        headers: { [SCHEDULE_TOKEN_HEADER]: access.token },
      });
}
