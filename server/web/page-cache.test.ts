import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '#contract/routes.ts';
import { rawRequest, type RawAnswer } from '../test/raw-request.ts';
import { logEntries, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * A stand-in build whose renderer writes down every render into a file and echoes what it was given, so the tests
 * see exactly when a page is rendered and with what.
 */
async function fakeBuildWithRenderer(): Promise<{ distDir: string; renders: () => Promise<string[]> }> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'bridal-pages-'));
  await mkdir(path.join(distDir, 'client'), { recursive: true });
  await mkdir(path.join(distDir, 'server'), { recursive: true });
  await writeFile(
    path.join(distDir, 'client', 'index.html'),
    '<!doctype html><html><head><title>shell</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  const log = path.join(distDir, 'renders.log');
  await writeFile(log, '');
  await writeFile(
    path.join(distDir, 'server', 'entry-server.js'),
    `import { appendFileSync } from 'node:fs';
export async function render(path, data, site) {
  appendFileSync(${JSON.stringify(log)}, path + '\\n');
  const faqs = (data.faqs ?? []).map((faq) => faq.question).join('|');
  return { html: '<main>' + path + ' ' + site.businessName + ' ' + faqs + ' ' + 'x'.repeat(2000) + '</main>', head: '<title>' + path + '</title>' };
}`,
  );
  return {
    distDir,
    renders: async () => (await readFile(log, 'utf8')).split('\n').filter(Boolean),
  };
}

