import { expect, test } from '@playwright/test';
import { enterPin } from '#e2e/schedule-e2e-helpers.ts';
import { deleteWithConfirmation, expectToast, login, openPublicPage, openTab, unique } from '#e2e/admin-e2e-helpers.ts';

test('wedding schedules: PIN rules, Generate PIN, services with Save and Add More, the bride sees it; inactive hides it; delete', async ({
  page,
}) => {
  // A long walk through the schedule forms and a bride's page: over half a minute on this 2-core machine.
  test.slow();
  const bride = unique('Olivia');
  await login(page);
  await openTab(page, 'Wedding Schedules');
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: /Create Wedding Schedule|Edit Wedding Schedule/ }),
  });
  const pin = form.getByLabel('Wedding PIN');
  await expect(pin).toHaveAttribute('maxlength', '6');
  await expect(form.getByText('Supports both 4 and 6 digit PINs for client access')).toBeVisible();

  await form.getByLabel('Client Name').fill(bride);
  await form.getByLabel('Wedding Date').fill('2026-09-12');
  await pin.fill('12345');
  await form.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(form.getByText('Invalid PIN, PIN must be exactly 4 or 6 digits long')).toBeVisible();
  await expectToast(page, 'Invalid PIN, PIN must be exactly 4 or 6 digits long');
  await expect(pin).toBeFocused();

  await pin.fill('12a4');
  await form.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(form.getByText('Invalid PIN, PIN must contain only numbers')).toBeVisible();
  await expectToast(page, 'Invalid PIN, PIN must contain only numbers');

  await form.getByRole('button', { name: 'Generate PIN' }).click();
  await expect(pin).toHaveValue(/^\d{6}$/);
  const bridePin = await pin.inputValue();
  await form.getByLabel('Start Time').fill('9:00 AM');
  await form.getByLabel('Location').fill('The Sterling Hotel');
  await form.getByLabel('Contact Phone').fill('916-555-0150');
  await form.getByLabel('Address').fill('1300 H St, Sacramento, CA');
  await form.getByLabel('Manual Total Override').fill('$600');
  await form.getByRole('button', { name: 'Create Schedule' }).click();
  await expectToast(page, 'Wedding schedule created successfully');
  await expect(form.getByLabel('Client Name')).toHaveValue('');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride }) });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Saturday, September 12, 2026')).toBeVisible();
  // No booking holds her number: the PIN text asks which number to text, not the day-of contact's (issue 26).
  await card.getByRole('button', { name: /^Text PIN to/ }).click();
  await card.getByLabel(/'s phone number$/).fill('916-555-0150');
  const text = card.getByRole('link', { name: 'Open Messages' });
  const href = decodeURIComponent((await text.getAttribute('href')) ?? '');
  expect(href).toMatch(/^sms:\+19165550150\?&body=/);
  expect(href).toContain(`/wedding-day-schedule`);
  expect(href).toContain(bridePin);

  await card.getByRole('button', { name: `Manage Services for ${bride}` }).click();
  const services = page.getByRole('region', { name: `Services for ${bride}` });
  await expect(services.getByText('No services added yet. Add your first service above!')).toBeVisible();
  await expect(services.getByLabel('Order')).toHaveValue('1');
  await services.getByLabel('Service Name').fill('Bridal Makeup');
  await services.getByLabel('Start Time').fill('9:00 AM');
  await services.getByLabel('End Time').fill('10:30 AM');
  await services.getByRole('button', { name: 'Save and Add More' }).click();
  await expectToast(page, 'Schedule service created successfully');
  await expect(services.getByLabel('Service Name')).toHaveValue('');
  await expect(services.getByLabel('Service Name')).toBeFocused();
  await expect(services.getByLabel('Order')).toHaveValue('2');
  await services.getByLabel('Service Name').fill('Bridesmaid');
  await services.getByLabel('Start Time').fill('10:30 AM');
  await services.getByLabel('End Time').fill('11:30 AM');
  await services.getByRole('button', { name: 'Add Service' }).click();
  await expect(services.getByRole('heading', { name: 'Bridesmaid' })).toBeVisible();

  // Editing a service fills the form from it; saving puts the form back in add mode.
  await services.getByRole('button', { name: 'Edit service Bridesmaid' }).click();
  await expect(services.getByLabel('Service Name')).toHaveValue('Bridesmaid');
  await services.getByLabel('End Time').fill('11:45 AM');
  await services.getByRole('button', { name: 'Update Service' }).click();
  await expectToast(page, 'Schedule service updated successfully');
  await expect(services.getByRole('list', { name: /Current services/ }).getByText('10:30 AM – 11:45 AM')).toBeVisible();
  await expect(services.getByRole('button', { name: 'Add Service' })).toBeVisible();
  await expect(services.getByLabel('Service Name')).toHaveValue('');

  const visitor = await openPublicPage(page, '/wedding-day-schedule');
  await enterPin(visitor, bridePin);
  await expect(visitor.getByText(`${bride}'s Wedding Day`)).toBeVisible();
  await expect(visitor.getByText('Bridal Makeup')).toBeVisible();
  await expect(visitor.getByText('Bridesmaid')).toBeVisible();
  await visitor.close();

  await services.getByRole('button', { name: 'Close Services Management' }).click();
  await expect(services).toHaveCount(0);

  // Inactive: the bride's PIN no longer opens it.
  await card.getByRole('button', { name: `Edit schedule for ${bride}` }).click();
  await expect(form.getByLabel('Wedding PIN')).toHaveValue(bridePin);
  await expect(form.getByLabel('Wedding Date')).toHaveValue('2026-09-12');
  const active = form.getByRole('switch', { name: 'Active Schedule' });
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await form.getByRole('button', { name: 'Update Schedule' }).click();
  await expectToast(page, 'Wedding schedule updated successfully');
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  const lookup = await page.request.get(`/api/wedding-schedule/${bridePin}`);
  expect(lookup.status()).toBe(404);

  await deleteWithConfirmation(page, `Delete schedule for ${bride}`);
  await expectToast(page, 'Wedding schedule deleted successfully');
  await expect(card).toHaveCount(0);
});
