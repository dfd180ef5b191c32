import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test-support/chromium.ts';

/** The admin key the browser tests log in with; both test servers are started with it. */
export const E2E_ADMIN_KEY = 'e2e-admin-key-for-tests-only';

/**
 * Three production servers from one build, each with a fresh data folder:
 * - "visitor": only the seeded content; visitors' tests read it and never change it (lesson forms aside),
 *   so what they check (the seeded FAQs, the sample testimonials) does not depend on other tests;
 * - "owner": the dashboard's and the schedule page's tests, which create and delete content;
 * - "settings": the owner files that change her settings (see SETTINGS_FILES), on a server of their own.
 */
const servers = {
  visitor: Number(process.env.E2E_VISITOR_PORT ?? 4173),
  owner: Number(process.env.E2E_OWNER_PORT ?? 4174),
  settings: Number(process.env.E2E_SETTINGS_PORT ?? 4175),
};

function testServer(name: keyof typeof servers) {
  const envName = `E2E_DATA_DIR_${name.toUpperCase()}`;
  const dataDir = (process.env[envName] ??= mkdtempSync(path.join(tmpdir(), `bridal-e2e-${name}-`)));
  const port = servers[name];
  return {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/faqs`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ADMIN_KEY: E2E_ADMIN_KEY,
      LOG_REQUESTS: 'false',
      // Tests mistype PINs on purpose; the limits themselves are tested against the server directly.
      PIN_GUESS_LIMIT: '1000',
      KEY_GUESS_LIMIT: '100',
      // Every test comes from 127.0.0.1; the questionnaire's limit per address is tested against the server directly.
      LESSON_LIMIT: '1000',
      // Likewise the travel estimates per address: tested in server/routes/travel-estimate.test.ts.
      TRAVEL_ESTIMATE_LIMIT: '1000',
      // E-mail alerts on, to a mail server that is down (nothing listens on port 9): the dashboard's alert status
      // and the test e-mail's error are checked in the browser; delivery itself is tested against a real SMTP
      // server in server/alerts.
      ...(name !== 'visitor'
        ? { SMTP_URL: 'smtp://127.0.0.1:9', ALERT_EMAIL: 'owner-alerts@example.com', MAIL_FROM: 'alerts@example.com' }
        : {}),
    },
  };
}

/** Tests of several phones at once: `npm run test:slow`, not `npm test`. */
const SLOW_FILES = ['**/*.slow.e2e.ts'];
/** The owner files that change her settings, policies or price list (see the `settings` project). */
const SETTINGS_FILES = [
  'app/features/admin/site-settings/site-settings.e2e.ts',
  'app/features/admin/content/content.e2e.ts',
  'app/features/admin/bookings/booking-party.e2e.ts',
];

const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every test about a third of its time on two cores. In CI a failure is run again,
    // traced; locally, run it with --trace on.
    trace: 'on-first-retry',
    launchOptions: chromium,
    // Every new browser context would install the service worker and precache the whole build (some 35 files)
    // before its test goes on: on two cores that is seconds a test. Only the files that test what the worker does
    // (offline, the shell, push, what is cached) allow it, with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'visitor',
      testMatch: ['app/features/public-site/**/*.e2e.ts', 'e2e/**/*.e2e.ts'],
      testIgnore: SLOW_FILES,
      use: { baseURL: `http://127.0.0.1:${servers.visitor}` },
    },
    {
      name: 'owner',
      testMatch: ['app/features/admin/**/*.e2e.ts', 'app/features/wedding-schedule/**/*.e2e.ts'],
      testIgnore: [...SLOW_FILES, ...SETTINGS_FILES],
      use: { baseURL: `http://127.0.0.1:${servers.owner}` },
    },
    // The files that change her Site Settings, policies or price list, on an owner server of their own: a change
    // of hers makes a new, unsigned agreement version and new rule texts, which the owner files reading them at the
    // same moment would see half-way.
    {
      name: 'settings',
      testMatch: SETTINGS_FILES,
      use: { baseURL: `http://127.0.0.1:${servers.settings}` },
    },
    // `npm run test:slow` only: several phones at once, each a browser context of its own.
    ...(process.env.SLOW_E2E
      ? [{ name: 'slow', testMatch: SLOW_FILES, use: { baseURL: `http://127.0.0.1:${servers.owner}` } }]
      : []),
    // `npm run walk` only: the usability walk, counted on a fresh owner server (her first run needs one).
    ...(process.env.WALK
      ? [{ name: 'walk', testMatch: ['e2e/walk/*.walk.ts'], use: { baseURL: `http://127.0.0.1:${servers.owner}` } }]
      : []),
  ],
  webServer: [testServer('visitor'), testServer('owner'), testServer('settings')],
});
