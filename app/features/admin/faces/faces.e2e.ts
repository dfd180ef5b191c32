import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { PARTY_DEVICE_HEADER } from '#contract/party-link.ts';
import { login, openTab } from '../../../../e2e/admin-e2e-helpers.ts';
import { monthOf, monthTitle } from '../bookings/calendar-month.ts';
import { bookWeddingWithPin, daysAhead } from '../../../../e2e/party-e2e-helpers.ts';
import { admin } from '../../../../e2e/schedule-e2e-helpers.ts';

// Issue 40 in the browser: a trial on her month calendar, and Faces, a wedding's people with their allergies first
// and their looks' photos, kept on her phone so it opens in a suite with no signal, and gone once she signs out.
// Data is made through the API (the party link's intake, the timeline, the look); what is tested is what she sees.

const SCREENS = '/work/screens/40';

test.use({ viewport: { width: 390, height: 844 } });

const personOf = (booking: BookingAnswer, name: string) => booking.party.find((person) => person.name === name)!;

/** A person's intake through her own link, as her phone sends it: claim the link, then answer. */
async function fillIntake(request: APIRequestContext, booking: BookingAnswer, name: string, extra: object) {
  const token = new URL(personOf(booking, name).link, 'http://site.invalid').hash.slice(1);
  const card = await request.get('/api/party', { headers: { [LINK_TOKEN_HEADER]: token } });
  expect(card.status(), await card.text()).toBe(200);
  const { deviceToken } = (await card.json()) as { deviceToken: string };
  const saved = await request.put('/api/party/intake', {
    headers: { [LINK_TOKEN_HEADER]: token, [PARTY_DEVICE_HEADER]: deviceToken },
    data: {
      skinType: 'combination',
      allergies: [],
      allergyNotes: '',
      lashes: 'wispy strip',
      eyewear: 'contacts',
      hairLength: '',
      extensions: false,
      anythingElse: '',
      photoConsent: 'ask',
      guardianName: '',
      guardianConsent: false,
      ...extra,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A timeline row for a person, as the builder writes it. */
async function timelineRow(request: APIRequestContext, booking: BookingAnswer, name: string, times: [string, string]) {
  const response = await request.post(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
    headers: admin,
    data: {
      serviceName: personOf(booking, name).services[0],
      startTime: times[0],
      endTime: times[1],
      sortOrder: 0,
      person: name,
      personId: personOf(booking, name).id,
      chair: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Every photo in `scope` drawn from real bytes (a blob that decoded), not a broken image. */
async function expectPhotosShown(scope: Locator, count: number) {
  const photos = scope.locator('img[data-private-photo]');
  await expect(photos).toHaveCount(count);
  for (const photo of await photos.all()) {
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(90);
  }
}

const facesUrl = (booking: BookingAnswer) => `/faces?booking=${booking.id}`;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a trial typed in the booking shows on the month calendar and in her texts; a look keeps two photos', async ({
  page,
  request,
}) => {
  const { booking } = await bookWeddingWithPin(request, {
    eventDate: daysAhead(60),
    party: [
      { name: 'Bride', services: ['Bridal Makeup'] },
      { name: 'Maya', services: ['Bridesmaid'] },
    ],
  });
  const trialDate = daysAhead(20);
  await login(page);
  await openTab(page, 'Bookings');
  const finder = page.getByRole('region', { name: 'Find a booking' });
  await finder.getByLabel('Search by client name').fill(booking.clientName);
  await finder.getByRole('list', { name: 'Bookings found' }).getByRole('button').click();

  // The trial: each error beside its field, then saved.
  const trial = page.getByRole('form', { name: `Trial for ${booking.clientName}` });
  await trial.getByLabel('Trial date').fill(trialDate);
  await trial.getByRole('radio', { name: 'An address' }).check();
  await trial.getByRole('button', { name: 'Save trial' }).click();
  await expect(trial.getByText('Trial time is required')).toBeVisible();
  await trial.getByLabel('Trial time').fill('10am');
  await trial.getByRole('button', { name: 'Save trial' }).click();
  await expect(trial.getByText('Type the address of the trial')).toBeVisible();
  await trial.getByRole('radio', { name: /Studio/ }).check();
  await trial.getByRole('button', { name: 'Save trial' }).click();
  await expect(page.getByRole('group', { name: 'Trial and looks' })).toContainText('at 10:00 AM, Studio');
  await page.getByRole('group', { name: 'Trial and looks' }).screenshot({ path: `${SCREENS}/trial-editor-390.png` });
  // Her texts offer the client's trial reminder, with what to bring.
  await expect(page.getByRole('listitem').filter({ hasText: 'Trial reminder' })).toContainText('photo of your dress');

  // Maya's look: a product and shade, a kit item, two trial photos.
  await page.getByRole('button', { name: "Open Maya's look" }).click();
  const look = page.getByRole('form', { name: "Maya's look" });
  await look.getByRole('button', { name: 'Add a product' }).click();
  await look.getByRole('textbox', { name: 'Shade 1' }).fill('Luminous Silk 5.5');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(look.getByText('Name the product (foundation, concealer, lip…)')).toBeVisible();
  await look.getByRole('textbox', { name: 'Product 1' }).fill('Foundation');
  await look.getByLabel('Lash style').fill('Ardell Wispies');
  await look.getByRole('button', { name: 'Add an item' }).click();
  await look.getByRole('textbox', { name: 'Item 1' }).fill('Crimper');
  await look.getByRole('button', { name: 'Save look' }).click();
  await expect(page.getByText("Maya's look saved").first()).toBeVisible();
  const photos = await Promise.all(
    ['#c98b7d', '#7d9bc9'].map(async (background, index) => ({
      name: `trial-${index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 90, height: 120, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  );
  await page.getByLabel('Add trial photos of Maya').setInputFiles(photos);
  const editor = page.locator('[data-look-editor]');
  await expectPhotosShown(editor, 2);
  await expect(editor.getByText('Trial photos (2 of 6)')).toBeVisible();
  await editor.screenshot({ path: `${SCREENS}/look-editor-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('group', { name: 'Trial and looks' }).screenshot({ path: `${SCREENS}/look-editor-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });

  // On her month: the trial's own day says so, and the day's list has it apart from any wedding.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.locator('#calendar-title')).toHaveText(monthTitle(monthOf(daysAhead(0))));
  const day = page.locator(`[data-date="${trialDate}"]`).first();
  // Twenty days ahead: on this month's page, or on the next one's.
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(day).toHaveAttribute('aria-label', new RegExp(`Trial: ${booking.clientName} at 10:00 AM`));
  await day.click();
  const trialCard = page.getByRole('listitem').filter({ hasText: `Trial: ${booking.clientName}` });
  await expect(trialCard).toContainText('10:00 AM · Studio');
  await shoot(page, 'calendar-trial');
});

test.describe('Faces on her phone', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens from the Today strip with allergies first and the look photos, offline too, and is gone after sign-out', async ({
    page,
    context,
    request,
  }) => {
    // Booked ahead, so her link still takes her intake (the party's lock), then moved to today for the Today strip.
    const { booking: ahead } = await bookWeddingWithPin(request, {
      eventDate: daysAhead(30),
      party: [
        { name: 'Bride', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
      ],
    });
    // Maya is first in the chair; her intake notes two allergies; her look has two trial photos and a crimper.
    await timelineRow(request, ahead, 'Bride', ['9:00 AM', '10:30 AM']);
    await timelineRow(request, ahead, 'Maya', ['8:00 AM', '8:45 AM']);
    await fillIntake(request, ahead, 'Maya', { allergies: ['latex'], allergyNotes: 'Retinol stings' });
    const moved = await request.put(`/api/admin/bookings/${ahead.id}`, {
      headers: admin,
      data: { ...ahead, eventDate: daysAhead(0) },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const booking = (await moved.json()) as BookingAnswer;
    const maya = personOf(booking, 'Maya');
    const lookPath = `/api/admin/bookings/${booking.id}/party/${maya.id}/look`;
    const look = await request.put(lookPath, {
      headers: admin,
      data: {
        lines: [{ product: 'Foundation', shade: 'Luminous Silk 5.5' }],
        lashes: 'Ardell Wispies',
        notes: '',
        bring: ['Crimper'],
      },
    });
    expect(look.status(), await look.text()).toBe(200);
    for (const background of ['#c98b7d', '#7d9bc9']) {
      const photo = await sharp({ create: { width: 90, height: 120, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const added = await request.post(`${lookPath}/photos`, {
        headers: admin,
        multipart: { photo: { name: 'trial.jpg', mimeType: 'image/jpeg', buffer: photo } },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
    }

    // From the Today strip of her dashboard.
    await login(page);
    await page.getByRole('link', { name: `Faces for ${booking.clientName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/faces\\?booking=${booking.id}$`));
    await expect(page.getByRole('heading', { name: booking.clientName })).toBeVisible();

    const checkFaces = async () => {
      // Chair order: Maya at 8:00 before the bride at 9:00; her allergies the first thing on her card.
      const cards = page.locator('[data-face-card]');
      await expect(cards).toHaveCount(2);
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Maya');
      const card = page.getByRole('article', { name: 'Maya' });
      await expect(card.locator(':scope > section').first()).toHaveAttribute('data-allergies', '');
      await expect(card.getByRole('region', { name: "Maya's allergies" })).toContainText('Latex');
      await expect(card.getByRole('region', { name: "Maya's allergies" })).toContainText('Retinol stings');
      await expect(card).toContainText('8:00 AM–8:45 AM · Chair 1');
      await expect(card.getByRole('row', { name: /Foundation/ })).toContainText('Luminous Silk 5.5');
      await expect(page.getByRole('region', { name: 'Bring' })).toContainText('Crimper');
      await expectPhotosShown(card.getByRole('region', { name: "Maya's look" }), 2);
    };
    await checkFaces();
    await expect(page.getByText(/Up to date\. Last updated today at/)).toBeVisible();
    await shoot(page, 'faces');

    // No signal in the suite: the page and its photos open from the phone.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await checkFaces();
    await expect(
      page.getByText(/You're offline\. Showing the copy saved on this phone, last updated today at/),
    ).toBeVisible();
    // Her photos never went into a service-worker cache: only the page's own copy holds them.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(cached.filter((url) => url.startsWith('/api/admin/'))).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/faces-offline-390.png`, fullPage: true });

    // Signed out: nothing of anyone's allergies or photos stays on the phone.
    await context.setOffline(false);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByLabel('Admin Key')).toBeVisible();
    await context.setOffline(true);
    await page.goto(facesUrl(booking));
    await expect(page.getByRole('alert')).toContainText('has not been opened on this phone yet');
    await expect(page.getByText('Retinol stings')).toHaveCount(0);
    await context.setOffline(false);
  });
});
