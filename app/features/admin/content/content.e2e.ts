import { expect, test, type Page } from '@playwright/test';
import {
  deleteWithConfirmation,
  E2E_ADMIN_KEY,
  expectToast,
  login,
  openPanel,
  openPublicPage,
  openTab,
  unique,
} from '#e2e/admin-e2e-helpers.ts';

/** Turns the form's visibility switch off and checks it really is off. */
async function hide(page: Page) {
  const visible = page.getByRole('switch', { name: 'Visible on website' });
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'false');
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('testimonials: create with stars and service type, edit, hide and delete, as seen on /testimonials', async ({
  page,
}) => {
  const client = unique('Client');
  const words = unique('She made me feel radiant all day');
  await openTab(page, 'Testimonials');

  // The server is the authority on required fields; its reason reaches the owner.
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectToast(page, 'Failed to create testimonial: Client name is required');

  await openPanel(page).getByLabel('Client Name').fill(client);
  await openPanel(page).getByLabel('Rating').selectOption('4');
  await openPanel(page).getByLabel('Service Type').fill('Bridal Makeup');
  await openPanel(page).getByLabel('Testimonial Content').fill(words);
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectToast(page, 'Testimonial created successfully');
  const card = page.getByRole('listitem').filter({ hasText: client });
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(openPanel(page).getByLabel('Client Name')).toHaveValue('');

  let visitor = await openPublicPage(page, '/testimonials');
  await expect(visitor.getByText(words)).toBeVisible();
  await expect(visitor.getByText(client)).toBeVisible();
  await visitor.close();

  await card.getByRole('button', { name: `Edit testimonial from ${client}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Testimonial' })).toBeVisible();
  await expect(openPanel(page).getByLabel('Client Name')).toHaveValue(client);
  await expect(openPanel(page).getByLabel('Rating')).toHaveValue('4');
  await openPanel(page).getByLabel('Testimonial Content').fill(`${words} (edited)`);
  await hide(page);
  await page.getByRole('button', { name: 'Update Testimonial' }).click();
  await expectToast(page, 'Testimonial updated successfully');
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(card.getByText(`${words} (edited)`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add New Testimonial' })).toBeVisible();

  visitor = await openPublicPage(page, '/testimonials');
  await expect(visitor.getByText(client)).toHaveCount(0);
  await visitor.close();

  await deleteWithConfirmation(page, `Delete testimonial from ${client}`);
  await expectToast(page, 'Testimonial deleted successfully');
  await expect(card).toHaveCount(0);
});

test('FAQs: create with a sort order, edit, hide and delete, as seen on /faqs', async ({ page }) => {
  const question = unique('Do you bring lashes?');
  await openTab(page, 'FAQs');
  await openPanel(page).getByLabel('Question').fill(question);
  // A look at another tab does not lose what she has typed, and the list is fetched afresh when she comes back.
  await openTab(page, 'Policies');
  const addedMeanwhile = unique('Added from her laptop meanwhile');
  const created = await page.request.post('/api/admin/faqs', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { question: addedMeanwhile, answer: 'Yes.', sortOrder: 0, isVisible: true },
  });
  expect(created.status()).toBe(201);
  await openTab(page, 'FAQs');
  await expect(openPanel(page).getByLabel('Question')).toHaveValue(question);
  const meanwhileCard = page.getByRole('listitem').filter({ hasText: addedMeanwhile });
  await expect(meanwhileCard).toBeVisible();
  await deleteWithConfirmation(page, `Delete FAQ: ${addedMeanwhile}`);
  await expectToast(page, 'FAQ deleted successfully');
  await openPanel(page).getByLabel('Sort Order').fill('-5');
  await openPanel(page).getByLabel('Answer').fill('Yes.\nFalse lashes are included in every service.');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await expectToast(page, 'FAQ created successfully');
  const card = page.getByRole('listitem').filter({ hasText: question });
  await expect(card.getByText('Visible', { exact: true })).toBeVisible();
  await expect(card.getByText('Order: -5')).toBeVisible();

  let visitor = await openPublicPage(page, '/faqs');
  await expect(visitor.getByText(question)).toBeVisible();
  await visitor.close();

  // Cancel leaves edit mode with a blank form; a second Edit then saves.
  await card.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
  await expect(openPanel(page).getByLabel('Question')).toHaveValue(question);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(openPanel(page).getByLabel('Question')).toHaveValue('');
  await expect(openPanel(page).getByLabel('Sort Order')).toHaveValue('0');

  await card.getByRole('button', { name: `Edit FAQ: ${question}` }).click();
  await openPanel(page).getByLabel('Sort Order').fill('');
  await hide(page);
  await page.getByRole('button', { name: 'Update FAQ' }).click();
  await expectToast(page, 'FAQ updated successfully');
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  // An empty sort order counts as 0.
  await expect(card.getByText('Order: 0')).toBeVisible();

  visitor = await openPublicPage(page, '/faqs');
  await expect(visitor.getByText(question)).toHaveCount(0);
  await visitor.close();

  // Escape in the confirmation keeps the item; confirming deletes it and focus lands on the list's heading.
  await page.getByRole('button', { name: `Delete FAQ: ${question}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(card).toBeVisible();

  await deleteWithConfirmation(page, `Delete FAQ: ${question}`);
  await expectToast(page, 'FAQ deleted successfully');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^FAQs \(\d+\)$/ })).toBeFocused();
});

