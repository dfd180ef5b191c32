import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableJsonFile } from './durable-json-file.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bridal-durable-'));
  dirs.push(dir);
  return dir;
};

describe('DurableJsonFile', () => {
  it('acknowledges each write only once the file holds that write or a later one', async () => {
    const file = path.join(await tempDir(), 'db.json');
    const adapter = new DurableJsonFile<{ version: number }>(file);
    const seenOnAcknowledge: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async (_, version) => {
        await adapter.write({ version });
        seenOnAcknowledge[version] = JSON.parse(await readFile(file, 'utf8')).version;
      }),
    );
    seenOnAcknowledge.forEach((seen, version) => expect(seen).toBeGreaterThanOrEqual(version));
    expect(await adapter.read()).toEqual({ version: 49 });
    // Lesson questionnaires hold people's contact details: the file is the service user's alone.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('rejects the callers of a write that fails, and the next write still goes through', async () => {
    const dir = path.join(await tempDir(), 'not-yet');
    const adapter = new DurableJsonFile<{ n: number }>(path.join(dir, 'db.json'));
    await expect(adapter.write({ n: 1 })).rejects.toThrow(/ENOENT/);
    await mkdir(dir);
    await adapter.write({ n: 2 });
    expect(await adapter.read()).toEqual({ n: 2 });
  });

  it('reads a missing file as no data, and refuses a file that does not parse', async () => {
    const dir = await tempDir();
    expect(await new DurableJsonFile(path.join(dir, 'none.json')).read()).toBeNull();
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"a": ');
    await expect(new DurableJsonFile(broken).read()).rejects.toThrow(SyntaxError);
  });
});
