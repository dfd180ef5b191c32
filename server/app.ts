import Router from '@koa/router';
import type { Server } from 'node:http';
import { AgreementPdfs } from './agreement/agreement-pdfs.ts';
import { pdfBuilderInWorker, type PdfBuilder } from './agreement/pdf-in-worker.ts';
import { BookingReminders } from './alerts/booking-alerts.ts';
import { InquiryAlerts, type AlertOptions } from './alerts/inquiry-alerts.ts';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Config } from './config.ts';
import { lessonDailyLimitMessage, LESSON_HOURLY_LIMIT_MESSAGE, pinLookupsPaused } from '../contract/messages.ts';
import { AdminSessions } from './auth/admin-sessions.ts';
import { adminGuard } from './middleware/admin-guard.ts';
import { errorHandler, isClientGone } from './middleware/errors.ts';
import { jsonBody } from './middleware/json-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { createLogger, type Logger } from './logger.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { createLimits, type Clock, type Limits } from './middleware/throttle.ts';
import { registerAdminSessionRoutes } from './routes/admin-session.ts';
import { registerAgreementRoutes } from './routes/agreement.ts';
import { registerSigningRoutes } from './routes/signing.ts';
import { registerPartyLinkRoutes } from './routes/party-links.ts';
import { registerPartyAdminRoutes } from './routes/party-admin.ts';
import { registerCallSheetRoutes } from './routes/call-sheets.ts';
import { registerTeamRoutes } from './routes/team.ts';
import { registerPayoutRoutes } from './routes/payouts.ts';
import { IntakeRetention } from './party/intake-retention.ts';
import { photosFollowingParty, PrivatePhotoStore } from './private-photos/private-photo-store.ts';
import { newId, type RouteDeps } from './routes/context.ts';
import type { ServerSecrets } from './secrets.ts';
import { Backups } from './backups/backups.ts';
import { createLimitedServer, limitBodyTime, TIME_LIMITS, type TimeLimits } from './http-limits.ts';
import { registerAvailabilityRoutes } from './routes/availability.ts';
import { registerBackupRoutes, RESTORE_TIME_LIMIT_MS } from './routes/backups.ts';
import { registerBooksRoutes } from './routes/books.ts';
import { registerBookingRoutes } from './routes/bookings.ts';
import { registerThankYouRoutes } from './routes/thank-you.ts';
import { ClientEmails } from './client-emails/client-emails.ts';
import { registerCalendarFeedRoutes } from './routes/calendar-feed.ts';
import { registerExportRoutes } from './routes/exports.ts';
import { registerFacesRoutes } from './routes/faces.ts';
import { registerFaqRoutes } from './routes/faqs.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerGalleryRoutes } from './routes/gallery.ts';
import { registerInquiryAlertRoutes } from './routes/inquiry-alerts.ts';
import { registerLessonSubmissionRoutes } from './routes/lesson-submissions.ts';
import { registerLookPhotoRoutes } from './routes/look-photos.ts';
import { registerLookRoutes } from './routes/looks.ts';
import { registerPasskeyRoutes } from './routes/passkeys.ts';
import { registerPolicyRoutes } from './routes/policies.ts';
import { registerProgressRoutes } from './routes/progress.ts';
import { registerDayLinkRoutes } from './routes/day-link.ts';
import { publicReads } from './routes/public-reads.ts';
import { registerSiteSettingsRoutes } from './routes/site-settings.ts';
import { registerTestimonialRoutes } from './routes/testimonials.ts';
import { registerTrialRoutes } from './routes/trial.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerVendorRoutes } from './routes/vendors.ts';
import { registerWeddingScheduleRoutes } from './routes/wedding-schedules.ts';
import type { Store } from './store/store.ts';
import { readyAnswers } from './web/encoded-body.ts';
import { serveApp } from './web/site.ts';
import { serveUploads } from './web/static-files.ts';

