import type { Context } from 'koa';
import { paperSignatureInput, type AgreementVersion } from '#contract/agreement.ts';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { firstNameOf } from '#contract/booking-texts.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { SCHEDULE_GONE_MESSAGE, signsFromLinkMessage } from '#contract/messages.ts';
import type { AgreementPdfs } from '../agreement/agreement-pdfs.ts';
import {
  agreementVersion,
  agreementVersions,
  bookingOfSchedule,
  currentAgreement,
  hasAgreement,
  keepSigned,
  keptVersions,
  versionsFollowingText,
} from '../agreement/versions.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';
import { refreshedByToken, scheduleOpenedByPin } from './wedding-schedules.ts';

// The booking agreement: the bride reads it on her schedule's page (by PIN, or by the phone's device token) and
// signs it from her private signing link (routes/signing.ts), either side downloads it as a PDF, and the artist
// lists its versions, marks a paper copy signed or opens a new version to void a signature. What a version says and
// which is current: server/agreement/versions.ts.

export const NO_AGREEMENT = 'This schedule has no booking agreement';
const NO_SCHEDULE = 'This booking has no wedding schedule yet, so no agreement: give it a PIN first';

/**
 * The booking, for the owner's routes: it must have an agreement (a schedule), or versions kept from when it had
 * one (its signed PDF stays hers to download until the booking is deleted).
 */
export function adminBooking(data: Readonly<Data>, id: string): Booking {
  const booking = data.bookings.find((item) => item.id === id);
  if (!booking) throw notFound('Booking');
  if (!hasAgreement(booking) && keptVersions(data, booking.id).length === 0) throw new HttpError(404, NO_SCHEDULE);
  return booking;
}

