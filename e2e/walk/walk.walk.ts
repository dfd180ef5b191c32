import { expect, test } from '@playwright/test';
import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import { weekdayOf } from '#contract/quote.ts';
import { E2E_ADMIN_KEY, expectToast } from '#e2e/admin-e2e-helpers.ts';
import { effort } from '#e2e/effort.ts';

// The usability walk, timed: what she and her bride do, counted in taps, characters and swipes at 390 × 844.
// Not part of `npm test` (it measures; it does not judge): `npm run walk` runs it against a fresh owner server and
// prints the figures the issue notes quote. Its three journeys follow one another, as the walk did.
// WALK_STEPS=1 also prints where the swipes went.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The first Saturday of the month after today's (Sacramento). */
function saturdayNextMonth(): string {
  const today = sacramentoDate(new Date());
  const [year, month] = today.split('-').map(Number);
  const first = month === 12 ? `${year! + 1}-01-01` : `${year}-${String(month! + 1).padStart(2, '0')}-01`;
  return addCalendarDays(first, (6 - weekdayOf(first) + 7) % 7);
}

const figures: string[] = [];
test.afterAll(() => {
  console.log(`\nThe walk at 390 × 844:\n${figures.map((line) => `- ${line}`).join('\n')}\n`);
});

test('the walk: her first run, a six-person wedding booked and texted, the bride from PIN to signed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const year = new Date().getFullYear() + 1;

  // 1. Her first run: the admin key pasted, then every placeholder the banner names made hers, and saved.
  const her = effort(page);
  await page.goto('/admin');
  await her.paste(page.getByLabel('Admin Key'), E2E_ADMIN_KEY);
  await her.tap(page.getByRole('button', { name: 'Login' }));
  await her.tap(page.getByRole('button', { name: 'Open Site Settings' }));
  const settings = page.getByRole('tabpanel');
  const fields: [string, string][] = [
    ['Business name', 'Sofia Reyes Beauty'],
    ['Artist name', 'Sofia Reyes'],
    ['Phone', '5302194476'],
    ['E-mail', 'sofia@sofiareyes.com'],
    ['Social profile address', 'https://instagram.com/sofiareyesbeauty'],
    ['Site address', 'https://sofiareyes.com'],
    ['Booking line', `Now booking ${year} weddings`],
    ['Meet the Artist heading', "Hi, I'm Sofia"],
    ['Home ZIP', '95816'],
    ['How to pay', 'Venmo @sofiareyes or Zelle 530-219-4476'],
  ];
  for (const [label, value] of fields)
    await her.type(settings.getByRole('textbox', { name: label, exact: true }), value);
  await her.tap(settings.getByRole('switch', { name: 'Show sample testimonials until I have my own' }));
  await her.tap(settings.getByRole('button', { name: 'Save settings' }));
  await expectToast(page, /saved/i);
  figures.push(`her first run, key pasted, ${fields.length} facts and the samples switch: ${her.summary()}`);
  if (process.env.WALK_STEPS) console.log(her.steps.join('\n'));

  // 2. Another day, from the dashboard as it opens: a six-person wedding booked from the calendar, its retainer
  // recorded and its PIN texted with her signing link.
  await page.goto('/admin');
  const booking = effort(page);
  const date = saturdayNextMonth();
  await booking.tap(page.getByRole('tab', { name: 'Bookings' }));
  await booking.tap(page.getByRole('button', { name: 'Next month' }));
  await booking.tap(page.locator(`[data-date="${date}"]`));
  await booking.tap(page.getByRole('button', { name: /^New booking on / }));
  const form = page.getByRole('form', { name: 'New booking' });
  await booking.type(form.getByLabel('Client name'), 'Olivia Martin');
  await booking.type(form.getByLabel('Client phone'), '9165550188');
  await booking.type(form.getByLabel('Ready by'), '3pm');
  await booking.type(form.getByLabel('Venue', { exact: true }), 'Vizcaya');
  await booking.type(form.getByLabel('Venue ZIP'), '95816');
  await booking.tap(form.getByRole('button', { name: '+ Bride', exact: true }));
  await booking.type(form.getByLabel('How many bridesmaids'), '5');
  await booking.tap(form.getByRole('button', { name: 'Add bridesmaids' }));
  await booking.tap(page.getByRole('button', { name: 'Create booking' }));
  await expectToast(page, 'Booking created');
  // The booking's own jump links, as she would use them, rather than swiping down a long page.
  const parts = page.getByRole('navigation', { name: 'Parts of this booking' });
  await booking.tap(parts.getByRole('link', { name: 'Money' }));
  const payments = page.getByRole('region', { name: 'Payments' });
  await booking.tap(payments.getByRole('button', { name: 'Zelle' }));
  await booking.tap(payments.getByRole('button', { name: 'Record payment' }));
  await expectToast(page, /^Payment of \$\d+ recorded/);
  await booking.tap(parts.getByRole('link', { name: 'Texts' }));
  const texts = page.getByRole('region', { name: /^Texts to / });
  const pinText = texts.getByRole('listitem').filter({ hasText: 'Schedule PIN' });
  await booking.tap(pinText.getByRole('button', { name: "Make Olivia's signing link" }));
  const send = pinText.getByRole('link', { name: 'Text the schedule pin to Olivia' });
  await booking.reach(send);
  booking.count.taps += 1; // It opens her Messages with the text written out.
  const message = decodeURIComponent((await send.getAttribute('href'))!.replace(/^sms:[^?]*\?&body=/, ''));
  booking.count.taps += 1; // Send, in Messages.
  figures.push(`a six-person wedding booked, its retainer recorded and its PIN texted: ${booking.summary()}`);
  if (process.env.WALK_STEPS) console.log(booking.steps.join('\n'));

  // 3. The bride, on her phone: the link in the text, her PIN, then her signing link from the same text, signed.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: test.info().project.use.baseURL,
  });
  const bride = await phone.newPage();
  const brideEffort = effort(bride);
  const pin = /PIN: (\d+)/.exec(message)![1]!;
  const signing = new URL(/https?:\/\/\S+\/sign#\S+/.exec(message)![0]);
  brideEffort.count.taps += 1; // The schedule's link in the text.
  await bride.goto('/wedding-day-schedule');
  await expect(bride.getByRole('button', { name: 'View My Schedule' })).toBeEnabled();
  await brideEffort.type(bride.getByLabel('Your PIN'), pin);
  await brideEffort.tap(bride.getByRole('button', { name: 'View My Schedule' }));
  await expect(bride.getByRole('heading', { level: 1, name: /Wedding Day$/ })).toBeVisible();
  brideEffort.count.taps += 2; // Back to Messages, and the signing link in the same text.
  await bride.goto(`/sign${signing.hash}`);
  const agreement = bride.getByRole('region', { name: 'Booking agreement' });
  await brideEffort.type(agreement.getByLabel('Your full name'), 'Olivia Martin');
  await brideEffort.check(agreement.getByRole('checkbox', { name: 'I agree' }));
  await brideEffort.tap(agreement.getByRole('button', { name: 'Sign' }));
  await expect(agreement.getByText('Signed', { exact: true })).toBeVisible();
  figures.push(`the bride from her PIN to signed: ${brideEffort.summary()}`);
  await phone.close();
});
