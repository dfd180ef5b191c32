// Two phones on one person's link (`npm run test:slow`): the first to open it claims it; the second sees her wedding
// and her times only, under "This link was opened on another phone. Text {artist} if that wasn't you", never her
// share, her details or her photos. At 390 px.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { PublicSiteSettings } from '#contract/site-settings.ts';
import { otherPhoneMessage } from '#contract/messages.ts';
import { bookWedding, daysAhead, partyPathOf } from '#e2e/party-e2e-helpers.ts';

const SCREENS = '/work/screens/39';
mkdirSync(SCREENS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a second phone opening the same link sees only the wedding and her times', async ({ page, browser }) => {
  const { artistName } = (await (await page.request.get('/api/site')).json()) as PublicSiteSettings;
  const booking = await bookWedding(page.request, {
    eventDate: daysAhead(90),
    party: [
      { name: 'Bride', services: ['Bridal Makeup'] },
      { name: 'Maya', services: ['Bridesmaid'], payer: 'self' },
    ],
  });
  const path = partyPathOf(booking, 'Maya');

  // Her phone claims the link.
  await page.goto(path);
  await expect(page.locator('[data-party-card="mine"]').getByRole('form', { name: 'Your details' })).toBeVisible();

  // Another phone, the same link.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const other = await context.newPage();
    await other.goto(path);
    const card = other.locator('[data-party-card="other"]');
    await expect(card.getByRole('alert')).toContainText(otherPhoneMessage(artistName));
    await expect(card.getByRole('region', { name: 'The wedding' })).toContainText('Vizcaya Mansion');
    await expect(card.getByRole('region', { name: 'Your chair' })).toContainText('Bridesmaid');
    await expect(card.getByRole('form')).toHaveCount(0);
    await expect(card.getByRole('region', { name: 'Your share' })).toHaveCount(0);
    await expect(card.getByText('Inspiration photos')).toHaveCount(0);
    await other.screenshot({ path: `${SCREENS}/party-other-390.png`, fullPage: true });

    // Her own phone still holds it.
    await page.reload();
    await expect(page.locator('[data-party-card="mine"]').getByRole('region', { name: 'Your share' })).toBeVisible();
  } finally {
    await context.close();
  }
});
