// Issue 24's browser test, end to end at 390 px, with issue 36's signing link: the artist books a wedding with a PIN
// in her dashboard and texts the bride her signing link; the bride opens it on her phone, reads the agreement and
// signs it; the artist's booking shows it signed; both download the PDF, which holds the client's accented name, the
// signed name and the hash; deleting the booking offers the signed PDF first. Page 1 of the PDF is rendered as a
// picture (pdftoppm, where installed) beside the dashboard's screenshots, to be looked at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { AgreementVersion } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import { expectToast, login, openTab } from '#e2e/admin-e2e-helpers.ts';
import { enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';
import { downloadedBytes, pdfPlainText } from '#test-support/pdf-text.ts';

const SCREENS = '/work/screens/agreement';
mkdirSync(SCREENS, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use({ viewport: PHONE.viewport });

/** Page 1 of a PDF as a PNG under SCREENS, to look at; skipped (and said so) where pdftoppm is not installed. */
function renderFirstPage(bytes: Buffer, name: string) {
  const pdf = `${SCREENS}/${name}.pdf`;
  writeFileSync(pdf, bytes);
  try {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      `${SCREENS}/${name}-page-1`,
    ]);
  } catch {
    test.info().annotations.push({ type: 'pdf picture', description: 'pdftoppm is not installed: no PNG made' });
  }
}

/** The PDF holds what both sides must be able to check: her name as spelled, who signed, and the hash signed. */
async function expectSignedPdf(bytes: Buffer, clientName: string, sha256: string) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfPlainText(bytes);
  expect(text).toContain(`and ${clientName} (the client)`);
  expect(text).toContain(`Signed electronically by ${clientName}`);
  expect(text).toContain(sha256);
  expect(text).not.toContain('Unsigned');
}

/** A day next month (Sacramento), a different one each run so the day's list stays short. */
function dayNextMonth(): string {
  const today = sacramentoDate(new Date());
  const [year, month] = today.split('-').map(Number);
  const first = month === 12 ? `${year! + 1}-01-01` : `${year}-${String(month! + 1).padStart(2, '0')}-01`;
  return addCalendarDays(first, Math.floor(Math.random() * 28));
}

const agreementPanel = (page: Page) => page.getByTestId('agreement-panel');

