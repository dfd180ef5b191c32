import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin, createSchedule, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/morning';
mkdirSync(SCREENS, { recursive: true });

/** A two-chair morning as the timeline builder stores it: named by the person, each with its chair. */
async function twoChairMorning(request: APIRequestContext) {
  const { id, pin } = await createSchedule(
    request,
    {
      clientName: `Elena ${Date.now()}`,
      weddingDate: '2026-06-14',
      startTime: '11:35 AM',
      venueName: 'The Example Barn',
      venueAddress: '1 Example Road, Sacramento, CA',
      contactPhone: '(916) 555-0199',
    },
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
  const written = await request.put(`/api/admin/wedding-schedules/${id}/services`, {
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
  return pin;
}

test.describe('the bride on her two-chair wedding morning', () => {
  // The phone is set to New York: the day and the clock that count are the wedding's own, in California.
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York', serviceWorkers: 'block' });

  test('at 12:40 her first screen says who is in each chair now and who is next, above her name; every row under way is marked, with its artist', async ({
    page,
    request,
  }) => {
    const pin = await twoChairMorning(request);
    await page.clock.install({ time: new Date('2026-06-14T12:40:00-07:00') });
    await page.goto(PAGE);
    await enterPin(page, pin);

    const card = page.getByRole('region', { name: 'Now and next' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list')).toHaveText([
      /^Bridesmaid 2 · Artist 1\s*12:15 PM – 1:15 PM\s*Bridesmaid 3 · Artist 2\s*12:35 PM – 1:35 PM$/,
      /^Bride · Artist 1\s*1:15 PM – 2:45 PM\s*Mother of the Bride · Artist 2\s*1:35 PM – 2:20 PM$/,
    ]);
    await expect(card).toContainText(/^Now.*Next/);
    // Within her first screen, before scrolling, and above her name.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(box.y).toBeLessThan(title.y);

    const rows = page.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
    await expect(rows).toHaveText([
      /^Bridesmaid 1\s*Artist 2/,
      /^Bridesmaid 2\s*Now\s*Artist 1/,
      /^Bridesmaid 3\s*Now\s*Artist 2/,
      /^Bride\s*Next\s*Artist 1/,
      /^Mother of the Bride\s*Next\s*Artist 2/,
      /^Flower Girl\s*Artist 2/,
    ]);
    await expect(page.locator('tbody tr[data-highlight="current"]')).toHaveCount(2);
    await page.screenshot({ path: `${SCREENS}/bride-now-next-390.png` });
    await page.screenshot({ path: `${SCREENS}/bride-now-next-390-full.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/bride-now-next-1280.png` });
  });

  test('the day before, nothing is marked and no card is shown; a schedule typed without chairs names no artist', async ({
    page,
    request,
  }) => {
    const pin = await twoChairMorning(request);
    await page.clock.install({ time: new Date('2026-06-13T12:40:00-07:00') });
    await page.goto(PAGE);
    await enterPin(page, pin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Now and next' })).toHaveCount(0);
    await expect(page.locator('tbody tr[data-highlight]')).toHaveCount(0);

    const typed = await createSchedule(request, { clientName: `Rosa ${Date.now()}`, weddingDate: '2026-06-13' }, [
      { serviceName: 'Bridesmaid 1', startTime: '12:00 PM', endTime: '1:00 PM', sortOrder: 1 },
      { serviceName: 'Bride', startTime: '1:00 PM', endTime: '2:30 PM', sortOrder: 2 },
    ]);
    await page.getByRole('button', { name: "Open another wedding's schedule" }).click();
    await enterPin(page, typed.pin);
    const card = page.getByRole('region', { name: 'Now and next' });
    await expect(card.getByRole('list')).toHaveText([
      /^Bridesmaid 1\s*12:00 PM – 1:00 PM$/,
      /^Bride\s*1:00 PM – 2:30 PM$/,
    ]);
    await expect(page.getByText(/Artist \d/)).toHaveCount(0);
  });
});