test('policies: the list previews 200 characters; create, edit, hide and delete, as seen on /policies', async ({
  page,
}) => {
  const title = unique('Rain plan');
  const long = `${'Outdoor weddings need a covered, well-lit space for makeup. '.repeat(5)}THE-TAIL-END`;
  await openTab(page, 'Policies');
  await openPanel(page).getByLabel('Title').fill(title);
  await openPanel(page).getByLabel('Content').fill(long);
  await page.getByRole('button', { name: 'Add Policy' }).click();
  await expectToast(page, 'Policy created successfully');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText(`${long.slice(0, 200)}...`)).toBeVisible();
  await expect(card.getByText('THE-TAIL-END')).toHaveCount(0);

  let visitor = await openPublicPage(page, '/policies');
  await expect(visitor.getByText(title)).toBeVisible();
  await expect(visitor.getByText(/THE-TAIL-END/)).toBeVisible();
  await visitor.close();

  // Edit hands the form its focus within the same tap, so a field she starts typing in keeps it: where the
  // focus moved a frame later, text typed at once into Content went on into the title.
  const focusedAfterEdit = await card
    .getByRole('button', { name: `Edit policy: ${title}` })
    .evaluate(async (button: HTMLButtonElement) => {
      button.click();
      await null; // React commits a click's update in a microtask queued before this one
      return (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent;
    });
  expect(focusedAfterEdit).toBe('Title');
  await expect(openPanel(page).getByLabel('Content')).toHaveValue(long);
  await hide(page);
  await page.getByRole('button', { name: 'Update Policy' }).click();
  await expectToast(page, 'Policy updated successfully');
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

  visitor = await openPublicPage(page, '/policies');
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();

  await deleteWithConfirmation(page, `Delete policy: ${title}`);
  await expectToast(page, 'Policy deleted successfully');
  await expect(card).toHaveCount(0);
});

test('vendors: grouped by category; create with links, edit, hide and delete, as seen on /preferred-vendors', async ({
  page,
}) => {
  const name = unique('Bloom & Vine Florals');
  await openTab(page, 'Vendors');
  await openPanel(page).getByLabel('Name', { exact: true }).fill(name);
  await openPanel(page).getByLabel('Category').selectOption('Floral Design');
  await openPanel(page).getByLabel('Website', { exact: true }).fill('https://bloom.example.com');
  await openPanel(page).getByLabel('Social Profile').fill('https://www.instagram.com/bloomexample');
  await openPanel(page).getByLabel('Description', { exact: true }).fill('Garden-style bouquets.');
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  await expectToast(page, 'Vendor created successfully');
  const group = page.getByRole('region', { name: 'Floral Design' });
  const card = group.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Social profile' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/bloomexample',
  );

  let visitor = await openPublicPage(page, '/preferred-vendors');
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await visitor.close();

  await card.getByRole('button', { name: `Edit vendor ${name}` }).click();
  await expect(openPanel(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(openPanel(page).getByLabel('Category')).toHaveValue('Floral Design');
  await openPanel(page).getByLabel('Category').selectOption('Venues');
  await hide(page);
  await page.getByRole('button', { name: 'Update Vendor' }).click();
  await expectToast(page, 'Vendor updated successfully');
  const moved = page.getByRole('region', { name: 'Venues' }).getByRole('listitem').filter({ hasText: name });
  await expect(moved.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(group.getByText(name)).toHaveCount(0);

  visitor = await openPublicPage(page, '/preferred-vendors');
  await expect(visitor.getByRole('heading', { name: 'Photographers' })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  await visitor.close();

  await deleteWithConfirmation(page, `Delete vendor ${name}`);
  await expectToast(page, 'Vendor deleted successfully');
  await expect(moved).toHaveCount(0);
});

test('in her own tab, the public page shows her change without a reload', async ({ page }) => {
  const question = unique('Can my mother book a touch up?');
  // She looks at the FAQs from the dashboard's tab, so the page's list is already loaded once in this tab.
  await page.getByRole('link', { name: "FAQ's" }).first().click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);

  await openTab(page, 'FAQs');
  await openPanel(page).getByLabel('Question').fill(question);
  await openPanel(page).getByLabel('Answer').fill('Yes, as a Wedding Attendee service.');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await expectToast(page, 'FAQ created successfully');

  await page.getByRole('link', { name: "FAQ's" }).first().click();
  await expect(page.getByText(question)).toBeVisible();

  await page.goBack();
  await openTab(page, 'FAQs');
  await deleteWithConfirmation(page, `Delete FAQ: ${question}`);
  await expectToast(page, 'FAQ deleted successfully');
});
