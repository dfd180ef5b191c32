import type { Context } from 'koa';
import { api } from '#contract/api.ts';
import type { Booking } from '#contract/booking.ts';
import { firstNameOf } from '#contract/booking-texts.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import { thankYouLastDay } from '#contract/client-emails.ts';
import { escapeHtmlAndApostrophes } from '#contract/html.ts';
import { linkExpiredMessage } from '#contract/messages.ts';
import type { Testimonial } from '#contract/testimonial.ts';
import { testimonialLockedMessage, thankYouInput, type ThankYouView } from '#contract/thank-you.ts';
import { headerText, type AlertMail } from '../alerts/lesson-alert-mail.ts';
import { thankYouLinkStateOf } from '../client-emails/client-email-facts.ts';
import { HttpError, notFound } from '../errors.ts';
import { PrivateLinks, type LinkRule } from '../links/private-links.ts';
import type { Data } from '../store/store.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';
import { bookingAnswer } from '../bookings/booking-terms.ts';

// The bride's thank-you link (`/thank-you#<token>`), by the private-link rule (server/links/private-links.ts): kind
// 'thank-you', id = the booking's, one per booking, working until 90 days after the wedding. She writes one
// testimonial from it, hers to change until the artist publishes it; it lands in the Testimonials tab hidden, marked
// where it came from, and the artist gets an alert.

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const TESTIMONIALS_TAB_PATH = '/admin?tab=testimonials';

const thankYouRule = (data: Readonly<Data>): LinkRule<Booking> => ({
  kind: 'thank-you',
  find: (id) => {
    const booking = data.bookings.find((item) => item.id === id);
    // A cancelled booking's link opens nothing: there was no wedding to thank her for.
    return booking && booking.status !== 'cancelled'
      ? { record: booking, link: thankYouLinkStateOf(booking) }
      : undefined;
  },
});

/** Her testimonial, the one from this booking's link. */
const testimonialOf = (data: Readonly<Data>, bookingId: string) =>
  data.testimonials.find((item) => item.source?.kind === 'thank-you' && item.source.bookingId === bookingId);

/** The service type the testimonial carries: the bride's services, else the kind of event. */
export function serviceTypeOf(booking: Pick<Booking, 'party' | 'eventType'>): string {
  const services = booking.party[0]?.services ?? [];
  const words = services.length > 0 ? services.join(' & ') : booking.eventType === 'wedding' ? 'Wedding' : 'Event';
  return words.slice(0, 120);
}

function viewOf(data: Readonly<Data>, booking: Booking): ThankYouView {
  const mine = testimonialOf(data, booking.id);
  return {
    clientName: booking.clientName,
    eventDate: booking.eventDate,
    artistName: data.siteSettings.artistName,
    serviceType: serviceTypeOf(booking),
    reviewLinks: data.siteSettings.reviewLinks.map(({ label, url }) => ({ label, url })),
    testimonial: mine
      ? {
          clientName: mine.clientName,
          rating: mine.rating,
          content: mine.content,
          serviceType: mine.serviceType,
          consent: mine.consent ?? false,
        }
      : null,
    published: Boolean(mine?.isVisible),
  };
}

