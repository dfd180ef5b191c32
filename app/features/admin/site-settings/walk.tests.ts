import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY, expectToast, login, openPanel, openTab, unique } from '#e2e/admin-e2e-helpers.ts';
import { createSchedule } from '#e2e/schedule-e2e-helpers.ts';
import type { SiteSettings } from '#contract/site-settings.ts';

// Issue 26 (the usability walk at 390 px), items 1 and 7: her first run, as she would go through it on a phone.
const SCREENS = '/work/screens/walk';
mkdirSync(SCREENS, { recursive: true });
const admin = { 'x-admin-key': E2E_ADMIN_KEY };

const settingsForm = (page: Page) => openPanel(page).getByRole('form', { name: 'Site Settings' });

/** Every write the page sends fails as a dropped connection would; reading still works. */
async function failEveryWrite(page: Page) {
  await page.route('**/api/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('connectionfailed'),
  );
}

/** A message is shown beside the button that was pressed: in view with it, at most a line or two away. */
async function expectFailureBeside(button: Locator, container: Locator, text: RegExp | string) {
  const message = container.locator('[data-form-failure]');
  await expect(message).toBeVisible();
  await expect(message).toContainText(text);
  await expect(message).toHaveAttribute('role', 'alert');
  const buttonBox = (await button.boundingBox())!;
  const messageBox = (await message.boundingBox())!;
  const gap = Math.max(
    messageBox.y - (buttonBox.y + buttonBox.height),
    buttonBox.y - (messageBox.y + messageBox.height),
  );
  // Under the form's row of buttons, which at 390 px may wrap to two (Add Service, Save and Add More).
  expect(gap, 'pixels between the button and its message').toBeLessThan(80);
}

