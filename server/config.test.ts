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
      pinGuessLimit: 30,
      pinGuessesPerHour: 300,
      keyGuessLimit: 10,
      keyGuessesPerHour: 100,
      linkGuessLimit: 30,
      linkGuessesPerHour: 600,
      lessonLimit: 5,
      lessonDailyLimit: 100,
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
        PIN_GUESS_LIMIT: '40',
        KEY_GUESSES_PER_HOUR: '250',
        LINK_GUESS_LIMIT: '12',
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
      pinGuessLimit: 40,
      keyGuessesPerHour: 250,
      linkGuessLimit: 12,
    });
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(loadConfig({ TRUST_PROXY: 'true', HOST: host }).trustProxy).toBe(true);
    }
  });

  it('stops on a typo with a message that names the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT must be a whole number/],
      [{ PORT: '70000' }, /^PORT must be/],
      [{ ADMIN_KEY: 'short' }, /^ADMIN_KEY is too weak: it must be at least 16 characters long/],
      // Long enough, but from too few different characters.
      [{ ADMIN_KEY: 'aaaaaaaaaaaaaaaaaaaa' }, /^ADMIN_KEY is too weak: .* at least 8 different characters/],
      [{ ADMIN_KEY: '1212121212121212' }, /^ADMIN_KEY is too weak/],
      [{ KEY_GUESSES_PER_HOUR: '0' }, /^KEY_GUESSES_PER_HOUR must be a whole number from 1 to 100000/],
      [{ TRUST_PROXY: 'yes' }, /^TRUST_PROXY must be true or false/],
      [{ KEY_GUESS_LIMIT: '500' }, /^KEY_GUESS_LIMIT must be a whole number from 1 to 100/],
      [{ PIN_GUESSES_PER_HOUR: 'lots' }, /^PIN_GUESSES_PER_HOUR must be a whole number/],
      [{ LESSON_DAILY_LIMIT: '0' }, /^LESSON_DAILY_LIMIT must be a whole number/],
      // A renamed setting left in a service file is named, not silently ignored.
      [{ GUESS_LIMIT: '10' }, /^GUESS_LIMIT was split into PIN_GUESS_LIMIT .* and KEY_GUESS_LIMIT/],
      // Behind a proxy the server must not be reachable directly, or anyone could forge X-Forwarded-For.
      [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY=true needs HOST=127\.0\.0\.1/],
      [{ TRUST_PROXY: 'true', HOST: '203.0.113.5' }, /with HOST=203\.0\.113\.5 any client could forge/],
      [{ LESSON_LIMIT: '0' }, /^LESSON_LIMIT must be a whole number/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});
