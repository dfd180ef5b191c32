import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, createSchedule, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';
import { expectToast, login, openTab, SCREENS, toasts, unique } from '#e2e/admin-e2e-helpers.ts';
import { literalPattern } from '#test-support/literal-pattern.ts';

mkdirSync(SCREENS, { recursive: true });

interface StoredService {
  id: string;
  serviceName: string;
  startTime: string;
  endTime: string;
  sortOrder: number;
}

const scheduleCard = (page: Page, clientName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clientName, exact: true }) });

/** The service cards of the Manage Services panel, each read as "name … start – end". */
const serviceCards = (services: Locator) =>
  services.getByRole('list', { name: /Current services/ }).getByRole('listitem');

/** Closes the notification on screen, so a screenshot shows the page under it. */
async function dismissToast(page: Page) {
  const close = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  // A toast can also close by itself between looking and clicking; either way it is gone.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  await expect(close).toHaveCount(0);
}

/** WCAG A and AA problems inside one region of the page, as "rule: help". */
async function accessibilityProblems(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

async function openServices(page: Page, clientName: string) {
  await scheduleCard(page, clientName)
    .getByRole('button', { name: `Manage Services for ${clientName}` })
    .click();
  const services = page.getByRole('region', { name: `Services for ${clientName}` });
  await expect(services).toBeVisible();
  return services;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('timeline builder: a 6-person morning on two chairs from her price list, bride last, early start warned, created as her services', async ({
    page,
    request,
  }) => {
    const bride = unique('Sofia');
    const { id } = await createSchedule(request, { clientName: bride, startTime: '9:00 AM' }, [
      { serviceName: 'Old trial run', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 1 },
    ]);
    await login(page);
    await openTab(page, 'Wedding Schedules');
    await scheduleCard(page, bride)
      .getByRole('button', { name: `Build timeline for ${bride}` })
      .click();
    const builder = page.getByRole('region', { name: `Build timeline for ${bride}` });
    await expect(builder.getByLabel('Ready by')).toBeFocused();
    await expect(builder.getByLabel('Buffer (minutes)')).toHaveValue('15');
    await expect(builder.getByRole('radio', { name: '1 chair' })).toBeChecked();

    await builder.getByLabel('Ready by').fill('7:00 AM');
    await builder.getByRole('radio', { name: '2 chairs side by side' }).check();
    // Typed with the bride first: she still ends up last.
    const people: [string, string, string][] = [
      ['Bride', 'Bridal Makeup', '90'],
      ['Bridesmaid 1', 'Bridesmaid', '60'],
      ['Bridesmaid 2', 'Bridesmaid', '60'],
      ['Maid of Honor', 'Bridesmaid', '60'],
      ['Mother of the Bride', 'Mother of the Bride / Groom', '60'],
      ['Flower Girl', 'Flower Girl Makeup (12 & Under)', '25'],
    ];
    for (let added = 1; added < people.length; added += 1) {
      await builder.getByRole('button', { name: 'Add person' }).click();
      // The new row's name field takes focus, ready to type.
      await expect(
        builder.getByRole('group', { name: `Row ${added + 1}`, exact: true }).getByLabel('Name or role'),
      ).toBeFocused();
    }
    for (const [index, [person, service, minutes]] of people.entries()) {
      const row = builder.getByRole('group', { name: `Row ${index + 1}`, exact: true });
      await row.getByLabel('Name or role').fill(person);
      await row.getByLabel('Service').selectOption(service);
      // The service's length from her price list comes with it.
      await expect(row.getByLabel('Minutes')).toHaveValue(minutes);
    }
    // Changed for this morning only.
    await builder.getByRole('group', { name: 'Row 5', exact: true }).getByLabel('Minutes').fill('45');

    await builder.getByRole('button', { name: 'Preview' }).click();
    const preview = builder.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();
    await expect(preview.getByText('The bride was moved to the end so her look is freshest.')).toBeVisible();
    await expect(builder.getByRole('group', { name: 'Row 6', exact: true }).getByLabel('Name or role')).toHaveValue(
      'Bride',
    );
    // Ready by 7:00 AM would start at 3:35 AM: warned, not refused.
    await expect(preview.getByRole('status')).toHaveText(
      'Early start: The first person starts at 3:35 AM, before 5:00 AM. Check it before you send her the schedule.',
    );
    await expect(preview.getByRole('button', { name: 'Create services' })).toBeEnabled();

    await builder.getByLabel('Ready by').fill('3:00 PM');
    await expect(preview.getByRole('status')).toHaveCount(0);
    await expect(preview).toContainText(
      'Starts at 11:35 AM. Everyone is done by 2:45 PM, 15 minutes before ready by 3:00 PM.',
    );
    const expected: [string, string, string, string][] = [
      ['11:35 AM', '12:35 PM', '2', 'Bridesmaid 1'],
      ['12:15 PM', '1:15 PM', '1', 'Bridesmaid 2'],
      ['12:35 PM', '1:35 PM', '2', 'Maid of Honor'],
      ['1:15 PM', '2:45 PM', '1', 'Bride'],
      ['1:35 PM', '2:20 PM', '2', 'Mother of the Bride'],
      ['2:20 PM', '2:45 PM', '2', 'Flower Girl'],
    ];
    await expect(preview.locator('tbody tr')).toHaveText(
      expected.map(([start, end, chair, label]) => `${start} – ${end}${chair}${label}`),
    );
    await expect(preview.getByRole('radio', { name: 'Replace them' })).toBeChecked();
    await dismissToast(page);
    await page.screenshot({ path: `${SCREENS}/timeline-preview-390.png`, fullPage: true });

    await preview.getByRole('button', { name: 'Create services' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`${bride}'s 1 current service will be deleted and the 6 new ones created`);
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expectToast(page, `6 services created for ${bride}; her start time is now 11:35 AM`);

    // The builder gives way to her services, as the bride will see them.
    const services = page.getByRole('region', { name: `Services for ${bride}` });
    await expect(builder).toHaveCount(0);
    await expect(serviceCards(services)).toHaveText(
      expected.map(
        ([start, end, , label], index) => new RegExp(`^${literalPattern(label)}Order: ${index + 1}${start} – ${end}`),
      ),
    );
    await expect(scheduleCard(page, bride).getByText('11:35 AM', { exact: true })).toBeVisible();
    const stored = (await (
      await request.get(`/api/admin/wedding-schedules/${id}/services`, { headers: admin })
    ).json()) as StoredService[];
    expect(
      stored.map(({ serviceName, startTime, endTime, sortOrder }) => [serviceName, startTime, endTime, sortOrder]),
    ).toEqual(expected.map(([start, end, , label], index) => [label, start, end, index + 1]));
    await serviceCards(services).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/timeline-created-390.png`, fullPage: true });
  });

  test("a shift made in the dashboard reaches the bride's open page within a minute, without a reload, with the moved rows marked", async ({
    page,
    browser,
    request,
  }) => {
    const bride = unique('Lia');
    const { pin } = await createSchedule(request, { clientName: bride, startTime: '8:00 AM' }, [
      { serviceName: 'Bridesmaid 1', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
      { serviceName: 'Bridesmaid 2', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 2 },
      { serviceName: 'Mother of the Bride', startTime: '10:00 AM', endTime: '11:00 AM', sortOrder: 3 },
      { serviceName: 'Bride', startTime: '11:00 AM', endTime: '12:30 PM', sortOrder: 4 },
    ]);
    // Her phone: a browser of its own, its clock under the test's control so a minute passes at once.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const bridePage = await phone.newPage();
    await bridePage.clock.install();
    await bridePage.goto(PAGE);
    await enterPin(bridePage, pin);
    const rows = bridePage.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
    await expect(rows).toHaveText([
      /8:00 AM – 9:00 AM/,
      /9:00 AM – 10:00 AM/,
      /10:00 AM – 11:00 AM/,
      /11:00 AM – 12:30 PM/,
    ]);

    await login(page);
    await openTab(page, 'Wedding Schedules');
    const services = await openServices(page, bride);
    const shift = services.getByRole('region', { name: 'Running late? Shift times' });
    await shift.getByLabel('From service').selectOption({ label: '3. Mother of the Bride · 10:00 AM – 11:00 AM' });
    await shift.getByRole('button', { name: '15 minutes' }).click();
    await expect(shift.getByRole('button', { name: '15 minutes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(shift).toContainText('2 services will move 15 minutes later, from Mother of the Bride on:');
    await shift.getByRole('button', { name: 'Shift times' }).click();
    await expectToast(page, '2 services moved 15 minutes later');
    await expect(shift).toContainText('Last shift: 2 services moved 15 minutes later, from Mother of the Bride on.');
    await expect(shift.getByRole('button', { name: '15 minutes' })).toHaveAttribute('aria-pressed', 'false');
    await expect(serviceCards(services)).toHaveText([
      /8:00 AM – 9:00 AM/,
      /9:00 AM – 10:00 AM/,
      /10:15 AM – 11:15 AM/,
      /11:15 AM – 12:45 PM/,
    ]);
    await shift.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/shift-times-390.png` });

    await bridePage.clock.runFor(61_000);
    await expect(rows).toHaveText([
      /8:00 AM – 9:00 AM/,
      /9:00 AM – 10:00 AM/,
      /Mother of the Bride\s*New time\s*10:15 AM – 11:15 AM/,
      /Bride\s*New time\s*11:15 AM – 12:45 PM/,
    ]);
    await expect(bridePage.locator('tbody tr[data-moved]')).toHaveCount(2);
    await expect(bridePage.getByRole('status').filter({ hasText: 'Times updated' })).toHaveText(
      /^Times updated \d{1,2}:\d{2} [AP]M: 2 services moved 15 minutes later/,
    );
    await bridePage.screenshot({ path: `${SCREENS}/shift-bride-390.png`, fullPage: true });
    await phone.close();
  });
});

