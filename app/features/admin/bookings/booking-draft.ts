import {
  balanceDueDateOf,
  bookingWarnings,
  type Booking,
  type BookingAnswer,
  type BookingInput,
  paymentMovements,
  type QuoteTerms,
} from '#contract/booking.ts';
import { isCalendarDate } from '#contract/calendar-day.ts';
import { defaultMinor, type PartyPerson, type Payer } from '#contract/party.ts';
import { balanceOf, quoteFor, sumDollars, type QuoteLine, type TravelRule } from '#contract/quote.ts';
import type { BookingSettings } from '#contract/site-settings.schema.ts';
import { isOffered, type ServiceGroup, type ServiceItem } from '#contract/site-settings.ts';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';

// The booking form's own shape (what she types, as she types it), the body it sends, and the quote worked out as she
// types: the contract's money functions over her price list, so the figure on screen is the one the server answers.

export interface PartyRow {
  /** Stable while rows are added and removed, so each row keeps its inputs (and focus). */
  key: string;
  /** The saved person's id ('' for a person not saved yet): sent back, so an edit keeps her id. */
  id: string;
  name: string;
  /** Her services in the order chosen, 1 to MAX_SERVICES_PER_PERSON; '' is a service not chosen yet. */
  services: string[];
  phone: string;
  email: string;
  payer: Payer;
  /** Set by the artist; null follows the default (a flower girl is a minor). */
  minor: boolean | null;
}

/** The booking's facts as the form holds them: the stored ones as they are, the party as rows, miles as typed. */
export type BookingDraft = Pick<
  Booking,
  | 'clientName'
  | 'clientPhone'
  | 'clientEmail'
  | 'eventDate'
  | 'eventType'
  | 'status'
  | 'holdUntil'
  | 'venueName'
  | 'venueAddress'
  | 'venueZip'
  | 'readyBy'
  | 'notes'
> & {
  /** Parking and access, for her team's call sheets. */
  parkingNotes: string;
  /** Her client's automatic e-mails (contract/client-emails.ts): on unless she turns them off. */
  autoEmails: boolean;
  party: PartyRow[];
  /** Typed miles; empty estimates them from the ZIP. */
  travelMiles: string;
  pin: string;
  /** An existing wedding schedule this new booking takes as its own (instead of making one with `pin`), or ''. */
  scheduleId: string;
};

/** The facts of an existing schedule that a booking made from it starts with. */
export type ScheduleFacts = Pick<
  WeddingSchedule,
  'id' | 'pin' | 'clientName' | 'weddingDate' | 'venueName' | 'venueAddress'
>;

let rowKeys = 0;
export const partyRow = (name = '', service = ''): PartyRow => ({
  key: `person-${(rowKeys += 1)}`,
  id: '',
  name,
  services: [service],
  phone: '',
  email: '',
  payer: 'client',
  minor: null,
});

/** The saved person as a row: her minor switch follows the default again while it agrees with it. */
const rowOf = (person: PartyPerson): PartyRow => ({
  ...partyRow(person.name),
  id: person.id,
  services: [...person.services],
  phone: person.phone,
  email: person.email,
  payer: person.payer,
  minor: person.minor === defaultMinor(person.services) ? null : person.minor,
});

/** Whether the row's person is a minor: as the artist set it, else the default for her services. */
export const isMinor = (row: PartyRow) => row.minor ?? defaultMinor(chosenServices(row));

/** The services chosen in a row, without the selects left empty. */
export const chosenServices = (row: PartyRow) => row.services.filter((service) => service !== '');

export const blankDraft = (eventDate: string, pin: string): BookingDraft => ({
  clientName: '',
  clientPhone: '',
  clientEmail: '',
  eventDate,
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: '',
  venueAddress: '',
  venueZip: '',
  readyBy: '',
  party: [],
  travelMiles: '',
  notes: '',
  parkingNotes: '',
  autoEmails: true,
  pin,
  scheduleId: '',
});

