import { describe, expect, it } from 'vitest';
import { blankTeamDraft, draftOfArtist, formFieldOf, payLine, teamBody } from './team-draft.ts';

describe('the team form', () => {
  const services = ['Bridal Makeup', 'Bridesmaid', 'Bridesmaid Hair'];

  it('sends a rate per service typed, in price-list order, and names where each went', () => {
    const draft = {
      ...blankTeamDraft(),
      name: 'Dana',
      phone: '916 555 0142',
      rates: { Bridesmaid: '90', 'Bridal Makeup': '$120', 'Bridesmaid Hair': '' },
    };
    const { body, rateFields } = teamBody(draft, services);
    expect(body.rates).toEqual([
      { serviceName: 'Bridal Makeup', amount: 120 },
      { serviceName: 'Bridesmaid', amount: 90 },
    ]);
    expect(body.dayRate).toBeNull();
    expect(body.earlyStartFee).toBe(0);
    expect(rateFields).toEqual(['Bridal Makeup', 'Bridesmaid']);
    expect(formFieldOf('rates.1.amount', rateFields)).toBe('rate:Bridesmaid');
    expect(formFieldOf('phone', rateFields)).toBe('phone');
  });

  it('sends a day rate instead of rates, and text it cannot read as typed for the server to name', () => {
    const draft = {
      ...blankTeamDraft(),
      payBy: 'day' as const,
      dayRate: '450',
      rates: { Bridesmaid: '90' },
      earlyStartFee: 'lots',
    };
    const { body } = teamBody(draft, services);
    expect(body).toMatchObject({ rates: [], dayRate: 450, earlyStartFee: 'lots' });
    expect(teamBody({ ...draft, dayRate: '' }, services).body.dayRate).toBe(0);
  });

  it('keeps a rate for a service no longer in her price list, and reads a saved artist back', () => {
    const artist = {
      id: 'a1',
      createdAt: '',
      name: 'Dana',
      phone: '(916) 555-0142',
      email: '',
      rates: [{ serviceName: 'Old Service', amount: 75.5 }],
      dayRate: null,
      earlyStartFee: 125,
      w9OnFile: true,
      active: true,
    };
    const draft = draftOfArtist(artist);
    expect(draft).toMatchObject({ payBy: 'service', rates: { 'Old Service': '75.5' }, earlyStartFee: '125' });
    expect(teamBody(draft, services).body.rates).toEqual([{ serviceName: 'Old Service', amount: 75.5 }]);
    expect(payLine(artist)).toBe('$75.50 Old Service · early start $125');
    expect(payLine({ ...artist, dayRate: 450, earlyStartFee: 0 })).toBe('$450 a day');
  });
});
