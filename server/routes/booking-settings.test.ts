import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { ROUTE_LIST } from '#contract/routes.ts';
import { PRIVATE_SETTINGS, type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Her booking rules in Site Settings: an older dashboard's save keeps them, and the private ones (her home ZIP, how
// to pay, the agreement) never reach a visitor.

const HOME_ZIP = '95603';
const HOW_TO_PAY = 'Venmo @private-handle-7731';
const PAY_LINK = 'https://pay.example.com/private-link-7731';
const AGREEMENT = 'Private agreement paragraph 7731, for brides only.';

/** A stand-in build whose renderer writes everything it is given into the page, so nothing it gets goes unseen. */
async function echoingBuild(): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'bridal-echo-'));
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  await mkdir(path.join(distDir, 'server'), { recursive: true });
  await writeFile(
    path.join(distDir, 'client', 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  await writeFile(
    path.join(distDir, 'server', 'entry-server.js'),
    `export async function render(path, data, site) {
  return { html: '<main>' + JSON.stringify({ path, data, site }) + '</main>', head: '<title>' + path + '</title>' };
}`,
  );
  return distDir;
}

describe('booking settings in Site Settings', () => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = await echoingBuild();
    server = await startTestServer({ seed: true, env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const put = (body: unknown) => server.request(api.adminSite.save.path(), { method: 'PUT', admin: true, json: body });
  const mine = (): SiteSettings => ({
    ...structuredClone(DEFAULT_SITE_SETTINGS),
    homeZip: HOME_ZIP,
    travelFee: { baseFee: 50, includedMiles: 15, perMile: 0.75, roundTrip: false, maxMiles: 80 },
    retainerAmount: 150,
    eventRetainerAmount: 25,
    balanceDueDaysBefore: 7,
    bookingsPerDay: 2,
    paymentInstructions: HOW_TO_PAY,
    paymentLink: PAY_LINK,
    agreementText: AGREEMENT,
  });

  it('keeps the booking settings a save from an older dashboard leaves out', async () => {
    expect((await put(mine())).status).toBe(200);
    // The dashboard as it was before bookings: none of the booking fields in its body.
    const old: Record<string, unknown> = { ...mine(), artistName: 'Elena M.' };
    for (const key of [
      'homeZip',
      'travelFee',
      'retainerAmount',
      'eventRetainerAmount',
      'balanceDueDaysBefore',
      'bookingsPerDay',
      'chairs',
      'bookingHorizonMonths',
      'paymentInstructions',
      'paymentLink',
      'agreementText',
    ]) {
      delete old[key];
    }
    const saved = await put(old);
    expect(saved.status).toBe(200);
    const stored = (await (await server.request(api.adminSite.get.path(), { admin: true })).json()) as SiteSettings;
    expect(stored).toMatchObject({ ...mine(), artistName: 'Elena M.' });

    // A travel rule sent in part keeps the parts left out; a field sent is still checked.
    expect((await put({ ...old, travelFee: { baseFee: 45 } })).status).toBe(200);
    expect(server.store.data.siteSettings.travelFee).toEqual({ ...mine().travelFee, baseFee: 45 });
    const bad = await put({ ...old, retainerAmount: -1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'retainerAmount' });
    expect(server.store.data.siteSettings.retainerAmount).toBe(150);
  });

  it('never shows her home ZIP, how to pay, the payment link or the agreement on /api/site or any page', async () => {
    expect((await put(mine())).status).toBe(200);
    const site = await (await server.request(api.site.path())).text();
    for (const key of PRIVATE_SETTINGS) expect(site).not.toContain(`"${key}"`);
    // The ZIP alone could be a phone fragment elsewhere; the private values are distinctive.
    for (const secret of [`"${HOME_ZIP}"`, HOW_TO_PAY, PAY_LINK, AGREEMENT]) expect(site).not.toContain(secret);
    expect(site).toContain(DEFAULT_SITE_SETTINGS.businessName);

    for (const route of [...ROUTE_LIST.map((item) => item.path), '/no-such-page']) {
      const page = await (await server.request(route)).text();
      expect(page, route).toContain('<html');
      for (const secret of [HOME_ZIP, HOW_TO_PAY, PAY_LINK, AGREEMENT, 'homeZip', 'paymentInstructions']) {
        expect(page, `${route} ${secret}`).not.toContain(secret);
      }
    }
  });
});