/**
 * A new wedding booking made from an existing schedule: its client name, date and venue, linked by its id (the PIN
 * stays the schedule's). The client's phone is left to type: the schedule's phone is the day-of contact, hers.
 */
export const draftFromSchedule = (schedule: ScheduleFacts): BookingDraft => ({
  ...blankDraft(schedule.weddingDate, ''),
  clientName: schedule.clientName,
  venueName: schedule.venueName,
  venueAddress: schedule.venueAddress,
  scheduleId: schedule.id,
});

/** The form filled from a saved booking. Miles she typed stay typed; estimated ones are left to the estimate. */
export const draftOf = (booking: BookingAnswer): BookingDraft => ({
  clientName: booking.clientName,
  clientPhone: booking.clientPhone,
  clientEmail: booking.clientEmail,
  eventDate: booking.eventDate,
  eventType: booking.eventType,
  status: booking.status,
  holdUntil: booking.holdUntil,
  venueName: booking.venueName,
  venueAddress: booking.venueAddress,
  venueZip: booking.venueZip,
  readyBy: booking.readyBy,
  party: booking.party.map(rowOf),
  travelMiles:
    booking.quote.travelMiles !== null && !booking.quote.travelMilesEstimated ? String(booking.quote.travelMiles) : '',
  notes: booking.notes,
  parkingNotes: booking.parkingNotes ?? '',
  autoEmails: booking.autoEmails,
  pin: booking.pin ?? '',
  scheduleId: '',
});

/** The party rows that are sent: a row with neither a name nor a service is left out. */
export const sentRowsOf = (draft: Pick<BookingDraft, 'party'>) =>
  draft.party.filter((row) => row.name.trim() || chosenServices(row).length > 0);

/** Typed miles as a number; anything else is sent as typed, for the server to name the field. */
const milesOf = (typed: string): number | string | null => {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
};

/** The POST or PUT body. Empty rows are left out; a hold keeps its lapse date, other statuses send none. */
export function bodyOf(draft: BookingDraft): Omit<BookingInput, 'travelMiles' | 'party'> & {
  travelMiles: number | string | null;
  party: (Omit<BookingInput['party'][number], 'id' | 'minor'> & { id?: string; minor?: boolean })[];
} {
  return {
    clientName: draft.clientName,
    clientPhone: draft.clientPhone,
    clientEmail: draft.clientEmail,
    eventDate: draft.eventDate,
    eventType: draft.eventType,
    status: draft.status,
    holdUntil: draft.status === 'held' ? draft.holdUntil : '',
    venueName: draft.venueName,
    venueAddress: draft.venueAddress,
    venueZip: draft.venueZip.trim(),
    readyBy: draft.readyBy,
    party: sentRowsOf(draft).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name.trim(),
      services: chosenServices(row),
      phone: row.phone.trim(),
      email: row.email.trim(),
      payer: row.payer,
      ...(row.minor === null ? {} : { minor: row.minor }),
    })),
    travelMiles: milesOf(draft.travelMiles),
    notes: draft.notes,
    parkingNotes: draft.parkingNotes,
    autoEmails: draft.autoEmails,
    // A schedule to link, or a PIN to make one with: never both (the server refuses that).
    pin: draft.eventType === 'wedding' && !draft.scheduleId ? draft.pin.trim() : '',
    scheduleId: draft.scheduleId,
  };
}

/** Every service on her price list, in its order. */
export const priceListOf = (groups: readonly ServiceGroup[]): ServiceItem[] => groups.flatMap((group) => group.items);

/** Every service of the groups she offers, in order (a switched-off group is not offered for a new booking). */
export const offeredPriceListOf = (groups: readonly ServiceGroup[]): ServiceItem[] =>
  priceListOf(groups.filter(isOffered));

