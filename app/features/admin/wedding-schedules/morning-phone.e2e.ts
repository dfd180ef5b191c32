import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, createSchedule } from '#e2e/schedule-e2e-helpers.ts';
import { login, openTab, unique } from '#e2e/admin-e2e-helpers.ts';

const SCREENS = '/work/screens/morning';
mkdirSync(SCREENS, { recursive: true });

interface StoredService {
  id: string;
  serviceName: string;
  startTime: string;
  endTime: string;
  person?: string;
  chair?: number;
  readyBy?: string;
}

const scheduleCard = (page: Page, clientName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clientName, exact: true }) });

/** Logged in, her schedule's services opened from the Wedding Schedules tab: its Shift times. */
async function openShiftTimes(page: Page, bride: string): Promise<Locator> {
  await login(page);
  await openTab(page, 'Wedding Schedules');
  await scheduleCard(page, bride)
    .getByRole('button', { name: `Manage Services for ${bride}` })
    .click();
  return page.getByRole('region', { name: 'Running late? Shift times' });
}

/** WCAG A and AA problems inside one region of the page, as "rule: help". */
async function accessibilityProblems(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The two-chair morning the builder makes for ready by 3:00 PM, stored with chairs and the ready-by time. */
async function twoChairSchedule(page: Page, chairArtists?: string[]) {
  const bride = unique('Camila');
  const { id } = await createSchedule(
    page.request,
    { clientName: bride, startTime: '11:35 AM', ...(chairArtists && { chairs: 2, chairArtists }) },
    [],
  );
  const rows: [string, string, string, 1 | 2][] = [
    ['Bridesmaid 1', '11:35 AM', '12:35 PM', 2],
    ['Bridesmaid 2', '12:15 PM', '1:15 PM', 1],
    ['Bridesmaid 3', '12:35 PM', '1:35 PM', 2],
    ['Bride', '1:15 PM', '2:45 PM', 1],
    ['Mother of the Bride', '1:35 PM', '2:20 PM', 2],
    ['Flower Girl', '2:20 PM', '2:45 PM', 2],
  ];
  const written = await page.request.put(`/api/admin/wedding-schedules/${id}/services`, {
    headers: admin,
    data: {
      mode: 'replace',
      services: rows.map(([person, startTime, endTime, chair], index) => ({
        serviceName: person,
        person,
        chair,
        startTime,
        endTime,
        sortOrder: index + 1,
        readyBy: '3:00 PM',
      })),
    },
  });
  expect(written.status()).toBe(200);
  return { bride, id };
}

test.describe('running late, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('with an artist of her team on chair 2, the choice of rows names her, and chair 1 by hers', async ({ page }) => {
    const dana = unique('Dana');
    const made = await page.request.post('/api/admin/team', {
      headers: admin,
      data: { name: dana, phone: '(916) 555-0142', dayRate: 400, w9OnFile: true },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id: danaId } = (await made.json()) as { id: string };
    const lead = (await (await page.request.get('/api/site')).json()) as { artistName: string };
    const { bride } = await twoChairSchedule(page, ['lead', danaId]);
    const shift = await openShiftTimes(page, bride);
    await shift.getByLabel('From service').selectOption({ label: '3. Bridesmaid 3 · 12:35 PM – 1:35 PM' });
    await expect(shift.getByRole('radio', { name: `Only ${dana}'s chair` })).toBeChecked();
    await shift.getByLabel('From service').selectOption({ label: '2. Bridesmaid 2 · 12:15 PM – 1:15 PM' });
    await expect(shift.getByRole('radio', { name: `Only ${lead.artistName}'s chair` })).toBeChecked();
    await shift.getByLabel('From service').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/shift-chair-named-390.png` });
  });

  test('the chosen minutes stay readable, one chair moves by default with the rows named first, a used-up buffer is said, and earlier is a choice', async ({
    page,
  }) => {
    const { bride, id } = await twoChairSchedule(page);
    const shift = await openShiftTimes(page, bride);
    await shift.getByLabel('From service').selectOption({ label: '3. Bridesmaid 3 · 12:35 PM – 1:35 PM' });
    // Least surprising: only the late artist's chair.
    await expect(shift.getByRole('radio', { name: "Only Artist 2's chair" })).toBeChecked();
    await expect(shift.getByRole('radio', { name: 'Later' })).toBeChecked();

    const fifteen = shift.getByRole('button', { name: '15 minutes' });
    await fifteen.tap();
    await expect(fifteen).toHaveAttribute('aria-pressed', 'true');
    // White on cream was nearly invisible: the pressed look wins over the tap's lingering hover.
    await expect(fifteen).toHaveCSS('background-color', 'rgb(143, 79, 67)');
    expect(await accessibilityProblems(page, '[aria-labelledby="shift-title"]')).toEqual([]);

    await expect(shift).toContainText(
      "3 services will move 15 minutes later, from Bridesmaid 3 on, Artist 2's chair only:",
    );
    await expect(shift.getByRole('list', { name: 'Rows that will move' }).getByRole('listitem')).toHaveText([
      'Bridesmaid 3: 12:50 PM – 1:50 PM',
      'Mother of the Bride: 1:50 PM – 2:35 PM',
      'Flower Girl: 2:35 PM – 3:00 PM',
    ]);
    // Flower Girl now ends right at ready-by: said beside the button, not refused.
    const warning = shift.getByRole('status').filter({ hasText: 'Buffer used up' });
    await expect(warning).toHaveText(
      'Buffer used up: Flower Girl would finish at 3:00 PM, right at the ready-by time: no buffer left.',
    );
    await shift.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/shift-chair-390.png`, fullPage: false });

    await shift.getByRole('radio', { name: 'Everyone after it' }).check();
    await shift.getByRole('button', { name: '30 minutes' }).tap();
    await expect(warning).toContainText('Bride would finish at 3:15 PM, after the ready-by time of 3:00 PM.');
    await expect(shift.getByRole('list', { name: 'Rows that will move' }).getByRole('listitem')).toHaveCount(4);

    // Earlier is a choice; the minutes are a plain number (a phone's number pad may have no minus key).
    await shift.getByRole('radio', { name: 'Earlier' }).check();
    const minutes = shift.getByLabel('Any number of minutes');
    await expect(minutes).toHaveAttribute('inputmode', 'numeric');
    await minutes.fill('10');
    await expect(shift).toContainText('4 services will move 10 minutes earlier, from Bridesmaid 3 on:');
    await expect(warning).toHaveCount(0);

    // Back to this chair, 15 later, and shift: only Artist 2's rows moved.
    await shift.getByRole('radio', { name: 'Later' }).check();
    await shift.getByRole('radio', { name: "Only Artist 2's chair" }).check();
    await fifteen.tap();
    await shift.getByRole('button', { name: 'Shift times' }).tap();
    await expect(shift).toContainText(
      "Last shift: 3 services moved 15 minutes later, from Bridesmaid 3 on, Artist 2's chair only.",
    );
    const stored = (await (
      await page.request.get(`/api/admin/wedding-schedules/${id}/services`, { headers: admin })
    ).json()) as StoredService[];
    expect(stored.map((service) => [service.serviceName, service.startTime, service.chair])).toEqual([
      ['Bridesmaid 1', '11:35 AM', 2],
      ['Bridesmaid 2', '12:15 PM', 1],
      ['Bridesmaid 3', '12:50 PM', 2],
      ['Bride', '1:15 PM', 1],
      ['Mother of the Bride', '1:50 PM', 2],
      ['Flower Girl', '2:35 PM', 2],
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shift.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/shift-chair-1280.png` });
  });

  test('a 6-person two-chair timeline texted to the bride: ready-by picked or typed, names and services one tap each; taps and typing counted', async ({
    page,
  }) => {
    const bride = unique('Sofia');
    await createSchedule(page.request, { clientName: bride, contactPhone: '(916) 555-0142' }, []);
    await login(page);
    await openTab(page, 'Wedding Schedules');

    // What she does, counted: a tap is about 1.5 s, typing about 2 characters a second.
    let taps = 0;
    let typed = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.tap();
    };
    const type = async (target: Locator, text: string) => {
      typed += text.length;
      await target.fill(text);
    };

    await tap(scheduleCard(page, bride).getByRole('button', { name: `Build timeline for ${bride}` }));
    const builder = page.getByRole('region', { name: `Build timeline for ${bride}` });
    const readyBy = builder.getByLabel('Ready by');
    await expect(readyBy).toBeFocused();
    // Empty, with an example that says it is one.
    await expect(readyBy).toHaveValue('');
    await expect(readyBy).toHaveAttribute('placeholder', 'e.g. 3:00 PM');
    // The phone's clock picker writes the time the site's way; typing stays as forgiving as before.
    const clock = builder.getByLabel('Pick on a clock');
    await expect(clock).toHaveAttribute('type', 'time');
    await clock.fill('15:00');
    await expect(readyBy).toHaveValue('3:00 PM');
    await readyBy.fill('');
    await type(readyBy, '3pm');
    await expect(clock).toHaveValue('15:00');
    await page.screenshot({ path: `${SCREENS}/builder-ready-by-390.png` });

    await tap(builder.getByRole('radio', { name: '2 chairs side by side' }));
    const picks = ['Bridesmaid 1', 'Bridesmaid 2', 'Maid of Honor', 'Mother of the Bride', 'Flower Girl', 'Bride'];
    for (const [index, role] of picks.entries()) {
      if (index > 0) await tap(builder.getByRole('button', { name: 'Add person' }));
      // The new row is the last but the bride's: it is the row still empty.
      const row = builder.getByRole('group', { name: /^Quick picks for row \d+$/ });
      await expect(row).toHaveCount(1);
      if (role === 'Bridesmaid 2') await expect(row.getByRole('button', { name: 'Bridesmaid 2' })).toBeVisible();
      await tap(row.getByRole('button', { name: role, exact: true }));
      if (index === 0) await page.screenshot({ path: `${SCREENS}/builder-quick-picks-390.png` });
    }
    const services = await builder
      .getByLabel('Service')
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
    expect(services).toEqual([
      'Bridesmaid',
      'Bridesmaid',
      'Bridesmaid',
      'Mother of the Bride / Groom',
      'Flower Girl Makeup (12 & Under)',
      'Bridal Makeup',
    ]);

    await tap(builder.getByRole('button', { name: 'Preview' }));
    const preview = builder.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('tbody tr')).toHaveText([
      /Bridesmaid 1$/,
      /Bridesmaid 2$/,
      /Maid of Honor$/,
      /Bride$/,
      /Mother of the Bride$/,
      /Flower Girl$/,
    ]);
    await page.screenshot({ path: `${SCREENS}/builder-preview-390.png`, fullPage: true });
    await tap(preview.getByRole('button', { name: 'Create services' }));
    await expect(page.getByRole('region', { name: `Services for ${bride}` })).toBeVisible();

    // A schedule with no booking has no bride's number: the PIN text asks for it (issue 26 item 2).
    const card = scheduleCard(page, bride);
    await tap(card.getByRole('button', { name: /^Text PIN to / }));
    const phone = card.getByLabel(/'s phone number$/);
    await tap(phone);
    await type(phone, '9165550123');
    const text = card.getByRole('link', { name: 'Open Messages' });
    await expect(text).toHaveAttribute('href', /^sms:\+19165550123\?&body=/);
    // Counted, not followed: the test browser has no messages app.
    taps += 1;

    const seconds = taps * 1.5 + typed / 2;
    test.info().annotations.push({
      type: 'task time',
      description: `${taps} taps, ${typed} characters typed: about ${seconds} s`,
    });
    console.log(`6-person timeline texted to the bride: ${taps} taps, ${typed} characters, about ${seconds} s`);
    expect(seconds).toBeLessThan(180);
  });
});
