import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { publicLists } from './public-data.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('site files for search engines', () => {
  it('robots.txt keeps the API out but lets crawlers read the noindex of the dashboard and the schedule page; the sitemap lists only public pages', async () => {
    server = await startTestServer();
    const robots = await server.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await robots.text();
    const disallowed = text.match(/^Disallow:.*$/gm);
    expect(disallowed).toEqual(['Disallow: /api/']);
    // (That the schedule page's HTML carries its noindex is checked against the built site, in site-wide.e2e.ts.)
    const sitemap = await (await server.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/preferred-vendors</loc>');
    expect(sitemap).toContain('/contact-form</loc>');
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/wedding-day-schedule');
  });

  it('renders pages with the same visible, ordered lists the public API gives', async () => {
    server = await startTestServer();
    const created = async (question: string, sortOrder: number, isVisible = true) =>
      server!.request('/api/admin/faqs', {
        method: 'POST',
        admin: true,
        json: { question, answer: 'A', isVisible, sortOrder },
      });
    await created('Second question?', 2);
    await created('Hidden question?', 1, false);
    await created('First question?', -1);
    const fromApi = await (await server.request('/api/faqs')).json();
    expect(publicLists(server.store, ['faqs']).faqs).toEqual(fromApi);
    expect((fromApi as { question: string }[]).map((faq) => faq.question).slice(0, 1)).toEqual(['First question?']);
    expect(JSON.stringify(fromApi)).not.toContain('Hidden question?');
  });
});

describe('the dashboard and search engines', () => {
  it('answers /admin and everything under it, and the other unlisted pages, in any spelling, with X-Robots-Tag: noindex', async () => {
    // Audit 3: the dashboard relied on robots.txt alone, which keeps crawlers out but does not keep it unlisted.
    const distDir = await mkdtemp(path.join(tmpdir(), 'bridal-shell-'));
    try {
      await mkdir(path.join(distDir, 'client'));
      await writeFile(path.join(distDir, 'client', 'index.html'), '<!doctype html><head><title>x</title></head>');
      server = await startTestServer({ warmPages: true, env: { DIST_DIR: distDir } });
      for (const spelling of ['/admin', '/admin/', '/Admin', '/ADMIN/', '/%61dmin', '/%2561dmin', '/admin/nothing']) {
        // Asked twice: the second answer is the page kept ready, from ahead of the routers.
        for (const round of [1, 2]) {
          const response = await server.request(spelling);
          expect(response.headers.get('x-robots-tag'), `${spelling} ${round}`).toBe('noindex');
          await response.arrayBuffer();
        }
      }
      const dashboard = await server.request('/admin');
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain('<meta name="robots" content="noindex" />');
      // The schedule page and the signing page are kept out of search results the same way.
      for (const unlisted of ['/wedding-day-schedule', '/Sign', '/%73ign']) {
        const response = await server.request(unlisted);
        expect(response.headers.get('x-robots-tag'), unlisted).toBe('noindex');
        await response.arrayBuffer();
      }
      for (const open of ['/', '/faqs', '/administration', '/api/faqs']) {
        const response = await server.request(open);
        expect(response.headers.get('x-robots-tag'), open).toBeNull();
        if (open === '/faqs') expect(await response.text()).not.toContain('noindex');
      }
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('a page form the browser sends itself, before the page code has run', () => {
  it('is answered with a redirect back to the page, reads and stores nothing, and leaves the API rules alone', async () => {
    server = await startTestServer();
    const form = 'name=Ana&email=ana%40example.com&phone=9165550100&lessonPurpose=self-application';
    const sent = await server.request('/contact-form', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(sent.status).toBe(303);
    expect(new URL(sent.headers.get('location')!, 'http://x').pathname).toBe('/contact-form');
    expect(server.store.data.lessonSubmissions).toHaveLength(0);

    // Not a page: still 404; the API still wants JSON.
    expect((await server.request('/no-such-page', { method: 'POST', redirect: 'manual', body: form })).status).toBe(
      404,
    );
    const api = await server.request('/api/lesson-submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(api.status).toBe(415);
    expect(await api.json()).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)' });
  });
});
