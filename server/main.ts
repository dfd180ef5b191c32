import { resolveAdminKey } from './admin-key.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, logFormatOf } from './config.ts';
import { createLogger, flushNow, type Logger } from './logger.ts';
import { seedStartingContent } from './store/seed.ts';
import { DataFileError, Store } from './store/store.ts';
import { placeholderFacts } from '../contract/site-settings-defaults.ts';
import { loadServerSecrets } from './secrets.ts';
import { sweepUnusedUploads } from './uploads/image-files.ts';
import { fillGallerySizes } from './uploads/image-sizes.ts';

/** Made before anything else, so that even a bad setting or a crash at start-up is logged as the rest is. */
const logger: Logger = createLogger(safeLogFormat());

function safeLogFormat() {
  try {
    return logFormatOf();
  } catch {
    return 'json'; // loadConfig then stops the server over the bad LOG_FORMAT, and that is logged in JSON
  }
}

/**
 * Anything thrown that nothing caught, or a promise rejected that nobody awaited, leaves the process in a state
 * no-one planned for: its stack is logged (written synchronously, before anything else can go wrong) and the
 * process exits non-zero, so the service manager starts a fresh one (systemd's Restart=always).
 */
function exitOnCrash(kind: string, error: unknown) {
  logger.fatal({ err: error }, `${kind}; exiting so the service manager restarts the server`);
  flushNow(logger);
  // 70 (EX_SOFTWARE), not 1: `systemctl status` then tells a crash from a server that could not start.
  process.exit(70);
}
process.on('uncaughtException', (error) => exitOnCrash('Uncaught exception', error));
process.on('unhandledRejection', (reason) => exitOnCrash('Unhandled promise rejection', reason));

async function main() {
  const config = loadConfig();
  const store = await Store.open(config.dataDir);
  await seedStartingContent(store);
  const placeholders = placeholderFacts(store.data.siteSettings);
  if (placeholders.length > 0) {
    // Until she replaces them, canonical links, the sitemap and structured data point at an address that is not hers.
    logger.warn(
      `Site Settings still hold first-run placeholders: ${placeholders.join('; ')}. Replace them in /admin, Site Settings.`,
    );
  }
  const swept = await sweepUnusedUploads(config.uploadsDir, store.data.gallery);
  if (swept.length > 0) logger.info(`Removed ${swept.length} uploaded image file(s) no gallery item used.`);
  // Photos saved before their sizes were kept get them from their files, once (the pages' width and height).
  const sized = await fillGallerySizes(store, config.uploadsDir);
  if (sized > 0) logger.info(`Read the size of ${sized} gallery photo(s) from their files.`);
  const adminKey = await resolveAdminKey(config, (line) => logger.info(line));
  const secrets = await loadServerSecrets(config.dataDir);
  const app = createApp({ config, store, adminKey, secrets, logger, warmPages: true });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(`Serving the site on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
  });

  // On SIGTERM stop taking requests, let those in flight finish, make sure every write is on disk, then exit.
  let stopping = false;
  let exiting = false;
  const stop = (signal: string) => {
    // Under npm or systemd the same signal can arrive twice (to the group and relayed); the first one counts.
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received; finishing requests in flight...`);
    const finish = async (code: number) => {
      if (exiting) return;
      exiting = true;
      // An alert being sent finishes (and its outcome is written) before the last flush; waiting ones stay in the
      // outbox on disk for the next start.
      await app.alerts.stop();
      // A change whose client has gone away is still written: flush waits for every queued write.
      await store.flush();
      logger.info('Every change is on disk; stopped.');
      flushNow(logger);
      process.exit(code);
    };
    server.close(() => void finish(0));
    // Keep-alive connections that finish their request become idle; close them so close() can complete.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      logger.warn('Requests still open after 10 s; closing them.');
      server.closeAllConnections();
      void finish(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataFileError;
  if (known) logger.fatal(`Cannot start: ${(error as Error).message}`);
  else logger.fatal({ err: error }, 'Cannot start');
  flushNow(logger);
  process.exit(1);
});