describe('pages rendered ahead of visitors', () => {
  let build: Awaited<ReturnType<typeof fakeBuildWithRenderer>>;
  let server: TestServer;
  beforeAll(async () => {
    build = await fakeBuildWithRenderer();
    server = await startTestServer({ env: { DIST_DIR: build.distDir }, warmPages: true });
  });
  afterAll(async () => {
    await server.close();
    await rm(build.distDir, { recursive: true, force: true, maxRetries: 5 });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(server.url + pathname, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('renders every page before the first visitor, once', async () => {
    // Every server-rendered page is warmed, one after another: wait for the last before taking the list.
    const pages = ROUTE_LIST.filter((route) => route.serverRendered).length;
    await expect.poll(async () => (await build.renders()).length).toBe(pages);
    const before = await build.renders();
    expect(before).toEqual(expect.arrayContaining(['/', '/faqs', '/services', '/wedding-day-schedule']));
    expect(new Set(before).size).toBe(before.length);
    for (let i = 0; i < 5; i += 1) expect((await get('/faqs')).status).toBe(200);
    expect(await build.renders()).toEqual(before);
  });

  /** A plain request, as a browser revalidating a page sends it (fetch would add Cache-Control: no-cache). */
  const raw = (pathname: string, headers: Record<string, string>) => rawRequest(`${server.url}${pathname}`, headers);

  it('answers with the ready brotli or gzip copy and an ETag, and 304 when the browser has it', async () => {
    const first = await raw('/services', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(first.body).toString()).toContain('<main>/services ');
    const gzipped = await raw('/services', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(first.headers.etag);
    const again = await raw('/services', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // A reload the visitor forces (no-cache) gets the page again.
    const forced = await raw('/services', { 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' });
    expect(forced.status).toBe(200);
  });

  it('answers a rendered page with its headers, the copy asked for, 304, HEAD and a log line', async () => {
    const etag = String((await raw('/faqs', {})).headers.etag);
    const brotliLength = (await raw('/faqs', { 'accept-encoding': 'br' })).body.length;
    const variants: [string, Record<string, string>, string][] = [
      ['brotli', { 'accept-encoding': 'br, gzip' }, 'GET'],
      ['Chromium', { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'GET'],
      ['gzip', { 'accept-encoding': 'gzip' }, 'GET'],
      ['uncompressed', {}, 'GET'],
      ['HEAD', { 'accept-encoding': 'br, gzip' }, 'HEAD'],
      ['already held', { 'if-none-match': etag }, 'GET'],
      ['forced reload', { 'if-none-match': etag, 'cache-control': 'no-cache' }, 'GET'],
    ];
    for (const [variant, headers, method] of variants) {
      const logged = server.logs.length;
      // The bare path, and the same page under a query string and with a trailing slash.
      const answers = [
        await rawRequest(`${server.url}/faqs`, headers, method),
        await rawRequest(`${server.url}/faqs?utm_source=card`, headers, method),
        await rawRequest(`${server.url}/faqs/`, headers, method),
      ];
      const status = variant === 'already held' ? 304 : 200;
      const encoding = { brotli: 'br', Chromium: 'br', gzip: 'gzip', HEAD: 'br' }[variant];
      for (const answer of answers) {
        expect(answer.status, variant).toBe(status);
        expect(answer.headers.etag, variant).toBe(etag);
        expect(answer.headers['cache-control'], variant).toBe('no-cache');
        expect(answer.headers.vary, variant).toBe('Accept-Encoding');
        expect(answer.headers['content-security-policy'], variant).toContain("script-src 'self'");
        expect(answer.headers['x-frame-options'], variant).toBe('SAMEORIGIN');
        expect(answer.headers['x-request-id'], variant).toMatch(/^[\da-f-]{36}$/);
        if (status === 304) {
          expect(answer.headers['content-type'], variant).toBeUndefined();
          expect(answer.body.length, variant).toBe(0);
          continue;
        }
        expect(answer.headers['content-type'], variant).toBe('text/html; charset=utf-8');
        expect(answer.headers['content-encoding'], variant).toBe(encoding);
        if (method === 'HEAD') {
          expect(answer.body.length, variant).toBe(0);
          expect(answer.headers['content-length'], variant).toBe(String(brotliLength));
          continue;
        }
        expect(answer.headers['content-length'], variant).toBe(String(answer.body.length));
        const html = (
          encoding === 'br'
            ? brotliDecompressSync(answer.body)
            : encoding === 'gzip'
              ? gunzipSync(answer.body)
              : answer.body
        ).toString();
        expect(html, variant).toContain('<main>/faqs ');
      }
      expect(answers[1]!.body.equals(answers[0]!.body), variant).toBe(true);
      expect(answers[2]!.body.equals(answers[0]!.body), variant).toBe(true);
      const line = (answer: RawAnswer, path: string) => ({
        level: 'info',
        time: expect.any(String),
        pid: process.pid,
        reqId: answer.headers['x-request-id'],
        method,
        path,
        status,
        ms: expect.any(Number),
        ip: '127.0.0.1',
        msg: 'request',
      });
      expect(logEntries(server.logs.slice(logged)), variant).toEqual([
        line(answers[0]!, '/faqs'),
        line(answers[1]!, '/faqs'),
        line(answers[2]!, '/faqs/'),
      ]);
    }
  });

  it('lets every middleware of the app see every request, the pages and public reads already made included', async () => {
    await expect.poll(async () => (await raw('/faqs', {})).status).toBe(200);
    await raw('/api/faqs', {});
    const seen: string[] = [];
    // A middleware put at the head of the chain, as one added to app.ts would be; the app's handler is made anew.
    server.app.middleware.unshift((ctx, next) => {
      seen.push(`${ctx.method} ${ctx.url}`);
      return next();
    });
    const withHead = createServer(server.app.callback());
    try {
      await new Promise<void>((resolve) => withHead.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(withHead.address() as AddressInfo).port}`;
      for (const pathname of ['/faqs', '/', '/api/faqs', '/api/site', '/no-such-page']) {
        expect(
          (await rawRequest(`${url}${pathname}`, { 'accept-encoding': 'br' })).headers['x-request-id'],
        ).toBeDefined();
        await rawRequest(`${url}${pathname}`, {}, 'HEAD');
      }
    } finally {
      server.app.middleware.shift();
      withHead.closeAllConnections();
      await new Promise((resolve) => withHead.close(resolve));
    }
    expect(seen).toEqual(
      ['/faqs', '/', '/api/faqs', '/api/site', '/no-such-page'].flatMap((pathname) => [
        `GET ${pathname}`,
        `HEAD ${pathname}`,
      ]),
    );
  });

  it('renders a page again only when what it shows changes', async () => {
    const etagOf = async (pathname: string) => (await get(pathname)).headers.get('etag');
    const [home, faqs] = [await etagOf('/'), await etagOf('/faqs')];
    const rendersBefore = (await build.renders()).length;

    // A questionnaire changes no page.
    await server.request('/api/lesson-submissions', {
      method: 'POST',
      json: {
        name: 'Lena',
        email: 'lena@example.com',
        phone: '(916) 555-0123',
        lessonPurpose: 'self-application',
        skillLevel: 'beginner',
        mainGoal: 'personal-use',
        kitPreference: 'combination',
      },
    });
    expect(await etagOf('/faqs')).toBe(faqs);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await build.renders()).length).toBe(rendersBefore);

    // A new FAQ changes the FAQ page, and only it.
    await server.request('/api/admin/faqs', {
      method: 'POST',
      admin: true,
      json: { question: 'Fresh?', answer: 'Yes' },
    });
    const faqsPage = await get('/faqs');
    expect(await faqsPage.text()).toContain('Fresh?');
    expect(faqsPage.headers.get('etag')).not.toBe(faqs);
    expect(await etagOf('/')).toBe(home);

    // Her settings show on every page.
    const site = await (await server.request('/api/admin/site', { admin: true })).json();
    await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...site, businessName: 'Rosa Glow' },
    });
    const homePage = await get('/');
    expect(await homePage.text()).toContain('Rosa Glow');
    expect(homePage.headers.get('etag')).not.toBe(home);
  });

  it('answers an unknown path 404 with its own path written in, safely', async () => {
    const response = await get('/no/such/%3Cscript%3E%22page');
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('<main>/no/such/%3Cscript%3E%22page ');
    expect(text).not.toContain('__page-not-found__');
  });

  /** A request whose path is sent exactly as written (fetch and http.request(url) would percent-encode some of it). */
  const sentAsWritten = (pathname: string, method = 'GET') =>
    new Promise<{ status: number; length: string | undefined; text: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ host: hostname, port, path: pathname, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            length: res.headers['content-length'],
            text: Buffer.concat(chunks).toString(),
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it("answers a long unknown path full of $` $' $& with a 404 page its normal size, the path escaped and cut short", async () => {
    const normal = await sentAsWritten('/no-such-page');
    expect(normal.status).toBe(404);
    // 14 KB, about the longest path Node takes: as a replacement string each `$\`` and `$'` pasted in the whole page.
    const hostile = ('/"<b>&' + "$`$'$&".repeat(3000)).slice(0, 14 * 1024);
    // The first 200 characters, escaped, then an ellipsis.
    const shown = `/&quot;&lt;b&gt;&amp;${hostile.slice(6, 200).replaceAll('&', '&amp;')}…`;
    for (const method of ['GET', 'HEAD']) {
      const answer = await sentAsWritten(hostile, method);
      expect(answer.status, method).toBe(404);
      // The path is written twice (page and title), each time at most 200 characters and their escapes.
      expect(Number(answer.length), method).toBeLessThan(Number(normal.length) + 2 * 400);
    }
    const { text } = await sentAsWritten(hostile);
    expect(text).toContain(`<main>${shown} `);
    expect(text).toContain(`<title>${shown}</title>`);
    expect(text).not.toContain('<b>');
  });
});
