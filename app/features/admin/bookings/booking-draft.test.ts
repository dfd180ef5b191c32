import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import {
  blankDraft,
  bodyOf,
  draftFromSchedule,
  draftOf,
  liveQuote,
  partyRow,
  priceListOf,
  quickRoles,
  serviceFor,
  withBridesmaids,
  type QuoteContext,
} from './booking-draft.ts';
import { errorsByField } from './booking-errors.ts';
import { answer } from './test-booking.ts';

/** A saved person, as the server answers her. */
const person = (name: string, services: string[], id = `b1-${name}`) => ({
  id,
  name,
  services,
  phone: '',
  email: '',
  payer: 'client' as const,
  minor: false,
  share: null,
  intakeDone: false,
  link: '',
  claimed: false,
});

const priceList = priceListOf(DEFAULT_SITE_SETTINGS.serviceGroups);
const context: QuoteContext = {
  settings: DEFAULT_BOOKING_SETTINGS,
  priceList,
  bookings: [],
  today: '2026-01-10',
};

describe('building the party', () => {
  it('brings the service a name or role suggests from her price list', () => {
    expect(serviceFor('Bride', priceList)).toBe('Bridal Makeup');
    expect(serviceFor('Bridesmaid 3', priceList)).toBe('Bridesmaid');
    expect(serviceFor('Maid of Honor', priceList)).toBe('Bridesmaid');
    expect(serviceFor('Mother of the Bride', priceList)).toBe('Mother of the Bride / Groom');
    expect(serviceFor('Flower Girl', priceList)).toBe('Flower Girl Makeup (12 & Under)');
    expect(serviceFor('Aunt Carol', priceList)).toBe('');
  });

  it('adds several bridesmaids at once, numbered on from the last, and offers the next one as a quick choice', () => {
    const party = withBridesmaids(
      [partyRow('Bride', 'Bridal Makeup'), partyRow('Bridesmaid 2', 'Bridesmaid')],
      3,
      priceList,
    );
    expect(party.map((row) => `${row.name}: ${row.services.join(' + ')}`)).toEqual([
      'Bride: Bridal Makeup',
      'Bridesmaid 2: Bridesmaid',
      'Bridesmaid 3: Bridesmaid',
      'Bridesmaid 4: Bridesmaid',
      'Bridesmaid 5: Bridesmaid',
    ]);
    expect(quickRoles(party)).toContain('Bridesmaid 6');
  });
});

describe('the body it sends', () => {
  it('sends typed miles as a number, none as null (estimate), and leaves out empty rows and a non-hold lapse date', () => {
    const draft = {
      ...blankDraft('2026-06-20', '123456'),
      clientName: 'Olivia',
      holdUntil: '2026-02-01',
      travelMiles: ' 25 ',
      party: [partyRow('Bride', 'Bridal Makeup'), partyRow('', '')],
    };
    const body = bodyOf(draft);
    expect(body.travelMiles).toBe(25);
    expect(body.holdUntil).toBe('');
    expect(body.party).toEqual([{ name: 'Bride', services: ['Bridal Makeup'], phone: '', email: '', payer: 'client' }]);
    expect(bodyOf({ ...draft, travelMiles: '' }).travelMiles).toBeNull();
    expect(bodyOf({ ...draft, travelMiles: '2.5' }).travelMiles).toBe('2.5');
    expect(bodyOf({ ...draft, eventType: 'special-event' }).pin).toBe('');
  });
});

describe('a person with several services', () => {
  it('sends her id back, her chosen services (not the empty select), and minor only when the artist set it', () => {
    const bride = { ...partyRow('Bride', 'Bridal Makeup'), id: 'p1', services: ['Bridal Makeup', '', 'Bridal Hair'] };
    const lily = { ...partyRow('Lily', 'Flower Girl Makeup (12 & Under)'), minor: false, payer: 'self' as const };
    const body = bodyOf({ ...blankDraft('2026-06-20', ''), party: [bride, lily] });
    expect(body.party).toEqual([
      { id: 'p1', name: 'Bride', services: ['Bridal Makeup', 'Bridal Hair'], phone: '', email: '', payer: 'client' },
      {
        name: 'Lily',
        services: ['Flower Girl Makeup (12 & Under)'],
        phone: '',
        email: '',
        payer: 'self',
        minor: false,
      },
    ]);
    // The server's `party.0.services.1` is the second service chosen: the third select.
    expect(errorsByField([{ path: 'party.0.services.1', message: 'Not on your list' }], [bride, lily])).toEqual({
      [`${bride.key}.services.2`]: 'Not on your list',
    });
    expect(errorsByField([{ path: 'party.1.phone', message: 'Phone must be…' }], [bride, lily])).toEqual({
      [`${lily.key}.phone`]: 'Phone must be…',
    });
  });

  it('prices one line per service, her row priced as the sum, and keeps a saved row’s minor as the default', () => {
    const saved = answer({ party: [person('Lily', ['Flower Girl Makeup (12 & Under)'])] });
    expect(draftOf(saved).party[0]!.minor).toBe(false);
    const bride = { ...partyRow('Bride', 'Bridal Makeup'), services: ['Bridal Makeup', 'Bridesmaid'] };
    const quote = liveQuote({ ...blankDraft('2026-06-17', ''), party: [bride] }, context);
    expect(quote.lines.map((line) => `${line.name}: ${line.service}`)).toEqual([
      'Bride: Bridal Makeup',
      'Bride: Bridesmaid',
    ]);
    expect(quote.prices.get(bride.key)).toBe(225 + 150);
  });
});

