import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, logFormatOf } from './config.ts';
import { createLogger } from './logger.ts';

describe('LOG_FORMAT', () => {
  it('is json unless set, pretty under npm run dev, and a typo stops the start naming it', () => {
    expect(logFormatOf({})).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormatOf({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormatOf({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'Pretty' })).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be json or pretty, not "xml"');
  });

  it('pretty prints a request as one readable line, and other messages as they are', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('pretty', destination);
    logger.info(
      { reqId: 'abc-123', method: 'GET', path: '/api/faqs', status: 200, ms: 1.3, ip: '127.0.0.1' },
      'request',
    );
    logger.warn('Site Settings still hold first-run placeholders');
    const text = lines.join('');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/faqs 200 1\.3ms 127\.0\.0\.1 \[abc-123\]\n/);
    expect(text).toContain('WARN: Site Settings still hold first-run placeholders\n');
    expect(text).not.toContain('{');
  });
});

describe('secret headers', () => {
  it("are never written, should a request's headers or an error holding them be logged", () => {
    const lines: string[] = [];
    const logger = createLogger('json', { write: (line: string) => lines.push(line) });
    const headers = {
      'x-link-token': 'link-secret-1',
      'x-schedule-token': 'device-secret-2',
      'x-admin-key': 'admin-secret-3',
      cookie: 'session=cookie-secret-4',
      'user-agent': 'Kept/1.0',
    };
    logger.info({ headers }, 'request headers');
    logger.warn({ req: { headers } }, 'a request');
    logger.error({ err: Object.assign(new Error('refused'), { headers }) }, 'an error that kept them');
    logger.error({ err: { request: { headers } } }, 'deeper');
    const text = lines.join('');
    for (const secret of ['link-secret-1', 'device-secret-2', 'admin-secret-3', 'cookie-secret-4']) {
      expect(text).not.toContain(secret);
    }
    expect(text.match(/Kept\/1\.0/g)).toHaveLength(4);
    expect(text).toContain('"x-link-token":"[redacted]"');
  });
});
