import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingAnswer } from '#contract/booking.ts';
import { PDF_BUSY_MESSAGE } from '#contract/messages.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { pdfText } from '#test-support/pdf-text.ts';
import type { AgreementPdfInput } from '../agreement/pdf.ts';
import type { PdfBuilder } from '../agreement/pdf-in-worker.ts';
import type { App } from '../app.ts';
import { resetBookingData } from '../test/reset-bookings.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { until } from '../test/until.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';

// The agreement PDF (issue 36, F2): four clients downloading one PIN's PDF froze the site, each PDF built again on
// the main thread, and one long word took 10 s to lay out. Now a PDF is built once in a worker thread and kept,
// builds wait their turn in a short queue, and over-long words are broken before layout. How fast: `npm run bench`
// (BENCH_ONLY=pdf), never a timed test.

const START = Date.parse('2026-03-10T17:00:00Z');
const CLIENT = weddingBookingBody().clientName;

const wedding = (pin: string, extra: Record<string, unknown> = {}) => weddingBookingBody({ pin, ...extra });

/** Letters, accented ones among them, that never repeat in step with a line: a dropped or moved one shows. */
const longWord = (length: number) =>
  Array.from({ length }, (_, index) => 'abcdéfghijklmnöpqrstüvwxyzABCDEFGHIJ0123456789'[(index * 7) % 47]).join('');

async function makeBooking(server: TestServer, pin: string, extra: Record<string, unknown> = {}) {
  const made = await server.request('/api/admin/bookings', { method: 'POST', json: wedding(pin, extra), admin: true });
  expect(made.status).toBe(201);
  return (await made.json()) as BookingAnswer;
}

const bytesOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
};
const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).pages.join(' ');

