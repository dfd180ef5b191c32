import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { admin } from '#e2e/schedule-e2e-helpers.ts';
import { addMonths, monthOf } from './calendar-month.ts';

// The party face by face (issue 38): a bride with makeup and hair is one person with two lines, the party counts
// people ("6 people", never 7), a person's phone, e-mail, "pays for herself" and "minor" sit behind "More" in her
// row, and a bad one is shown beside its field. At 390 px, with the keyboard for her switch.

const SCREENS = '/work/screens/38';

test.use({ viewport: { width: 390, height: 844 } });

/** A day of a month some way ahead, different each run, so the day's list stays short. */
const dayAhead = (months: number) =>
  `${addMonths(monthOf(sacramentoDate(new Date())), months)}-${10 + (Date.now() % 15)}`;

/** Her Hair group switched on (the first run has it off) or off again. */
async function switchHair(request: APIRequestContext, offered: boolean) {
  const settings = (await (await request.get('/api/admin/site', { headers: admin })).json()) as SiteSettings;
  settings.serviceGroups.find((group) => group.name === 'Hair')!.offered = offered;
  const saved = await request.put('/api/admin/site', { headers: admin, data: settings });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The party as the page lays it out, without the sticky header over its top (a whole-page shot, cut to it). */
async function partyShot(page: Page, party: Locator, name: string) {
  const box = (await party.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.screenshot({
    path: `${SCREENS}/${name}.png`,
    fullPage: true,
    clip: { x: 0, y: box.y + scrollY - 8, width: page.viewportSize()!.width, height: box.height + 16 },
  });
}

test('a bride with makeup and hair is one person with two lines; six people read "6 people"', async ({
  page,
  request,
}) => {
  test.slow();
  const client = `Harper Quinn ${Date.now()}`;
  const date = dayAhead(4);
  await switchHair(request, true);
  try {
    await login(page);
    await openTab(page, 'Bookings');
    await page.getByLabel('Jump to month').selectOption(monthOf(date));
    await page.locator(`[data-date="${date}"]`).click();
    await page.getByRole('button', { name: /^New booking on / }).click();

    const form = page.getByRole('form', { name: 'New booking' });
    await form.getByLabel('Client name').fill(client);
    await form.getByLabel('Client phone').fill('5302194476');
    await form.getByLabel('Travel miles (one way)').fill('0');
    await form.getByRole('button', { name: '+ Bride', exact: true }).click();

    // Her hair on the same person: "+ Service" gives her a second select, focused.
    const bride = form.getByRole('listitem', { name: 'Person 1' });
    await bride.getByRole('button', { name: '+ Service for Bride' }).click();
    const second = bride.getByLabel('Service 2', { exact: true });
    await expect(second).toBeFocused();
    await second.selectOption('Bridal Hair');
    await expect(bride.getByLabel('Price for Bride')).toHaveText('$425');

    await form.getByLabel('How many bridesmaids').fill('5');
    await form.getByRole('button', { name: 'Add bridesmaids' }).click();
    await expect(form.getByRole('listitem', { name: /^Person \d$/ })).toHaveCount(6);
    await expect(form.getByText('Party (6 people)')).toBeVisible();
    const quote = page.getByTestId('live-quote');
    await expect(quote.getByText('Bride: Bridal Makeup')).toBeVisible();
    await expect(quote.getByText('Bride: Bridal Hair')).toBeVisible();
    // 225 + 200 + 5 × 150, at her place.
    await expect(page.getByTestId('quote-total')).toHaveText('$1,175');

    // Bridesmaid 1 pays for herself: her phone typed, her switch by the keyboard. Bridesmaid 2's phone is mistyped.
    const maid = form.getByRole('listitem', { name: 'Person 2' });
    await maid.getByText('More: phone, e-mail, who pays').click();
    await maid.getByLabel('Her phone').fill('9165550123');
    await maid.getByRole('switch', { name: 'Pays for herself' }).focus();
    await page.keyboard.press('Space');
    await expect(maid.getByRole('switch', { name: 'Pays for herself' })).toBeChecked();
    await expect(maid.getByText('pays for herself', { exact: true })).toBeVisible();
    const maid2 = form.getByRole('listitem', { name: 'Person 3' });
    await maid2.getByText('More: phone, e-mail, who pays').click();
    await maid2.getByLabel('Her phone').fill('12');
    await maid2.getByText('More: phone, e-mail, who pays').click();
    await partyShot(page, form.locator('fieldset').filter({ hasText: 'Party (6 people)' }), 'booking-party-390');

    await page.getByRole('button', { name: 'Create booking' }).click();
    // Refused before it is sent, the message beside her phone: her "More" opens itself to show it.
    await expect(maid2.getByLabel('Her phone')).toBeVisible();
    await expect(maid2.getByText('Phone must be a number that can receive a text')).toBeVisible();
    await maid2.getByLabel('Her phone').fill('');

    await page.getByRole('button', { name: 'Create booking' }).click();
    await expectToast(page, 'Booking created');
    const saved = (
      (await (await request.get(api.adminBookings.list.path(), { headers: admin })).json()) as BookingAnswer[]
    ).find((booking) => booking.clientName === client)!;
    expect(saved.party).toHaveLength(6);
    expect(saved.party[0]).toMatchObject({
      name: 'Bride',
      services: ['Bridal Makeup', 'Bridal Hair'],
      payer: 'client',
    });
    expect(saved.party[1]).toMatchObject({ name: 'Bridesmaid 1', phone: '9165550123', payer: 'self' });
    expect(
      saved.quote.lines.filter((line) => line.personId === saved.party[0]!.id).map((line) => line.service),
    ).toEqual(['Bridal Makeup', 'Bridal Hair']);
    expect(saved.quote.lines).toHaveLength(7);

    // The day's list counts people, never lines.
    await expect(page.getByRole('list', { name: /^Bookings on / }).getByText(/· 6 people/)).toBeVisible();
    // Saved, the bride's row keeps both services.
    const savedForm = page.getByRole('form', { name: `Booking for ${client}` });
    await expect(
      savedForm.getByRole('listitem', { name: 'Person 1' }).getByLabel('Service 2', { exact: true }),
    ).toHaveValue('Bridal Hair');
    await page.setViewportSize({ width: 1280, height: 900 });
    await partyShot(page, savedForm.locator('fieldset').filter({ hasText: 'Party (6 people)' }), 'booking-party-1280');
    await request.delete(api.adminBookings.remove.path({ id: saved.id }), {
      headers: admin,
      params: { schedule: 'delete' },
    });
  } finally {
    await switchHair(request, false);
  }
});