/** Her alert: who wrote, with what rating, and whether it may be published. */
function testimonialAlertMail(testimonial: Testimonial, booking: Booking, siteUrl: string): AlertMail {
  const name = headerText(testimonial.clientName, 120);
  const subject = headerText(`New testimonial from ${name}`, 160);
  const link = (() => {
    try {
      return new URL(TESTIMONIALS_TAB_PATH, siteUrl).href;
    } catch {
      return null;
    }
  })();
  const lines = [
    `${name} wrote a testimonial from her thank-you link (${longDate(booking.eventDate)}): ${testimonial.rating} of 5.`,
    testimonial.consent
      ? 'She agreed to have it published: it waits, hidden, for you to publish it.'
      : 'She did not agree to have it published on the site: it stays hidden.',
    link ? `Read it: ${link}` : 'Read it in your dashboard, under Testimonials.',
  ];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtmlAndApostrophes(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf7f4;"><div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2523;">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px;">${escapeHtmlAndApostrophes(subject)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px;font-size:16px;line-height:1.5;overflow-wrap:anywhere;">${escapeHtmlAndApostrophes(line)}</p>`).join('\n')}
</div></body></html>
`;
  return { subject, text: `${lines.join('\n')}\n`, html };
}

export function registerThankYouRoutes({
  store,
  limits,
  secrets,
  clock,
  alerts,
  publicRouter,
  adminRouter,
}: RouteDeps) {
  const links = new PrivateLinks(secrets, limits.linkGuesses, clock, () => store.data.siteSettings.artistName);
  const today = () => sacramentoDate(new Date(clock()));

  /** The booking her link opens; 410 once its 90 days after the wedding are over. */
  const open = (ctx: Context) => {
    const booking = links.open(ctx, thankYouRule(store.data));
    if (today() > thankYouLastDay(booking.eventDate)) {
      throw new HttpError(410, linkExpiredMessage(store.data.siteSettings.artistName), NO_STORE);
    }
    return booking;
  };

  on(publicRouter, api.thankYou.get, (ctx) => {
    const booking = open(ctx);
    ctx.body = viewOf(store.data, booking);
  });

  on(publicRouter, api.thankYou.put, async (ctx) => {
    const opened = open(ctx);
    const input = parseBody(ctx, thankYouInput, { nameField: true });
    const submittedAt = new Date(clock()).toISOString();
    const first = await store.update((data) => {
      const booking = data.bookings.find((item) => item.id === opened.id);
      if (!booking || thankYouLinkStateOf(booking).version !== thankYouLinkStateOf(opened).version) {
        throw new HttpError(404, 'This link no longer opens anything', NO_STORE);
      }
      const index = data.testimonials.findIndex(
        (item) => item.source?.kind === 'thank-you' && item.source.bookingId === booking.id,
      );
      const existing = index === -1 ? undefined : data.testimonials[index]!;
      if (existing?.isVisible) {
        throw new HttpError(423, testimonialLockedMessage(data.siteSettings.artistName), NO_STORE);
      }
      const testimonial: Testimonial = {
        ...(existing ?? { id: newId(), createdAt: submittedAt }),
        clientName: input.clientName,
        content: input.content,
        rating: input.rating,
        serviceType: serviceTypeOf(booking),
        isVisible: false,
        consent: input.consent,
        source: { kind: 'thank-you', bookingId: booking.id, submittedAt },
      };
      if (existing) data.testimonials[index] = testimonial;
      else data.testimonials.push(testimonial);
      // One alert, when it first arrives; her changes after that are in the tab.
      if (!existing) alerts.enqueueMail(data, testimonialAlertMail(testimonial, booking, data.siteSettings.siteUrl));
      return existing ? undefined : testimonial;
    });
    if (first) {
      alerts.notify({
        title: headerText(`New testimonial from ${firstNameOf(first.clientName)}`, 120),
        body: `${first.rating} of 5${first.consent ? '' : ', not to be published'}`,
        url: TESTIMONIALS_TAB_PATH,
        tag: `testimonial-${first.id}`,
      });
    }
    ctx.set(NO_STORE);
    ctx.body = viewOf(store.data, store.data.bookings.find((item) => item.id === opened.id) ?? opened);
  });

  // A new link: the one before answers 410 from now on.
  on(adminRouter, api.adminBookings.thankYouLink, async (ctx) => {
    const issuedAt = new Date(clock()).toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await store.update((data) => {
      const index = data.bookings.findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Booking');
      const existing = data.bookings[index]!;
      const booking: Booking = {
        ...existing,
        thankYouLink: { version: thankYouLinkStateOf(existing).version + 1, issuedAt },
      };
      data.bookings[index] = booking;
      return bookingAnswer(data, booking, today(), secrets.linkToken, alerts.emailEnabled);
    });
  });
}