test('booked with a PIN, signed on the bride’s phone, shown signed in the dashboard, the PDF from both sides', async ({
  page,
  browser,
}) => {
  test.slow();
  const clientName = `Zoë Ñúñez ${Date.now()}`;
  const date = dayNextMonth();

  // The artist books the wedding from her calendar; the new booking comes with a PIN for the bride's page.
  await login(page);
  await openTab(page, 'Bookings');
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`[data-date="${date}"]`).click();
  await page.getByRole('button', { name: /^New booking on / }).click();
  const form = page.getByRole('form', { name: 'New booking' });
  await form.getByLabel('Client name').fill(clientName);
  await form.getByLabel('Client phone').fill('(916) 555-0123');
  await form.getByLabel('Ready by').fill('3:00 PM');
  await form.getByLabel('Venue', { exact: true }).fill('Vizcaya Mansion');
  await form.getByLabel('Travel miles (one way)').fill('25');
  await form.getByRole('button', { name: '+ Bride', exact: true }).click();
  await form.getByLabel('How many bridesmaids').fill('3');
  await form.getByRole('button', { name: 'Add bridesmaids' }).click();
  const pin = await form.getByLabel('Wedding PIN').inputValue();
  expect(pin).toMatch(/^\d{6}$/);
  await page.getByRole('button', { name: 'Create booking' }).click();
  await expectToast(page, 'Booking created');

  // Her booking shows its agreement: version 1, unsigned, waiting for the bride.
  const panel = agreementPanel(page);
  await expect(panel.getByTestId('agreement-status')).toHaveText(/^Unsigned\s*Version 1$/);
  await expect(panel).toContainText('Waiting for your client to sign it from her signing link');
  // Her signing link: made on her word, then one tap opens her Messages with it written out.
  const firstName = clientName.split(' ')[0]!;
  const linkBox = panel.getByTestId('signing-link');
  await expect(linkBox).toContainText('Make her link, then text it to her: it works for 30 days.');
  await linkBox.getByRole('button', { name: `Make ${firstName}'s signing link` }).click();
  const textLink = linkBox.getByRole('link', { name: `Text ${firstName} her signing link` });
  await expect(textLink).toBeFocused();
  await expect(textLink).toHaveAttribute('href', /^sms:\+19165550123\?&body=/);
  await expect(linkBox).toContainText(/Her link works until \w+, \w+ \d{1,2}, \d{4}\./);
  const message = decodeURIComponent((await textLink.getAttribute('href'))!.split('body=')[1]!);
  expect(message).toMatch(new RegExp(`^Hi ${firstName}! Here is the booking agreement for your wedding on `));
  const signingAddress = new URL(/https?:\/\/\S+\/sign#\S+/.exec(message)![0]);
  // A new one on request retires it: only the newest opens her agreement.
  await linkBox.getByRole('button', { name: 'New signing link' }).click();
  await page.getByRole('button', { name: 'Make new link' }).click();
  await expectToast(page, `New signing link made: text it to ${firstName}`);
  await expect(textLink).not.toHaveAttribute('href', new RegExp(signingAddress.hash.slice(1)));
  const renewedMessage = decodeURIComponent((await textLink.getAttribute('href'))!.split('body=')[1]!);
  const renewedAddress = new URL(/https?:\/\/\S+\/sign#\S+/.exec(renewedMessage)![0]);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `${SCREENS}/panel-unsigned-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/booking-unsigned-1280.png` });
  await panel.screenshot({ path: `${SCREENS}/panel-unsigned-1280.png` });
  await page.setViewportSize(PHONE.viewport);

  // The bride, on her own phone: the old link says to ask for the new one; the new one opens her agreement.
  const phone = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  const bride = await phone.newPage();
  await bride.goto(`/sign${signingAddress.hash}`);
  await expect(bride.locator('[data-link-refused]')).toHaveText(/^This link was replaced\. Ask .+ for your new one$/);
  await bride.goto(`/sign${renewedAddress.hash}`);
  const agreement = bride.getByRole('region', { name: 'Booking agreement' });
  await expect(agreement.getByText('Not signed yet')).toBeVisible();
  const article = agreement.getByRole('article');
  await expect(article).toContainText(`and ${clientName} (the client)`);
  await expect(article).toContainText('Ready by: 3:00 PM');
  await expect(article).toContainText('$745');
  await agreement.getByLabel('Your full name').fill(clientName);
  await agreement.getByRole('checkbox', { name: 'I agree' }).check();
  await agreement.getByRole('button', { name: 'Sign' }).click();
  await expect(agreement.getByText('Signed', { exact: true })).toBeVisible();
  const signature = agreement.getByRole('group', { name: 'Signature' });
  await expect(signature).toContainText(clientName);

  const versions = (await (
    await page.request.get(api.adminBookings.agreement.path({ id: await bookingIdOf(page, clientName) }))
  ).json()) as AgreementVersion[];
  expect(versions).toHaveLength(1);
  const [signed] = versions;
  expect(signed).toMatchObject({ version: 1, status: 'signed', signature: { signedName: clientName } });
  await expect(signature.locator('[data-signed-hash]')).toHaveText(signed!.sha256);

  // Her PDF, from her schedule's page (her PIN), fetched by the page and saved on her phone.
  await bride.goto(PAGE);
  await enterPin(bride, pin);
  const onSchedule = bride.getByRole('region', { name: 'Booking agreement' });
  await expect(onSchedule.getByText('Signed', { exact: true })).toBeVisible();
  const [brideDownload] = await Promise.all([
    bride.waitForEvent('download'),
    onSchedule.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(brideDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const brideBytes = await downloadedBytes(brideDownload);
  await expectSignedPdf(brideBytes, clientName, signed!.sha256);
  renderFirstPage(brideBytes, 'bride-signed');
  await phone.close();

  // The artist comes back to her dashboard, the booking still open: it shows the signature without a reload.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(panel.getByTestId('agreement-status')).toHaveText(/^Signed\s*Version 1$/);
  // And opened again, it still does.
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Open booking for ${clientName}` }).click();
  await expect(panel.getByTestId('agreement-status')).toHaveText(/^Signed\s*Version 1$/);
  await expect(panel).toContainText(`Signed by ${clientName} on her phone,`);
  await expect(panel.getByRole('button', { name: 'Mark paper copy signed' })).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `${SCREENS}/panel-signed-390.png` });
  await panel.getByText('1 version', { exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Agreement versions' })).toContainText(
    `Version 1 · Signed · signed by ${clientName} on her phone,`,
  );
  await panel.screenshot({ path: `${SCREENS}/panel-signed-versions-390.png` });

  // Her PDF of it, from the dashboard: the same document, signed.
  const [artistDownload] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(artistDownload.suggestedFilename()).toBe('booking-agreement-v1.pdf');
  const artistBytes = await downloadedBytes(artistDownload);
  await expectSignedPdf(artistBytes, clientName, signed!.sha256);
  renderFirstPage(artistBytes, 'dashboard-signed');

  await page.setViewportSize({ width: 1280, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/booking-signed-1280.png` });
  await panel.screenshot({ path: `${SCREENS}/panel-signed-1280.png` });
  await page.setViewportSize(PHONE.viewport);

  // Deleting the booking offers the signed PDF first; its signature goes with it.
  await page.getByRole('button', { name: 'Delete booking' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('and its signed agreement will be deleted');
  const [keptCopy] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download the signed PDF' }).click(),
  ]);
  expect(keptCopy.suggestedFilename()).toBe('booking-agreement-v1.pdf');
  await expectSignedPdf(await downloadedBytes(keptCopy), clientName, signed!.sha256);
  await dialog.screenshot({ path: `${SCREENS}/delete-with-signed-pdf-390.png` });
  const id = await bookingIdOf(page, clientName);
  await dialog.getByRole('button', { name: 'Delete booking and schedule' }).click();
  await expectToast(page, 'Booking deleted');
  expect((await page.request.get(api.adminBookings.agreement.path({ id }))).status()).toBe(404);
});

async function bookingIdOf(page: Page, clientName: string): Promise<string> {
  const bookings = (await (await page.request.get(api.adminBookings.list.path())).json()) as {
    id: string;
    clientName: string;
  }[];
  return bookings.find((booking) => booking.clientName === clientName)!.id;
}
