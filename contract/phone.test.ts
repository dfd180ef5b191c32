import { describe, expect, it } from 'vitest';
import { displayPhone, phoneToE164, smsHref, telHref } from './phone.ts';

describe('phone links', () => {
  it('dial a number phoneToE164 understands in its E.164 form, however it was typed', () => {
    for (const typed of ['(916) 555-0142', '916.555.0142', '1-916-555-0142', '+1 916 555 0142']) {
      expect(phoneToE164(typed)).toBe('+19165550142');
      expect(smsHref(typed)).toBe('sms:+19165550142');
      expect(telHref(typed)).toBe('tel:+19165550142');
    }
    expect(smsHref('+44 20 7946 0958')).toBe('sms:+442079460958');
  });

  it('dial the digits and + as typed when the number is not one phoneToE164 understands', () => {
    expect(phoneToE164('555-0142')).toBe('');
    expect(smsHref('555-0142')).toBe('sms:5550142');
    expect(telHref('555-0142 ext. 9')).toBe('tel:55501429');
    expect(telHref('+12 345')).toBe('tel:+12345');
  });

  it('fill in the text as ?&body= (iOS and Android), encoded, only when there is one', () => {
    const body = 'Hi Sofia! PIN: 048213 & more?';
    expect(smsHref('(916) 555-0142', body)).toBe(`sms:+19165550142?&body=${encodeURIComponent(body)}`);
    expect(smsHref('555-0142', 'Hello there')).toBe('sms:5550142?&body=Hello%20there');
    expect(smsHref('(916) 555-0142', '')).toBe('sms:+19165550142');
  });

  it('show a phone as she typed it, and a bare run of US digits as (530) 219-4476', () => {
    // Typed with her own punctuation: kept, word for word (only the ends trimmed).
    for (const typed of ['530-219-4476', '(530) 219-4476', '530.219.4476', '+1 530 219 4476', '555-0142 ext. 9']) {
      expect(displayPhone(` ${typed} `)).toBe(typed);
    }
    // Typed as digits alone (the phone keyboard has no brackets): made readable, dialled the same.
    expect(displayPhone('5302194476')).toBe('(530) 219-4476');
    expect(displayPhone('15302194476')).toBe('(530) 219-4476');
    expect(telHref('5302194476')).toBe(telHref(displayPhone('5302194476')));
    // Digits that are not a US number stay as they are.
    expect(displayPhone('5550142')).toBe('5550142');
    expect(displayPhone('447946095800')).toBe('447946095800');
    expect(displayPhone('')).toBe('');
  });
});
