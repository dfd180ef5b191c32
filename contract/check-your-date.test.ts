import { describe, expect, it } from 'vitest';
import {
  dateCheckGreeting,
  dateCheckText,
  dateEstimate,
  dateStanding,
  firstChairFor,
  lastBookableDate,
  monthAround,
  partyLines,
  partySummary,
  textButtonLabel,
  travelWords,
  VISITOR_NAME_MAX,
  visitorNameProblem,
  weekendMinimumNote,
  type DateCheckMessage,
} from './check-your-date.ts';
import { offeredGroups } from './offered-services.ts';
import { DEFAULT_TRAVEL_RULE, retainerFor } from './quote.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

const groups = DEFAULT_SITE_SETTINGS.serviceGroups;
const weddingGroups = offeredGroups(groups, 'wedding');
/** The party of six: Bridal Makeup ×1, Bridesmaid ×4, Flower Girl ×1. */
const sixCounts = { 'Bridal Makeup': 1, Bridesmaid: 4, 'Flower Girl Makeup (12 & Under)': 1 };
const six = partyLines(weddingGroups, sixCounts, 'wedding');

describe('the booking horizon and the date look-up', () => {
  it('ends her horizon that many calendar months ahead, the 31st becoming a shorter month’s last day', () => {
    expect(lastBookableDate('2026-11-25', 18)).toBe('2028-05-25');
    expect(lastBookableDate('2026-08-31', 6)).toBe('2027-02-28');
    expect(lastBookableDate('2027-12-31', 2)).toBe('2028-02-29');
  });

  it('says a date has passed, is beyond her horizon, or can be looked up', () => {
    expect(dateStanding('2026-11-24', '2026-11-25', 18)).toBe('past');
    expect(dateStanding('2026-11-25', '2026-11-25', 18)).toBe('bookable');
    expect(dateStanding('2028-05-25', '2026-11-25', 18)).toBe('bookable');
    expect(dateStanding('2028-05-26', '2026-11-25', 18)).toBe('beyond-horizon');
    expect(dateStanding('2027-02-30', '2026-11-25', 18)).toBe('not-a-date');
    expect(dateStanding('', '2026-11-25', 18)).toBe('not-a-date');
  });

  it('asks for the whole month around a date, so the next date she tries that month needs no request', () => {
    expect(monthAround('2027-06-12')).toEqual({ month: '2027-06', from: '2027-06-01', to: '2027-06-30' });
    expect(monthAround('2028-02-03')).toEqual({ month: '2028-02', from: '2028-02-01', to: '2028-02-29' });
    expect(monthAround('2027-12-31')).toEqual({ month: '2027-12', from: '2027-12-01', to: '2027-12-31' });
  });
});

describe('who is getting ready', () => {
  it('offers a wedding her wedding services and add-ons, a special event the rest, never the lessons', () => {
    expect(weddingGroups.map((group) => group.name)).toEqual(['Weddings', 'Add-Ons']);
    expect(offeredGroups(groups, 'special-event').map((group) => group.name)).toEqual(['Special Events & Photoshoots']);
  });

  it('offers every group but the lessons when her group names say neither', () => {
    const neutral = (text: string) => text.replace(/Bridal|Wedding|Bride/g, 'Main');
    const renamed = groups.map((group, index) => ({
      ...group,
      name: `Menu ${index + 1}`,
      items: group.items.map((item) => ({ ...item, name: neutral(item.name), typeLabel: neutral(item.typeLabel) })),
    }));
    expect(offeredGroups(renamed, 'wedding').map((group) => group.name)).toEqual(['Menu 1', 'Menu 2', 'Menu 3']);
  });

  it('makes one priced line per person, the bride named so the back-timing seats her last', () => {
    expect(six.map((line) => line.name)).toEqual([
      'Bride',
      'Bridesmaid 1',
      'Bridesmaid 2',
      'Bridesmaid 3',
      'Bridesmaid 4',
      'Flower Girl Makeup (12 & Under)',
    ]);
    expect(partySummary(six)).toBe('Bridal Makeup ×1, Bridesmaid ×4, Flower Girl Makeup (12 & Under) ×1');
  });

  it('notes the weekend minimum for a Saturday or Sunday wedding short of 4 services, previews not counted', () => {
    const three = partyLines(weddingGroups, { 'Bridal Makeup': 1, 'Bridal Preview': 1, Bridesmaid: 2 }, 'wedding');
    expect(weekendMinimumNote('2027-06-12', 'wedding', three)).toBe(
      "Saturday weddings start at 4 services (a bridal preview is booked separately and doesn't count): you have 3 so far.",
    );
    expect(weekendMinimumNote('2027-06-13', 'wedding', [])).toMatch(/^Sunday weddings start at 4 services/);
    expect(weekendMinimumNote('2027-06-11', 'wedding', three)).toBeNull(); // a Friday
    expect(weekendMinimumNote('2027-06-12', 'special-event', three)).toBeNull();
    expect(weekendMinimumNote('2027-06-12', 'wedding', six)).toBeNull();
  });
});

