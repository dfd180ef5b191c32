// Issue 37, "Her own rules, stated once", at 390 px: the sentences that state her rules follow her settings (the
// services page, the Travel Fee policy, a booking's agreement); a policy she rewrote with a wrong figure is named in
// the Policies tab and Site Settings with a one-tap fix; the sample testimonials say "Sample" and her switch hides
// them. Imported by site-settings.e2e.ts, so they never save settings while its tests do; each puts back what it
// changed.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import type { Policy } from '#contract/policy.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { E2E_ADMIN_KEY, expectToast, login, openPanel, openPublicPage, openTab } from '#e2e/admin-e2e-helpers.ts';
import { enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

const SHOTS = '/work/screens/37';
mkdirSync(SHOTS, { recursive: true });
const admin = { 'x-admin-key': E2E_ADMIN_KEY };
const PHONE = { width: 390, height: 844 };

const settingsNow = async (request: APIRequestContext) =>
  (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
const policiesNow = async (request: APIRequestContext) =>
  (await (await request.get('/api/admin/policies', { headers: admin })).json()) as Policy[];
const settingsForm = (page: Page) => openPanel(page).getByRole('form', { name: 'Site Settings' });

/** A booked wedding with a PIN no other test uses, made through her API. */
async function bookWedding(request: APIRequestContext): Promise<BookingAnswer & { pin: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    const made = await request.post('/api/admin/bookings', {
      headers: admin,
      data: weddingBookingBody({ clientName: `Rules Bride ${Date.now()}`, eventDate: '2031-06-14', pin }),
    });
    if (made.status() === 409) continue;
    expect(made.status()).toBe(201);
    return { ...((await made.json()) as BookingAnswer), pin };
  }
  throw new Error('Could not find a free PIN');
}

test.describe('her rules, stated once, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a 5-service minimum and a $50 base fee covering 15 miles: /services, the policies and a booking’s agreement say so', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const original = await settingsNow(request);
    let bookingId = '';
    try {
      await login(page);
      await openTab(page, 'Site Settings');
      const form = settingsForm(page);
      // Her wedding minimum, a setting now: a bad number is refused beside its field, and nothing is saved.
      const minimum = form.getByLabel('Wedding minimum (services)', { exact: true });
      await expect(minimum).toHaveValue('4');
      await minimum.fill('0');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByText('Wedding minimum (services) must be at least 1')).toBeVisible();
      await expect(minimum).toHaveAttribute('aria-invalid', 'true');
      await minimum.screenshot({ path: `${SHOTS}/a-settings-minimum-field-390.png` });
      await minimum.fill('5');
      await form.getByLabel('Base travel fee', { exact: true }).fill('50');
      await form.getByLabel('Miles the base fee covers', { exact: true }).fill('15');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');
      // The words she did not touch follow the numbers she saved, in the form too.
      await expect(form.getByLabel('On-location line', { exact: true })).toHaveValue('From $50 travel');

      const services = await openPublicPage(page, '/services');
      await services.setViewportSize(PHONE);
      const onLocation = services.getByRole('region', { name: 'On Location Services' });
      await expect(onLocation).toContainText('(From $50 travel)');
      await expect(onLocation).toContainText('Base travel fee of $50 covers up to 15 miles');
      await expect(onLocation).toContainText('Beyond 15 miles, $1.00 per mile round trip');
      await expect(onLocation).not.toContainText('$40');
      await onLocation.scrollIntoViewIfNeeded();
      await services.screenshot({ path: `${SHOTS}/a-services-travel-50-390.png` });
      const policyList = services.getByRole('region', { name: 'POLICIES' });
      await expect(policyList).toContainText(
        'On-location services have a base travel fee of $50, which covers up to 15 miles from my residence in',
      );
      await expect(policyList).toContainText('Beyond 15 miles, travel is $1.00 per mile, round trip.');
      await expect(policyList).toContainText('A minimum of 5 services is required to book wedding days');
      await expect(services.getByText(/Minimum of 5 services/i).first()).toBeVisible();
      await expect(services.getByText(/Minimum of 4 services/i)).toHaveCount(0);
      await services.goto('/policies');
      await expect(services.getByRole('article', { name: 'Travel Fee' })).toContainText('base travel fee of $50');
      await services.context().close();

      // A wedding booked now: the bride's agreement states the travel rule her quote was made with.
      const booking = await bookWedding(request);
      bookingId = booking.id;
      const phone = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL });
      const bride = await phone.newPage();
      await bride.goto(PAGE);
      await enterPin(bride, booking.pin);
      const agreement = bride.getByRole('region', { name: 'Booking agreement' });
      // 25 miles: $50 + 2 × 10 × $1.
      await expect(agreement).toContainText('Travel (25 miles each way): $70');
      await expect(agreement).toContainText(
        'On-location services have a base travel fee of $50, which covers up to 15 miles',
      );
      await expect(agreement).toContainText('Beyond 15 miles, travel is $1.00 per mile, round trip.');
      await agreement.getByText('Travel Fee', { exact: true }).scrollIntoViewIfNeeded();
      await bride.screenshot({ path: `${SHOTS}/a-agreement-travel-50-390.png` });
      await phone.close();
    } finally {
      if (bookingId) await request.delete(`/api/admin/bookings/${bookingId}`, { headers: admin });
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });

  test('a policy she rewrote with a wrong figure is named in the Policies tab and Site Settings, and one tap fixes that sentence', async ({
    page,
    request,
  }) => {
    const travel = (await policiesNow(request)).find((policy) => policy.title === 'Travel Fee')!;
    const hers = 'I love coming to you! My base travel fee is $45 for the first 10 miles.\n\nParking is on me.';
    await request.put(`/api/admin/policies/${travel.id}`, { headers: admin, data: { ...travel, content: hers } });
    try {
      await login(page);
      await openTab(page, 'Policies');
      const warning = openPanel(page).getByRole('region', { name: 'Your policies disagree with your settings' });
      await expect(warning).toContainText('Travel Fee says $45; your setting “Base travel fee” is $40.');
      await expect(warning).toContainText('My base travel fee is $45 for the first 10 miles.');
      await page.screenshot({ path: `${SHOTS}/a-policies-mismatch-390.png` });

      // Site Settings says the same, beside her travel fee.
      await openTab(page, 'Site Settings');
      const inSettings = openPanel(page).getByRole('region', { name: 'Your policies disagree with your settings' });
      await expect(inSettings).toContainText('Travel Fee says $45; your setting “Base travel fee” is $40.');
      await inSettings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/a-settings-mismatch-390.png` });

      // One tap in the Policies tab: that sentence is written from her settings, the rest stays hers.
      await openTab(page, 'Policies');
      await warning
        .getByRole('button', { name: 'Replace the sentence in Travel Fee with the one from your settings' })
        .click();
      await expectToast(page, 'Policy updated successfully');
      await expect(warning).toHaveCount(0);
      const fixed = (await policiesNow(request)).find((policy) => policy.id === travel.id)!.content;
      expect(fixed).toBe(
        'I love coming to you! On-location services have a base travel fee of $40, which covers up to 10 miles from my residence in Sacramento.\n\nParking is on me.',
      );
      const visitor = await openPublicPage(page, '/policies');
      await expect(visitor.getByRole('article', { name: 'Travel Fee' })).toContainText('Parking is on me.');
      await visitor.context().close();
      // And Site Settings no longer names it.
      await openTab(page, 'Site Settings');
      await expect(inSettings).toHaveCount(0);
    } finally {
      await request.put(`/api/admin/policies/${travel.id}`, { headers: admin, data: travel });
    }
  });

  test('the sample testimonials say "Sample"; her switch hides them; her own replace them; the banner names them', async ({
    page,
    request,
  }) => {
    const original = await settingsNow(request);
    let ownId = '';
    try {
      await login(page);
      // The first-run banner names the samples published in her name.
      const banner = page.getByRole('status').filter({ hasText: 'Your site still shows first-run placeholders' });
      await expect(banner).toContainText('Sample vendors');

      // Another test may have a testimonial of its own visible for a moment: retried until the samples show.
      await expect(async () => {
        const visitor = await openPublicPage(page, '/testimonials');
        await visitor.setViewportSize(PHONE);
        try {
          await expect(visitor.getByRole('figure')).toHaveCount(3, { timeout: 1000 });
          await expect(visitor.getByRole('figure').getByText('Sample', { exact: true })).toHaveCount(3, {
            timeout: 1000,
          });
          await visitor.screenshot({ path: `${SHOTS}/a-testimonials-samples-390.png` });
        } finally {
          await visitor.context().close();
        }
      }).toPass({ timeout: 30_000 });
      await expect(banner).toContainText('Sample testimonials');

      await openTab(page, 'Site Settings');
      const form = settingsForm(page);
      const samples = form.getByRole('switch', { name: 'Show sample testimonials until I have my own' });
      await expect(samples).toHaveAttribute('aria-checked', 'true');
      await samples.click();
      await expect(samples).toHaveAttribute('aria-checked', 'false');
      await samples.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/a-settings-sample-switch-390.png` });
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expectToast(page, 'Settings saved');

      const off = await openPublicPage(page, '/testimonials');
      await off.setViewportSize(PHONE);
      await expect(off.getByText('Sample', { exact: true })).toHaveCount(0);
      await expect(off.getByText('Jessica M.')).toHaveCount(0);
      await off.screenshot({ path: `${SHOTS}/a-testimonials-samples-off-390.png` });
      await off.context().close();
      await openTab(page, 'Policies');
      await expect(banner).not.toContainText('Sample testimonials');

      // Switched on again, her own visible testimonial still replaces every sample.
      await request.put('/api/admin/site', { headers: admin, data: original });
      const own = await request.post('/api/admin/testimonials', {
        headers: admin,
        data: { clientName: 'Maya R.', content: 'She made my morning calm.', rating: 5, isVisible: true },
      });
      ownId = ((await own.json()) as { id: string }).id;
      const mine = await openPublicPage(page, '/testimonials');
      await expect(mine.getByText('She made my morning calm.')).toBeVisible();
      await expect(mine.getByText('Sample', { exact: true })).toHaveCount(0);
      await expect(mine.getByText('Jessica M.')).toHaveCount(0);
      await mine.context().close();
    } finally {
      if (ownId) await request.delete(`/api/admin/testimonials/${ownId}`, { headers: admin });
      await request.put('/api/admin/site', { headers: admin, data: original });
    }
  });
});
