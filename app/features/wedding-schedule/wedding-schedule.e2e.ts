import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { holdRequests } from '#e2e/hold-requests.ts';
import { hydrated } from '#e2e/hydrated.ts';
import { admin, createSchedule, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/schedule';

test.describe('straight from the server (no service worker yet)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the PIN screen arrives as HTML, works once hydrated, and a saved schedule replaces it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('View My Schedule');
    expect(html).not.toContain('Loading...');

    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));

    // Until the page's code has run, the server's PIN screen is what she sees: she can type, and the button waits.
    const clientName = `Hydra ${Date.now()}`;
    const { pin } = await createSchedule(request, { clientName }, [
      { serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
    ]);
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto(PAGE, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'View My Schedule' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Your PIN').fill(pin);
    await page.getByLabel('Your PIN').press('Enter');
    release();
    await expect(button).toBeEnabled();
    expect(new URL(page.url()).search).toBe('');
    // What she typed before the code arrived is what is looked up.
    await button.click();
    await expect(page.getByRole('heading', { level: 1, name: `${clientName}'s Wedding Day` })).toBeVisible();

    // Next visit: the server again sends the PIN screen, and the schedule saved on this phone takes its place.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${clientName}'s Wedding Day` })).toBeVisible();
    await expect(page.getByLabel('Your PIN')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a notice's code and the schedule's own wait for her first tap; a page with no notices never fetches them", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(toast-view|schedule-view)-[^/]+\.js$/.exec(request.url())?.[1];
      if (chunk) fetched.push(`${chunk} on ${new URL(page.url()).pathname}`);
    });
    const settled = async () => {
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle');
    };
    // Evaluated while a page comes to life, they were long tasks on a phone for screens that have no use for them.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page.locator('header a').first())).toBe(true);
    await settled();
    await page.getByRole('heading', { level: 1 }).click();
    await settled();
    expect(fetched).toEqual([]);
    // The PIN screen from the server: nothing until she taps it, then both, well before her PIN comes back.
    await page.goto(PAGE, { waitUntil: 'networkidle' });
    await expect.poll(() => hydrated(page.getByLabel('Your PIN'))).toBe(true);
    await settled();
    expect(fetched).toEqual([]);
    await page.getByLabel('Your PIN').click();
    await expect.poll(() => fetched.sort()).toEqual([`schedule-view on ${PAGE}`, `toast-view on ${PAGE}`]);
  });
});

