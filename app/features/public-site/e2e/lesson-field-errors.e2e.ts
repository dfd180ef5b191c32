import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from '#e2e/hydrated.ts';

const SHOTS = '/work/screens/usability';

test.use({ viewport: { width: 390, height: 844 } });

async function fillRequired(page: Page, extra: { email?: string; phone?: string } = {}) {
  await page.getByLabel('Full Name').fill('Maya Lopez');
  await page.getByLabel('Email Address').fill(extra.email ?? 'maya.lopez@example.com');
  await page.getByLabel('Phone Number').fill(extra.phone ?? '(916) 555-0199');
  await page.getByLabel('What is the lesson for?').selectOption({ label: 'Self Application' });
  await page.getByLabel('Intermediate').check();
  await page.getByLabel('Both', { exact: true }).check();
  await page.getByLabel('Build a new kit').check();
}

async function openForm(page: Page) {
  await page.goto('/contact-form');
  // Sent before the code runs, the browser would post the form itself.
  await expect.poll(() => hydrated(page.getByRole('form', { name: 'Lesson questionnaire' }))).toBe(true);
}

/** The field is marked, focused, on screen, and its message sits right below it, named as its description. */
async function expectMarked(page: Page, field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  const note = page.locator(`[id="${describedBy}"]`);
  await expect(note).toHaveText(message);
  await expect(note).toBeInViewport();
  await expect(field).toBeInViewport();
  const fieldBox = (await field.boundingBox())!;
  const noteBox = (await note.boundingBox())!;
  // Beside the field: just below it, not at the foot of the form.
  expect(noteBox.y - (fieldBox.y + fieldBox.height)).toBeGreaterThanOrEqual(0);
  expect(noteBox.y - (fieldBox.y + fieldBox.height)).toBeLessThan(40);
  // And a word by the button, so a refusal is never silent there either.
  await expect(page.getByRole('alert')).toContainText('Please fix the highlighted field');
}

test('an e-mail address without the ending of its domain is marked at its field before anything is sent', async ({
  page,
}) => {
  await openForm(page);
  let posted = 0;
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.url().endsWith('/api/lesson-submissions') && posted++,
  );
  await fillRequired(page, { email: 'maya.lopez@gmail' });
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  const email = page.getByLabel('Email Address');
  await expectMarked(
    page,
    email,
    'Please enter your whole email address, including the ending after the @, such as name@gmail.com',
  );
  await page.screenshot({ path: `${SHOTS}/lesson-email-error-390.png` });
  expect(posted).toBe(0);

  // Corrected, the mark goes and the questionnaire is sent.
  await email.fill('maya.lopez@gmail.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test('a phone number too short to receive a text is marked at its field, focused, with the message beside it', async ({
  page,
}) => {
  await openForm(page);
  await fillRequired(page, { phone: '916-555' });
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  await expectMarked(
    page,
    page.getByLabel('Phone Number'),
    'Enter a phone number that can receive a text, such as (916) 555-0142',
  );
  await page.screenshot({ path: `${SHOTS}/lesson-phone-error-390.png` });
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('button', { name: 'Submit Questionnaire' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/lesson-button-message-390.png` });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the phone number is marked at its field too', async ({ page }) => {
    await openForm(page);
    await fillRequired(page, { phone: '916-555' });
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await expectMarked(
      page,
      page.getByLabel('Phone Number'),
      'Enter a phone number that can receive a text, such as (916) 555-0142',
    );
    await page.screenshot({ path: `${SHOTS}/lesson-phone-error-1280.png` });
    await page.getByRole('button', { name: 'Submit Questionnaire' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/lesson-button-message-1280.png` });
  });
});

test('a refusal only the server knows of is shown at the field the server names', async ({ page }) => {
  await openForm(page);
  await fillRequired(page);
  await page.route('**/api/lesson-submissions', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'That name cannot be used here', field: 'name' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  await expectMarked(page, page.getByLabel('Full Name'), 'That name cannot be used here');
  await expect(page.getByLabel('Intermediate')).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/lesson-server-error-390.png` });
});

test('a refusal naming no field is still said beside the button', async ({ page }) => {
  await openForm(page);
  await fillRequired(page);
  await page.route('**/api/lesson-submissions', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Send the details as a JSON object' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Send the details as a JSON object');
  await expect(alert).toBeInViewport();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});
