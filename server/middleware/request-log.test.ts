import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { batchedLog, redactPath } from './request-log.ts';

describe('the request log', () => {
  it('writes the lines of a rush together, in order, within the interval or once enough are waiting', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    const log = batchedLog(stream, { intervalMs: 20, maxLines: 50 });
    for (let i = 0; i < 30; i += 1) log(`GET /api/faqs 200 ${i}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([]);
    await vi.waitFor(() => expect(writes).toHaveLength(1), { timeout: 1000, interval: 5 });
    expect(writes[0]!.split('\n').filter(Boolean)).toEqual(
      Array.from({ length: 30 }, (_, i) => `GET /api/faqs 200 ${i}`),
    );
    // A burst past maxLines is written at once, so what waits in memory stays bounded.
    for (let i = 0; i < 120; i += 1) log(`burst ${i}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.slice(1).map((write) => write.split('\n').filter(Boolean).length)).toEqual([50, 50]);
    log.flush();
    expect(writes.slice(1).join('').split('\n').filter(Boolean)).toEqual(
      Array.from({ length: 120 }, (_, i) => `burst ${i}`),
    );
  });

  it('redacts a PIN in any spelling of its path, and leaves other paths alone', () => {
    for (const path of [
      '/api/wedding-schedule/123456',
      '/API/Wedding-Schedule/123456',
      '/api/wedding%2Dschedule/123456',
    ]) {
      expect(redactPath(path)).toBe('/api/wedding-schedule/[redacted]');
    }
    expect(redactPath('/api/faqs')).toBe('/api/faqs');
    expect(redactPath('/api/wedding-schedule')).toBe('/api/wedding-schedule');
  });
});
