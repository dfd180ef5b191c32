import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingWarnings, type Booking } from './booking.ts';
import { firstIssueField, firstIssueMessage } from './fields.ts';
import { defaultMinor, partyPersonInput, partyPersonOf, peopleCount, upgradedParty } from './party.ts';
import { DEFAULT_TRAVEL_RULE } from './quote.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

const parse = (input: unknown) => v.safeParse(partyPersonInput, input);

describe('a party person as typed', () => {
  it('takes several services, and the old { name, service } form as one', () => {
    const both = parse({ name: 'Bride', services: ['Bridal Makeup', 'Bridal Hair'] });
    expect(both.success && both.output).toEqual({
      id: '',
      name: 'Bride',
      services: ['Bridal Makeup', 'Bridal Hair'],
      phone: '',
      email: '',
      payer: 'client',
      minor: undefined,
    });
    const old = parse({ name: 'Mom', service: 'Mother of the Bride / Groom' });
    expect(old.success && old.output.services).toEqual(['Mother of the Bride / Groom']);
  });

  it('names the service at fault: none chosen, or the seventh', () => {
    const none = parse({ name: 'Bride', services: [] });
    expect(none.success).toBe(false);
    expect(firstIssueField(none.issues!)).toBe('services.0');
    expect(firstIssueMessage(none.issues!)).toBe('Choose a service');
    const seven = parse({ name: 'Bride', services: Array.from({ length: 7 }, () => 'Bridesmaid') });
    expect(firstIssueField(seven.issues!)).toBe('services.6');
    expect(firstIssueMessage(seven.issues!)).toBe('One person can have at most 6 services');
    const blank = parse({ name: 'Bride', services: ['Bridal Makeup', ' '] });
    expect(firstIssueField(blank.issues!)).toBe('services.1');
  });

  it('checks her phone and e-mail when given, and who pays', () => {
    expect(firstIssueField(parse({ name: 'Ana', services: ['Bridesmaid'], phone: '12' }).issues!)).toBe('phone');
    expect(firstIssueField(parse({ name: 'Ana', services: ['Bridesmaid'], email: 'ana@' }).issues!)).toBe('email');
    expect(firstIssueField(parse({ name: 'Ana', services: ['Bridesmaid'], payer: 'mom' }).issues!)).toBe('payer');
  });

  it('makes a flower girl a minor unless the artist says otherwise', () => {
    const flowerGirl = ['Flower Girl Makeup (12 & Under)'];
    expect(defaultMinor(flowerGirl)).toBe(true);
    expect(defaultMinor([...flowerGirl, 'Bridesmaid'])).toBe(false);
    const typed = (minor?: boolean) => {
      const result = v.parse(partyPersonInput, { name: 'Lily', services: flowerGirl, minor });
      return partyPersonOf(result, () => 'new').minor;
    };
    expect(typed()).toBe(true);
    expect(typed(false)).toBe(false);
    expect(
      partyPersonOf(v.parse(partyPersonInput, { id: 'p1', name: 'A', services: ['Bridesmaid'] }), () => 'x').id,
    ).toBe('p1');
  });

  it('counts people, never services', () => {
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(6)).toBe('6 people');
  });
});

describe('a booking stored before people had several services', () => {
  it('reads each line as one person, with ids made from the booking', () => {
    const lines = [
      { name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 },
      { name: 'Lily', service: 'Flower Girl Makeup (12 & Under)', price: 50, durationMinutes: 25 },
    ];
    const { party, lines: upgraded } = upgradedParty('b7', lines);
    expect(party).toEqual([
      { id: 'b7-p1', name: 'Bride', services: ['Bridal Makeup'], phone: '', email: '', payer: 'client', minor: false },
      {
        id: 'b7-p2',
        name: 'Lily',
        services: ['Flower Girl Makeup (12 & Under)'],
        phone: '',
        email: '',
        payer: 'client',
        minor: false,
      },
    ]);
    expect(upgraded.map((line) => line.personId)).toEqual(['b7-p1', 'b7-p2']);
    expect(upgraded.map((line) => line.price)).toEqual([225, 50]);
  });
});

describe('the wedding minimum with hair on the list', () => {
  const hairGroups = [
    ...DEFAULT_SITE_SETTINGS.serviceGroups,
    {
      name: 'Hair',
      note: '',
      offered: true,
      items: [{ name: 'Bridal Hair', typeLabel: '', price: 200, durationMinutes: 75, bullets: [] }],
    },
  ];
  const line = (name: string, service: string) => ({ name, service, price: 100, durationMinutes: 60 });
  const saturday = (
    services: string[],
  ): Pick<Booking, 'id' | 'eventDate' | 'eventType' | 'status' | 'holdUntil' | 'venueZip' | 'terms'> => ({
    id: 'b1',
    eventDate: '2027-06-12',
    eventType: 'wedding',
    status: 'booked',
    holdUntil: '',
    venueZip: '',
    terms: {
      lines: services.map((service, index) => line(`P${index}`, service)),
      travelMiles: 0,
      travelMilesEstimated: false,
      travelRule: DEFAULT_TRAVEL_RULE,
      retainerAmount: 0,
      pricedOn: '2027-01-01',
    },
  });
  const minimumWarning = (services: string[]) =>
    bookingWarnings(
      saturday(services),
      [],
      { bookingsPerDay: 1, zipKnown: true, serviceGroups: hairGroups },
      '2027-01-01',
    ).find((warning) => warning.includes('needs at least'));

  it("counts a bride's makeup and hair as one service toward it, and previews not at all", () => {
    expect(minimumWarning(['Bridal Makeup', 'Bridal Hair', 'Bridesmaid', 'Bridesmaid', 'Bridal Preview'])).toBe(
      "A Saturday wedding needs at least 4 services; this party has 3 (a bridal preview doesn't count).",
    );
    expect(
      minimumWarning(['Bridal Makeup', 'Bridal Hair', 'Bridesmaid', 'Bridesmaid', 'Flower Girl Makeup (12 & Under)']),
    ).toBeUndefined();
  });
});
