import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stat } from 'node:fs/promises';
import { LESSON_FIELD_LIMITS } from '#contract/limits.ts';
import { lessonForm } from '../test/lesson-form.ts';
import type { LessonSubmissionInput } from '#contract/lesson-submission.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

describe('lesson submissions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LESSON_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  const submit = (json: unknown) => server.request('/api/lesson-submissions', { method: 'POST', json });

  it('stores a questionnaire as unread; the owner lists it newest first, marks it read and deletes it', async () => {
    const response = await submit(lessonForm());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    await submit(lessonForm({ name: 'Second Example', focusAreas: ['Eyebrows'] }));

    const list = await (await server.request('/api/admin/lesson-submissions', { admin: true })).json();
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Second Example', 'Lena Example']);
    const lena = list[1];
    expect(lena).toMatchObject({ ...lessonForm(), focusAreas: ['Skin prep', 'Eyebrows', 'other'], isRead: false });
    expect(list[0].focusAreas).toEqual(['Eyebrows']);

    const read = await server.request(`/api/admin/lesson-submissions/${lena.id}/read`, { method: 'PUT', admin: true });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: lena.id, isRead: true });
    expect(
      (await server.request(`/api/admin/lesson-submissions/${lena.id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(200);
    expect(
      (await server.request(`/api/admin/lesson-submissions/${lena.id}`, { method: 'DELETE', admin: true })).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/admin/lesson-submissions/${lena.id}/read`, { method: 'PUT', admin: true })).status,
    ).toBe(404);
  });

  it('refuses each broken rule with a message, storing nothing', async () => {
    const before = await snapshot(server);
    const cases: [unknown, string][] = [
      [lessonForm({ name: '' }), 'Full name is required'],
      [lessonForm({ email: 'not-an-email' }), 'Please enter a valid email address'],
      [lessonForm({ phone: 'call me' }), 'Please enter a valid phone number'],
      [lessonForm({ lessonPurpose: 'fun' }), 'Please choose what the lesson is for'],
      [lessonForm({ skillLevel: 'expert' }), 'Please choose your skill level'],
      [lessonForm({ mainGoal: undefined }), 'Main goal is required'],
      [lessonForm({ mainGoal: 'other', otherGoal: '  ' }), 'Please describe your main goal'],
      [lessonForm({ kitPreference: 'borrow' }), 'Please choose a kit preference'],
      [lessonForm({ focusAreas: '["Skin prep", "Hacking"]' }), 'Focus areas must be chosen from the listed options'],
      [lessonForm({ focusAreas: '{not json' }), 'Focus areas must be a list'],
      [lessonForm({ struggles: 'x'.repeat(601) }), 'Techniques you struggle with must be at most 600 characters'],
      [[lessonForm()], 'Send the details as a JSON object'],
    ];
    for (const [body, error] of cases) {
      const response = await submit(body);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toMatchObject({ error });
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('answers a bot that fills the hidden company field like a person, and stores nothing', async () => {
    const before = await snapshot(server);
    const response = await submit(lessonForm({ company: 'Spam Inc' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await snapshot(server)).toEqual(before);
  });
});

describe('lesson submission rate limit', () => {
  it('accepts 5 questionnaires an hour from one address, then answers 429 kindly; refused ones do not count', async () => {
    const server = await startTestServer();
    try {
      const submit = (json: unknown) => server.request('/api/lesson-submissions', { method: 'POST', json });
      expect((await submit(lessonForm({ email: 'typo' }))).status).toBe(400);
      for (let i = 0; i < 5; i += 1) expect((await submit(lessonForm({ name: `Person ${i}` }))).status).toBe(201);
      const before = await snapshot(server);
      const limited = await submit(lessonForm({ name: 'Sixth' }));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await limited.json()).toEqual({
        error:
          'Thank you! We have already received several questionnaires from you in the last hour. Please try again later, or send a text message instead.',
      });
      // A bot is limited too, so the honeypot cannot be used to probe the limit.
      expect((await submit(lessonForm({ company: 'Spam Inc' }))).status).toBe(429);
      expect(await snapshot(server)).toEqual(before);
      expect(server.store.data.lessonSubmissions).toHaveLength(5);
    } finally {
      await server.close();
    }
  });
});

/** A questionnaire with every answer as long as the form allows, in characters that take several bytes each. */
const fullestForm = (n: number) => {
  const fill = (limit: number) => 'é'.repeat(limit);
  return lessonForm({
    name: `Person ${n} ${fill(LESSON_FIELD_LIMITS.name - 12)}`,
    email: `p${n}@${'e'.repeat(200)}.example.com`,
    otherGoal: fill(LESSON_FIELD_LIMITS.otherGoal),
    mainGoal: 'other',
    otherFocusArea: fill(LESSON_FIELD_LIMITS.otherFocusArea),
    wearMakeup: fill(LESSON_FIELD_LIMITS.wearMakeup),
    usualLook: fill(LESSON_FIELD_LIMITS.usualLook),
    currentProducts: fill(LESSON_FIELD_LIMITS.currentProducts),
    struggles: fill(LESSON_FIELD_LIMITS.struggles),
    additionalInfo: fill(LESSON_FIELD_LIMITS.additionalInfo),
  });
};

describe('questionnaire spam from many addresses', () => {
  it('takes 100 a day for the whole site, keeps db.json growth to a few MB, and tells the rest to text', async () => {
    let clock = 0;
    const server = await startTestServer({ clock: () => clock, env: { TRUST_PROXY: 'true' } });
    try {
      const sizeBefore = (await stat(server.store.file).catch(() => ({ size: 0 }))).size;
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 0; i < 300; i += 1) {
        const response = await server.request('/api/lesson-submissions', {
          method: 'POST',
          json: fullestForm(i),
          headers: { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
        });
        statuses.push(response.status);
        const body = await response.json();
        if (response.status === 429) refusal = body.error;
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(100);
      expect(statuses.filter((status) => status === 429)).toHaveLength(200);
      expect(refusal).toContain(server.store.data.siteSettings.phone);
      expect(server.store.data.lessonSubmissions).toHaveLength(100);
      const growth = (await stat(server.store.file)).size - sizeBefore;
      expect(growth).toBeLessThan(3 * 1024 * 1024);
      // A bot filling the hidden field is not let in, and does not use up the day for people.
      clock += 24 * 60 * 60_000 + 1;
      const bot = await server.request('/api/lesson-submissions', {
        method: 'POST',
        json: lessonForm({ company: 'Spam Inc' }),
        headers: { 'x-forwarded-for': '198.18.9.9' },
      });
      expect(bot.status).toBe(201);
      // The next day people are heard again.
      const nextDay = await server.request('/api/lesson-submissions', {
        method: 'POST',
        json: lessonForm(),
        headers: { 'x-forwarded-for': '198.18.9.10' },
      });
      expect(nextDay.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('refuses an answer one character over its limit, naming the field', async () => {
    const server = await startTestServer();
    try {
      const response = await server.request('/api/lesson-submissions', {
        method: 'POST',
        json: lessonForm({ additionalInfo: 'x'.repeat(LESSON_FIELD_LIMITS.additionalInfo + 1) }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `Additional information must be at most ${LESSON_FIELD_LIMITS.additionalInfo} characters`,
        field: 'additionalInfo',
      });
    } finally {
      await server.close();
    }
  });
});

describe('the dashboard pages and searches the questionnaires', () => {
  let server: TestServer;
  const PATH = '/api/admin/lesson-submissions';
  beforeAll(async () => {
    server = await startTestServer();
    // 45 questionnaires, one a minute, the newest last; every third one read.
    await server.store.update((data) => {
      for (let i = 0; i < 45; i += 1) {
        data.lessonSubmissions.push({
          ...(lessonForm({
            name: `Student ${i}`,
            email: `student${i}@example.com`,
            phone: `(530) 555-${1000 + i}`,
          }) as unknown as LessonSubmissionInput),
          focusAreas: [],
          id: `id-${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
          isRead: i % 3 === 0,
        });
      }
      const zoe = data.lessonSubmissions[10]!;
      Object.assign(zoe, { name: 'Zoë Ñúñez', email: 'Zoe.Nunez@Example.com', phone: '+1 (916) 555-0199' });
    });
  });
  afterAll(() => server.close());

  const get = async (query: string) => {
    const response = await server.request(`${PATH}${query}`, { admin: true });
    return { status: response.status, body: await response.json() };
  };
  const names = (items: { name: string }[]) => items.map((item) => item.name);
  const nameOf = (i: number) => (i === 10 ? 'Zoë Ñúñez' : `Student ${i}`);

  it('still answers the whole list, newest first, when no page is asked for', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toHaveLength(45);
    expect(body[0].name).toBe('Student 44');
    expect(body[0]).toHaveProperty('emailAlert');
    expect(body[0]).not.toHaveProperty('alertSentAt');
  });

  it('answers one page at a time with the total and the unread count, newest first', async () => {
    const first = await get('?page=1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 45, page: 1, pageSize: 20, unread: 30 });
    expect(names(first.body.items)).toEqual(Array.from({ length: 20 }, (_, i) => `Student ${44 - i}`));
    const second = await get('?page=2&pageSize=20');
    expect(names(second.body.items)).toEqual(Array.from({ length: 20 }, (_, i) => nameOf(24 - i)));
    const last = await get('?page=3&pageSize=20');
    expect(last.body.items).toHaveLength(5);
    expect(last.body.items[4].name).toBe('Student 0');
    // Past the end: an empty page, still with the total.
    expect(await get('?page=9')).toEqual({
      status: 200,
      body: { items: [], total: 45, page: 9, pageSize: 20, unread: 30 },
    });
    expect((await get('?pageSize=100')).body.items).toHaveLength(45);
  });

  it('finds a student by name whatever the capitals and accents, by e-mail, or by phone however it is punctuated', async () => {
    for (const q of [
      'zoë',
      'ZOE NUNEZ',
      'Ñúñez',
      'zoe.nunez@example',
      '916-555-0199',
      '9165550199',
      '(916) 555',
      ' zoe ',
    ]) {
      const { status, body } = await get(`?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(names(body.items), q).toEqual(['Zoë Ñúñez']);
      expect(body.total, q).toBe(1);
    }
    // "Student 1" is in Student 1 and Student 10-19 (10 is Zoë now): ten of them, over pages of four.
    const page = await get(`?q=${encodeURIComponent('student 1')}&pageSize=4&page=3`);
    expect(page.body).toMatchObject({ total: 10, page: 3, pageSize: 4, unread: 30 });
    expect(names(page.body.items)).toEqual(['Student 11', 'Student 1']);
    expect((await get('?q=nobody-by-this-name')).body).toMatchObject({ items: [], total: 0 });
    // An empty search is the first page of all of them.
    expect((await get('?q=')).body).toMatchObject({ total: 45, page: 1 });
  });

  it('refuses a bad page, page size or search with 400 naming the field, and asks for the key first', async () => {
    const cases: [string, string, string][] = [
      ['?page=-1', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=0', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=abc', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=1.5', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=1&page=2', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?page=99999999999999999999', 'page', 'page must be a whole number from 1 to 1000000'],
      ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=1000000000', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=1e2', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      [`?q=${'x'.repeat(10 * 1024)}`, 'q', 'q must be at most 200 characters'],
      ['?q=a&q=b', 'q', 'q must be given once'],
    ];
    for (const [query, field, error] of cases) {
      const { status, body } = await get(query);
      expect(status, query.slice(0, 40)).toBe(400);
      expect(body, query.slice(0, 40)).toEqual({ error, field });
    }
    for (const path of [
      `${PATH}?page=1`,
      `/API/ADMIN/lesson-submissions?page=1`,
      `/%61pi/admin/lesson-submissions?q=zoe`,
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(401);
      expect(await response.text()).not.toContain('Zoë');
    }
  });
});
