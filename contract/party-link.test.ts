import { describe, expect, it } from 'vitest';
import { partyCountReminderText, partyLinkText } from './booking-texts.ts';
import { allergyCount, isPartyLocked, partyCloseDate, partyLockDate } from './party-link.ts';
import { partyLockLine } from './messages.ts';

describe('party links in the contract', () => {
  it('counts the ticked allergies and one more for the free text', () => {
    expect(allergyCount({ allergies: [], allergyNotes: '  ' })).toBe(0);
    expect(allergyCount({ allergies: ['latex', 'fragrance'], allergyNotes: 'benzoyl' })).toBe(3);
  });

  it('closes party changes n days before the wedding, the day before being the last taken', () => {
    expect(partyCloseDate('2026-06-13', 14)).toBe('2026-05-30');
    expect(partyLockDate('2026-06-13', 14)).toBe('2026-05-29');
    expect(isPartyLocked('2026-06-13', 14, '2026-05-29')).toBe(false);
    expect(isPartyLocked('2026-06-13', 14, '2026-05-30')).toBe(true);
    expect(partyLockLine(14)).toBe('Party changes close 14 days before the wedding');
  });

  it('writes her link text, to a guardian for a minor, and the party count reminder', () => {
    const link = 'https://www.example.com/party#abc';
    expect(partyLinkText('Elena Marie', { name: 'Maya Lopez' }, link)).toMatch(/^Hi Maya! .*party#abc/s);
    expect(partyLinkText('Elena Marie', { name: 'Lily', minor: true }, link)).toMatch(/parent or guardian/);
    const reminder = partyCountReminderText(
      {
        clientName: 'Zoë Núñez',
        eventDate: '2026-06-13',
        eventType: 'wedding',
        venueName: 'Folsom Lake Barn',
        party: [{ name: 'Zoë' }, { name: 'Maya' }],
      },
      '2026-05-30',
      { artistName: 'Elena Marie' },
    );
    expect(reminder).toContain('party changes close on Saturday, May 30, 2026');
    expect(reminder).toContain('2 people (Zoë, Maya)');
  });
});

describe('her link in the wedding week', () => {
  const link = 'https://example.com/party#abc';
  const when = (today: string) => ({ eventDate: '2027-02-11', today });
  it('asks her to open it once more from 7 days before the wedding, and not before', () => {
    expect(partyLinkText('Elena Marie', { name: 'Maya Lopez' }, link, when('2027-02-03'))).toMatch(
      /^Hi Maya! This is Elena Marie, your makeup/,
    );
    expect(partyLinkText('Elena Marie', { name: 'Maya Lopez' }, link, when('2027-02-04'))).toBe(
      'Hi Maya! This is Elena Marie: the wedding is in 7 days. Please open your page once more on your phone so it is saved there for the morning, with or without signal: https://example.com/party#abc\n- Elena Marie',
    );
    expect(partyLinkText('Elena Marie', { name: 'Maya Lopez' }, link, when('2027-02-10'))).toMatch(
      /the wedding is tomorrow/,
    );
    expect(partyLinkText('Elena Marie', { name: 'Lily', minor: true }, link, when('2027-02-11'))).toMatch(
      /^Hi! This is Elena Marie: the wedding is today\. Please open Lily's page once more/,
    );
    // After the day: the first text again (the page has nothing more to save).
    expect(partyLinkText('Elena Marie', { name: 'Maya Lopez' }, link, when('2027-02-12'))).toMatch(
      /your makeup artist/,
    );
  });
});
