import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stat } from 'node:fs/promises';
import { LESSON_FIELD_LIMITS } from '../../contract/limits.ts';
import { lessonForm } from '../test/lesson-form.ts';
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
      expect(await response.json()).toEqual({ error });
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
      });
    } finally {
      await server.close();
    }
  });
});
