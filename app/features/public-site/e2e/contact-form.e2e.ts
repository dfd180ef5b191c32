import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '#e2e/hold-requests.ts';
import { hydrated } from '#e2e/hydrated.ts';

async function fillRequired(page: Page) {
  await page.getByLabel('Full Name').fill('Test Student');
  await page.getByLabel('Email Address').fill('student@example.com');
  await page.getByLabel('Phone Number').fill('916-555-0199');
  await page.getByLabel('What is the lesson for?').selectOption({ label: 'Self Application' });
  await page.getByLabel('Intermediate').check();
  await page.getByLabel('Both', { exact: true }).check();
  await page.getByLabel('Build a new kit').check();
}

test('the questionnaire needs its required fields, reveals the Other fields, and thanks the student', async ({
  page,
}) => {
  await page.goto('/contact-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Information and Questionnaire' })).toBeVisible();
  await expect(page.getByText(/Sacramento and Northern California/).first()).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Questionnaire' });

  // The browser refuses an empty form: nothing is sent.
  let posted = 0;
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.url().endsWith('/api/lesson-submissions') && posted++,
  );
  await submit.click();
  expect(await page.getByLabel('Full Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );

  await fillRequired(page);
  await page.getByLabel('Other', { exact: true }).first().check();
  const otherGoal = page.getByLabel('Please describe your main goal');
  await expect(otherGoal).toBeVisible();
  await expect(otherGoal).toHaveAttribute('required', '');
  await submit.click();
  expect(await otherGoal.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(posted).toBe(0);
  await otherGoal.fill('Learn looks for my sister’s wedding');

  await page.getByLabel('Skin prep').check();
  const focusOther = page.getByRole('group', { name: 'Which areas would you like to focus on?' }).getByLabel('Other');
  await focusOther.check();
  const otherFocus = page.getByLabel('Other focus area');
  await expect(otherFocus).toBeVisible();
  await expect(otherFocus).not.toHaveAttribute('required', '');
  await otherFocus.fill('Mature skin');

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/lesson-submissions'),
  );
  await submit.click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({
    name: 'Test Student',
    lessonPurpose: 'self-application',
    skillLevel: 'intermediate',
    mainGoal: 'other',
    otherGoal: 'Learn looks for my sister’s wedding',
    kitPreference: 'build-new-kit',
    otherFocusArea: 'Mature skin',
    company: '',
  });
  expect(JSON.parse(body.focusAreas)).toEqual(['Skin prep', 'other']);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(
    page.getByText(
      "Your lesson inquiry has been received. I'll get back to you within 24 hours to schedule your session!",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Questions?' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width} px the thank-you card's phone and e-mail lines sit centred under its text`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact-form');
    const form = page.getByRole('form', { name: 'Lesson questionnaire' });
    // Sent before the code runs, the browser would post the form itself instead of showing the card.
    await expect
      .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await fillRequired(page);
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    const card = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Thank You!' }) });
    await expect(card).toBeVisible();
    const lines = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.querySelectorAll('li')].map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const text = range.getBoundingClientRect();
        const style = getComputedStyle(item);
        return {
          text: item.textContent,
          offCentre: Math.round(text.left + text.width / 2 - (box.left + box.width / 2)),
          // A bullet outside the text is drawn at the list's left edge, away from centred text.
          bulletApart: style.listStyleType !== 'none' && style.listStylePosition === 'outside',
        };
      });
    });
    expect(lines.map(({ text }) => text)).toEqual([
      expect.stringMatching(/^Phone: /),
      expect.stringMatching(/^Email: /),
    ]);
    for (const line of lines) {
      expect(Math.abs(line.offCentre), `${line.text} is off centre`).toBeLessThanOrEqual(3);
      expect(line.bulletApart, `${line.text} has its bullet at the edge`).toBe(false);
    }
  });
}

test('a failed submission says so, keeps everything typed, and the button reads Submitting... meanwhile', async ({
  page,
}) => {
  await page.goto('/contact-form');
  await fillRequired(page);
  await page.getByLabel('What products do you currently use?').fill('Tinted moisturiser, mascara');
  const release = await holdRequests(page, '**/api/lesson-submissions', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something went wrong' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toContainText('could not be sent');
  await expect(page.getByLabel('Full Name')).toHaveValue('Test Student');
  await expect(page.getByLabel('What products do you currently use?')).toHaveValue('Tinted moisturiser, mascara');
  await expect(page.getByLabel('Intermediate')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Submit Questionnaire' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
});

test('answers typed before the page code has run are kept once it runs', async ({ page }) => {
  const release = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/contact-form', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Early Typist');
  await page.getByLabel('Intermediate').check();
  await page.getByLabel('Skin prep').check();
  release();
  // Hydrated once the Other goal field appears on choosing Other.
  await page.getByLabel('Other', { exact: true }).first().check();
  await expect(page.getByLabel('Please describe your main goal')).toBeVisible();
  await page.getByLabel('Email Address').fill('early@example.com');
  await expect(page.getByLabel('Full Name')).toHaveValue('Early Typist');
  await expect(page.getByLabel('Intermediate')).toBeChecked();
  await expect(page.getByLabel('Skin prep')).toBeChecked();
});

test.describe('before the page code has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a questionnaire the browser sends by itself keeps her details out of the address bar', async ({ page }) => {
    await page.goto('/contact-form');
    await fillRequired(page);
    await page.getByRole('button', { name: 'Submit Questionnaire' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/contact-form');
    expect(page.url()).not.toContain('student');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Information and Questionnaire' })).toBeVisible();
  });
});

test("the questionnaire's rules load when she starts on the form, not with the page and not at Submit", async ({
  page,
}) => {
  const rules: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/lesson-submission-[\w-]+\.js$/.test(request.url())) rules.push(request.url());
  });
  await page.goto('/contact-form');
  const form = page.getByRole('form', { name: 'Lesson questionnaire' });
  await expect.poll(() => hydrated(form)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(rules).toEqual([]);
  await page.getByLabel('Full Name').focus();
  await expect.poll(() => rules.length).toBe(1);
});