/** The quick names for "name or role", and the service each brings from her list (first match by name). */
const ROLE_SERVICES: readonly { role: RegExp; service: RegExp }[] = [
  { role: /^bride\b/i, service: /bridal(?!.*preview)/i },
  { role: /bridesmaid|maid of honou?r|matron/i, service: /bridesmaid/i },
  { role: /mother|grandmother/i, service: /mother/i },
  { role: /flower girl/i, service: /flower girl/i },
];

/** The service a person's name or role suggests ("Bridesmaid 3" → Bridesmaid), '' when nothing fits. */
export function serviceFor(name: string, priceList: readonly ServiceItem[]): string {
  const rule = ROLE_SERVICES.find(({ role }) => role.test(name.trim()));
  if (!rule) return '';
  return priceList.find((item) => rule.service.test(item.name))?.name ?? '';
}

/** The next bridesmaid's number: one more than the highest "Bridesmaid N" in the party. */
export const nextBridesmaid = (party: readonly PartyRow[]) =>
  Math.max(0, ...party.map((row) => Number(/^bridesmaid\s+(\d+)$/i.exec(row.name.trim())?.[1] ?? 0))) + 1;

/** The party with `count` more bridesmaids, numbered on from the last. */
export function withBridesmaids(party: readonly PartyRow[], count: number, priceList: readonly ServiceItem[]) {
  const first = nextBridesmaid(party);
  const service = serviceFor('Bridesmaid', priceList);
  return [...party, ...Array.from({ length: count }, (_, index) => partyRow(`Bridesmaid ${first + index}`, service))];
}

/** The quick choices for "name or role": Bride, the next Bridesmaid N, and the family. */
export const quickRoles = (party: readonly PartyRow[]) => [
  'Bride',
  `Bridesmaid ${nextBridesmaid(party)}`,
  'Maid of Honor',
  'Mother of the Bride',
  'Mother of the Groom',
  'Flower Girl',
];

/** Where the miles in the quote come from. */
export type MilesSource = 'typed' | 'estimated' | 'saved' | 'none';

/** What the live quote knows besides the draft. */
export interface QuoteContext {
  settings: Pick<
    BookingSettings,
    | 'travelFee'
    | 'retainerAmount'
    | 'eventRetainerAmount'
    | 'balanceDueDaysBefore'
    | 'bookingsPerDay'
    | 'weddingMinimum'
  >;
  priceList: readonly ServiceItem[];
  /** Her price list's groups (its Hair group does not count toward the wedding minimum). */
  serviceGroups?: readonly ServiceGroup[];
  /** The booking as saved, when editing one: its kept prices, miles, retainer and payments. */
  saved?: BookingAnswer;
  /** The estimate for the draft's ZIP: miles, or 'unknown' for a ZIP the server does not know. */
  estimate?: { zip: string; miles: number } | { zip: string; unknown: true };
  /** Every booking, for "a second booking on a date at her capacity". */
  bookings: readonly BookingAnswer[];
  today: string;
}

export interface LiveQuote {
  lines: QuoteLine[];
  /** Each party row's price (all her services), by its key (rows with no priced service have none). */
  prices: ReadonlyMap<string, number>;
  servicesTotal: number;
  travelMiles: number | null;
  milesSource: MilesSource;
  /** The travel fee in the total; null when unknown or quoted by text. */
  travelFee: number | null;
  travelByText: boolean;
  total: number;
  retainer: number;
  paid: number;
  balance: number;
  balanceDueDate: string;
  warnings: string[];
}

/**
 * The quote as she types, by the rules the server applies when she saves: a service already quoted keeps its price
 * (the price lock), a new one takes today's; typed miles win, then miles estimated when saved (same ZIP), then the
 * ZIP's estimate today; travel is priced by the booking's kept rule.
 */
