import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DataFileError, Store, type Data } from './store.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the data file', () => {
  it('keeps everything across a restart', async () => {
    const dataDir = await tempDir();
    let server: TestServer = await startTestServer({ dataDir });
    const faq = await (
      await server.request('/api/admin/faqs', {
        method: 'POST',
        admin: true,
        json: { question: 'Kept?', answer: 'Yes' },
      })
    ).json();
    await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Ava', pin: '1234', weddingDate: '2026-05-02' },
    });
    await server.close();

    server = await startTestServer({ dataDir });
    try {
      expect(await (await server.request('/api/faqs')).json()).toEqual([
        { id: faq.id, question: 'Kept?', answer: 'Yes' },
      ]);
      expect((await (await server.request('/api/wedding-schedule/1234')).json()).schedule.clientName).toBe('Ava');
    } finally {
      await server.close();
    }
  });

  it('lands 60 parallel creates with 60 distinct ids, in memory and on disk', async () => {
    const dataDir = await tempDir();
    const server = await startTestServer({ dataDir });
    try {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          server.request('/api/admin/testimonials', {
            method: 'POST',
            admin: true,
            json: { clientName: `Client ${i}`, content: `Review ${i}` },
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(60).fill(201));
      const ids = await Promise.all(responses.map(async (response) => (await response.json()).id as string));
      expect(new Set(ids).size).toBe(60);
      const onDisk = JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8'));
      expect(onDisk.testimonials.map((item: { id: string }) => item.id).sort()).toEqual([...ids].sort());
      expect(new Set(onDisk.testimonials.map((item: { clientName: string }) => item.clientName)).size).toBe(60);
    } finally {
      await server.close();
    }
  });

  it('refuses to start on a file that does not parse, naming it, and leaves its bytes untouched', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'db.json');
    for (const broken of ['{"faqs": [{"question": "Half a', '', 'null', '[]', '"text"', '{"faqs": "not a list"}']) {
      await writeFile(file, broken);
      const opening = Store.open(dataDir);
      await expect(opening).rejects.toBeInstanceOf(DataFileError);
      await expect(opening).rejects.toThrow(file);
      await expect(opening).rejects.toThrow(/left untouched/);
      expect(await readFile(file, 'utf8')).toBe(broken);
    }
  });

  it('refuses to start on a record that would break the pages that list it, naming the collection and position', async () => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'db.json');
    const faq = {
      id: 'f1',
      createdAt: '2026-01-01T00:00:00.000Z',
      question: 'Q?',
      answer: 'A',
      isVisible: true,
      sortOrder: 0,
    };
    const cases: [object, RegExp][] = [
      [{ faqs: [null] }, /"faqs" item 1 \(faqs\[0\]\) is null, not a record/],
      [{ faqs: [faq, 42] }, /"faqs" item 2 \(faqs\[1\]\) is a number, not a record/],
      [{ faqs: [faq, { ...faq, question: 7 }] }, /"faqs" item 2 .*bad "question"/],
      [{ testimonials: [{ id: 't', createdAt: 'x', content: 'Lovely' }] }, /"testimonials" item 1 .*bad "clientName"/],
      [
        {
          weddingSchedules: [
            { id: 'w', createdAt: 'x', clientName: 'A', pin: '1234', weddingDate: '2026-01-01', isActive: 'yes' },
          ],
        },
        /"weddingSchedules" item 1 .*bad "isActive"/,
      ],
      [
        { scheduleServices: [{ id: 's', createdAt: 'x', serviceName: 'Bride' }] },
        /"scheduleServices" item 1 .*bad "scheduleId"/,
      ],
      [{ faqs: [{ question: 'Q?', answer: 'A' }] }, /"faqs" item 1 .*bad "id"/],
    ];
    for (const [content, message] of cases) {
      const text = JSON.stringify(content);
      await writeFile(file, text);
      const opening = Store.open(dataDir);
      await expect(opening).rejects.toBeInstanceOf(DataFileError);
      await expect(opening).rejects.toThrow(message);
      await expect(opening).rejects.toThrow(/left untouched/);
      expect(await readFile(file, 'utf8')).toBe(text);
    }
    // A limit tightened since a record was stored applies to the next edit, not to start-up.
    await writeFile(file, JSON.stringify({ faqs: [{ ...faq, answer: 'x'.repeat(20_000) }] }));
    expect((await Store.open(dataDir)).data.faqs).toHaveLength(1);
  });

  it('leaves nothing behind when a change fails half-way', async () => {
    const store = await Store.open(await tempDir());
    await store.update((data) => {
      data.faqs.push({ id: 'a', question: 'Q', answer: 'A', isVisible: true, sortOrder: 0, createdAt: 'now' });
    });
    await expect(
      store.update((data) => {
        data.faqs.push({ id: 'b', question: 'Q2', answer: 'A2', isVisible: true, sortOrder: 0, createdAt: 'now' });
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(store.data.faqs.map((faq) => faq.id)).toEqual(['a']);
    expect(JSON.parse(await readFile(store.file, 'utf8')).faqs.map((faq: { id: string }) => faq.id)).toEqual(['a']);
  });
});

describe('a write', () => {
  const lesson = (i: number): Data['lessonSubmissions'][number] => ({
    id: `lesson-${i}`,
    createdAt: '2026-01-15T18:00:00.000Z',
    isRead: false,
    name: `Student ${i}`,
    email: `student${i}@example.com`,
    phone: '(916) 555-0100',
    lessonPurpose: 'self-application',
    skillLevel: 'beginner',
    mainGoal: 'both',
    otherGoal: '',
    focusAreas: ['Skin prep', 'Eyebrows'],
    otherFocusArea: '',
    wearMakeup: 'Daily',
    usualLook: 'Natural "no-makeup"\nlook, \u2028 with ünïcödé ✨ and a tab\t',
    currentProducts: '',
    struggles: '',
    kitPreference: 'combination',
    additionalInfo: '',
  });
  const faq = (i: number) => ({
    id: `faq-${i}`,
    createdAt: 'x',
    question: `Q${i}?`,
    answer: 'A',
    isVisible: true,
    sortOrder: i,
  });

  /** A store over a data file holding 300 questionnaires and 20 FAQs. */
  const storeWithData = async () => {
    const dataDir = await tempDir();
    const lessons = Array.from({ length: 300 }, (_, i) => lesson(i));
    const faqs = Array.from({ length: 20 }, (_, i) => faq(i));
    await writeFile(path.join(dataDir, 'db.json'), JSON.stringify({ lessonSubmissions: lessons, faqs, seededAt: 'x' }));
    return Store.open(dataDir);
  };

  it('turns into JSON only the records it changed, not the data around them', async () => {
    const store = await storeWithData();
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      await store.update((data) => {
        data.lessonSubmissions.find((item) => item.id === 'lesson-7')!.isRead = true;
      });
      await store.update((data) => {
        data.faqs.push(faq(99));
      });
      await store.update((data) => {
        data.faqs = data.faqs.filter((item) => item.id !== 'faq-3');
      });
      const serialised = stringify.mock.calls
        .map(([value]: unknown[]) => value)
        .filter((value) => value !== null && typeof value === 'object');
      expect(serialised).toEqual([{ ...lesson(7), isRead: true }, faq(99)]);
    } finally {
      stringify.mockRestore();
    }
    expect(store.data.faqs.map((item) => item.id)).not.toContain('faq-3');
  });

  it('writes exactly the text JSON.stringify gives for the whole data, whatever the change', async () => {
    const store = await storeWithData();
    const expectFileIsWholeText = async () => {
      const whole = JSON.stringify(store.data, null, 2);
      expect(await readFile(store.file, 'utf8')).toBe(whole);
      expect(store.snapshotText()).toBe(whole);
      expect(Buffer.concat(store.snapshot()).toString('utf8')).toBe(whole);
    };
    const changes: ((data: Data) => void)[] = [
      (data) => data.lessonSubmissions.push({ ...lesson(1000), focusAreas: [], alertSentAt: undefined }),
      (data) => data.lessonSubmissions.splice(0, 1),
      (data) => data.lessonSubmissions.splice(600, 0, lesson(2000)),
      (data) => {
        data.lessonSubmissions = [];
      },
      (data) => data.faqs.sort((a, b) => b.sortOrder - a.sortOrder),
      (data) => {
        data.siteSettings.businessName = 'Émilie’s "Studio"\n';
        data.seededAt = null;
      },
      (data) => {
        data.faqs[4] = { ...data.faqs[4]!, answer: '' };
        data.weddingSchedules.push({
          id: 'w',
          createdAt: 'x',
          clientName: 'Ava',
          pin: '1234',
          weddingDate: '2026-05-02',
          startTime: '',
          venueName: '',
          venueAddress: '',
          contactPhone: '',
          manualTotal: '',
          isActive: true,
        });
      },
    ];
    for (const change of changes) {
      await store.update(change);
      await expectFileIsWholeText();
    }
  });

  it('that fails on disk changes nothing in memory, and the next one writes only itself', async () => {
    const dataDir = await tempDir();
    const store = await Store.open(dataDir);
    await store.update((data) => data.faqs.push(faq(1)));
    const before = store.data;
    await rm(dataDir, { recursive: true, force: true });
    await expect(store.update((data) => data.faqs.push(faq(2)))).rejects.toThrow(/ENOENT/);
    expect(store.data).toBe(before);
    expect(store.data.faqs.map((item) => item.id)).toEqual(['faq-1']);
    await mkdir(dataDir);
    await store.update((data) => data.faqs.push(faq(3)));
    expect(JSON.parse(await readFile(store.file, 'utf8')).faqs.map((item: { id: string }) => item.id)).toEqual([
      'faq-1',
      'faq-3',
    ]);
  });
});
