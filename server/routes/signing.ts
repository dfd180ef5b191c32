import type { Context } from 'koa';
import { signAgreementInput, type SignatureRecord, type SigningLink, type SigningView } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { linkReplacedMessage } from '#contract/messages.ts';
import { pathOf } from '#contract/routes.ts';
import { clientAgreement, currentAgreement, hasAgreement, keepSigned } from '../agreement/versions.ts';
import { agreementSignedMail, agreementSignedTitle, BOOKINGS_TAB_PATH } from '../alerts/agreement-alert-mail.ts';
import { headerText } from '../alerts/lesson-alert-mail.ts';
import { HttpError, notFound } from '../errors.ts';
import { linkAddress, linkExpiresAt, PrivateLinks, type LinkRule } from '../links/private-links.ts';
import type { Data } from '../store/store.ts';
import { adminBooking, NO_AGREEMENT } from './agreement.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';

// The bride signs her booking agreement from a link texted to her alone (her PIN is her whole party's): the
// signing page (`/sign#<token>`) reads the agreement and signs it through these routes, by the private-link rule
// (server/links/private-links.ts). The artist texts the link from the booking, and makes a new one on request,
// which retires the one before.

/** How long a signing link works after it is issued. */
export const SIGNING_LINK_DAYS = 30;

/** A User-Agent is kept for the record, not without bound. */
const USER_AGENT_MAX = 300;

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** The answer to a refused signing: the reason and the version as it is now, for the page to show. */
const conflict = (data: Readonly<Data>, booking: Booking, message: string) =>
  new HttpError(409, message, NO_STORE, { agreement: clientAgreement(data, booking) });

/** The signing link's rule: a booking by its id, valid 30 days from when its current version was issued. */
const signingRule = (data: Readonly<Data>): LinkRule<Booking> => ({
  kind: 'sign',
  validDays: SIGNING_LINK_DAYS,
  find: (id) => {
    const booking = data.bookings.find((item) => item.id === id);
    return booking && { record: booking, link: booking.signingLink };
  },
});

export function registerSigningRoutes({ store, limits, secrets, clock, alerts, publicRouter, adminRouter }: RouteDeps) {
  const links = new PrivateLinks(secrets, limits.linkGuesses, clock, () => store.data.siteSettings.artistName);

  /** The booking the request's signing link opens; it must still have an agreement. */
  const openedBooking = (ctx: Context) => {
    const booking = links.open(ctx, signingRule(store.data));
    if (!hasAgreement(booking)) throw new HttpError(404, NO_AGREEMENT, NO_STORE);
    return booking;
  };

  on(publicRouter, api.signing.get, (ctx) => {
    const booking = openedBooking(ctx);
    const view: SigningView = {
      clientName: booking.clientName,
      eventDate: booking.eventDate,
      agreement: clientAgreement(store.data, booking),
    };
    ctx.body = view;
  });

  /**
   * Signs the current version as she read it: refused (409, with the version as it is now) when it is signed
   * already, or when the version or the text she read is not the current one; 410 when her link was replaced
   * meanwhile. The record and its alert are written in one update; the alert goes out once both are on disk.
   */
  on(publicRouter, api.signing.sign, async (ctx) => {
    const opened = openedBooking(ctx);
    const input = parseBody(ctx, signAgreementInput, { nameField: true });
    const signedAt = new Date(clock()).toISOString();
    const { booking, signature } = await store.update((data) => {
      const booking = data.bookings.find((item) => item.id === opened.id);
      if (!booking || !hasAgreement(booking)) throw new HttpError(404, NO_AGREEMENT, NO_STORE);
      if (booking.signingLink?.version !== opened.signingLink?.version) {
        throw new HttpError(410, linkReplacedMessage(data.siteSettings.artistName), NO_STORE);
      }
      const current = currentAgreement(data, booking);
      if (booking.status === 'cancelled') {
        throw conflict(data, booking, 'This booking is cancelled, so the agreement can no longer be signed');
      }
      if (current.signature) throw conflict(data, booking, 'This agreement is already signed');
      if (input.version !== current.version || input.sha256 !== current.sha256) {
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
      // Neutralised as every alert is: no control, bidirectional or invisible character reaches her lock screen.
      body: `Version ${signature.version}, signed by ${headerText(signature.signedName, 120)}`,
      url: BOOKINGS_TAB_PATH,
      tag: `agreement-${booking.id}-${signature.version}`,
    });
    ctx.status = 201;
    ctx.body = signature;
  });

  /** The booking's signing link while it works, to text her; null before the first one and once it has expired. */
  const linkOf = (data: Readonly<Data>, booking: Booking): SigningLink | null => {
    const link = booking.signingLink;
    if (!link || !links.isValid(signingRule(data), link)) return null;
    return {
      url: linkAddress(data.siteSettings.siteUrl, pathOf('sign'), links.token('sign', booking.id, link)),
      issuedAt: link.issuedAt,
      expiresAt: linkExpiresAt(link.issuedAt, SIGNING_LINK_DAYS),
    };
  };

  on(adminRouter, api.adminBookings.signingLink, (ctx) => {
    const data = store.data;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { link: linkOf(data, adminBooking(data, ctx.params.id!)) };
  });

  // A new link, the next version: the one before answers 410 from now on.
  on(adminRouter, api.adminBookings.renewSigningLink, async (ctx) => {
    const issuedAt = new Date(clock()).toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await store.update((data) => {
      const index = data.bookings.findIndex((item) => item.id === adminBooking(data, ctx.params.id!).id);
      if (index === -1) throw notFound('Booking');
      const existing = data.bookings[index]!;
      const booking: Booking = {
        ...existing,
        signingLink: { version: (existing.signingLink?.version ?? 0) + 1, issuedAt },
      };
      data.bookings[index] = booking;
      return { link: linkOf(data, booking)! };
    });
  });
}