test('running late: shift from the third service by 15 minutes in 12- and 24-hour times across noon and midnight, undo from the toast, by keyboard; the start time follows the first service', async ({
  page,
  request,
}) => {
  const bride = unique('Maya');
  const typed = [
    { serviceName: 'Bridesmaid 1', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
    { serviceName: 'Bridesmaid 2', startTime: '09:00', endTime: '10:00', sortOrder: 2 },
    { serviceName: 'Mother of the Bride', startTime: '10:00 AM', endTime: '11:00 AM', sortOrder: 3 },
    { serviceName: 'Bride', startTime: '11:50am', endTime: '1:20 PM', sortOrder: 4 },
    { serviceName: 'After-party look', startTime: '23:50', endTime: '00:20', sortOrder: 5 },
    { serviceName: 'Send-off touch-up', startTime: 'after the ceremony', endTime: '', sortOrder: 6 },
  ];
  const { id } = await createSchedule(request, { clientName: bride, startTime: '8:00 AM' }, typed);
  const storedTimes = async () =>
    (
      (await (
        await request.get(`/api/admin/wedding-schedules/${id}/services`, { headers: admin })
      ).json()) as StoredService[]
    ).map((service) => [service.startTime, service.endTime]);

  await login(page);
  await openTab(page, 'Wedding Schedules');
  const services = await openServices(page, bride);
  const shift = services.getByRole('region', { name: 'Running late? Shift times' });
  const from = shift.getByLabel('From service');
  await expect(from).toHaveValue(/.+/);
  await expect(from.locator('option')).toHaveText([
    '1. Bridesmaid 1 · 8:00 AM – 9:00 AM',
    '2. Bridesmaid 2 · 09:00 – 10:00',
    '3. Mother of the Bride · 10:00 AM – 11:00 AM',
    '4. Bride · 11:50am – 1:20 PM',
    '5. After-party look · 23:50 – 00:20',
    '6. Send-off touch-up · after the ceremony',
  ]);

  // Without the minutes, she is told what is missing.
  await shift.getByRole('button', { name: 'Shift times' }).click();
  await expect(shift.getByText('Choose or type how many minutes to move the times.')).toBeVisible();

  // All by keyboard: the select, a preset, the button.
  await from.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(from.locator('option:checked')).toHaveText('3. Mother of the Bride · 10:00 AM – 11:00 AM');
  await shift.getByRole('button', { name: '15 minutes' }).focus();
  await page.keyboard.press('Enter');
  await expect(shift).toContainText('3 services will move 15 minutes later, from Mother of the Bride on:');
  await shift.getByRole('button', { name: 'Shift times' }).focus();
  await page.keyboard.press('Enter');

  await expectToast(page, 'Times shifted');
  await expectToast(page, '3 services moved 15 minutes later; 1 time left as typed (listed under Shift times)');
  // F8 at once takes the keyboard to the notifications, which holds the toast open (Radix pauses its timer while
  // focus is inside): the checks and the screenshot below can take longer than its 10 s on a busy machine.
  await page.keyboard.press('F8');
  const shifted = [
    ['8:00 AM', '9:00 AM'],
    ['09:00', '10:00'],
    ['10:15 AM', '11:15 AM'],
    ['12:05pm', '1:35 PM'],
    ['00:05', '00:35'],
    ['after the ceremony', ''],
  ];
  await expect(serviceCards(services)).toHaveText(
    shifted.map(([start, end]) => new RegExp(`${literalPattern([start, end].filter(Boolean).join(' – '))}`)),
  );
  expect(await storedTimes()).toEqual(shifted);
  await expect(shift.getByRole('status')).toContainText('Send-off touch-up: start "after the ceremony"');
  await expect(scheduleCard(page, bride).getByText('8:00 AM', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shift-times-1280.png` });
  expect(await accessibilityProblems(page, '[aria-labelledby="shift-title"]')).toEqual([]);

  // Undo from the toast with the keyboard: F8 reaches the notifications, Tab the toast's button.
  const undo = toasts(page).getByRole('button', { name: 'Undo' });
  for (
    let presses = 0;
    presses < 3 && !(await undo.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, '3 services are back at the times before.');
  await expect(serviceCards(services)).toHaveText(
    typed.map(
      (service) => new RegExp(literalPattern([service.startTime, service.endTime].filter(Boolean).join(' – '))),
    ),
  );
  expect(await storedTimes()).toEqual(typed.map((service) => [service.startTime, service.endTime]));
  await expect(shift.getByRole('button', { name: 'Undo last shift' })).toHaveCount(0);

  // Any number, earlier, from the first service: the schedule's start time moves with it; the button undoes it too.
  await from.selectOption({ index: 0 });
  await shift.getByRole('radio', { name: 'Earlier' }).check();
  await shift.getByLabel('Any number of minutes').fill('20');
  await shift.getByRole('button', { name: 'Shift times' }).click();
  await expectToast(page, '5 services moved 20 minutes earlier; her start time is now 7:40 AM');
  await expect(scheduleCard(page, bride).getByText('7:40 AM', { exact: true })).toBeVisible();
  await expect(serviceCards(services).nth(1)).toContainText('08:40 – 09:40');
  await expect(serviceCards(services).nth(4)).toContainText('23:30 – 00:00');
  await shift.getByRole('button', { name: 'Undo last shift' }).click();
  await expectToast(page, '5 services are back at the times before.');
  await expect(scheduleCard(page, bride).getByText('8:00 AM', { exact: true })).toBeVisible();
  expect(await storedTimes()).toEqual(typed.map((service) => [service.startTime, service.endTime]));
});

test('timeline builder at 1280 px: says what to fix, appends after her services, and the order can be changed by keyboard', async ({
  page,
  request,
}) => {
  // Builder, preview, create and reorder by keyboard: half a minute on this 2-core machine.
  test.slow();
  const bride = unique('Noor');
  const { id } = await createSchedule(request, { clientName: bride, startTime: '7:00 AM' }, [
    { serviceName: 'Hair trial', startTime: '7:00 AM', endTime: '8:00 AM', sortOrder: 3 },
  ]);
  await login(page);
  await openTab(page, 'Wedding Schedules');
  await scheduleCard(page, bride)
    .getByRole('button', { name: `Build timeline for ${bride}` })
    .click();
  const builder = page.getByRole('region', { name: `Build timeline for ${bride}` });
  await builder.getByRole('button', { name: 'Preview' }).click();
  const preview = builder.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('alert')).toHaveText(
    [
      'Fix these to see the times:',
      'Enter the time everyone must be ready by',
      'Row 1: enter a name or a role, such as Bridesmaid 1',
      'Row 1: choose a service',
      'Row 1: enter the minutes in the chair',
    ].join(''),
  );
  await dismissToast(page);
  await page.screenshot({ path: `${SCREENS}/timeline-problems-1280.png` });

  await builder.getByLabel('Ready by').fill('10:30');
  const first = builder.getByRole('group', { name: 'Row 1', exact: true });
  await first.getByLabel('Name or role').fill('Bride');
  await first.getByLabel('Service').selectOption('Bridal Makeup');
  await builder.getByRole('button', { name: 'Add person' }).click();
  // Added at the end, just above the button she pressed, and focused; the timeline still puts the bride last.
  const second = builder.getByRole('group', { name: 'Row 2', exact: true });
  await expect(second.getByLabel('Name or role')).toBeFocused();
  await page.keyboard.type('Mother of the Groom');
  await second.getByLabel('Service').selectOption('Mother of the Bride / Groom');
  await expect(preview.locator('tbody tr')).toHaveText([
    '7:45 AM – 8:45 AMMother of the Groom',
    '8:45 AM – 10:15 AMBride',
  ]);

  // Her own order by keyboard: a row moved keeps focus on its button (its twin once it reaches an end).
  await builder.getByRole('button', { name: 'Move row 1 (Bride) down' }).focus();
  await page.keyboard.press('Enter');
  await expect(builder.getByRole('button', { name: 'Move row 2 (Bride) up' })).toBeFocused();
  await expect(preview.locator('tbody tr')).toHaveText([
    '7:45 AM – 8:45 AMMother of the Groom',
    '8:45 AM – 10:15 AMBride',
  ]);
  await page.keyboard.press('Enter');
  await expect(builder.getByRole('button', { name: 'Move row 1 (Bride) down' })).toBeFocused();
  await expect(builder.getByText('Your order is kept.')).toBeVisible();
  await expect(preview.locator('tbody tr')).toHaveText([
    '7:45 AM – 9:15 AMBride',
    '9:15 AM – 10:15 AMMother of the Groom',
  ]);

  await preview.getByRole('radio', { name: 'Add after them' }).check();
  expect(await accessibilityProblems(page, '[aria-labelledby="timeline-title"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/timeline-preview-1280.png`, fullPage: true });
  await preview.getByRole('button', { name: 'Create services' }).click();
  // Appending deletes nothing, so nothing to confirm; the start stays at her 7:00 AM trial, the day's first.
  await expectToast(page, `2 services created for ${bride}`);
  const stored = (await (
    await request.get(`/api/admin/wedding-schedules/${id}/services`, { headers: admin })
  ).json()) as StoredService[];
  expect(stored.map(({ serviceName, startTime, sortOrder }) => [serviceName, startTime, sortOrder])).toEqual([
    ['Hair trial', '7:00 AM', 3],
    ['Bride', '7:45 AM', 4],
    ['Mother of the Groom', '9:15 AM', 5],
  ]);
  await expect(scheduleCard(page, bride).getByText('7:00 AM', { exact: true })).toBeVisible();
});