export interface AppOptions {
  config: Config;
  store: Store;
  /** The resolved key (from ADMIN_KEY or the generated file). */
  adminKey: string;
  secrets: ServerSecrets;
  /** Requests, alerts and errors are logged here; JSON on stdout unless given. */
  logger?: Logger;
  /** The clock every limit runs on; tests move it instead of waiting. */
  clock?: Clock;
  /** Render every page at start-up and after every change, ahead of visitors (the real server does). */
  warmPages?: boolean;
  /** Retry timing, and for tests only a push service of their own (main.ts passes neither). */
  alertOptions?: AlertOptions;
  /** How long a client may take to send a request (http-limits.ts); tests shorten them instead of waiting. */
  timeLimits?: Partial<TimeLimits>;
  /** What builds the agreement PDFs: a worker thread unless given (tests hold a build to fill the queue). */
  pdfBuilder?: PdfBuilder;
}

/** The app, with its questionnaire alerts: started with it, stopped by whoever stops the server. */
export type App = Koa & {
  alerts: InquiryAlerts;
  backups: Backups;
  bookingReminders: BookingReminders;
  clientEmails: ClientEmails;
  agreementPdfs: AgreementPdfs;
  privatePhotos: PrivatePhotoStore;
  intakeRetention: IntakeRetention;
};

