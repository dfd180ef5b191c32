import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

const settings = (change: (site: SiteSettings) => void = () => {}) => {
  const site = structuredClone(DEFAULT_SITE_SETTINGS);
  change(site);
  return site;
};

describe('site settings', () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-settings-'));
    server = await startTestServer({ dataDir, seed: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const put = (body: unknown) => server.request('/api/admin/site', { method: 'PUT', admin: true, json: body });

  it('starts from the built-in values, and shows visitors everything but the internal fields', async () => {
    const whole = await (await server.request('/api/admin/site', { admin: true })).json();
    expect(whole).toMatchObject(DEFAULT_SITE_SETTINGS);
    const visible = await (await server.request('/api/site')).json();
    expect(visible.businessName).toBe(DEFAULT_SITE_SETTINGS.businessName);
    // The first run's Hair group is switched off until she turns it on: visitors never see it.
    expect(visible.serviceGroups).toEqual(DEFAULT_SITE_SETTINGS.serviceGroups.filter((group) => group.name !== 'Hair'));
    expect(visible).not.toHaveProperty('homePictures');
    expect(visible).not.toHaveProperty('updatedAt');
    expect(visible.pictures).toEqual({ carousel: [] });
  });

  it('replaces the whole object, keeps markup as text, and survives a restart', async () => {
    const mine = settings((site) => {
      site.businessName = 'Rosa <b>Glow</b> Studio';
      site.phone = '(530) 212-3434';
      site.bookingLine = 'Booking 2027 and 2028';
      site.siteUrl = 'https://rosaglow.example.org/';
      site.serviceGroups[0]!.items[0]!.price = 260;
      site.serviceGroups.push({
        name: 'Editorial',
        note: '',
        items: [{ name: 'Runway', typeLabel: '', price: 42.5, durationMinutes: 45, bullets: [] }],
      });
    });
    const saved = await put(mine);
    expect(saved.status).toBe(200);
    const body = await saved.json();
    // The address is kept in one spelling, without the trailing slash, since paths are appended to it.
    expect(body.siteUrl).toBe('https://rosaglow.example.org');
    expect(body.businessName).toBe('Rosa <b>Glow</b> Studio');

    await server.close();
    server = await startTestServer({ dataDir, seed: true });
    const visible = await (await server.request('/api/site')).json();
    expect(visible.businessName).toBe('Rosa <b>Glow</b> Studio');
    expect(visible.serviceGroups[0].items[0].price).toBe(260);
    expect(visible.serviceGroups.at(-1).items[0]).toMatchObject({ name: 'Runway', price: 42.5 });
    const robots = await (await server.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://rosaglow.example.org/sitemap.xml');
    const sitemap = await (await server.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://rosaglow.example.org/services</loc>');
    expect(sitemap).not.toContain('www.example.com');
  });

  it('takes a site address as people type it, without https:// or with a trailing slash', async () => {
    for (const [typed, stored] of [
      ['sofiareyesbeauty.com', 'https://sofiareyesbeauty.com'],
      ['sofiareyesbeauty.com/', 'https://sofiareyesbeauty.com'],
      ['  WWW.Rosa-Glow.com/ ', 'https://www.rosa-glow.com'],
      ['rosaglow.com:8443', 'https://rosaglow.com:8443'],
    ]) {
      const response = await put(settings((s) => (s.siteUrl = typed!)));
      expect(response.status, typed).toBe(200);
      expect((await response.json()).siteUrl, typed).toBe(stored);
    }
    const robots = await (await server.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://rosaglow.com:8443/sitemap.xml');
    // Her profile and payment link are typed the same way.
    const links = await put(
      settings((s) => {
        s.socialUrl = 'instagram.com/sofiareyesbeauty';
        s.paymentLink = 'venmo.com/u/sofia-reyes';
      }),
    );
    expect(links.status).toBe(200);
    expect(await links.json()).toMatchObject({
      socialUrl: 'https://instagram.com/sofiareyesbeauty',
      paymentLink: 'https://venmo.com/u/sofia-reyes',
    });
    expect((await put(settings())).status).toBe(200);
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const before = await snapshot(server);
    const cases: [SiteSettings | unknown, string, RegExp][] = [
      [settings((s) => (s.email = 'hello-at-example')), 'email', /^E-mail must be an e-mail address/],
      [
        settings((s) => (s.socialUrl = 'javascript:alert(1)')),
        'socialUrl',
        /Social profile address must start with https/,
      ],
      [
        settings((s) => (s.siteUrl = 'http://www.rosaglow.com')),
        'siteUrl',
        /Site address must be a web address starting with https/,
      ],
      [settings((s) => (s.siteUrl = 'javascript:alert(1)')), 'siteUrl', /Site address must be a web address/],
      [settings((s) => (s.siteUrl = 'https://rosa.com/about?x=1')), 'siteUrl', /just the address/],
      // Not addresses at all: each was a 500 with a stack trace (a later check parsed them again and threw).
      [settings((s) => (s.siteUrl = 'not a web address')), 'siteUrl', /^Site address must be a web address, such as/],
      [settings((s) => (s.siteUrl = '')), 'siteUrl', /^Enter the site's address, such as www\.yourname\.com$/],
      [settings((s) => (s.siteUrl = 'https://')), 'siteUrl', /^Site address must be a web address, such as https:/],
      [settings((s) => (s.siteUrl = 'https://rosa glow.com')), 'siteUrl', /^Site address must be a web address/],
      // The URL parser takes these in a host name; no real one has them, and the address is written into HTML and XML.
      [settings((s) => (s.siteUrl = 'https://rosa&glow.com')), 'siteUrl', /letters, digits, - and \. only/],
      [settings((s) => (s.siteUrl = 'https://rosa"glow\'.com')), 'siteUrl', /letters, digits, - and \. only/],
      [
        settings((s) => (s.serviceGroups[0]!.items[1]!.price = -5)),
        'serviceGroups.0.items.1.price',
        /^Weddings, item 2 \(Bridal Preview\): Price cannot be negative/,
      ],
      [
        settings((s) => (s.serviceGroups[2]!.items[0]!.durationMinutes = 12.5)),
        'serviceGroups.2.items.0.durationMinutes',
        /Duration must be a whole number/,
      ],
      [settings((s) => (s.businessName = '   ')), 'businessName', /^Business name is required/],
      [settings((s) => (s.phone = 'call me')), 'phone', /^Phone must be a phone number/],
      [settings((s) => s.bio.sections.pop()), 'bio.sections', /exactly two Read More sections/],
      [settings((s) => (s.serviceGroups = [])), 'serviceGroups', /at least one service group/],
      [
        settings((s) => (s.homePictures.carousel = ['a', 'b', 'c', 'd', 'e', 'f', 'g'])),
        'homePictures.carousel',
        /at most 6/,
      ],
      [settings((s) => (s.homePictures.hero = 'no-such-photo')), 'homePictures.hero', /photos from your gallery/],
      [{ ...settings(), artistName: undefined }, 'artistName', /^Artist name is required/],
      [{ ...settings(), serviceGroups: 'lots' }, 'serviceGroups', /list/],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(body);
      expect(response.status, field).toBe(400);
      const answer = await response.json();
      expect(answer.field, String(message)).toBe(field);
      expect(answer.error).toMatch(message);
    }
    for (const body of ['[]', 'null', '"text"']) {
      const response = await server.request('/api/admin/site', {
        method: 'PUT',
        admin: true,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
    }
    // Oversized: a bio as long as the body limit allows is refused by the field's own limit, a bigger body by size.
    expect((await put(settings((s) => (s.bio.intro = 'x'.repeat(50_000))))).status).toBe(400);
    expect((await put(settings((s) => (s.bio.intro = 'x'.repeat(200_000))))).status).toBe(413);
    expect(await snapshot(server)).toEqual(before);
  });

  it('shows her chosen gallery photos on the home page, and forgets one when it is deleted or hidden', async () => {
    const photo = async (title: string) =>
      (
        await server.request('/api/admin/gallery', {
          method: 'POST',
          admin: true,
          json: { title, imageUrl: `https://images.example.org/${title}.jpg` },
        })
      ).json();
    const [first, second, third] = [await photo('first'), await photo('second'), await photo('third')];
    const current = await (await server.request('/api/admin/site', { admin: true })).json();
    const saved = await put({
      ...current,
      homePictures: { carousel: [second.id, first.id], hero: third.id, portrait: first.id },
    });
    expect(saved.status).toBe(200);
    let visible = await (await server.request('/api/site')).json();
    expect(visible.pictures.carousel.map((p: { title: string }) => p.title)).toEqual(['second', 'first']);
    expect(visible.pictures.hero).toEqual({ src: 'https://images.example.org/third.jpg', title: 'third' });

    await server.request(`/api/admin/gallery/${first.id}`, { method: 'DELETE', admin: true });
    await server.request(`/api/admin/gallery/${third.id}`, {
      method: 'PUT',
      admin: true,
      json: { ...third, isVisible: false },
    });
    const stored = await (await server.request('/api/admin/site', { admin: true })).json();
    expect(stored.homePictures).toEqual({ carousel: [second.id], hero: third.id, portrait: '' });
    visible = await (await server.request('/api/site')).json();
    expect(visible.pictures.carousel.map((p: { title: string }) => p.title)).toEqual(['second']);
    // A hidden photo stays chosen but is not shown: the built-in artwork takes its place until she shows it again.
    expect(visible.pictures.hero).toBeUndefined();
  });

  it('answers a visitor who already has the settings with 304', async () => {
    const first = await server.request('/api/site');
    const etag = first.headers.get('etag')!;
    expect((await server.request('/api/site', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('tells the public API and the guard apart: reading is open, writing needs the key', async () => {
    expect((await server.request('/api/site', { method: 'PUT', json: settings() })).status).toBe(405);
    expect((await server.request('/api/admin/site')).status).toBe(401);
    expect((await server.request('/api/admin/site', { method: 'PUT', json: settings() })).status).toBe(401);
  });
});
