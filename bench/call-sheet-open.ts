import { chromium, devices } from '@playwright/test';
import { addCalendarDays, sacramentoDate } from '../contract/calendar-day.ts';
import { SLOW_4G } from './first-tap.ts';
import { median } from './lighthouse.ts';
import { startProductionServer } from './production-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test-support/chromium.ts';

// Issue 42: what opening a call sheet costs a second artist's phone. The production server, a wedding next week with
// a team artist on chair 2, her link opened cold (no cache, no service worker) in a phone-sized Chromium on DevTools'
// slow 4G at the bench's CPU slowdown: the time from navigation start until her "Arrive by" line is on screen, and
// the main thread's script time for the whole load (the page's own thread, CDP Performance metrics).

export interface CallSheetOpenResult {
  samplesMs: number[];
  medianMs: number;
  maxMs: number;
  scriptMs: number;
  transferKb: number;
}

export async function benchCallSheetOpen({ runs = 5, cpuSlowdown }: { runs?: number; cpuSlowdown: number }) {
  const server = await startProductionServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const send = async (method: string, path: string, body: object) => {
    const response = await fetch(server.url + path, {
      method,
      headers: { 'x-admin-key': server.adminKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  try {
    const dana = await send('POST', '/api/admin/team', {
      name: 'Dana Bench',
      phone: '(916) 555-0142',
      rates: [{ serviceName: 'Bridesmaid', amount: 90 }],
      earlyStartFee: 125,
    });
    const booking = (await send('POST', '/api/admin/bookings', {
      clientName: 'Zoë Bench',
      clientPhone: '(916) 555-0177',
      eventDate: addCalendarDays(sacramentoDate(new Date()), 7),
      eventType: 'wedding',
      status: 'booked',
      venueName: 'The Example Barn',
      venueAddress: '1 Example Road, Sacramento, CA',
      readyBy: '11:00 AM',
      party: [
        { name: 'Zoë', services: ['Bridal Makeup'] },
        { name: 'Maya', services: ['Bridesmaid'] },
        { name: 'Ana', services: ['Bridesmaid'] },
        { name: 'Lily', services: ['Bridesmaid'] },
      ],
      travelMiles: 10,
      pin: '582914',
    })) as { id: string; scheduleId: string; party: { id: string; name: string }[] };
    const id = (name: string) => booking.party.find((person) => person.name === name)!.id;
    const row = (name: string, service: string, start: string, end: string, chair: number, sortOrder: number) => ({
      serviceName: `${name} (${service})`,
      service,
      startTime: start,
      endTime: end,
      sortOrder,
      person: name,
      personId: id(name),
      chair,
    });
    await send('PUT', `/api/admin/wedding-schedules/${booking.scheduleId}/services`, {
      mode: 'replace',
      chairs: 2,
      chairArtists: ['lead', dana.id],
      services: [
        row('Maya', 'Bridesmaid', '8:00 AM', '9:00 AM', 2, 1),
        row('Ana', 'Bridesmaid', '9:00 AM', '10:00 AM', 2, 2),
        row('Lily', 'Bridesmaid', '8:30 AM', '9:30 AM', 1, 3),
        row('Zoë', 'Bridal Makeup', '9:30 AM', '10:45 AM', 1, 4),
      ],
    });
    const made = (await send('POST', `/api/admin/bookings/${booking.id}/call-sheets/${String(dana.id)}/link`, {})) as {
      callSheets: { artistId: string; link: string }[];
    };
    const link = made.callSheets.find((sheet) => sheet.artistId === dana.id)!.link;
    const address = `/call-sheet${new URL(link).hash}`;

    const samplesMs: number[] = [];
    const scripts: number[] = [];
    const transfers: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ ...devices['Pixel 5'], baseURL: server.url, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Performance.enable');
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
      });
      await page.goto(address);
      await page.locator('[data-arrive]').waitFor({ timeout: 60_000 });
      // The frame that draws it, on the page's own clock (0 = navigation start).
      samplesMs.push(
        Math.round(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(resolve)))),
      );
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      scripts.push(Math.round((metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000));
      transfers.push(bytes / 1024);
      await context.close();
    }
    return {
      samplesMs,
      medianMs: Math.round(median(samplesMs)),
      maxMs: Math.max(...samplesMs),
      scriptMs: Math.round(median(scripts)),
      transferKb: Math.round(median(transfers)),
    } satisfies CallSheetOpenResult;
  } finally {
    await browser.close();
    await server.stop();
  }
}