test.describe('before the page code has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a PIN sent from the server-rendered screen never reaches the address bar', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: 'View My Schedule' })).toBeDisabled();
    await page.getByLabel('Your PIN').fill('246810');
    await page.getByLabel('Your PIN').press('Enter');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(PAGE);
    expect(page.url()).not.toContain('246810');
    // The form stayed as she left it, waiting for the code.
    await expect(page.getByLabel('Your PIN')).toHaveValue('246810');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a short PIN is refused with a toast; a wrong PIN says so, clears the entry and offers Try Again', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible();
    const field = page.getByLabel('Your PIN');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('maxlength', '6');
    await page.getByRole('button', { name: 'Show PIN' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.screenshot({ path: `${SCREENS}/pin-entry-390.png` });
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations.map((v) => v.id)).toEqual([]);

    await enterPin(page, '123');
    await expect(page.getByText('Invalid PIN', { exact: true })).toBeVisible();
    await expect(page.getByText('PIN must be 4 or 6 digits long', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('123'); // nothing was looked up

    // Held back a moment so the loading state can be seen.
    const release = await holdRequests(page, '**/api/wedding-schedule/**');
    await enterPin(page, '000000');
    await expect(page.getByText('Loading your wedding schedule...')).toBeVisible();
    release();
    await expect(page.getByText('Schedule not found or PIN invalid.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/not-found-390.png` });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByLabel('Your PIN')).toHaveValue('');
    expect(page.url()).not.toContain('000000');
  });

  test('a notice whose code cannot be fetched is still shown, in plain words, and goes away', async ({ page }) => {
    // The notices' code is fetched apart from the page's (see ToastProvider); here that fetch never succeeds.
    await page.route(/\/assets\/toast-view-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(PAGE);
    const notice = page.getByRole('status').filter({ hasText: 'Invalid PIN: PIN must be 4 or 6 digits long' });
    await enterPin(page, '123');
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Your PIN')).toHaveValue('123');
    await page.screenshot({ path: `${SCREENS}/plain-notice-390.png` });
    await notice.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notice).toBeHidden();
    // Left alone, it goes on the same 5 s clock as a real notice.
    await enterPin(page, '12');
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 8000 });
  });

  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the right PIN shows every part of the schedule, which then opens offline from the phone', async ({
      page,
      context,
      request,
    }) => {
      const clientName = `Ana ${Date.now()}`;
      const { pin } = await createSchedule(
        request,
        {
          clientName,
          weddingDate: '2026-06-14',
          startTime: '07:30',
          venueName: 'Vizcaya Mansion',
          venueAddress: '2019 21st St, Sacramento, CA 95818',
          contactPhone: '(916) 555-0177',
          manualTotal: '$975',
        },
        [
          { serviceName: 'Bridesmaids', startTime: '9:30 AM', endTime: '11', sortOrder: 2 },
          { serviceName: 'Bridal Makeup', startTime: '07:30', endTime: '09:00', sortOrder: 1 },
          { serviceName: 'Touch-ups', startTime: '12:00', endTime: '00:00', sortOrder: 3 },
        ],
      );

      await page.goto(PAGE);
      await enterPin(page, pin);
      await expect(page.getByRole('heading', { level: 1, name: `${clientName}'s Wedding Day` })).toBeVisible();
      await expect(page.getByText('Makeup Schedule', { exact: true })).toBeVisible();
      await expect(page.getByText('Contact for day of')).toBeVisible();
      await expect(page.getByRole('link', { name: /\(916\) 555-0177/ })).toHaveAttribute('href', 'tel:+19165550177');
      expect(page.url()).toMatch(/\/wedding-day-schedule$/);

      const details = page.getByRole('region', { name: 'Event Details' });
      await expect(details.getByRole('row', { name: 'Date' })).toContainText('Sunday, June 14, 2026');
      await expect(details.getByRole('row', { name: 'Time' })).toContainText('7:30 AM');
      await expect(details.getByRole('row', { name: 'Location' })).toContainText('Vizcaya Mansion');
      const address = details.getByRole('link', { name: /2019 21st St, Sacramento, CA 95818/ });
      await expect(address).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Vizcaya%20Mansion%2C%202019%2021st%20St/,
      );

      const rows = page.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
      await expect(rows).toHaveText([
        /Bridal Makeup\s*7:30 AM – 9:00 AM/,
        /Bridesmaids\s*9:30 AM – 11:00 AM/,
        /Touch-ups\s*12:00 PM – 12:00 AM/,
      ]);
      await expect(page.getByText('Total due on or before Sunday, June 14, 2026: $975')).toBeVisible();
      // The table fits a phone, so no scroll arrows.
      await expect(page.getByRole('button', { name: /Scroll makeup times/ })).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/schedule-390.png`, fullPage: true });
      const axe = await new AxeBuilder({ page }).include('main').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENS}/schedule-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });

      // The calendar file carries the services at their Los Angeles times.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ana-\d+-wedding-day\.ics$/);
      const ics = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(ics).toContain('SUMMARY:Makeup: Bridal Makeup\r\n');
      expect(ics).toContain(
        'DTSTART;TZID=America/Los_Angeles:20260614T073000\r\nDTEND;TZID=America/Los_Angeles:20260614T090000',
      );
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n');

      // Printing leaves out the buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeHidden();
      await page.screenshot({ path: `${SCREENS}/print-390.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // Once the service worker controls the page, the whole thing opens with no network.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect(page.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await expect(page.getByText(/Up to date\. Last updated today at/)).toBeVisible();

      // The private schedule is only in the phone's storage, never in the service worker's caches.
      const cachedUrls = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
        }
        return urls;
      });
      expect(cachedUrls).toContain('/index.html');
      expect(cachedUrls.some((url) => url.startsWith('/api/wedding-schedule') || url.startsWith('/api/admin'))).toBe(
        false,
      );

      // Public reading seen once while online (here the FAQs) is kept for offline too.
      const [firstFaq] = (await (await request.get('/api/faqs')).json()) as { question: string }[];
      await page.goto('/faqs');
      await expect(page.getByRole('button', { name: firstFaq!.question })).toBeVisible();
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible();

      // Reopened, the saved schedule is drawn in one go: its code is fetched alongside the saved copy, so no "Opening
      // your wedding schedule..." line comes first (React would then hold the schedule back for 300 ms after it).
      await context.addInitScript(() => {
        const seen = window as Window & { openingLineShown?: boolean };
        new MutationObserver(() => {
          if (document.body?.textContent?.includes('Opening your wedding schedule')) seen.openingLineShown = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      // Her settings were remembered on this phone while online; offline, with no copy of their API answer in the
      // service worker's cache (as after a visit of server-rendered pages only), the pages show the remembered copy
      // (edited here, so the page cannot be showing the build's first-run defaults).
      await page.evaluate(async () => void (await caches.open('public-content')).delete('/api/site'));
      const editRemembered = () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve, reject) => {
              const open = indexedDB.open('site-settings');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('remembered')) return resolve(false);
                const store = db.transaction('remembered', 'readwrite').objectStore('remembered');
                const read = store.get('site-settings');
                read.onsuccess = () => {
                  if (!read.result) return resolve(false);
                  store.put({ ...read.result, artistName: 'Remembered Artist' }, 'site-settings');
                  store.transaction.oncomplete = () => resolve(true);
                };
              };
            }),
        );
      await expect.poll(editRemembered).toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Remembered Artist')).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { openingLineShown?: boolean }).openingLineShown)).toBe(
        undefined,
      );
      await expect(
        page.getByText(/You're offline\. Showing the copy saved on this phone, last updated today at/),
      ).toBeVisible();
      await expect(page.getByText('Total due on or before Sunday, June 14, 2026: $975')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/offline-390.png`, fullPage: true });

      // A new tab with no network (as after the browser was closed and reopened) opens it too.
      const second = await context.newPage();
      await second.goto(PAGE);
      await expect(second.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible();
      await expect(second.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr')).toHaveCount(3);
      await second.goto('/faqs');
      await expect(second.getByRole('button', { name: firstFaq!.question })).toBeVisible();
      await context.setOffline(false);
    });
  });

  test('a removed schedule says so and can be forgotten; wide tables get scroll arrows', async ({ page, request }) => {
    const clientName = `Bea ${Date.now()}`;
    const { id, pin } = await createSchedule(request, { clientName, weddingDate: '2026-09-05' }, [
      { serviceName: 'AirbrushFoundationLashesAndContourForTheBride', startTime: '10', endTime: '11:30', sortOrder: 1 },
    ]);
    await page.goto(PAGE);
    await enterPin(page, pin);
    await expect(page.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible();
    await expect(page.getByText('Contact for pricing')).toBeVisible();

    // Too wide for the phone: only the right arrow at first, then both after a 150 px step.
    const scroller = page.getByTestId('schedule-scroller');
    const left = page.getByRole('button', { name: 'Scroll makeup times left' });
    const right = page.getByRole('button', { name: 'Scroll makeup times right' });
    await expect(right).toBeVisible();
    await expect(left).toHaveCount(0);
    await right.click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(left).toBeVisible();
    await expect
      .poll(() => scroller.evaluate((el) => Math.round(el.scrollLeft)))
      .toBe(await scroller.evaluate((el) => Math.min(150, el.scrollWidth - el.clientWidth)));

    const deleted = await request.delete(`/api/admin/wedding-schedules/${id}`, { headers: admin });
    expect(deleted.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('This schedule is no longer available.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${clientName}'s Wedding Day` })).toBeVisible(); // the old copy stays readable
    await page.screenshot({ path: `${SCREENS}/gone-390.png`, fullPage: true });
    await page.getByRole('alert').getByRole('button', { name: 'Forget this schedule' }).click();
    await expect(page.getByLabel('Your PIN')).toBeVisible();
    await expect(page.getByText('Schedule removed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Your PIN')).toBeVisible();
  });
});

