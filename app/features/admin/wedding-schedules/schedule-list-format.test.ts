import { describe, expect, it } from 'vitest';
import { smsHref } from '#contract/phone.ts';
import { brideMessage, generatePin, longDate } from './schedule-list-format.ts';

describe('generatePin', () => {
  it('gives six digits, zero-padded, and skips PINs already taken', () => {
    const values = [482913, 7, 555555];
    const random = (buffer: Uint32Array) => {
      buffer[0] = values.shift()!;
    };
    expect(generatePin(new Set(['482913']), random)).toBe('000007');
    expect(generatePin(new Set(), () => {})).toMatch(/^\d{6}$/);
  });

  it('uses real randomness by default', () => {
    const pins = new Set(Array.from({ length: 20 }, () => generatePin(new Set())));
    expect(pins.size).toBeGreaterThan(15);
    for (const pin of pins) expect(pin).toMatch(/^\d{6}$/);
  });
});

describe('longDate', () => {
  it('shows the calendar date in long US form whatever the time zone, and ignores a time part', () => {
    expect(longDate('2026-06-20')).toBe('Saturday, June 20, 2026');
    expect(longDate('2026-01-01T23:30:00.000Z')).toBe('Thursday, January 1, 2026');
    expect(longDate('not a date')).toBe('not a date');
  });
});

describe('the text to the bride', () => {
  it('greets her by first name with the schedule link and her PIN, in an sms: link with the body encoded', () => {
    const message = brideMessage(
      { clientName: 'Sofia Ramirez', pin: '048213' },
      { siteUrl: 'https://www.rosaglow.com', artistName: 'Rosa' },
    );
    expect(message).toBe(
      'Hi Sofia! Your wedding day makeup schedule is ready. Open https://www.rosaglow.com/wedding-day-schedule and enter your PIN: 048213 - Rosa',
    );
    const href = smsHref('(916) 555-0123', message);
    expect(href.startsWith('sms:+19165550123?&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toBe(message);
    expect(smsHref('+1 916 555 0123')).toBe('sms:+19165550123');
  });
});