// Run from site-settings.e2e.ts, in its file and its one worker: both save Site Settings on the shared owner server,
// and two files in two workers overwrote each other's settings mid-test.
test.describe('the usability walk at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a site address typed as people type it is saved, made whole', async ({ page, request }) => {
    const original = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
    try {
      await login(page);
      await openTab(page, 'Site Settings');
      const form = settingsForm(page);
      const address = form.getByLabel('Site address', { exact: true });
      for (const typed of ['sofiareyesbeauty.com', 'www.sofiareyesbeauty.com/']) {
        await address.fill(typed);
        await form.getByRole('button', { name: 'Save settings' }).click();
        await expectToast(page, 'Settings saved');
        await expect(address).toHaveValue(
          typed.startsWith('www') ? 'https://www.sofiareyesbeauty.com' : 'https://sofiareyesbeauty.com',
        );
      }
      await address.fill('sofia reyes beauty');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(
        form.getByText('Site address must be a web address, such as https://www.yourname.com'),
      ).toBeVisible();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toBeFocused();
      await page.screenshot({ path: `${SCREENS}/site-address-refused-390.png` });
    } finally {
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });

  test('no save fails without a message beside its button, in every dashboard form', async ({ page, request }) => {
    test.slow();
    const bride = unique('Valeria');
    await createSchedule(request, { clientName: bride }, []);
    await login(page);
    await failEveryWrite(page);
    const offline = /offline|connection/i;

    // Site Settings.
    await openTab(page, 'Site Settings');
    const settings = settingsForm(page);
    const save = settings.getByRole('button', { name: 'Save settings' });
    await save.click();
    await expectFailureBeside(save, settings, offline);
    await page.screenshot({ path: `${SCREENS}/site-settings-save-failed-390.png` });

    // Passkeys, on the same tab.
    const passkeys = openPanel(page).getByRole('region', { name: 'Passkeys' });
    const addPasskey = passkeys.getByRole('button', { name: 'Add a passkey' });
    if (await addPasskey.isEnabled()) {
      await addPasskey.click();
      await expectFailureBeside(addPasskey, passkeys, /./);
    }

    // The e-mail alerts' test button (the test server's mail server is down, and now so is the connection).
    const alerts = openPanel(page).getByRole('region', { name: 'New questionnaire alerts' });
    const sendTest = alerts.getByRole('button', { name: 'Send test e-mail' });
    await sendTest.click();
    await expectFailureBeside(sendTest, alerts, offline);

    // Each content tab's form.
    for (const [tab, fields, button] of [
      ['Testimonials', { 'Client Name': 'Ana', 'Testimonial Content': 'Lovely.' }, 'Add Testimonial'],
      ['FAQs', { Question: 'Do you travel?', Answer: 'Yes.' }, /^Add FAQ/],
      ['Vendors', { Name: 'Bloom Florals' }, /^Add Vendor/],
    ] as const) {
      await openTab(page, tab);
      const form = openPanel(page).locator('form').first();
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
      const submit = form.getByRole('button', { name: button });
      await submit.click();
      await expectFailureBeside(submit, form, /^Failed to create .*offline/i);
      await expect(submit).toBeEnabled();
    }

    // The gallery's upload.
    await openTab(page, 'Gallery');
    const gallery = openPanel(page).locator('form').first();
    await gallery.getByLabel('Title', { exact: true }).fill('Golden hour');
    await gallery.getByLabel('Upload Image').setInputFiles('public/icons/icon-192.png');
    const addImage = gallery.getByRole('button', { name: 'Add Image' });
    await addImage.click();
    await expectFailureBeside(addImage, gallery, /^Failed to upload image: .*offline/i);
    await page.screenshot({ path: `${SCREENS}/gallery-upload-failed-390.png` });

    // A wedding schedule, then one of its services.
    await openTab(page, 'Wedding Schedules');
    const schedule = openPanel(page).locator('form', { has: page.getByRole('heading', { name: /Wedding Schedule/ }) });
    await schedule.getByLabel('Client Name').fill('Renata');
    await schedule.getByLabel('Wedding Date').fill('2027-05-01');
    await schedule.getByRole('button', { name: 'Generate PIN' }).click();
    const create = schedule.getByRole('button', { name: 'Create Schedule' });
    await create.click();
    await expectFailureBeside(create, schedule, /^Failed to create .*offline/i);

    await openPanel(page)
      .getByRole('button', { name: `Manage Services for ${bride}` })
      .click();
    const services = openPanel(page).locator('form', { has: page.getByRole('heading', { name: 'Add Service' }) });
    await services.getByLabel('Service Name').fill('Bridal Makeup');
    await services.getByLabel('Start Time').fill('9:00 AM');
    await services.getByLabel('End Time').fill('10:30 AM');
    const addService = services.getByRole('button', { name: 'Add Service' });
    await addService.click();
    await expectFailureBeside(addService, services, /^Failed to create .*offline/i);
    await page.screenshot({ path: `${SCREENS}/service-save-failed-390.png` });
  });

  test('her first run: the checklist names the Meet the Artist heading, the banner brings her to its tab', async ({
    page,
    request,
  }) => {
    const original = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
    try {
      await login(page);
      await openTab(page, 'Wedding Schedules');
      const banner = page.getByRole('status').filter({ hasText: 'Your site still shows first-run placeholders' });
      await expect(banner).toContainText('Meet the Artist heading');
      await banner.getByRole('button', { name: 'Open Site Settings' }).click();
      const tab = page.getByRole('tab', { name: 'Site Settings' });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // On a phone the tab strip scrolls sideways; the tab she was sent to is in it, in view, and has her focus.
      await expect(tab).toBeInViewport({ ratio: 1 });
      await expect(tab).toBeFocused();
      const checklist = settingsForm(page).getByRole('region', { name: 'Still to make your own' });
      await expect(checklist).toContainText('Meet the Artist heading (still says Elena Marie)');
      await page.screenshot({ path: `${SCREENS}/first-run-checklist-390.png` });

      await settingsForm(page).getByLabel('Meet the Artist heading', { exact: true }).fill("Hi, I'm Sofia");
      await settingsForm(page).getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      await expect(checklist).not.toContainText('Meet the Artist heading');
    } finally {
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });

  test('the e-mail alerts box says what to ask her web person for, in her words', async ({ page }) => {
    // This test server has e-mail alerts on; her first run has them off.
    await page.route('**/api/admin/alerts', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, email: { ...answer.email, enabled: false, to: null } } });
    });
    await login(page);
    await openTab(page, 'Site Settings');
    const email = openPanel(page).getByRole('region', { name: 'New questionnaire alerts' });
    await expect(email).toContainText('ask the person who looks after your website');
    await expect(email).not.toContainText('SMTP_URL');
    await expect(email).not.toContainText('ALERT_EMAIL');
    await email.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/alerts-off-390.png` });
  });

  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test("the service worker's page, and the installed app, carry her name and her monogram", async ({
      browser,
      request,
    }) => {
      const original = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      try {
        await request.put('/api/admin/site', {
          headers: admin,
          data: { ...original, artistName: 'Sofia Reyes', businessName: 'Sofia Reyes Beauty' },
        });
        await page.goto('/');
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        const response = await page.reload();
        expect(response?.fromServiceWorker()).toBe(true);
        const homeScreen = page.locator('meta[name="apple-mobile-web-app-title"]');
        await expect(homeScreen).toHaveAttribute('content', 'Sofia Reyes');
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\?for=SR$/);
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\?for=SR$/);
        const manifest = await (await request.get('/manifest.webmanifest')).json();
        for (const icon of manifest.icons) expect(icon.src).toMatch(/\?for=SR$/);
        // Fetched by the page, as the browser fetches an icon: through the service worker, which holds only the EM ones.
        const fetched = await page.evaluate(async (src) => {
          const answer = await fetch(src);
          return { type: answer.headers.get('content-type'), bytes: (await answer.arrayBuffer()).byteLength };
        }, manifest.icons[1].src as string);
        expect(fetched.type).toBe('image/png');
        const hers = await (await request.get(manifest.icons[1].src)).body();
        expect(fetched.bytes).toBe(hers.length);
        expect(hers.equals(readFileSync('public/icons/icon-512.png')), 'the first-run EM icon').toBe(false);
      } finally {
        await context.close();
        await request.put('/api/admin/site', { headers: admin, data: original });
      }
    });
  });
});