/** Builds the Koa app without listening, so tests can drive it on port 0. */
export function createApp({
  config,
  store,
  adminKey,
  secrets,
  logger = createLogger(config.logFormat),
  clock = Date.now,
  warmPages = false,
  alertOptions,
  timeLimits: timeLimitsGiven,
  pdfBuilder = pdfBuilderInWorker(),
}: AppOptions): App {
  // Behind a proxy only the last X-Forwarded-For entry is trusted: it is the one our own proxy added, while
  // anything to its left came from the client and could be made up to dodge the guess throttle.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });

  const limits: Limits = createLimits(
    config,
    {
      // Her name and number as she has them in Site Settings at the moment the message is sent.
      pinLookupsPaused: () => pinLookupsPaused(store.data.siteSettings.artistName, store.data.siteSettings.phone),
      lessonHourly: LESSON_HOURLY_LIMIT_MESSAGE,
      lessonDaily: () => lessonDailyLimitMessage(store.data.siteSettings.artistName, store.data.siteSettings.phone),
    },
    clock,
  );
  // Case-sensitive and strict: each route has exactly one spelling. Access is not left to them: `adminGuard` below
  // runs before any router and decides on every spelling of /api/admin.
  const routerOptions = { sensitive: true, strict: true };
  const publicRouter = new Router({ ...routerOptions, prefix: '/api' });
  const adminRouter = new Router({ ...routerOptions, prefix: '/api/admin' });
  const sessions = new AdminSessions(store, adminKey, clock);
  // What the alerts log is a delivery that failed or a device that went away: worth a look, not an outage.
  const alerts = new InquiryAlerts(
    store,
    config.mail,
    secrets.vapid,
    clock,
    (message) => logger.warn(message),
    alertOptions,
  );
  // Her reminders about holds, balances and trials, through the same outbox and devices.
  const bookingReminders = new BookingReminders(store, alerts, clock, (message) => logger.warn(message));
  const agreementPdfs = new AgreementPdfs(pdfBuilder);
  // Her clients' automatic e-mails (summary, reminders, the day before, the thank-you), through the same outbox.
  const clientEmails = new ClientEmails(store, alerts, clock, secrets.linkToken, newId, (message) =>
    logger.warn(message),
  );
  const deps: RouteDeps = {
    store,
    config,
    limits,
    secrets,
    sessions,
    adminKey,
    alerts,
    publicRouter,
    adminRouter,
    clock,
    agreementPdfs,
  };
  registerAdminSessionRoutes(deps);
  registerPasskeyRoutes(deps);
  registerSiteSettingsRoutes(deps);
  registerTestimonialRoutes(deps);
  registerGalleryRoutes(deps);
  registerFaqRoutes(deps);
  registerPolicyRoutes(deps);
  registerVendorRoutes(deps);
  registerLessonSubmissionRoutes(deps);
  registerInquiryAlertRoutes(deps);
  // Before the schedule lookup, whose /wedding-schedule/:pin would take /wedding-schedule/agreement.pdf for a PIN.
  registerAgreementRoutes(deps);
  registerSigningRoutes(deps);
  // Private photos (inspiration, looks) outside uploads/; a booking or person deleted takes hers in the same write,
  // and the files no record names are swept after each write.
  const privatePhotos = new PrivatePhotoStore(config.dataDir, store, clock, config.privatePhotosMaxBytes);
  store.follow(photosFollowingParty);
  store.subscribe(() => void privatePhotos.sweepFiles().catch((error: Error) => logger.warn(error.message)));
  registerPartyLinkRoutes(deps, privatePhotos);
  registerPartyAdminRoutes(deps, privatePhotos);
  registerTeamRoutes(deps);
  registerPayoutRoutes(deps);
  registerCallSheetRoutes(deps, privatePhotos);
  const intakeRetention = new IntakeRetention(store, privatePhotos, clock, (message) => logger.info(message));
  registerWeddingScheduleRoutes(deps);
  registerBookingRoutes(deps);
  registerThankYouRoutes(deps);
  registerBooksRoutes(deps);
  registerTrialRoutes(deps);
  registerLookRoutes(deps);
  registerLookPhotoRoutes(deps, privatePhotos);
  registerFacesRoutes(deps);
  registerProgressRoutes(deps);
  registerDayLinkRoutes(deps);
  registerAvailabilityRoutes(deps);
  registerCalendarFeedRoutes(deps);
  registerUploadRoutes(deps);
  const backups = new Backups(
    config,
    store,
    secrets,
    clock,
    (message) => logger.info(message),
    sessions.keyFingerprint,
    privatePhotos,
  );
  registerBackupRoutes(deps, backups);
  registerHealthRoutes(deps);
  registerExportRoutes(deps);

  // The order, in one place, and every request passes all of it until one answers: the body's time limit, the log,
  // the security headers, the answers already made (public reads and pages), the public reads not made yet,
  // compression, errors, the admin guard, body parsing, routes, uploads, then the site's pages and files.
  // Each request's body gets its time limit first, whoever answers it (a restore then allows itself longer).
  const timeLimits: TimeLimits = { ...TIME_LIMITS, ...timeLimitsGiven };
  app.use((ctx, next) => {
    limitBodyTime(ctx.req, timeLimits.bodyMs);
    return next();
  });
  if (config.logRequests) app.use(requestLog(logger));
  app.use(securityHeaders());
  const reads = publicReads(store);
  const pages = serveApp(config, store);
  app.use(readyAnswers(reads.ready, pages.ready));
  app.use(reads);
  app.use(compress({ threshold: 1024 }));
  app.use(errorHandler((message) => logger.error(message)));
  app.use(async (ctx, next) => {
    // API answers are fresh data; the schedule route sets no-store itself.
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-cache');
    await next();
  });
  app.use(adminGuard({ adminKey, keyGuesses: limits.keyGuesses, sessions }));
  app.use(jsonBody());
  app.use(publicRouter.routes());
  app.use(publicRouter.allowedMethods());
  app.use(adminRouter.routes());
  app.use(adminRouter.allowedMethods());
  app.use(serveUploads(config));
  app.use(pages);
  if (warmPages) {
    // The first visitor after a deploy or an edit is a real visitor: pages are rendered before anyone asks.
    let queued: Promise<void> | undefined;
    const rewarm = () => {
      queued ??= new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => {
        queued = undefined;
        return pages.warm();
      });
      queued.catch((error: Error) => logger.error({ err: error }, 'Rendering the pages failed'));
    };
    rewarm();
    store.subscribe(rewarm);
  }
  // A visitor closing the tab mid-answer or cutting their request off is not a server fault; anything else reaches
  // the log once.
  app.on('error', (error: Error & { code?: string }, ctx?: Koa.Context) => {
    if (isClientGone(error, ctx?.req)) return;
    logger.error({ err: error }, 'Unhandled error');
  });
  // As Koa's own listen, with the time limits on headers (and on any request, the restore's being the longest).
  app.listen = ((...args: Parameters<Server['listen']>) => {
    const server = createLimitedServer(app.callback(), timeLimits, RESTORE_TIME_LIMIT_MS);
    server.on('close', () => {
      backups.stop();
      intakeRetention.stop();
      void bookingReminders.stop();
      void clientEmails.stop();
      void agreementPdfs.close();
    });
    return server.listen(...args);
  }) as Koa['listen'];
  alerts.start();
  bookingReminders.start();
  clientEmails.start();
  backups.start();
  intakeRetention.start();
  return Object.assign(app, {
    alerts,
    backups,
    bookingReminders,
    clientEmails,
    agreementPdfs,
    privatePhotos,
    intakeRetention,
  });
}
