import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createSchedule, enterPin, PAGE } from '#e2e/schedule-e2e-helpers.ts';

test('the calendar file she downloads has no bare CR in a value, even from fields typed with one', async ({
  page,
  request,
}) => {
  // A lone CR is a line break to the person who typed it (pasted from an old document, say).
  const clientName = `Lone CR ${Date.now()}`;
  const { pin } = await createSchedule(
    request,
    { clientName, venueName: 'The Grand\rBallroom', venueAddress: '2019 21st St\rSacramento, CA 95818' },
    [{ serviceName: 'Bride\rand her mother', startTime: '8:00 AM', endTime: '9:30 AM', sortOrder: 1 }],
  );
  await page.goto(PAGE);
  await enterPin(page, pin);
  await expect(page.getByRole('heading', { level: 1, name: `${clientName}'s Wedding Day` })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const ics = Buffer.concat(chunks).toString('utf8');

  // Every CR ends a line of the file; none is left inside a value.
  expect(ics).not.toMatch(/\r(?!\n)/);
  const events = new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.summary)).toEqual([
    `${clientName}'s Wedding Day`,
    'Makeup: Bride\nand her mother',
  ]);
  expect(events[1]!.location).toBe('The Grand\nBallroom, 2019 21st St\nSacramento, CA 95818');
});