describe('the agreement PDF, built in a worker thread and kept', () => {
  let server: TestServer;
  let now = START;
  const stats = () => (server.app as App).agreementPdfs.stats();
  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    now += 60 * 60_000;
    await resetBookingData(server);
  });

  it('downloads with the right text, then hands the same bytes out again without building it again', async () => {
    const booking = await makeBooking(server, '4821');
    const before = stats().built;
    const first = await bytesOf(await server.request('/api/wedding-schedule/4821/agreement.pdf'));
    const text = await textOf(first);
    expect(text).toContain(CLIENT);
    expect(text).toContain('Folsom Lake Barn');
    expect(text).toContain('Unsigned');
    expect(stats().built).toBe(before + 1);

    // Again by PIN, and by the artist: the same version, the same bytes, no build.
    const again = await bytesOf(await server.request('/api/wedding-schedule/4821/agreement.pdf'));
    const hers = await bytesOf(
      await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf`, { admin: true }),
    );
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(hers).equals(Buffer.from(first))).toBe(true);
    expect(stats().built).toBe(before + 1);
  });

  it('never hands out a kept PDF once the text or the signature it shows has changed', async () => {
    const booking = await makeBooking(server, '5932');
    const download = () => server.request(`/api/admin/bookings/${booking.id}/agreement.pdf`, { admin: true });
    const first = await textOf(await bytesOf(await download()));
    expect(first).toContain('Folsom Lake Barn');

    // Her venue changes: the unsigned agreement's text follows, and so does its PDF.
    const edited = await server.request(`/api/admin/bookings/${booking.id}`, {
      method: 'PUT',
      admin: true,
      json: wedding('5932', { venueName: 'Granite Bay Golf Club' }),
    });
    expect(edited.status).toBe(200);
    const moved = await textOf(await bytesOf(await download()));
    expect(moved).toContain('Granite Bay Golf Club');
    expect(moved).not.toContain('Folsom Lake Barn');

    // Her business name is on the PDF too.
    const settings = (await (await server.request('/api/admin/site', { admin: true })).json()) as SiteSettings;
    const renamed = await server.request('/api/admin/site', {
      method: 'PUT',
      admin: true,
      json: { ...settings, businessName: 'Elena Makeup Studio' },
    });
    expect(renamed.status).toBe(200);
    expect(await textOf(await bytesOf(await download()))).toContain('Elena Makeup Studio');

    // Signed on paper: the same text, now with its signature.
    const paper = await server.request(`/api/admin/bookings/${booking.id}/agreement/paper`, {
      method: 'POST',
      admin: true,
      json: { signedOn: '2026-03-09' },
    });
    expect(paper.status).toBe(200);
    const signed = await textOf(await bytesOf(await download()));
    expect(signed).toContain('Signed on paper by');
    expect(signed).not.toContain('Unsigned');
  });

  it('sets every letter of an over-long word, broken across lines', async () => {
    // The agreement paragraph refuses such a word (below); a policy's content of 10,000 characters does not.
    const word = longWord(10_000);
    const shorter = longWord(200);
    await server.store.update((data) => {
      data.policies.push({
        id: 'policy-long-word',
        createdAt: '2026-01-02T00:00:00.000Z',
        title: 'One long word',
        content: word,
        isVisible: true,
        sortOrder: 99,
      });
      data.siteSettings.agreementText = `Our terms: ${shorter} and the rest.`;
    });
    await makeBooking(server, '6043');
    const pdf = await pdfText(await bytesOf(await server.request('/api/wedding-schedule/6043/agreement.pdf')));
    // Each page's text with its foot left out, all of it with no white space: the word runs on over pages.
    const letters = pdf.pages
      .map((page) => page.replace(/Booking agreement, version \d+ Page \d+ of \d+/, ''))
      .join('')
      .replace(/\s+/g, '');
    expect(letters).toContain(word);
    expect(letters).toContain(`Ourterms:${shorter}andtherest.`);
    // Broken into lines that fit: some 50 characters a line at the body's size, so pages, not one line off the page.
    expect(pdf.pages.length).toBeGreaterThan(3);
  });
});

describe('the agreement paragraph’s limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const save = async (agreementText: string) => {
    const settings = (await (await server.request('/api/admin/site', { admin: true })).json()) as SiteSettings;
    return server.request('/api/admin/site', { method: 'PUT', admin: true, json: { ...settings, agreementText } });
  };

  it('refuses a word longer than 200 characters and more than 400 lines, naming the field, and stores nothing', async () => {
    const before = server.store.data.siteSettings.agreementText;
    const word = await save('W'.repeat(10_000));
    expect(word.status).toBe(400);
    expect(await word.json()).toEqual({
      error: 'Agreement paragraph can have no word longer than 200 characters: add spaces to it',
      field: 'agreementText',
    });
    const lines = await save(Array.from({ length: 401 }, (_, index) => `Line ${index + 1}.`).join('\n'));
    expect(lines.status).toBe(400);
    expect(await lines.json()).toEqual({
      error: 'Agreement paragraph can have at most 400 lines',
      field: 'agreementText',
    });
    // Windows line ends count once each.
    expect((await save(Array(401).fill('a').join('\r\n'))).status).toBe(400);
    // The 4,999 short lines that fit the 10,000 characters.
    expect((await save(Array(4999).fill('a').join('\n'))).status).toBe(400);
    expect(server.store.data.siteSettings.agreementText).toBe(before);
  });

  it('takes 400 lines, a 200-character word and 10,000 characters', async () => {
    const lines = Array.from({ length: 400 }, (_, index) => `Line ${index + 1}.`).join('\n');
    expect((await save(lines)).status).toBe(200);
    expect(server.store.data.siteSettings.agreementText).toBe(lines);
    expect((await save(`${'y'.repeat(200)} ${'z '.repeat(4899)}z`)).status).toBe(200);
  });
});

/** A builder the test holds: each build waits until the test releases it. */
function heldBuilder() {
  const held: { input: AgreementPdfInput; release: () => void }[] = [];
  let running = 0;
  let mostRunning = 0;
  const builder: PdfBuilder = {
    build: (input) =>
      new Promise<Buffer>((resolve) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        held.push({
          input,
          release: () => {
            running -= 1;
            resolve(Buffer.from(`%PDF-1.7 held build of version ${input.version.version}`));
          },
        });
      }),
    close: () => Promise.resolve(),
  };
  return { builder, held, mostRunning: () => mostRunning };
}

describe('the PDF build queue', () => {
  let server: TestServer;
  const hold = heldBuilder();
  beforeAll(async () => {
    server = await startTestServer({ pdfBuilder: hold.builder });
    await resetBookingData(server);
  });
  afterAll(() => server.close());

  it('builds one at a time, admits 4, and answers a 5th 503 with Retry-After: 5 and a message; a kept PDF passes', async () => {
    const stats = () => (server.app as App).agreementPdfs.stats();
    const bookings = [];
    for (const pin of ['1111', '2222', '3333', '4444', '5555']) bookings.push(await makeBooking(server, pin));
    const pdfOf = (booking: BookingAnswer) =>
      server.request(`/api/admin/bookings/${booking.id}/agreement.pdf`, { admin: true });

    const admitted = bookings.slice(0, 4).map(pdfOf);
    // The first is being built, the other three wait: the builder has been given one.
    await until(() => (stats().admitted === 4 && hold.held.length === 1 ? true : undefined));
    // One more asking for a PDF already admitted waits for that build, taking no place.
    const sameAsFirst = pdfOf(bookings[0]!);

    for (const refused of [
      await pdfOf(bookings[4]!),
      await server.request('/api/wedding-schedule/5555/agreement.pdf'),
    ]) {
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({ error: PDF_BUSY_MESSAGE });
    }

    // Released one by one: the next build starts only once the one before is done.
    for (let index = 0; index < 4; index += 1) {
      await until(() => (hold.held.length === index + 1 ? true : undefined));
      expect(hold.held.length).toBe(index + 1);
      hold.held[index]!.release();
    }
    const answers = await Promise.all([...admitted, sameAsFirst]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[4]!.text()).toBe(await (await pdfOf(bookings[0]!)).text());
    expect(hold.mostRunning()).toBe(1);
    expect(stats()).toMatchObject({ built: 4, admitted: 0 });

    // With the queue empty the fifth is admitted, and kept PDFs are handed out while it builds.
    const fifth = pdfOf(bookings[4]!);
    await until(() => (hold.held.length === 5 ? true : undefined));
    expect((await pdfOf(bookings[1]!)).status).toBe(200);
    hold.held[4]!.release();
    expect((await fifth).status).toBe(200);
  });
});