/** The PDF of one version: kept from before while it still shows what the record says, else built (agreement-pdfs.ts). */
export const sendPdf = async (
  ctx: Context,
  pdfs: AgreementPdfs,
  data: Readonly<Data>,
  version: AgreementVersion,
  booking: Booking,
) => {
  const versions = agreementVersions(data, booking);
  const supersededBy = version.status === 'superseded' ? versions.at(-1)!.version : undefined;
  ctx.body = await pdfs.pdf(booking.id, { version, businessName: data.siteSettings.businessName, supersededBy });
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="booking-agreement-v${version.version}.pdf"`);
};

export function registerAgreementRoutes({
  store,
  limits,
  secrets,
  clock,
  publicRouter,
  adminRouter,
  agreementPdfs,
}: RouteDeps) {
  const today = () => sacramentoDate(new Date(clock()));
  // Every change that alters an agreement's text gives the new text its own version number, in the same write.
  store.follow(versionsFollowingText(() => new Date(clock()).toISOString()));

  /** The active schedule a PIN opens, under the lookup's own guess rules. */
  const scheduleByPin = (ctx: Context) =>
    scheduleOpenedByPin(ctx, limits, (pin) =>
      store.data.weddingSchedules.find((item) => item.isActive && item.pin === pin),
    ).id;
  /** The active schedule a saved phone's device token refreshes: not a guess, so no budget is touched. */
  const scheduleByToken = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    const refreshed = refreshedByToken(store.data, secrets.scheduleToken, today(), ctx.get(SCHEDULE_TOKEN_HEADER));
    if (!refreshed) throw new HttpError(404, SCHEDULE_GONE_MESSAGE, { 'Cache-Control': 'no-store' });
    return refreshed.schedule.id;
  };
  const bookingOf = (data: Readonly<Data>, scheduleId: string) => {
    const booking = bookingOfSchedule(data, scheduleId);
    if (!booking) throw new HttpError(404, NO_AGREEMENT, { 'Cache-Control': 'no-store' });
    return booking;
  };

  /**
   * The last round's signing by PIN or device token: anyone with the PIN (her whole party) could sign, so signing
   * takes the link texted to her alone (routes/signing.ts). Answers 403 saying so, once the PIN (a guess, counted
   * like any) or the device token opened the schedule.
   */
  const signsFromLink = (scheduleId: string): never => {
    const data = store.data;
    const booking = bookingOf(data, scheduleId);
    throw new HttpError(403, signsFromLinkMessage(firstNameOf(booking.clientName), data.siteSettings.artistName), {
      'Cache-Control': 'no-store',
    });
  };
  on(publicRouter, api.weddingSchedule.signByPin, (ctx) => signsFromLink(scheduleByPin(ctx)));
  on(publicRouter, api.weddingSchedule.signSaved, (ctx) => signsFromLink(scheduleByToken(ctx)));

  const brideDownload = async (ctx: Context, scheduleId: string) => {
    const data = store.data;
    const booking = bookingOf(data, scheduleId);
    await sendPdf(ctx, agreementPdfs, data, agreementVersions(data, booking).at(-1)!, booking);
  };
  on(publicRouter, api.weddingSchedule.agreementPdfByPin, (ctx) => brideDownload(ctx, scheduleByPin(ctx)));
  on(publicRouter, api.weddingSchedule.agreementPdfSaved, (ctx) => brideDownload(ctx, scheduleByToken(ctx)));

  on(adminRouter, api.adminBookings.agreement, (ctx) => {
    const booking = adminBooking(store.data, ctx.params.id!);
    ctx.body = agreementVersions(store.data, booking);
  });

  on(adminRouter, api.adminBookings.agreementPdf, async (ctx) => {
    const data = store.data;
    const booking = adminBooking(data, ctx.params.id!);
    const asked = ctx.query.version;
    let version: AgreementVersion | undefined;
    if (asked === undefined) {
      version = agreementVersions(data, booking).at(-1);
    } else {
      if (typeof asked !== 'string' || !/^[1-9]\d{0,5}$/.test(asked)) {
        throw new HttpError(400, 'Version must be a whole number from 1', {}, { field: 'version' });
      }
      version = agreementVersion(data, booking, Number(asked));
    }
    if (!version) throw notFound(`Version ${String(asked)}`);
    await sendPdf(ctx, agreementPdfs, data, version, booking);
  });

  // A paper copy of the current version, signed on the day she gives: the record says so (no address, no browser).
  on(adminRouter, api.adminBookings.agreementPaper, async (ctx) => {
    const { signedOn } = parseBody(ctx, paperSignatureInput, { nameField: true });
    if (signedOn > today()) throw new HttpError(400, 'Signed on cannot be after today', {}, { field: 'signedOn' });
    ctx.body = await store.update((data) => {
      const booking = adminBooking(data, ctx.params.id!);
      const current = currentAgreement(data, booking);
      if (current.signature) throw new HttpError(409, `Version ${current.version} is already signed`);
      keepSigned(
        data,
        booking.id,
        current,
        {
          signedName: booking.clientName,
          signedAt: signedOn,
          method: 'paper',
          clientAddress: '',
          userAgent: '',
          sha256: current.sha256,
          version: current.version,
        },
        newId(),
      );
      return agreementVersions(data, booking);
    });
  });

  // The only way to void a signature: the signed version is kept as it is, superseded by the next, unsigned.
  on(adminRouter, api.adminBookings.agreementNewVersion, async (ctx) => {
    const createdAt = new Date(clock()).toISOString();
    ctx.body = await store.update((data) => {
      const booking = adminBooking(data, ctx.params.id!);
      const current = currentAgreement(data, booking);
      if (!current.signature) {
        throw new HttpError(409, `Version ${current.version} is not signed yet: it already follows every change`);
      }
      data.agreementVersions = [
        ...data.agreementVersions,
        {
          id: newId(),
          bookingId: booking.id,
          version: current.version + 1,
          createdAt,
          text: current.text,
          sha256: current.sha256,
          signature: null,
        },
      ];
      return agreementVersions(data, booking);
    });
  });
}
