// The bride's PIN page for a schedule that belongs to a booking: her balance, quote and payments (offline too), and
// her booking agreement read-only (her whole party has the PIN); and her signing page, opened by the link texted to
// her alone, where she reads and signs it, by keyboard, at 390 px.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, createBooking, enterPin, issueLink, PAGE } from '#e2e/schedule-e2e-helpers.ts';
import { downloadedBytes, pdfPlainText } from '#test-support/pdf-text.ts';

const SCREENS = '/work/screens/bride';
mkdirSync(SCREENS, { recursive: true });

async function pay(request: APIRequestContext, id: string, amount: number) {
  const response = await request.post(`/api/admin/bookings/${id}/payments`, {
    headers: admin,
    data: { amount, method: 'Venmo', paidOn: '2026-05-01', note: '' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function setPaymentSettings(request: APIRequestContext) {
  const site = await request.get('/api/admin/site', { headers: admin });
  expect(site.ok()).toBe(true);
  const settings = (await site.json()) as Record<string, unknown>;
  const saved = await request.put('/api/admin/site', {
    headers: admin,
    data: {
      ...settings,
      paymentInstructions: 'Venmo @elena-marie-beauty\nZelle (916) 555-0142, or cash on the day',
      paymentLink: 'https://pay.example.com/elena',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const agreementOf = (page: Page) => page.getByRole('region', { name: 'Booking agreement' });

test.describe('a booked bride on her phone', () => {
  test.use({ serviceWorkers: 'allow' });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('her page shows the balance left, her quote and how to pay, offline too, then "Paid in full"', async ({
    page,
    context,
    request,
  }) => {
    await setPaymentSettings(request);
    const booking = await createBooking(request, { clientName: `Maya Lopez ${Date.now()}` });
    // 225 + 150 + 150 + 150 for the party, and 25 miles: 40 + 2 × 15 = 70.
    expect(booking.total).toBe(745);
    await pay(request, booking.id, 100);

    await page.goto(PAGE);
    await enterPin(page, booking.pin);
    const line = page.getByText('Total due on or before Saturday, October 10, 2026: $645', { exact: true });
    await expect(line).toBeVisible();
    const money = page.getByRole('region', { name: 'Your Booking' });
    await expect(money.getByRole('row')).toHaveText([
      /^Bridal Makeup\s*Bride\s*\$225$/,
      /^Bridesmaid\s*Maid of honor\s*\$150$/,
      /^Mother of the Bride \/ Groom\s*Mother\s*\$150$/,
      /^Bridesmaid\s*Bridesmaid 2\s*\$150$/,
      /^Travel\s*\$70$/,
      /^Total\s*\$745$/,
      /^Paid so far\s*\$100$/,
      /^Balance due by Saturday, October 10, 2026\s*\$645$/,
    ]);
    await expect(money.getByText('Venmo @elena-marie-beauty')).toBeVisible();
    await expect(money.getByRole('link', { name: /Pay online/ })).toHaveAttribute(
      'href',
      'https://pay.example.com/elena',
    );
    await expect(page.getByText('parking behind the hall')).toHaveCount(0); // her notes never reach the bride
    await expect(page.getByText('zoe@example.com')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/booking-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENS}/booking-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // On the day, without signal: the saved copy holds the money and how to pay.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(line).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/You're offline\. Showing the copy saved on this phone/)).toBeVisible();
    await expect(line).toBeVisible();
    await expect(money.getByRole('row', { name: /Balance due by/ })).toContainText('$645');
    await expect(money.getByText('Zelle (916) 555-0142, or cash on the day')).toBeVisible();
    const agreement = agreementOf(page);
    await expect(agreement.getByText(/The PDF needs a connection/)).toBeVisible();
    await expect(agreement.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/booking-offline-390.png`, fullPage: true });

    // Paid in full once the rest arrives, seen when the signal comes back.
    await pay(request, booking.id, 645);
    await context.setOffline(false);
    const scheduleCard = page.getByRole('region', { name: 'Schedule', exact: true });
    await expect(scheduleCard.getByText('Paid in full', { exact: true })).toBeVisible();
    await expect(line).toHaveCount(0);
    await expect(money.getByRole('row', { name: /Balance/ })).toHaveText(/Balance\s*Paid in full/);
    await page.screenshot({ path: `${SCREENS}/paid-in-full-390.png`, fullPage: true });
  });

  test('her party reads the agreement by PIN, read-only; she signs it from her own link, by keyboard', async ({
    page,
    context,
    request,
  }) => {
    const clientName = `Zoë Ñúñez ${Date.now()}`;
    const booking = await createBooking(request, { clientName });

    // By PIN (anyone in her party): the document, no form, and who signs it from where.
    await page.goto(PAGE);
    await enterPin(page, booking.pin);
    const readOnly = agreementOf(page);
    await expect(readOnly.getByText('Not signed yet')).toBeVisible();
    await expect(readOnly.getByRole('heading', { name: 'THE EVENT' })).toBeVisible();
    await expect(readOnly.getByRole('article')).toContainText(`and ${clientName} (the client)`);
    await expect(readOnly.locator('[data-signs-from-link]')).toHaveText(/^Zoë signs it from the link .+ texted her\.$/);
    await expect(readOnly.getByRole('form')).toHaveCount(0);
    await expect(readOnly.getByLabel('Your full name')).toHaveCount(0);
    await expect(readOnly.getByRole('button', { name: 'Sign' })).toHaveCount(0);
    await readOnly.locator('[data-signs-from-link]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/agreement-read-only-390.png` });

    // Her link, as the artist texts it: the token after #, never in the address a server sees.
    const first = await issueLink(request, booking.id);
    const asked: string[] = [];
    page.on('request', (sent) => {
      // What a server is asked: the address before any `#`.
      if (sent.url().split('#')[0]!.includes(first.token)) asked.push(sent.url());
    });
    await page.goto(`/sign#${first.token}`);
    // The page keeps the token and takes it out of the address bar.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    const agreement = agreementOf(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking agreement' })).toBeVisible();
    await expect(page.getByText(`${clientName}, for Saturday, October 10, 2026`)).toBeVisible();
    await expect(agreement.getByText('Not signed yet')).toBeVisible();
    await expect(agreement.getByRole('heading', { name: 'ELECTRONIC RECORDS AND SIGNATURE' })).toBeVisible();
    const box = agreement.getByRole('checkbox', { name: 'I agree' });
    await expect(box).toHaveAccessibleDescription(/agree to sign this agreement electronically/);
    const robots = await request.get('/sign');
    expect(await robots.text()).toContain('<meta name="robots" content="noindex" />');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/signing-before-390.png`, fullPage: true });

    // Refusals, beside what they are about; all by keyboard.
    const name = agreement.getByLabel('Your full name');
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(agreement.getByText('Type your full name to sign')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type(`Zoë\u200B`);
    await page.keyboard.press('Enter');
    await expect(agreement.getByText(/cannot hold control or invisible formatting characters/)).toBeVisible();
    await name.fill('');
    await name.focus();
    await page.keyboard.type(clientName);
    await page.keyboard.press('Enter');
    await expect(agreement.getByText('Tick "I agree" to sign')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await agreement.getByRole('form', { name: 'Sign the agreement' }).screenshot({
      path: `${SCREENS}/signing-refused-390.png`,
    });

    // The booking changes while she reads: signing what she read is refused, and the new text is shown.
    const updated = await request.put(`/api/admin/bookings/${booking.id}`, {
      headers: admin,
      data: {
        ...(await (await request.get(`/api/admin/bookings/${booking.id}`, { headers: admin })).json()),
        travelMiles: 25,
        readyBy: '2:30 PM',
      },
    });
    expect(updated.ok(), await updated.text()).toBe(true);
    await expect(agreement.getByRole('article')).toContainText('Ready by: 3:00 PM');
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(agreement.getByRole('button', { name: 'Sign' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(agreement.getByText(/The agreement changed while you were reading it/)).toBeVisible();
    await expect(agreement.getByRole('article')).toContainText('Ready by: 2:30 PM');
    await expect(agreement.getByText('Version 2')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/signing-changed-390.png` });

    // A second tab on her phone, opened from the page's own address: the kept token opens it.
    const other = await context.newPage();
    await other.goto('/sign');
    const otherAgreement = agreementOf(other);
    await expect(otherAgreement.getByRole('article')).toContainText('Ready by: 2:30 PM');

    // Now she signs the text on screen.
    await agreement.getByRole('button', { name: 'Sign' }).focus();
    await page.keyboard.press('Enter');
    await expect(agreement.getByText('Signed', { exact: true })).toBeVisible();
    const { agreement: answer } = (await (await request.get(`/api/wedding-schedule/${booking.pin}`)).json()) as {
      agreement: { sha256: string; signedName: string; signedAt: string; text: string; status: string };
    };
    expect(answer).toMatchObject({ status: 'signed', signedName: clientName });
    const signature = agreement.getByRole('group', { name: 'Signature' });
    await expect(signature).toContainText(clientName);
    await expect(signature).toContainText(/Signed \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M P[DS]T/);
    await expect(signature.locator('[data-signed-hash]')).toHaveText(answer.sha256);
    await expect(agreement.getByRole('button', { name: 'Sign' })).toHaveCount(0);
    await signature.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/signing-signed-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENS}/signing-signed-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    // The other tab, still showing the unsigned text, is told it is already signed.
    await otherAgreement.getByLabel('Your full name').fill(clientName);
    await otherAgreement.getByRole('checkbox', { name: 'I agree' }).check();
    await otherAgreement.getByRole('button', { name: 'Sign' }).click();
    await expect(otherAgreement.locator('[data-sign-failure]')).toContainText(/already signed/i);
    await expect(otherAgreement.getByRole('group', { name: 'Signature' })).toContainText(clientName);

    // A new link retires this one: the page says so in one sentence and stops asking.
    const renewed = await issueLink(request, booking.id);
    expect(renewed.token).not.toBe(first.token);
    await other.reload();
    await expect(other.locator('[data-link-refused]')).toHaveText(/^This link was replaced\. Ask .+ for your new one$/);
    await other.screenshot({ path: `${SCREENS}/signing-replaced-390.png` });
    await other.reload();
    await expect(other.locator('[data-link-refused]')).toHaveText(/^Open the signing link .+ texted you\.$/);
    await other.close();
    // The token travelled in a header only: never in an address asked of the server.
    expect(asked).toEqual([]);

    // By PIN again: signed, read-only, and its PDF.
    await page.goto(PAGE);
    await expect(readOnly.getByText('Signed', { exact: true })).toBeVisible();
    await expect(readOnly.getByRole('group', { name: 'Signature' })).toContainText(clientName);
    await expect(readOnly.locator('[data-signs-from-link]')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      readOnly.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfPlainText(bytes);
    expect(text).toContain(answer.signedName);
    expect(text).toContain(answer.sha256);

    // The print view carries the agreement and its signature, not the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(readOnly.getByRole('article')).toBeVisible();
    await expect(readOnly.getByRole('group', { name: 'Signature' })).toBeVisible();
    await expect(readOnly.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    await page.screenshot({ path: `${SCREENS}/print-390.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });
});
