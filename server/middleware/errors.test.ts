import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';

describe('the error handler', () => {
  it('never writes a wedding PIN into the log of a 500, even with the request log off', async () => {
    const lines: string[] = [];
    const app = new Koa();
    // No request log ahead of it (LOG_REQUESTS=false): nothing has redacted the path yet.
    app.use(errorHandler((line) => lines.push(line)));
    app.use(() => {
      throw new Error('a fault while answering');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of [
        '/api/wedding-schedule/482913',
        '/API/Wedding-Schedule/482913',
        '/api/wedding%2Dschedule/482913',
      ]) {
        const response = await fetch(base + path);
        expect(response.status).toBe(500);
        expect(await response.text()).not.toContain('482913');
      }
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain('a fault while answering');
      expect(line).not.toContain('482913');
    }
  });
});
