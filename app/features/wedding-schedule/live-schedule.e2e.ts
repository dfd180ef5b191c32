import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin, createSchedule, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

const SCREENS = '/work/screens/schedule';

/** The owner moves every service from the third on by `minutes`, through her API, as the dashboard's Shift does. */
async function shiftFromThird(request: APIRequestContext, scheduleId: string, times: [string, string][]) {
  const services = (await (
    await request.get(`/api/admin/wedding-schedules/${scheduleId}/services`, { headers: admin })
  ).json()) as { id: string; serviceName: string; sortOrder: number }[];
  for (const [index, service] of services.entries()) {
    if (index < 2) continue;
    const [startTime, endTime] = times[index - 2]!;
    const response = await request.put(`/api/admin/schedule-services/${service.id}`, {
      headers: admin,
      data: { serviceName: service.serviceName, startTime, endTime, sortOrder: service.sortOrder },
    });
    expect(response.status()).toBe(200);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an open schedule shows the artist running late within a minute, without a reload, with the moved rows marked', async ({
    browser,
    request,
  }) => {
    const { id, pin } = await createSchedule(request, { clientName: `Lia ${Date.now()}` }, [
      { serviceName: 'Bridesmaid 1', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
      { serviceName: 'Bridesmaid 2', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 2 },
      { serviceName: 'Mother of the Bride', startTime: '10:00 AM', endTime: '11:00 AM', sortOrder: 3 },
      { serviceName: 'Bride', startTime: '11:00 AM', endTime: '12:30 PM', sortOrder: 4 },
    ]);
    // The bride's phone: its own browser context, its clock under the test's control so a minute passes at once.
    const bride = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await bride.newPage();
    await page.clock.install();
    await page.goto(PAGE);
    await enterPin(page, pin);
    const rows = page.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
    await expect(rows).toHaveText([
      /8:00 AM – 9:00 AM/,
      /9:00 AM – 10:00 AM/,
      /10:00 AM – 11:00 AM/,
      /11:00 AM – 12:30 PM/,
    ]);

    const checks: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/wedding-schedule')) checks.push(new URL(sent.url()).pathname);
    });
    await shiftFromThird(request, id, [
      ['10:15 AM', '11:15 AM'],
      ['11:15 AM', '12:45 PM'],
    ]);
    await page.clock.runFor(61_000);

    await expect(rows).toHaveText([
      /8:00 AM – 9:00 AM/,
      /9:00 AM – 10:00 AM/,
      /Mother of the Bride\s*New time\s*10:15 AM – 11:15 AM/,
      /Bride\s*New time\s*11:15 AM – 12:45 PM/,
    ]);
    await expect(page.locator('tbody tr[data-moved]')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Times updated' })).toHaveText(
      /^Times updated \d{1,2}:\d{2} [AP]M: 2 services moved 15 minutes later/,
    );
    // The check used the phone's device token, never the PIN: it is not a guess.
    expect(checks).toEqual(['/api/wedding-schedule']);
    await page.screenshot({ path: `${SCREENS}/times-updated-390.png`, fullPage: true });

    // Seen: the marks go, the new times stay.
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('tbody tr[data-moved]')).toHaveCount(0);
    await expect(rows.nth(3)).toContainText('11:15 AM – 12:45 PM');

    // Nothing new on the next check: no note comes back.
    await page.clock.runFor(61_000);
    await expect.poll(() => checks.length).toBe(2);
    await expect(page.getByText('Times updated')).toHaveCount(0);
    await bride.close();
  });

  test.describe('with its service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('one phone holds two weddings and switches between them with no signal; forgetting one keeps the other', async ({
      page,
      context,
      request,
    }) => {
      const first = `Maya ${Date.now()}`;
      const second = `Noor ${Date.now()}`;
      const a = await createSchedule(request, { clientName: first, weddingDate: '2026-06-20' }, [
        { serviceName: 'Bride', startTime: '9:00 AM', endTime: '10:30 AM', sortOrder: 1 },
      ]);
      const b = await createSchedule(request, { clientName: second, weddingDate: '2026-07-04' }, [
        { serviceName: 'Bridesmaid', startTime: '1:00 PM', endTime: '2:00 PM', sortOrder: 1 },
      ]);
      await page.goto(PAGE);
      await enterPin(page, a.pin);
      await expect(page.getByRole('heading', { name: `${first}'s Wedding Day` })).toBeVisible();
      await page.getByRole('button', { name: "Open another wedding's schedule" }).click();
      await expect(page.getByRole('button', { name: `Back to ${first}'s schedule` })).toBeVisible();
      await enterPin(page, b.pin);
      await expect(page.getByRole('heading', { name: `${second}'s Wedding Day` })).toBeVisible();

      // No signal at all: the page itself comes from the service worker, both schedules from the phone.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await context.setOffline(true);
      await page.reload();
      const switcher = page.getByRole('navigation', { name: 'Schedules on this phone' });
      await expect(switcher.getByRole('button')).toHaveText([
        `${first}Saturday, June 20, 2026`,
        `${second}Saturday, July 4, 2026`,
      ]);
      await expect(switcher.getByRole('button', { name: new RegExp(second) })).toHaveAttribute('aria-current', 'true');
      await page.screenshot({ path: `${SCREENS}/switcher-390.png`, fullPage: true });
      await switcher.getByRole('button', { name: new RegExp(first) }).click();
      await expect(page.getByRole('heading', { name: `${first}'s Wedding Day` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText('9:00 AM – 10:30 AM');
      await expect(page.getByText(/You're offline/)).toBeVisible();

      // The choice is remembered for the next opening.
      await page.reload();
      await expect(page.getByRole('heading', { name: `${first}'s Wedding Day` })).toBeVisible();

      await page.getByRole('button', { name: 'Forget this schedule on this device' }).click();
      await page.getByRole('button', { name: 'Yes, forget it' }).click();
      await expect(page.getByRole('heading', { name: `${second}'s Wedding Day` })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Schedules on this phone' })).toHaveCount(0);
      await context.setOffline(false);
    });
  });
});

test.describe('on the wedding day in California', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles', serviceWorkers: 'block' });

  test('picking the phone up again checks at once, and Now and Next follow the new times', async ({
    page,
    request,
  }) => {
    const { id, pin } = await createSchedule(request, { clientName: `Noor ${Date.now()}`, weddingDate: '2026-06-14' }, [
      { serviceName: 'Bridesmaid 1', startTime: '8:00 AM', endTime: '9:00 AM', sortOrder: 1 },
      { serviceName: 'Bridesmaid 2', startTime: '9:00 AM', endTime: '10:00 AM', sortOrder: 2 },
      { serviceName: 'Mother of the Bride', startTime: '10:00 AM', endTime: '11:00 AM', sortOrder: 3 },
      { serviceName: 'Bride', startTime: '11:00 AM', endTime: '12:30 PM', sortOrder: 4 },
    ]);
    // 10:05 on the day; the once-a-minute check never comes due during the test.
    await page.clock.install({ time: new Date('2026-06-14T10:05:00-07:00') });
    await page.goto(PAGE);
    await enterPin(page, pin);
    const rows = page.getByRole('region', { name: 'Schedule', exact: true }).locator('tbody tr');
    await expect(rows.nth(2)).toHaveAttribute('data-highlight', 'current');
    await expect(rows.nth(3)).toHaveAttribute('data-highlight', 'next');

    await shiftFromThird(request, id, [
      ['10:15 AM', '11:15 AM'],
      ['11:15 AM', '12:45 PM'],
    ]);
    await expect(rows.nth(2)).toContainText('10:00 AM – 11:00 AM');
    // The phone was put down and picked up again.
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(rows.nth(2)).toContainText('10:15 AM – 11:15 AM');
    await expect(rows.nth(3)).toContainText('11:15 AM – 12:45 PM');
    // At 10:05 nobody is in the chair now: the mother of the bride is next, the bride after her.
    await expect(page.locator('tbody tr[data-highlight="current"]')).toHaveCount(0);
    await expect(rows.nth(2)).toHaveAttribute('data-highlight', 'next');
    await expect(rows.nth(2)).toContainText('Next');
    await expect(rows.nth(3)).not.toHaveAttribute('data-highlight', /.+/);
  });
});
