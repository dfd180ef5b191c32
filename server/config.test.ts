import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has safe defaults, resolved against the project folder', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/site/data'),
      uploadsDir: path.resolve('/srv/site/uploads'),
      adminKey: '',
      trustProxy: false,
      logRequests: true,
      guessLimit: 10,
      lessonLimit: 5,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/site',
        UPLOADS_DIR: '/var/lib/site/uploads',
        ADMIN_KEY: 'a-long-enough-key',
        TRUST_PROXY: 'true',
        LESSON_LIMIT: '20',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/site',
      uploadsDir: '/var/lib/site/uploads',
      adminKey: 'a-long-enough-key',
      trustProxy: true,
      lessonLimit: 20,
    });
  });

  it('stops on a typo with a message that names the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT must be a whole number/],
      [{ PORT: '70000' }, /^PORT must be/],
      [{ ADMIN_KEY: 'short' }, /^ADMIN_KEY must be at least 12 characters/],
      [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY must be true or false/],
      [{ GUESS_LIMIT: '500' }, /^GUESS_LIMIT must be a whole number from 1 to 100/],
      [{ LESSON_LIMIT: '0' }, /^LESSON_LIMIT must be a whole number/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
