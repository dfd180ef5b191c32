import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedLog, redactPath } from './request-log.ts';

describe('the request log', () => {
  it('writes many lines in one write per turn of the event loop, in order', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    const log = batchedLog(stream);
    for (let i = 0; i < 100; i += 1) log(`GET /api/faqs 200 ${i}`);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.split('\n').filter(Boolean)).toEqual(
      Array.from({ length: 100 }, (_, i) => `GET /api/faqs 200 ${i}`),
    );
    log('later');
    log.flush();
    expect(writes[1]).toBe('later\n');
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