describe('ready by', () => {
  it('back-times the first chair from the ready-by time, for her one or two chairs', () => {
    // 15 minutes' buffer, then 90 + 4 × 60 + 25 = 355 minutes in one chair: 3:00 PM − 370 min = 8:50 AM.
    expect(firstChairFor(six, '15:00', 1)).toEqual({
      kind: 'time',
      firstStart: '8:50 AM',
      readyBy: '3:00 PM',
      warnings: [],
    });
    expect(firstChairFor(six, '3:00 PM', 2)).toMatchObject({ kind: 'time', firstStart: '11:20 AM' });
  });

  it('leaves a bridal preview out of the wedding morning', () => {
    const withPreview = partyLines(weddingGroups, { ...sixCounts, 'Bridal Preview': 1 }, 'wedding');
    expect(firstChairFor(withPreview, '15:00', 1)).toMatchObject({ firstStart: '8:50 AM' });
  });

  it('says what is missing instead of a time', () => {
    expect(firstChairFor([], '15:00', 1)).toEqual({
      kind: 'missing',
      message: "Add who's getting ready to see when the first chair starts.",
    });
    expect(firstChairFor(six, ' ', 1)).toEqual({ kind: 'missing', message: 'Enter the time you need to be ready by.' });
    expect(firstChairFor(six, 'after lunch', 1)).toMatchObject({ kind: 'missing' });
  });
});

