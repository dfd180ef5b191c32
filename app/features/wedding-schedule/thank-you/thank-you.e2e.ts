// The thank-you link after the wedding, on the bride's phone at 390 px, through the real server: she is thanked by
// name, writes her testimonial (her name prefilled, no rating chosen for her, her consent), it lands hidden in the
// Testimonials tab marked where it came from, the artist publishes it with the switch, and it is on /testimonials.
// Every field, refusal and access rule of the routes is checked in server/routes/thank-you.test.ts.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { longDate, sacramentoDate } from '#contract/calendar-day.ts';
import type { Testimonial } from '#contract/testimonial.ts';
import { expectToast, login, openPanel, openPublicPage, openTab } from '#e2e/admin-e2e-helpers.ts';
import { bookWedding, daysAhead } from '#e2e/party-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/43';
/** Screenshots for the report, taken only when asked (E43_SCREENS=1), so `npm test` stays quick. */
const screens = Boolean(process.env.E43_SCREENS);
if (screens) mkdirSync(SCREENS, { recursive: true });

const shoot = async (page: Page, name: string) => {
  if (screens) await page.screenshot({ path: `${SCREENS}/E-${name}.png`, fullPage: true });
};

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a bride writes a testimonial from her thank-you link; it waits hidden, and the artist publishes it', async ({
  page,
}) => {
  const booking: BookingAnswer = await bookWedding(page.request, {
    eventDate: daysAhead(-3),
    party: [{ name: 'Bride', services: ['Bridal Makeup'] }],
  });
  const words = `She made me feel like myself, only glowing. ${booking.id.slice(0, 8)}`;
  try {
    await page.goto(`/thank-you${new URL(booking.thankYou.link).hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Olivia!' })).toBeVisible();
    // The token left the address bar as soon as the page took it.
    expect(page.url()).not.toContain('#');
    const form = page.getByRole('region', { name: /A few words for/ });
    await expect(form.getByLabel('Your name as it should appear')).toHaveValue(booking.clientName);
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(form).toContainText('For: Bridal Makeup');

    // Sent without a rating: the message beside the rating, nothing stored.
    await form.getByLabel('Your testimonial').fill(words);
    await form.getByRole('button', { name: 'Send my testimonial' }).click();
    await expect(form.getByText('Choose a rating from 5 to 1')).toBeVisible();
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByRole('checkbox', { name: /may publish it on her site/ }).check();
    await form.getByRole('button', { name: 'Send my testimonial' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you! Your words are with her.');
    await expect(form.getByRole('button', { name: 'Save my changes' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'thank-you-390');
    if (screens) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, 'thank-you-1280');
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // Not on the site until she publishes it.
    const before = (await (await page.request.get('/api/testimonials')).json()) as { content: string }[];
    expect(before.map((item) => item.content)).not.toContain(words);

    await login(page);
    await openTab(page, 'Testimonials');
    const card = page.getByRole('listitem').filter({ hasText: words });
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(card).toContainText(
      `from ${booking.clientName}'s thank-you link, ${longDate(sacramentoDate(new Date()))}`,
    );
    await expect(card).toContainText('She agreed to have it published.');
    await card.getByRole('button', { name: `Edit testimonial from ${booking.clientName}` }).click();
    const visible = openPanel(page).getByRole('switch', { name: 'Visible on website' });
    await expect(visible).toBeEnabled();
    await visible.click();
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await expectToast(page, 'Testimonial updated successfully');
    await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);

    const visitor = await openPublicPage(page, '/testimonials');
    await expect(visitor.getByText(words)).toBeVisible();
    await visitor.close();
  } finally {
    const list = (await (
      await page.request.get('/api/admin/testimonials', { headers: admin })
    ).json()) as Testimonial[];
    for (const item of list.filter((one) => one.source?.bookingId === booking.id)) {
      await page.request.delete(`/api/admin/testimonials/${item.id}`, { headers: admin });
    }
    await page.request.delete(`/api/admin/bookings/${booking.id}`, { headers: admin });
  }
});