describe('a booking made from an existing schedule', () => {
  it('starts with its client, date and venue, and links it by id instead of making a schedule with a PIN', () => {
    const draft = draftFromSchedule({
      id: 'schedule-1',
      pin: '4821',
      clientName: 'Zoë Ñúñez',
      weddingDate: '2026-09-19',
      venueName: 'Vizcaya',
      venueAddress: '2019 21st St, Sacramento',
    });
    expect(draft).toMatchObject({
      clientName: 'Zoë Ñúñez',
      eventDate: '2026-09-19',
      eventType: 'wedding',
      venueName: 'Vizcaya',
      venueAddress: '2019 21st St, Sacramento',
      clientPhone: '',
      scheduleId: 'schedule-1',
    });
    const body = bodyOf({ ...draft, pin: '123456' });
    expect(body.scheduleId).toBe('schedule-1');
    expect(body.pin).toBe('');
    expect(bodyOf(blankDraft('2026-09-19', '123456')).scheduleId).toBe('');
  });
});

describe('the quote as she types', () => {
  const draft = {
    ...blankDraft('2026-06-20', '123456'),
    venueZip: '95603',
    party: withBridesmaids([partyRow('Bride', 'Bridal Makeup')], 5, priceList),
  };

  it('prices a six-person Saturday wedding from today’s list with the ZIP’s estimated miles (25 miles: $70)', () => {
    const quote = liveQuote(draft, { ...context, estimate: { zip: '95603', miles: 25 } });
    expect(quote.servicesTotal).toBe(225 + 5 * 150);
    expect(quote.milesSource).toBe('estimated');
    expect(quote.travelFee).toBe(70);
    expect(quote.total).toBe(1045);
    expect(quote.retainer).toBe(100);
    expect(quote.balance).toBe(1045);
    expect(quote.balanceDueDate).toBe('2026-06-20');
    expect(quote.warnings).toEqual([]);
  });

  it('warns, never blocks: a short weekend party, a full date, an unknown ZIP', () => {
    const short = { ...draft, party: draft.party.slice(0, 2) };
    const quote = liveQuote(short, {
      ...context,
      estimate: { zip: '95603', unknown: true },
      bookings: [answer({ id: 'other', eventDate: '2026-06-20' })],
    });
    expect(quote.warnings).toEqual([
      "A Saturday wedding needs at least 4 services; this party has 2 (a bridal preview doesn't count).",
      'This date already has 1 booking; your limit is 1 a day.',
      "ZIP 95603 isn't one we know: type the travel miles.",
    ]);
    expect(quote.travelFee).toBeNull();
    expect(quote.total).toBe(375);
  });

  it('keeps a saved booking’s prices, travel fee and payments; typed miles win over the estimate', () => {
    const saved = answer({
      id: 'b1',
      venueZip: '95603',
      party: [person('Bride', ['Bridal Makeup'])],
      quote: {
        lines: [{ name: 'Bride', service: 'Bridal Makeup', price: 200, durationMinutes: 90 }],
        servicesTotal: 200,
        travelMiles: 25,
        // Her rule then: $30 covering 10 miles, $1 a mile round trip (30 + 2 × 15).
        travelFee: 60,
        total: 260,
        travelMilesEstimated: true,
        travelByText: false,
        pricedOn: '2025-12-01',
        travelRule: { baseFee: 30, includedMiles: 10, perMile: 1, roundTrip: true, maxMiles: 100 },
      },
      payments: [
        { id: 'p', createdAt: '', amount: 100, method: 'Venmo', paidOn: '2026-01-10', note: '', payerId: '', tip: 0 },
      ],
      retainer: { amount: 80, dueDate: '2025-12-01' },
    });
    const editing = {
      ...draftOf(saved),
      party: [partyRow('Bride', 'Bridal Makeup'), partyRow('Bridesmaid 1', 'Bridesmaid')],
    };
    expect(editing.travelMiles).toBe('');
    const quote = liveQuote(editing, { ...context, saved });
    expect(quote.milesSource).toBe('saved');
    expect(quote.travelFee).toBe(60);
    expect(quote.total).toBe(200 + 150 + 60);
    expect(quote.retainer).toBe(80);
    expect(quote.paid).toBe(100);
    expect(quote.balance).toBe(310);
    const typed = liveQuote(
      { ...editing, travelMiles: '0' },
      { ...context, saved, estimate: { zip: '95603', miles: 25 } },
    );
    expect(typed.milesSource).toBe('typed');
    expect(typed.travelFee).toBe(0);
    expect(typed.total).toBe(350);
  });
});