export function liveQuote(draft: BookingDraft, context: QuoteContext): LiveQuote {
  const { saved, settings } = context;
  const lines: QuoteLine[] = [];
  const prices = new Map<string, number>();
  for (const row of draft.party) {
    const rowLines: QuoteLine[] = [];
    for (const service of chosenServices(row)) {
      // As the server's priceParty: her own kept line first, then any kept line of that service, then today's list.
      const keptLines = saved?.quote.lines ?? [];
      const kept =
        (row.id ? keptLines.find((line) => line.personId === row.id && line.service === service) : undefined) ??
        keptLines.find((line) => line.service === service);
      const today = context.priceList.find((item) => item.name === service);
      const priced = kept ?? (today && { price: today.price, durationMinutes: today.durationMinutes });
      if (!priced) continue;
      rowLines.push({
        name: row.name.trim(),
        ...(row.id ? { personId: row.id } : {}),
        service,
        price: priced.price,
        durationMinutes: priced.durationMinutes,
      });
    }
    if (rowLines.length === 0) continue;
    prices.set(row.key, sumDollars(rowLines.map((line) => line.price)));
    lines.push(...rowLines);
  }

  const typed = milesOf(draft.travelMiles);
  const zip = draft.venueZip.trim();
  const estimate = context.estimate?.zip === zip ? context.estimate : undefined;
  let travelMiles: number | null = null;
  let milesSource: MilesSource = 'none';
  // As the server's travelOf: typed miles win; miles estimated when saved stay while the ZIP does (a new home ZIP
  // never changes a sent quote); otherwise today's estimate for the ZIP, or none.
  if (typeof typed === 'number') {
    travelMiles = typed;
    milesSource = 'typed';
  } else if (saved && saved.quote.travelMilesEstimated && saved.venueZip === zip && saved.quote.travelMiles !== null) {
    travelMiles = saved.quote.travelMiles;
    milesSource = 'saved';
  } else if (estimate && 'miles' in estimate) {
    travelMiles = estimate.miles;
    milesSource = 'estimated';
  }

  // A saved booking keeps the travel rule it was priced with (the server keeps it on every edit, until "Use today's
  // prices"), so its miles, changed or not, are priced by that rule; a new booking takes today's.
  const rule: TravelRule = saved?.quote.travelRule ?? settings.travelFee;
  const quote = quoteFor(lines, travelMiles, rule);
  const { travelFee, total } = quote;
  const travelByText = quote.travel.kind === 'quoted-by-text';
  // The kept retainer, unless the event type changed: then today's for the new type, as the server does.
  const retainer =
    saved && saved.eventType === draft.eventType
      ? saved.retainer.amount
      : draft.eventType === 'wedding'
        ? settings.retainerAmount
        : settings.eventRetainerAmount;
  const { paid, balance } = balanceOf(total, paymentMovements(saved?.payments ?? []));

  const terms: QuoteTerms = {
    lines,
    travelMiles,
    travelMilesEstimated: milesSource === 'estimated',
    travelRule: rule,
    retainerAmount: retainer,
    pricedOn: context.today,
  };
  const id = saved?.id ?? '';
  const warnings = bookingWarnings(
    {
      id,
      eventDate: draft.eventDate,
      eventType: draft.eventType,
      status: draft.status,
      holdUntil: draft.holdUntil,
      venueZip: zip,
      terms,
    },
    context.bookings.filter((other) => other.eventDate === draft.eventDate),
    {
      bookingsPerDay: settings.bookingsPerDay,
      zipKnown: !(estimate && 'unknown' in estimate),
      weddingMinimum: settings.weddingMinimum,
      serviceGroups: context.serviceGroups,
    },
    context.today,
  );
  return {
    lines,
    prices,
    servicesTotal: quote.servicesTotal,
    travelMiles,
    milesSource,
    travelFee,
    travelByText,
    total,
    retainer,
    paid,
    balance,
    balanceDueDate: isCalendarDate(draft.eventDate)
      ? balanceDueDateOf(draft.eventDate, settings.balanceDueDaysBefore)
      : '',
    warnings,
  };
}
