import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from './image-files.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('sweeping unused uploads', () => {
  it('removes day-old photos no gallery item uses, and keeps used, recent and foreign files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bridal-sweep-'));
    dirs.push(dir);
    const used = '11111111-1111-4111-8111-111111111111';
    const orphan = '22222222-2222-4222-8222-222222222222';
    const recent = '33333333-3333-4333-8333-333333333333';
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const id of [used, orphan, recent]) {
      for (const width of [1600, 600]) {
        const file = path.join(dir, `${id}-${width}.webp`);
        await writeFile(file, 'x');
        if (id !== recent) await utimes(file, dayAgo, dayAgo);
      }
    }
    await writeFile(path.join(dir, 'README.txt'), 'not ours');
    await utimes(path.join(dir, 'README.txt'), dayAgo, dayAgo);

    const removed = await sweepUnusedUploads(dir, [{ imageUrl: `/uploads/${used}-1600.webp` }, { imageUrl: 'https://images.example.com/a.jpg' }]);
    expect(removed.sort()).toEqual([`${orphan}-1600.webp`, `${orphan}-600.webp`]);
    expect((await readdir(dir)).sort()).toEqual(
      ['README.txt', `${used}-1600.webp`, `${used}-600.webp`, `${recent}-1600.webp`, `${recent}-600.webp`].sort(),
    );
  });

  it('does nothing when the uploads folder does not exist yet', async () => {
    expect(await sweepUnusedUploads(path.join(tmpdir(), 'bridal-no-such-folder'), [])).toEqual([]);
  });
});
