import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { DataFileError, Store } from './store.ts';

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