test.describe('on an iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  });

  test('Safari gets Add to Home Screen steps, and "Got it" is remembered', async ({ page, request }) => {
    const { pin } = await createSchedule(request, {}, [
      { serviceName: 'Bridal Makeup', startTime: '8', endTime: '9:30', sortOrder: 0 },
    ]);
    await page.goto(PAGE);
    await enterPin(page, pin);
    const invitation = page.getByRole('complementary', { name: 'Keep it on your home screen' });
    await expect(invitation).toContainText('Choose Add to Home Screen, then Add.');
    await expect(page.getByRole('link', { name: /Sacramento|maps/ })).toHaveCount(0); // no address given, no maps link
    await invitation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/iphone-install-390.png` });
    await invitation.getByRole('button', { name: 'Got it' }).click();
    await expect(invitation).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Wedding Day$/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Keep it on your home screen' })).toHaveCount(0);
  });
});

test('where the browser offers installing, the schedule page offers it too', async ({ page, request }) => {
  const { pin } = await createSchedule(request, {}, []);
  await page.goto(PAGE);
  await enterPin(page, pin);
  await expect(page.getByText('Your makeup times will appear here once they are set.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  // Chromium fires this only for real engagement; the event the browser would send is stood in for here.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test.describe('on the wedding day in California', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });

  test('the service under way and the next one are marked from the phone clock', async ({ page, request }) => {
    const { pin } = await createSchedule(request, { weddingDate: '2026-06-14', manualTotal: '$600' }, [
      { serviceName: 'Bridal Makeup', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 },
      { serviceName: 'Mother of the Bride', startTime: '09:30', endTime: '10:30', sortOrder: 2 },
      { serviceName: 'Flower Girl', startTime: '11', endTime: '11:30', sortOrder: 3 },
    ]);
    await page.clock.setFixedTime(new Date('2026-06-14T09:45:00-07:00'));
    await page.goto(PAGE);
    await enterPin(page, pin);
    const rows = page.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
    await expect(rows.nth(1)).toHaveAttribute('data-highlight', 'current');
    await expect(rows.nth(1)).toContainText('Now');
    await expect(rows.nth(2)).toHaveAttribute('data-highlight', 'next');
    await expect(rows.nth(0)).not.toHaveAttribute('data-highlight', /.+/);
    await expect(page.getByRole('row', { name: 'Date' })).toContainText('Sunday, June 14, 2026');
    await page.screenshot({ path: `${SCREENS}/wedding-day-390.png`, fullPage: true });
  });
});

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the site is installable: manifest, icons and a root service worker that is always revalidated', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PAGE);
    // The schedule page names its own app's manifest (brides-page.e2e.ts); the site's is the one checked here.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/wedding-day-schedule.webmanifest');
    const href = '/manifest.webmanifest';
    // The icon is drawn from her business's initials; its address names them, so a phone fetches a new one once she
    // renames the business.
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      /^\/icons\/apple-touch-icon\.png\?for=[A-Z]{1,3}$/,
    );
    const touchIcon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;

    const response = await request.get(href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', background_color: '#fbf7f4' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.shortcuts.map((s) => s.url)).toContain('/wedding-day-schedule');

    // Every icon is served and really is the size it claims (PNG width and height from its header).
    for (const icon of [...manifest.icons, { src: touchIcon, sizes: '180x180' }]) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      const body = await file.body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
    expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);

    const sw = await request.get('/sw.js');
    expect(sw.ok()).toBe(true);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(await sw.text()).toContain('precacheAndRoute');

    const registration = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((r) => ({ scope: r.scope, script: r.active?.scriptURL })),
    );
    expect(new URL(registration.scope).pathname).toBe('/');
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
    await page.screenshot({ path: `${SCREENS}/pin-entry-1280.png` });
  });
});

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new deploy is offered with a refresh prompt and only reloads when asked', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(PAGE);
    await expect(page.getByLabel('Your PIN')).toBeVisible();
    await page.getByLabel('Your PIN').fill('12');

    // A deploy changes sw.js (and its precompressed copies, which browsers are sent); the open page notices on its
    // next update check.
    const swFile = path.join(process.cwd(), 'dist', 'client', 'sw.js');
    const variants = [swFile, `${swFile}.br`, `${swFile}.gz`];
    const originals = await Promise.all(variants.map((file) => readFile(file).catch(() => undefined)));
    try {
      const next = Buffer.from(`${originals[0]!.toString('utf8')}\n// deploy ${Date.now()}\n`);
      await writeFile(swFile, next);
      if (originals[1]) await writeFile(variants[1]!, brotliCompressSync(next));
      if (originals[2]) await writeFile(variants[2]!, gzipSync(next));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of the site is available.' });
      await expect(prompt).toBeVisible({ timeout: 30_000 }); // the new worker first precaches the whole shell
      await expect(page.getByLabel('Your PIN')).toHaveValue('12'); // nothing reloaded on its own
      await page.screenshot({ path: `${SCREENS}/update-prompt-1280.png` });
      await prompt.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByLabel('Your PIN')).toHaveValue(''); // the page reloaded under the new version
      await expect(prompt).toHaveCount(0);
    } finally {
      await Promise.all(variants.map((file, i) => (originals[i] ? writeFile(file, originals[i]) : undefined)));
    }
  });
});