describe('the estimate and the text', () => {
  const rule = DEFAULT_TRAVEL_RULE;
  const auburn = { kind: 'estimate', zip: '95603', place: 'Auburn, CA', miles: 25 } as const;

  it('is her quote: services, travel by her rule, the total, and the retainer for the occasion', () => {
    const { quote, retainer } = dateEstimate(six, auburn, rule, retainerFor('wedding', DEFAULT_SITE_SETTINGS));
    expect(quote.servicesTotal).toBe(875);
    expect(quote.travelFee).toBe(70);
    expect(quote.total).toBe(945);
    expect(retainer).toBe(100);
    expect(travelWords(quote)).toBe('about 25 miles: $70 travel');
    expect(retainerFor('special-event', { retainerAmount: 100, eventRetainerAmount: 50 })).toBe(50);
  });

  it('quotes travel by text for an unknown ZIP or one beyond her limit, leaving it out of the total', () => {
    const unknown = dateEstimate(six, { kind: 'by-text', zip: '99999' }, rule, 100).quote;
    expect(travelWords(unknown)).toBe('travel quoted by text');
    expect(unknown.total).toBe(875);
    const far = dateEstimate(six, { ...auburn, miles: 140 }, rule, 100).quote;
    expect(travelWords(far)).toBe('travel quoted by text');
    expect(far.total).toBe(875);
  });

  const message = (changes: Partial<DateCheckMessage> = {}): DateCheckMessage => ({
    artistName: 'Elena Marie',
    visitorName: '',
    occasion: 'wedding',
    date: '2027-06-12',
    lines: six,
    travel: auburn,
    readyBy: '15:00',
    firstChair: firstChairFor(six, '15:00', 1),
    estimate: dateEstimate(six, auburn, rule, 100),
    ...changes,
  });

  it('writes out the five things How to Book asks for, then the estimate', () => {
    expect(dateCheckText(message())).toBe(
      [
        "Hi Elena! I'd like to book makeup with you.",
        'Occasion: Wedding',
        'Date: Saturday, June 12, 2027',
        'Number of services: 6 (Bridal Makeup ×1, Bridesmaid ×4, Flower Girl Makeup (12 & Under) ×1)',
        'Getting ready in: Auburn, CA 95603',
        'Ready by: 3:00 PM (first chair about 8:50 AM)',
        'Estimate from your site: services $875, about 25 miles: $70 travel, total $945, $100 retainer to reserve the date.',
      ].join('\n'),
    );
  });

  it('says "not sure yet" for what she has not told it, and "plus travel" when travel is quoted by text', () => {
    const empty = dateCheckText(
      message({
        date: '',
        lines: [],
        travel: null,
        readyBy: '',
        firstChair: firstChairFor([], '', 1),
        estimate: dateEstimate([], null, rule, 100),
      }),
    );
    expect(empty).toBe(
      [
        "Hi Elena! I'd like to book makeup with you.",
        'Occasion: Wedding',
        'Date: not sure yet',
        'Number of services: not sure yet',
        'Getting ready in: not sure yet',
        'Ready by: not sure yet',
      ].join('\n'),
    );
    const byText = dateCheckText(
      message({ travel: { kind: 'by-text', zip: '99999' }, estimate: dateEstimate(six, null, rule, 0) }),
    );
    expect(byText).toContain('Getting ready in: ZIP 99999');
    expect(byText).toContain('Estimate from your site: services $875, travel quoted by text, total $875 plus travel.');
  });

  it('greets her by her first name and is signed with the name the visitor typed, the five things kept', () => {
    const text = dateCheckText(message({ artistName: 'Sofia Reyes', visitorName: '  Maya ' }));
    expect(text.split('\n')).toEqual([
      "Hi Sofia! This is Maya. I'd like to book makeup with you.",
      'Occasion: Wedding',
      'Date: Saturday, June 12, 2027',
      'Number of services: 6 (Bridal Makeup ×1, Bridesmaid ×4, Flower Girl Makeup (12 & Under) ×1)',
      'Getting ready in: Auburn, CA 95603',
      'Ready by: 3:00 PM (first chair about 8:50 AM)',
      'Estimate from your site: services $875, about 25 miles: $70 travel, total $945, $100 retainer to reserve the date.',
    ]);
    expect(dateCheckGreeting('Sofia Reyes', '')).toBe("Hi Sofia! I'd like to book makeup with you.");
    expect(dateCheckGreeting(' Zoë  Ann Marie ', 'Maya\tLópez')).toBe(
      "Hi Zoë! This is Maya López. I'd like to book makeup with you.",
    );
  });

  it('says what is wrong with a name beside the field, and leaves a name with a problem out of the text', () => {
    expect(visitorNameProblem('')).toBeNull();
    expect(visitorNameProblem('   ')).toBeNull();
    expect(visitorNameProblem('Maya')).toBeNull();
    expect(visitorNameProblem('x'.repeat(VISITOR_NAME_MAX))).toBeNull();
    const long = 'Maya '.repeat(10);
    expect(visitorNameProblem(long)).toBe('Up to 40 characters, please (this is 49): your first name is enough.');
    expect(visitorNameProblem('12345')).toBe('Your name needs letters, like Maya.');
    expect(visitorNameProblem('?!')).toBe('Your name needs letters, like Maya.');
    expect(dateCheckGreeting('Sofia Reyes', long)).toBe("Hi Sofia! I'd like to book makeup with you.");
    expect(dateCheckGreeting('Sofia Reyes', '12345')).toBe("Hi Sofia! I'd like to book makeup with you.");
  });

  it('labels the button with her name and the date', () => {
    expect(textButtonLabel('Elena Marie', '2027-06-12')).toBe('Text Elena Marie about Saturday, June 12, 2027');
    expect(textButtonLabel('Elena Marie', '')).toBe('Text Elena Marie about your date');
  });
});
