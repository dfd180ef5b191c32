import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** A real, small file system that can be filled: a tmpfs, which needs root to mount. */
function mountSmallDisk(): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'bridal-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    return undefined;
  }
}

const disk = mountSmallDisk();
if (!disk)
  console.warn('Skipping the full-disk tests: mounting a tmpfs needs root (run the tests as root to include them).');

describe.skipIf(!disk)('a full disk', () => {
  const dataDir = disk!;
  const filler = path.join(dataDir, 'filler');
  let server: TestServer;

  const fillDisk = async () => {
    const { bavail, bsize } = await statfs(dataDir);
    // Leave less room than one more copy of db.json needs.
    await writeFile(filler, Buffer.alloc(Math.max(bavail * bsize - 2048, 0)));
  };
  const freeDisk = () => rm(filler, { force: true });
  const onDisk = async () => JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8'));

  beforeAll(async () => {
    server = await startTestServer({ dataDir, seed: true });
  });
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [dataDir]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes simultaneous writes that fail all fail: none is visible, none reaches the file later', async () => {
    const faqsBefore = await (await server.request('/api/admin/faqs', { admin: true })).json();
    const fileBefore = await readFile(path.join(dataDir, 'db.json'), 'utf8');
    await fillDisk();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.request('/api/admin/faqs', {
          method: 'POST',
          admin: true,
          json: { question: `Written on a full disk ${i}?`, answer: 'x'.repeat(4000) },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([500, 500, 500, 500, 500]);
    expect(await (await server.request('/api/admin/faqs', { admin: true })).json()).toEqual(faqsBefore);
    expect(await readFile(path.join(dataDir, 'db.json'), 'utf8')).toBe(fileBefore);

    // A delete and a PIN change that fail have not happened either.
    await freeDisk();
    const created = await server.request('/api/admin/wedding-schedules', {
      method: 'POST',
      admin: true,
      json: { clientName: 'Full Disk', pin: '404404', weddingDate: '2026-08-08' },
    });
    const schedule = await created.json();
    await fillDisk();
    const moved = await server.request(`/api/admin/wedding-schedules/${schedule.id}`, {
      method: 'PUT',
      admin: true,
      json: { clientName: 'Full Disk', pin: '505505', weddingDate: '2026-08-08' },
    });
    expect(moved.status).toBe(500);
    const deleted = await server.request(`/api/admin/faqs/${faqsBefore[0].id}`, { method: 'DELETE', admin: true });
    expect(deleted.status).toBe(500);
    expect((await server.request('/api/wedding-schedule/404404')).status).toBe(200);
    expect((await server.request('/api/wedding-schedule/505505')).status).toBe(404);
    expect((await (await server.request('/api/admin/faqs', { admin: true })).json()).length).toBe(faqsBefore.length);

    // Room again: the next write carries only itself, not the changes that were refused.
    await freeDisk();
    const after = await server.request('/api/admin/faqs', {
      method: 'POST',
      admin: true,
      json: { question: 'Written with room to spare?', answer: 'Yes' },
    });
    expect(after.status).toBe(201);
    const file = await onDisk();
    expect(file.faqs.map((faq: { question: string }) => faq.question)).toEqual([
      ...faqsBefore.map((faq: { question: string }) => faq.question),
      'Written with room to spare?',
    ]);
    expect(file.weddingSchedules.map((item: { pin: string }) => item.pin)).toEqual(['404404']);
  });
});
