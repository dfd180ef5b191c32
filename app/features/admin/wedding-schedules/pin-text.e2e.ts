import { expect, test, type Page } from '@playwright/test';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { admin, createBooking } from '#e2e/schedule-e2e-helpers.ts';
import { login, openTab, unique } from '#e2e/admin-e2e-helpers.ts';

// Issue 37 §5: the Wedding Schedules list's "Text PIN to {first}" brings her signing link while her booking
// agreement waits to be signed (the Texts panel's words); once it is signed, the PIN text is as it was.

const SCREENS = '/work/screens/37';
const WAITING = 'Your booking agreement is waiting for you to sign: ';

const scheduleCard = (page: Page, clientName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clientName, exact: true }) });

const bodyOf = async (link: ReturnType<Page['getByRole']>) => {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^sms:\+19165550123\?&body=/);
  return decodeURIComponent(href.replace(/^sms:[^?]*\?&body=/, ''));
};

test.use({ viewport: { width: 390, height: 844 } });

test('Text PIN: her signing link while her agreement waits, made first if she has none; the PIN alone once signed', async ({
  page,
}) => {
  const waitingName = unique('Zoë Waiting');
  const signedName = unique('Ana Signed');
  const waiting = await createBooking(page.request, { clientName: waitingName });
  const signed = await createBooking(page.request, { clientName: signedName });

  await login(page);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await openTab(page, 'Wedding Schedules');

  // Unsigned, no link yet: one tap makes it, and the text opens with the PIN and the link written out.
  const card = scheduleCard(page, waitingName);
  // Nothing copies the PIN alone while her agreement may need the link: Copy Message comes with the checked text.
  await expect(card.getByRole('button', { name: 'Copy Message' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Text PIN to Zoë' }).click();
  await expect(card.getByText('make it first (it works for 30 days)', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy Message' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/schedules-pin-text-make-link-390.png` });
  await card.getByRole('button', { name: "Make Zoë's signing link" }).click();
  const open = card.getByRole('link', { name: 'Open Messages' });
  await expect(open).toBeFocused();
  const body = await bodyOf(open);
  expect(body).toContain(`enter your PIN: ${waiting.pin}`);
  expect(body).toContain(WAITING);
  expect(body).toMatch(/\/sign#\S+/);
  await expect(card.getByText('With her signing link, while her agreement waits to be signed.')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy Message' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
  await card.screenshot({ path: `${SCREENS}/schedules-pin-text-with-link-390.png` });

  // Signed on paper: the PIN text goes as it always did. (Signed just before her card is opened: another test
  // file's change to her policies or settings would make a new version of the agreement, unsigned again.)
  const paper = await page.request.post(`/api/admin/bookings/${signed.id}/agreement/paper`, {
    headers: admin,
    data: { signedOn: sacramentoDate(new Date()) },
  });
  expect(paper.status(), await paper.text()).toBe(200);
  const signedCard = scheduleCard(page, signedName);
  await signedCard.getByRole('button', { name: 'Text PIN to Ana' }).click();
  const plain = await bodyOf(signedCard.getByRole('link', { name: 'Open Messages' }));
  expect(plain).toContain(`enter your PIN: ${signed.pin}`);
  expect(plain).not.toContain('agreement');
  expect(plain).not.toContain('/sign#');
  await signedCard.screenshot({ path: `${SCREENS}/schedules-pin-text-signed-390.png` });

  await page.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/schedules-pin-text-with-link-1280.png` });
  await signedCard.scrollIntoViewIfNeeded();
  await signedCard.screenshot({ path: `${SCREENS}/schedules-pin-text-signed-1280.png` });
});
