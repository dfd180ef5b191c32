import type { Context } from 'koa';
import {
  paperSignatureInput,
  signAgreementInput,
  type AgreementVersion,
  type SignatureRecord,
} from '#contract/agreement.ts';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { SCHEDULE_GONE_MESSAGE } from '#contract/messages.ts';
import { agreementPdf } from '../agreement/pdf.ts';
import {
  agreementVersion,
  agreementVersions,
  bookingOfSchedule,
  clientAgreement,
  currentAgreement,
  hasAgreement,
  keepSigned,
} from '../agreement/versions.ts';
import { agreementSignedMail, agreementSignedTitle, BOOKINGS_TAB_PATH } from '../alerts/agreement-alert-mail.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Data } from '../store/store.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';
import { refreshedByToken, scheduleOpenedByPin } from './wedding-schedules.ts';

// The booking agreement: the bride reads and signs it on her schedule's page (by PIN, or by the phone's device
// token), either side downloads it as a PDF, and the artist lists its versions, marks a paper copy signed or opens
// a new version to void a signature. What a version says and which is current: server/agreement/versions.ts.

/** A User-Agent is kept for the record, not without bound. */
const USER_AGENT_MAX = 300;

const NO_AGREEMENT = 'This schedule has no booking agreement';
const NO_SCHEDULE = 'This booking has no wedding schedule yet, so no agreement: give it a PIN first';

/** The answer to a refused signing: the reason and the version as it is now, for the page to show. */
const conflict = (data: Readonly<Data>, booking: Booking, message: string) =>
  new HttpError(409, message, { 'Cache-Control': 'no-store' }, { agreement: clientAgreement(data, booking) });

const sendPdf = async (ctx: Context, data: Readonly<Data>, version: AgreementVersion, booking: Booking) => {
  const versions = agreementVersions(data, booking);
  const supersededBy = version.status === 'superseded' ? versions.at(-1)!.version : undefined;
  ctx.body = await agreementPdf({ version, businessName: data.siteSettings.businessName, supersededBy });
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="booking-agreement-v${version.version}.pdf"`);
};

export function registerAgreementRoutes({
  store,
  limits,
  secrets,
  clock,
  alerts,
  publicRouter,
  adminRouter,
}: RouteDeps) {
  const today = () => sacramentoDate(new Date(clock()));

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
   * Signs the current version as she read it: refused (409, with the version as it is now) when it is signed
   * already, or when the version or text she read is not the current one. The record and its alert are written in
   * one update; the alert goes out once both are on disk.
   */
  const sign = async (ctx: Context, scheduleId: string) => {
    const input = parseBody(ctx, signAgreementInput, { nameField: true });
    const signedAt = new Date(clock()).toISOString();
    const { booking, signature } = await store.update((data) => {
      const booking = bookingOf(data, scheduleId);
      const current = currentAgreement(data, booking);
      if (booking.status === 'cancelled') {
        throw conflict(data, booking, 'This booking is cancelled, so the agreement can no longer be signed');
      }
      if (current.signature) throw conflict(data, booking, 'This agreement is already signed');
      if (input.version !== current.version || (input.sha256 !== undefined && input.sha256 !== current.sha256)) {
        throw conflict(data, booking, 'The agreement has changed since you opened it: please read it again and sign');
      }
      const signature: SignatureRecord = {
        signedName: input.signedName,
        signedAt,
        method: 'page',
        clientAddress: ctx.ip,
        userAgent: ctx.get('user-agent').slice(0, USER_AGENT_MAX),
        sha256: current.sha256,
        version: current.version,
      };
      keepSigned(data, booking.id, current, signature, newId());
      alerts.enqueueMail(data, agreementSignedMail(booking, signature, data.siteSettings));
      return { booking, signature };
    });
    alerts.notify({
      title: agreementSignedTitle(booking),
      body: `Version ${signature.version}, signed by ${signature.signedName}`,
      url: BOOKINGS_TAB_PATH,
      tag: `agreement-${booking.id}-${signature.version}`,
    });
    ctx.status = 201;
    ctx.body = signature;
  };

  on(publicRouter, api.weddingSchedule.signByPin, (ctx) => sign(ctx, scheduleByPin(ctx)));
  on(publicRouter, api.weddingSchedule.signSaved, (ctx) => sign(ctx, scheduleByToken(ctx)));

  const brideDownload = async (ctx: Context, scheduleId: string) => {
    const data = store.data;
    const booking = bookingOf(data, scheduleId);
    await sendPdf(ctx, data, agreementVersions(data, booking).at(-1)!, booking);
  };
  on(publicRouter, api.weddingSchedule.agreementPdfByPin, (ctx) => brideDownload(ctx, scheduleByPin(ctx)));
  on(publicRouter, api.weddingSchedule.agreementPdfSaved, (ctx) => brideDownload(ctx, scheduleByToken(ctx)));

  /** The booking, which must have an agreement (a schedule). */
  const adminBooking = (data: Readonly<Data>, id: string) => {
    const booking = data.bookings.find((item) => item.id === id);
    if (!booking) throw notFound('Booking');
    if (!hasAgreement(booking)) throw new HttpError(404, NO_SCHEDULE);
    return booking;
  };

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
    await sendPdf(ctx, data, version, booking);
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
