import { chromium, devices } from '@playwright/test';
import { addCalendarDays, sacramentoDate } from '../contract/calendar-day.ts';
import { minutesToTwelveHour } from '../contract/clock-time.ts';
import { LIVE_POLL_MS } from '../contract/live-morning.ts';
import { sacramentoMinutes } from '../contract/progress.ts';
import { median } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';

// Issue 42: how long a tap on the chair board takes to show on another phone. The production server, a wedding
// today, a bridesmaid's own link open in a phone-sized Chromium (it asks every LIVE_POLL_MS on the day); each tap
// (Start, then Undo, alternately) is sent as her Faces sends it, and timed until the bridesmaid's line changes.

export interface LiveTapResult {
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
}

export async function benchLiveTap({ taps = 20 } = {}): Promise<LiveTapResult> {
  const server = await startProductionServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const send = async (path: string, body: object) => {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'x-admin-key': server.adminKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  try {
    const now = Math.min(Math.max(sacramentoMinutes(new Date()), 60), 22 * 60);
    const booking = (await send('/api/admin/bookings', {
      clientName: 'Ava Bench',
      clientPhone: '(916) 555-0177',
      clientEmail: 'ava.bench@example.com',
      eventDate: addCalendarDays(sacramentoDate(new Date()), 0),
      eventType: 'wedding',
      status: 'booked',
      venueName: 'The Example Barn',
      venueAddress: '1 Example Road, Sacramento, CA',
      readyBy: '3:00 PM',
      notes: '',
      party: [
        { name: 'Ava', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
        { name: 'Lily', services: ['Bridesmaid'] },
      ],
      travelMiles: 10,
      pin: '482914',
    })) as { id: string; scheduleId: string; party: { id: string; name: string; link: string }[] };
    const ids: string[] = [];
    for (const [index, name] of ['Maya', 'Lily', 'Ava'].entries()) {
      const person = booking.party.find((one) => one.name === name)!;
      const row = await send(`/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
        serviceName: name === 'Ava' ? 'Bridal Makeup' : 'Bridesmaid',
        startTime: minutesToTwelveHour(now + index * 45),
        endTime: minutesToTwelveHour(now + index * 45 + 45),
        sortOrder: index + 1,
        person: name === 'Ava' ? 'Bride (Ava)' : name,
        personId: person.id,
        chair: 1,
      });
      ids.push(row.id as string);
    }
    const lily = booking.party.find((one) => one.name === 'Lily')!;
    const context = await browser.newContext({ ...devices['Pixel 5'], baseURL: server.url });
    const page = await context.newPage();
    await page.goto(`/party${new URL(lily.link, 'http://x.invalid').hash}`);
    const line = page.locator('[data-live-card="party"] [data-live-line]');
    await line.waitFor();
    const samplesMs: number[] = [];
    for (let tap = 0; tap < taps; tap += 1) {
      const step = tap % 2 === 0 ? 'start' : 'undo';
      // Maya in the chair: Lily is next; Maya's Start undone: Lily has one face before her.
      const expected = step === 'start' ? "You're next" : '1 face before you';
      // A tap lands anywhere between two of the page's asks: wait a random part of the interval first, so the
      // taps do not fall in step with the polling (each just after the ask that showed the one before).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * LIVE_POLL_MS));
      const sent = Date.now();
      await send(`/api/admin/wedding-schedules/${booking.scheduleId}/progress`, {
        serviceId: ids[0],
        step,
        at: new Date().toISOString(),
        tapId: `bench-${sent}-${tap}`,
      });
      await page.waitForFunction(
        (text) => document.querySelector('[data-live-card="party"] [data-live-line]')?.textContent?.startsWith(text),
        expected,
        { polling: 50, timeout: 15_000 },
      );
      samplesMs.push(Date.now() - sent);
    }
    await context.close();
    return { samplesMs, medianMs: Math.round(median(samplesMs)), maxMs: Math.max(...samplesMs) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
