import type { BooksFigures, BooksYear } from '#contract/books.ts';
import { noRateMessage } from '#contract/mileage.ts';
import { formulaFree, moneyCell } from '../exports/csv.ts';

// Her books as the three files her accountant asks for (server/routes/books.ts sends them). Money cells are numbers
// with two decimals and no "$" (moneyCell); a refund is a positive number in its own column; every text cell goes
// through formulaFree, as the lesson export's do.

const KIND_WORDS = { wedding: 'Wedding', 'special-event': 'Special event', trial: 'Trial', other: 'Trip' } as const;
const SOURCE_WORDS = {
  estimated: 'Estimated',
  typed: 'Typed',
  corrected: 'Corrected',
  'by hand': 'Added by hand',
  unknown: 'Not known',
} as const;

export const INCOME_CSV_HEADER = [
  'Date',
  'Client',
  'Event date',
  'Type',
  'Paid by',
  'Method',
  'Services',
  'Travel fees',
  'Tips',
  'Refund',
  'Note or reason',
] as const;

export const incomeCsvRows = (books: BooksYear) =>
  books.income.map((line) => [
    line.date,
    formulaFree(line.clientName),
    line.eventDate,
    line.kind === 'refund' ? 'Refund' : 'Payment',
    formulaFree(line.payer),
    formulaFree(line.method),
    moneyCell(line.services),
    moneyCell(line.travel),
    moneyCell(line.tips),
    moneyCell(line.refund),
    formulaFree(line.note),
  ]);

export const MILEAGE_CSV_HEADER = [
  'Date',
  'Trip',
  'Place',
  'Client',
  'Miles (round trip)',
  'Miles from',
  'Counted',
  'Note',
] as const;

/** One row per trip; a cancelled booking's trip she did not keep is listed, not counted, so the file explains itself. */
export const mileageCsvRows = (books: BooksYear) =>
  books.trips.map((trip) => [
    trip.date,
    KIND_WORDS[trip.kind],
    formulaFree(trip.place),
    formulaFree(trip.clientName),
    trip.miles === null ? '' : trip.miles.toFixed(1),
    SOURCE_WORDS[trip.source],
    trip.counted ? 'Yes' : trip.cancelled ? 'No (cancelled)' : 'No (miles not known)',
    formulaFree(trip.note),
  ]);

export const SUMMARY_CSV_HEADER = [
  'Month',
  'Services',
  'Travel fees',
  'Tips',
  'Received',
  'Refunds',
  'Payouts to team',
  'Net',
  'Miles',
  'Mileage deduction',
] as const;

const figureCells = (figures: BooksFigures) => [
  moneyCell(figures.services),
  moneyCell(figures.travel),
  moneyCell(figures.tips),
  moneyCell(figures.received),
  moneyCell(figures.refunds),
  moneyCell(figures.payouts),
  moneyCell(figures.net),
  figures.miles.toFixed(1),
  figures.deduction === null ? '' : moneyCell(figures.deduction),
];

/**
 * The twelve months, the year's total, then the rate the deduction was taken at (cents a mile), or the sentence
 * saying the year has none. The total's deduction is rounded once from the year's miles (contract/mileage.ts).
 */
export const summaryCsvRows = (books: BooksYear) => [
  ...books.months.map((month) => [month.name, ...figureCells(month)]),
  [`Total ${books.year}`, ...figureCells(books.total)],
  [
    'Mileage rate (cents a mile)',
    books.rate === null ? noRateMessage(books.year) : String(books.rate),
    ...Array.from({ length: SUMMARY_CSV_HEADER.length - 2 }, () => ''),
  ],
];
