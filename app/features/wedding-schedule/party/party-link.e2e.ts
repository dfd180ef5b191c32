// Each person's own link (`/party#<token>`) on her phone at 390 px, through the real server: a bridesmaid fills in
// her details with an inspiration photo, the artist sees them in the booking and the bride sees only "details done";
// a new link retires the old one (410, its sentence, the saved copy gone); a flower girl's parent consents; past the
// count lock her details are read-only; and her card opens offline after one visit. The answers themselves (every
// field, every refusal, no other person's data) are checked in the server's tests.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BookingAnswer } from '#contract/booking.ts';
import { partyLinkText } from '#contract/booking-texts.ts';
import { smsHref } from '#contract/phone.ts';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { bookWedding, bookWeddingWithPin, daysAhead, partyPathOf } from '#e2e/party-e2e-helpers.ts';
import { admin, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/39';
mkdirSync(SCREENS, { recursive: true });

const MAYA_PHONE = '(916) 555-0166';

const siteOf = async (page: Page) => (await (await page.request.get('/api/site')).json()) as PublicSiteSettings;

/** The keys this phone keeps party cards under (IndexedDB, the schedule page's store). */
const savedPartyKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('wedding-day-schedule');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('schedules')) return resolve([]);
          const keys = db.transaction('schedules').objectStore('schedules').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String).filter((key) => key.startsWith('party:')));
        };
        open.onerror = () => resolve([]);
      }),
  );

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test.describe('a person of the party on her own link', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Maya sends her details and a photo; the artist sees them, the bride sees "details done"; a new link retires hers', async ({
    page,
  }) => {
    const { artistName } = await siteOf(page);
    const { booking, pin } = await bookWeddingWithPin(page.request, {
      eventDate: daysAhead(70),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid', 'Bridesmaid Hair'], payer: 'self', phone: MAYA_PHONE },
        { name: 'Ana', services: ['Bridesmaid'] },
      ],
    });

    await page.goto(partyPathOf(booking, 'Maya'));
    const card = page.locator('[data-party-card="mine"]');
    await expect(card.getByRole('heading', { level: 1, name: 'Maya' })).toBeVisible();
    // The token left the address bar as soon as the page took it.
    expect(page.url()).not.toContain('#');
    await expect(card.getByRole('status').first()).toHaveText(/^Up to date\. Last updated today at/);
    await expect(card.getByRole('region', { name: 'The wedding' })).toContainText('Vizcaya Mansion');
    await expect(card.getByRole('region', { name: 'Your chair' })).toContainText('Bridesmaid Hair');
    // Her own share (150 + 125), nothing of anyone else's, the notes or the client's e-mail.
    await expect(card.getByRole('region', { name: 'Your share' })).toContainText('$275');
    for (const secret of ['Ana', booking.clientName, 'olivia.private', 'Private note', '$225']) {
      await expect(card).not.toContainText(secret);
    }

    const form = card.getByRole('form', { name: 'Your details' });
    const consent = form.getByRole('radiogroup', { name: `May ${artistName} post photos of you?` });
    // Photo consent starts unset.
    await expect(consent.getByRole('radio', { checked: true })).toHaveCount(0);
    await form.getByRole('radio', { name: 'Combination' }).check();
    await form.getByRole('checkbox', { name: 'Latex' }).check();
    await form.getByLabel('Any others, or more about them').fill('Tea tree oil');
    await form.getByRole('radio', { name: 'Wispy strip' }).check();
    await form.getByRole('radio', { name: 'Contacts' }).check();
    // She has a hair service, so her hair is asked.
    await form.getByLabel('Hair length').fill('Shoulder length');
    await form.getByLabel(`Anything else ${artistName} should know`).fill('I tear up easily');
    await consent.getByRole('radio', { name: 'Ask me first' }).check();

    // A file that is no photo is refused beside the photo field; a photo shows from the API, not a public address.
    const photos = card.locator('[data-field="photo"]');
    const pick = photos.getByLabel('Add an inspiration photo');
    await pick.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
    await expect(photos.getByRole('alert')).toBeVisible();
    await expect(pick).toHaveAttribute('aria-invalid', 'true');
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c98b7d' } })
      .jpeg()
      .toBuffer();
    await pick.setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const thumb = photos.getByRole('img', { name: 'Inspiration photo 1' });
    await expect(thumb).toHaveAttribute('src', /^blob:/);
    await expect(photos.getByRole('alert')).toHaveCount(0);

    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByRole('status')).toContainText(`${artistName} has your details`);
    await noSideScroll(page);
    await page.screenshot({ path: `${SCREENS}/party-mine-390.png`, fullPage: true });

    // The bride's page: per person "Send {name} her link" (no number: she picks the contact) and done or not yet.
    await page.goto(PAGE);
    await enterPin(page, pin);
    const links = page.getByRole('region', { name: 'Your party' });
    const send = links.getByRole('link', { name: 'Send Maya her link' });
    await expect(send).toHaveAttribute('href', /^sms:\?&body=/);
    expect(decodeURIComponent((await send.getAttribute('href'))!)).toContain('/party#');
    await expect(links.getByRole('listitem').filter({ hasText: 'Maya' })).toContainText('details done');
    await expect(links.getByRole('listitem').filter({ hasText: 'Ana' })).toContainText('not yet');
    for (const secret of ['Latex', 'Tea tree', 'Shoulder'])
      await expect(page.locator('body')).not.toContainText(secret);

    // The artist: Maya's row has her link (to her phone), "details done", and her details with the photo.
    await login(page);
    await openTab(page, 'Bookings');
    await page.getByLabel('Search by client name').fill(booking.clientName);
    await page.getByRole('list', { name: 'Bookings found' }).getByRole('button').first().click();
    const editor = page.getByRole('form', { name: `Booking for ${booking.clientName}` });
    const maya = editor.getByRole('listitem', { name: 'Person 2' });
    await expect(maya.getByText('details done')).toBeVisible();
    await expect(editor.getByRole('listitem', { name: 'Person 3' }).getByText('not yet')).toBeVisible();
    const answer = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as BookingAnswer;
    const mayaPerson = answer.party.find((person) => person.name === 'Maya')!;
    await expect(maya.getByRole('link', { name: 'Text Maya her link' })).toHaveAttribute(
      'href',
      smsHref(MAYA_PHONE, partyLinkText(artistName, mayaPerson, mayaPerson.link)),
    );
    await maya.getByText("Maya's details").click();
    await expect(maya.locator('dl')).toContainText('Latex; Tea tree oil');
    await expect(maya.locator('dl')).toContainText('Wispy strip');
    await expect(maya.getByRole('img', { name: "Maya's inspiration photo 1" })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('region', { name: /^Texts to / }).getByText('Party count reminder')).toBeVisible();
    await noSideScroll(page);
    await maya.scrollIntoViewIfNeeded();
    await maya.screenshot({ path: `${SCREENS}/booking-person-link-390.png` });

    // "New link": the one Maya has stops working; her page says so, forgets it and its saved copy, and stops asking.
    await maya.getByRole('button', { name: 'New link for Maya' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Make new link' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.goto('/party');
    await expect(page.locator('[data-link-refused]')).toHaveText(
      `This link was replaced. Ask ${artistName} for your new one`,
    );
    expect(await savedPartyKeys(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/party-replaced-390.png` });
    await page.reload();
    await expect(page.locator('[data-link-refused]')).toHaveText(`Open the link ${artistName} texted you.`);
  });

  test("the flower girl's link asks her parent: name, consent to her services, photos no, no photo upload", async ({
    page,
  }) => {
    const { artistName } = await siteOf(page);
    const booking = await bookWedding(page.request, {
      eventDate: daysAhead(60),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Lily', services: ['Flower Girl Makeup (12 & Under)'] },
      ],
    });
    await page.goto(partyPathOf(booking, 'Lily'));
    const card = page.locator('[data-party-card="mine"]');
    await expect(card.getByText(/^For her parent or guardian/)).toBeVisible();
    const form = card.getByRole('form', { name: 'Guardian consent' });
    await expect(
      form
        .getByRole('radiogroup', { name: `May ${artistName} post photos of Lily?` })
        .getByRole('radio', { name: 'No' }),
    ).toBeChecked();
    await expect(card.getByLabel('Add an inspiration photo')).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Wispy strip' })).toHaveCount(0);

    // Without the parent's name, the server's message stands beside it.
    await form.getByRole('button', { name: 'Send my details' }).click();
    const name = form.getByLabel('Your name (parent or guardian)');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Rosa Alvarez');
    await form.getByRole('checkbox', { name: /I am Lily's parent or guardian.*Flower Girl Makeup/ }).check();
    await form.getByRole('button', { name: 'Send my details' }).click();
    await expect(form.getByRole('status')).toContainText(`${artistName} has your details`);
    await noSideScroll(page);
    await page.screenshot({ path: `${SCREENS}/party-minor-390.png`, fullPage: true });
  });

  test('past the count lock her details are read-only, with a text to the artist for changes', async ({ page }) => {
    const { artistName } = await siteOf(page);
    // Inside the lock (14 days by default), rather than a change of her settings.
    const booking = await bookWedding(page.request, {
      eventDate: daysAhead(5),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Jess', services: ['Bridesmaid'] },
      ],
    });
    await page.goto(partyPathOf(booking, 'Jess'));
    const card = page.locator('[data-party-card="mine"]');
    await expect(card.getByText(`Party changes are closed. Text ${artistName} for changes`)).toBeVisible();
    await expect(card.getByRole('form')).toHaveCount(0);
    await expect(card.getByRole('radio')).toHaveCount(0);
    await expect(card.getByText('No details were sent.')).toBeVisible();
    // Safari keeps a saved page 7 days after the last visit: the page says to open it again in the wedding's week.
    await expect(card.locator('[data-saved-note]')).toContainText(
      'On an iPhone, open it again in the week before the wedding: it keeps a saved page for 7 days after your last visit.',
    );
    await page.screenshot({ path: `${SCREENS}/party-locked-390.png`, fullPage: true });
  });
});

test.describe('her look from the trial', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('once her trial is done, her link shows her look and its photo; before, nothing of it', async ({ page }) => {
    const booking = await bookWedding(page.request, {
      eventDate: daysAhead(40),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
      ],
    });
    const maya = booking.party.find((person) => person.name === 'Maya')!;
    const lookPath = `/api/admin/bookings/${booking.id}/party/${maya.id}/look`;
    const setTrial = (date: string) =>
      page.request.put(`/api/admin/bookings/${booking.id}/trial`, {
        headers: admin,
        data: { date, time: '10:00 AM', place: 'studio', address: '' },
      });
    expect((await setTrial(daysAhead(0))).status()).toBe(200);
    const saved = await page.request.put(lookPath, {
      headers: admin,
      data: { lines: [{ product: 'Foundation', shade: 'Luminous Silk 5.5' }], lashes: 'Wispies', notes: '', bring: [] },
    });
    expect(saved.status()).toBe(200);
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#a8706a' } })
      .jpeg()
      .toBuffer();
    const photo = await page.request.post(`${lookPath}/photos`, {
      headers: admin,
      multipart: { photo: { name: 'trial.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(photo.status()).toBe(201);

    // The trial is today: not done yet, so her link has no look.
    await page.goto(partyPathOf(booking, 'Maya'));
    const card = page.locator('[data-party-card="mine"]');
    await expect(card.getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Your look from the trial' })).toHaveCount(0);

    // Done yesterday: her look, with the photo drawn from her link's photo route.
    expect((await setTrial(daysAhead(-1))).status()).toBe(200);
    await page.reload();
    const look = card.locator('[data-look]');
    await expect(look.getByRole('heading', { name: 'Your look from the trial' })).toBeVisible();
    await expect(look.getByRole('row', { name: 'Foundation Luminous Silk 5.5' })).toBeVisible();
    await expect(look.getByRole('row', { name: 'Lashes Wispies' })).toBeVisible();
    const image = look.getByRole('group', { name: /Photos from your trial/ }).getByRole('img');
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await noSideScroll(page);
    await look.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/screens/40/party-look-390.png' });
  });
});

test.describe('her card offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens with no signal after one visit, under "Last updated", and no photo of hers is in a cache', async ({
    page,
    context,
  }) => {
    const booking = await bookWedding(page.request, {
      eventDate: daysAhead(80),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Nora', services: ['Bridesmaid'] },
      ],
    });
    await page.goto(partyPathOf(booking, 'Nora'));
    const card = page.locator('[data-party-card="mine"]');
    await expect(card.getByRole('heading', { level: 1, name: 'Nora' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(card.getByRole('status').first()).toHaveText(/^Up to date/);
    // A photo seen through the worker: fetched from /api/party/, it must stay out of every cache.
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b7776a' } })
      .jpeg()
      .toBuffer();
    await card
      .getByLabel('Add an inspiration photo')
      .setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(card.getByRole('img', { name: 'Inspiration photo 1' })).toHaveAttribute('src', /^blob:/);

    await context.setOffline(true);
    await page.reload();
    await expect(card.getByRole('heading', { level: 1, name: 'Nora' })).toBeVisible();
    await expect(card.getByRole('status').first()).toHaveText(
      /^You're offline\. Showing the copy saved on this phone, last updated today at/,
    );
    await expect(card.getByRole('region', { name: 'The wedding' })).toContainText('Vizcaya Mansion');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.filter((url) => url.includes('/api/party'))).toEqual([]);
    await context.setOffline(false);
  });
});
