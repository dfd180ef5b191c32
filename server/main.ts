import { resolveAdminKey } from './admin-key.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedStartingContent } from './store/seed.ts';
import { DataFileError, Store } from './store/store.ts';
import { placeholderFacts } from '../contract/site-settings.ts';
import { batchedLog } from './middleware/request-log.ts';
import { loadServerSecrets } from './secrets.ts';
import { sweepUnusedUploads } from './uploads/image-files.ts';

async function main() {
  const config = loadConfig();
  const store = await Store.open(config.dataDir);
  await seedStartingContent(store);
  const placeholders = placeholderFacts(store.data.siteSettings);
  if (placeholders.length > 0) {
    // Until she replaces them, canonical links, the sitemap and structured data point at an address that is not hers.
    console.warn(
      `Site Settings still hold first-run placeholders: ${placeholders.join('; ')}. Replace them in /admin, Site Settings.`,
    );
  }
  const swept = await sweepUnusedUploads(config.uploadsDir, store.data.gallery);
  if (swept.length > 0) console.log(`Removed ${swept.length} uploaded image file(s) no gallery item used.`);
  const adminKey = await resolveAdminKey(config);
  const secrets = await loadServerSecrets(config.dataDir);
  // One write per turn of the event loop, not per request: logging stays cheap under a rush of visitors.
  const log = batchedLog();
  const app = createApp({ config, store, adminKey, secrets, log, warmPages: true });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Serving the site on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
  });

  // On SIGTERM stop taking requests, let those in flight finish, make sure every write is on disk, then exit.
  let stopping = false;
  let exiting = false;
  const stop = (signal: string) => {
    // Under npm or systemd the same signal can arrive twice (to the group and relayed); the first one counts.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received; finishing requests in flight...`);
    const finish = async (code: number) => {
      if (exiting) return;
      exiting = true;
      // An alert being sent finishes (and its outcome is written) before the last flush; waiting ones stay in the
      // outbox on disk for the next start.
      await app.alerts.stop();
      // A change whose client has gone away is still written: flush waits for every queued write.
      await store.flush();
      log.flush();
      console.log('Every change is on disk; stopped.');
      process.exit(code);
    };
    server.close(() => void finish(0));
    // Keep-alive connections that finish their request become idle; close them so close() can complete.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      console.error('Requests still open after 10 s; closing them.');
      server.closeAllConnections();
      void finish(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataFileError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