describe('a saved booking’s travel when its miles change', () => {
  // Priced when her rule was $50 covering 5 miles, then $2 a mile round trip; today's rule is the spec's default.
  const keptRule = { baseFee: 50, includedMiles: 5, perMile: 2, roundTrip: true, maxMiles: 60 };
  const saved = answer({
    id: 'b2',
    venueZip: '95603',
    party: [person('Bride', ['Bridal Makeup'])],
    quote: {
      lines: [{ name: 'Bride', service: 'Bridal Makeup', price: 225, durationMinutes: 90 }],
      servicesTotal: 225,
      travelMiles: 25,
      // 50 + 2 × 2 × 20
      travelFee: 130,
      total: 355,
      travelMilesEstimated: false,
      travelByText: false,
      pricedOn: '2025-11-01',
      travelRule: keptRule,
    },
  });

  it('prices the new miles with the rule the booking was priced with, as Save does, not today’s', () => {
    const quote = liveQuote({ ...draftOf(saved), travelMiles: '30' }, { ...context, saved });
    // Kept rule: 50 + 2 × 2 × 25 = $150 (today's would say 40 + 2 × 20 = $80).
    expect(quote.travelFee).toBe(150);
    expect(quote.total).toBe(375);
  });

  it('keeps miles estimated when saved while the ZIP stays, as Save does, even if today’s estimate differs', () => {
    const estimated = { ...saved, quote: { ...saved.quote, travelMilesEstimated: true } };
    const draft = draftOf(estimated);
    expect(draft.travelMiles).toBe('');
    // Her home ZIP has changed since: today's estimate for the same venue says 40 miles.
    const same = liveQuote(draft, { ...context, saved: estimated, estimate: { zip: '95603', miles: 40 } });
    expect(same.milesSource).toBe('saved');
    expect(same.travelMiles).toBe(25);
    expect(same.travelFee).toBe(130);
    // A new venue ZIP is estimated again (and priced by the kept rule).
    const moved = liveQuote(
      { ...draft, venueZip: '95630' },
      { ...context, saved: estimated, estimate: { zip: '95630', miles: 10 } },
    );
    expect(moved.milesSource).toBe('estimated');
    // 50 + 2 × 2 × 5 by the kept rule
    expect(moved.travelFee).toBe(70);
  });

  it('estimates again when she clears miles she had typed, as Save does, not the typed ones', () => {
    const quote = liveQuote(
      { ...draftOf(saved), travelMiles: '' },
      { ...context, saved, estimate: { zip: '95603', miles: 20 } },
    );
    expect(quote.milesSource).toBe('estimated');
    // 50 + 2 × 2 × 15 by the kept rule
    expect(quote.travelFee).toBe(110);
    // A ZIP with no estimate: Save leaves travel out and asks for the miles, so the preview does too.
    const unknown = liveQuote(
      { ...draftOf(saved), travelMiles: '' },
      { ...context, saved, estimate: { zip: '95603', unknown: true } },
    );
    expect(unknown.milesSource).toBe('none');
    expect(unknown.travelFee).toBeNull();
    expect(unknown.total).toBe(225);
  });

  it('quotes travel by text beyond the kept rule’s limit, and warns by it', () => {
    const quote = liveQuote({ ...draftOf(saved), travelMiles: '70' }, { ...context, saved });
    expect(quote.travelByText).toBe(true);
    expect(quote.travelFee).toBeNull();
    expect(quote.total).toBe(225);
    expect(quote.warnings).toContain('70 miles is beyond your 60-mile limit: quote travel by text (not in the total).');
  });
});
