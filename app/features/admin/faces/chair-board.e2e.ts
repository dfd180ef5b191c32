import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { minutesToTwelveHour } from '#contract/clock-time.ts';
import { sacramentoMinutes } from '#contract/progress.ts';
import { login } from '../../../../e2e/admin-e2e-helpers.ts';
import { bookWeddingWithPin, daysAhead } from '../../../../e2e/party-e2e-helpers.ts';
import { admin } from '../../../../e2e/schedule-e2e-helpers.ts';

// Issue 42 in the browser: on the wedding's day her Faces has the chair board. A bridesmaid's Done tapped 10
// minutes after her planned end moves the bride 10 minutes later, and the board says so in one line; Undo puts it
// back. The taps' rules (repeated ids, two phones, the day, hostile input) are in server/routes/progress.test.ts.

const SCREENS = '/work/screens/42';

test.use({ viewport: { width: 390, height: 844 } });

const personOf = (booking: BookingAnswer, name: string) => booking.party.find((person) => person.name === name)!;

async function row(
  request: APIRequestContext,
  booking: BookingAnswer,
  name: string,
  label: string,
  [start, end]: [number, number],
  readyBy: number,
  sortOrder: number,
) {
  const response = await request.post(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
    headers: admin,
    data: {
      serviceName: personOf(booking, name).services[0],
      startTime: minutesToTwelveHour(start),
      endTime: minutesToTwelveHour(end),
      sortOrder,
      person: label,
      personId: personOf(booking, name).id,
      chair: 1,
      readyBy: minutesToTwelveHour(readyBy),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/C-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/C-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a chair running 10 minutes late: Start and Done on Faces re-time the bride, said in one line', async ({
  page,
  request,
}) => {
  const now = sacramentoMinutes(new Date());
  test.skip(now < 70 || now > 22 * 60, 'the morning is laid out around now, inside one Sacramento day');
  const { booking } = await bookWeddingWithPin(request, {
    eventDate: daysAhead(0),
    party: [
      { name: 'Olivia', services: ['Bridal Makeup'] },
      { name: 'Maya', services: ['Bridesmaid'], phone: '(916) 555-0123' },
    ],
  });
  // Maya should have finished 10 minutes ago; the bride follows her straight on; ready-by leaves 20 minutes.
  await row(request, booking, 'Maya', 'Maya', [now - 55, now - 10], now + 80, 1);
  await row(request, booking, 'Olivia', 'Bride (Olivia)', [now - 10, now + 50], now + 80, 2);

  await login(page);
  await page.goto(`/faces?booking=${booking.id}`);
  const board = page.getByRole('region', { name: 'Chair board' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('link', { name: "Text Maya: you're next" })).toHaveAttribute(
    'href',
    /^sms:\+19165550123/,
  );

  await board.getByRole('button', { name: 'Start Maya, Bridesmaid' }).click();
  await expect(board.locator('[data-board-line]')).toContainText('Maya in the chair');
  await board.getByRole('button', { name: 'Done Maya, Bridesmaid' }).click();
  const doneAt = sacramentoMinutes(new Date());
  // The Done is 10 minutes late (11 if the minute turned between the two clocks).
  const late = doneAt - (now - 10);
  await expect(board.locator('[data-board-line]')).toHaveText(
    `Bride now ${minutesToTwelveHour(now + 50 + late)} (+${late} min); ready-by ${minutesToTwelveHour(now + 80)} holds.`,
  );
  await expect(board.getByRole('button', { name: 'Done Maya, Bridesmaid' })).toBeDisabled();
  await expect(
    board.getByText(`${minutesToTwelveHour(now - 10 + late)} – ${minutesToTwelveHour(now + 50 + late)}`),
  ).toBeVisible();
  // Her card below follows: Faces is fetched again after a tap that moved times.
  await expect(page.getByRole('article').filter({ hasText: 'Bridal Makeup' })).toContainText(
    `${minutesToTwelveHour(now - 10 + late)}–${minutesToTwelveHour(now + 50 + late)}`,
  );
  await shoot(page, 'chair-board');

  await board.getByRole('button', { name: 'Undo last tap' }).click();
  await expect(board.locator('[data-board-line]')).toHaveText("Undone: Maya's Done; times put back.");
  await expect(board.getByText(`${minutesToTwelveHour(now - 10)} – ${minutesToTwelveHour(now + 50)}`)).toBeVisible();
});
