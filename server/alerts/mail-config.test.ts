import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { redactSmtpUrl } from './mail-config.ts';

const PASSWORD = 's3cret-app-pass';

describe('e-mail alert settings (SMTP_URL, ALERT_EMAIL, MAIL_FROM)', () => {
  it('is off without SMTP_URL, and reads all three when set (MAIL_FROM defaulting to ALERT_EMAIL)', () => {
    expect(loadConfig({}).mail).toBeNull();
    expect(
      loadConfig({ SMTP_URL: `smtps://me%40gmail.com:${PASSWORD}@smtp.gmail.com:465`, ALERT_EMAIL: 'me@gmail.com' })
        .mail,
    ).toEqual({
      smtpUrl: `smtps://me%40gmail.com:${PASSWORD}@smtp.gmail.com:465`,
      alertEmail: 'me@gmail.com',
      mailFrom: 'me@gmail.com',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtp://apikey:key@smtp.sendgrid.net:587',
        ALERT_EMAIL: 'elena@example.com',
        MAIL_FROM: 'Elena Marie Beauty <alerts@elenamarie.example>',
      }).mail?.mailFrom,
    ).toBe('Elena Marie Beauty <alerts@elenamarie.example>');
  });

  it('stops the start with a clear message on a bad value, never showing the password', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: `smtps://u:${PASSWORD}@smtp.example.com:465` }, /^SMTP_URL is set but ALERT_EMAIL is not/],
      [
        { SMTP_URL: `https://u:${PASSWORD}@smtp.example.com`, ALERT_EMAIL: 'a@example.com' },
        /^SMTP_URL must start with smtp:\/\/ or smtps:\/\/, not https:\/\/ \(https:\/\/u:\*\*\*@smtp\.example\.com\/\)/,
      ],
      [
        { SMTP_URL: `smtp://u:${PASSWORD}@`, ALERT_EMAIL: 'a@example.com' },
        /^SMTP_URL (is not a valid URL|names no server)/,
      ],
      [{ SMTP_URL: `u:${PASSWORD}@smtp.example.com`, ALERT_EMAIL: 'a@example.com' }, /^SMTP_URL/],
      [
        { SMTP_URL: 'smtps://smtp.example.com', ALERT_EMAIL: 'not an address' },
        /^ALERT_EMAIL must be one e-mail address/,
      ],
      [
        { SMTP_URL: 'smtps://smtp.example.com', ALERT_EMAIL: 'a@example.com, b@example.com' },
        /^ALERT_EMAIL must be one/,
      ],
      [{ SMTP_URL: 'smtps://smtp.example.com', ALERT_EMAIL: 'a@example.com\r\nBcc: x@example.com' }, /^ALERT_EMAIL/],
      [
        {
          SMTP_URL: 'smtps://smtp.example.com',
          ALERT_EMAIL: 'a@example.com',
          MAIL_FROM: 'Elena\r\nBcc: x@y.z <a@example.com>',
        },
        /^MAIL_FROM must be an e-mail address/,
      ],
      [{ SMTP_URL: 'smtps://smtp.example.com', ALERT_EMAIL: 'a@example.com', MAIL_FROM: 'Elena' }, /^MAIL_FROM/],
      // A right-to-left override in the From name or an address would reorder what her mail app shows.
      [
        {
          SMTP_URL: 'smtps://smtp.example.com',
          ALERT_EMAIL: 'a@example.com',
          MAIL_FROM: 'Elena \u202Emoc.lapyap <a@example.com>',
        },
        /^MAIL_FROM must be an e-mail address/,
      ],
      [{ SMTP_URL: 'smtps://smtp.example.com', ALERT_EMAIL: 'a\u202E@example.com' }, /^ALERT_EMAIL must be one/],
      [{ ALERT_EMAIL: 'a@example.com' }, /^ALERT_EMAIL is set but SMTP_URL is not/],
      [{ MAIL_FROM: 'a@example.com' }, /^MAIL_FROM is set but SMTP_URL is not/],
    ];
    for (const [env, message] of cases) {
      let thrown: unknown;
      try {
        loadConfig(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((thrown as Error).message, JSON.stringify(env)).toMatch(message);
      expect((thrown as Error).message).not.toContain(PASSWORD);
    }
  });

  it('redacts the password whenever the URL is shown, even a broken one', () => {
    expect(redactSmtpUrl(`smtps://user:${PASSWORD}@smtp.example.com:465`)).toBe(
      'smtps://user:***@smtp.example.com:465',
    );
    expect(redactSmtpUrl('smtps://smtp.example.com:465')).toBe('smtps://smtp.example.com:465');
    expect(redactSmtpUrl(`smtp//user:${PASSWORD}@host`)).not.toContain(PASSWORD);
    expect(redactSmtpUrl(`not a url://user:${PASSWORD}@host`)).not.toContain(PASSWORD);
  });
});
