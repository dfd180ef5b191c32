import * as v from 'valibot';
import { bookingInput, calendarDay, paymentInput } from '#contract/booking.ts';
import { firstIssueMessage } from '#contract/fields.ts';
import { siteSettingsInput } from '#contract/site-settings.schema.ts';
import { bookingRecord, RECORD_SCHEMAS, type RecordCollection } from '../store/records.ts';
import { dataProblem, withLoadDefaults, type Data } from '../store/store.ts';

// What a restore checks of a backup's db.json, beyond what a start checks. A start checks only shape and type, so
// that a limit tightened since a record was saved never locks her out of her own site; a restore is data from a
// file, which must pass the same schemas as the API before it replaces hers: a booking dated "soon" would make her
// bookings list, the PIN lookup and the calendar feed fail, and a site address that is not one, her pages and her
// passkey login. Run in a worker thread (restored-data.ts): a large file costs seconds of CPU.

/** The largest data a backup's db.json may hold, in records of all lists together. */
export const MAX_RESTORED_RECORDS = 200_000;

/** Objects and lists together: ten per record leaves room for a booking's party, lines and payments. */
export const MAX_RESTORED_OBJECTS = 2_000_000;

/** The `{` and `[` of JSON text outside its strings: how many objects and lists parsing it makes. */
function countObjects(text: string): number {
  let count = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) count += 1;
  }
  return count;
}

const bookingFields = bookingInput.pipe[0].entries;
const calendarDayOrNone = (label: string) => v.union([v.literal(''), calendarDay(label)], `${label} must be a date`);

/** A stored booking with the fields she types checked as the booking form's schema checks them. */
const restoredBooking = v.object({
  ...bookingRecord.entries,
  clientName: bookingFields.clientName,
  clientPhone: bookingFields.clientPhone,
  clientEmail: bookingFields.clientEmail,
  eventDate: bookingFields.eventDate,
  holdUntil: calendarDayOrNone('Hold until'),
  venueName: bookingFields.venueName,
  venueAddress: bookingFields.venueAddress,
  venueZip: bookingFields.venueZip,
  readyBy: bookingFields.readyBy,
  notes: bookingFields.notes,
  bookedOn: v.nullable(calendarDay('Booked on')),
  terms: v.object({ ...bookingRecord.entries.terms.entries, pricedOn: calendarDay('Priced on') }),
  payments: v.array(v.object({ ...bookingRecord.entries.payments.item.entries, ...paymentInput.entries })),
});

const SCHEMAS: Record<RecordCollection, readonly v.GenericSchema[]> = {
  ...RECORD_SCHEMAS,
  bookings: [restoredBooking],
};

function recordProblem(schemas: readonly v.GenericSchema[], record: unknown): string | undefined {
  for (const schema of schemas) {
    const result = v.safeParse(schema, record);
    if (result.success) continue;
    const issue = result.issues[0];
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return `${field ? `"${field}"` : 'a value'}: ${firstIssueMessage(result.issues)}`;
  }
  return undefined;
}

/**
 * The backup's data brought up to date as a start does, or what is wrong with it (naming the list, the record and
 * the field), as words to follow "the backup's db.json".
 */
export function checkRestoredText(text: string): { data: Data } | { problem: string } {
  // Counted before parsing: 32 MB of `{},{},…` parses into ten million objects, past any heap a worker is given.
  const values = countObjects(text);
  if (values > MAX_RESTORED_OBJECTS) {
    return { problem: `holds ${values} objects and lists, more than a site's data can (${MAX_RESTORED_OBJECTS})` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `could not be read (${(error as Error).message})` };
  }
  // Counted first: checking each of millions of records is what would take the time.
  let count = 0;
  for (const collection of Object.keys(SCHEMAS)) {
    const items = (parsed as Record<string, unknown> | null)?.[collection];
    if (Array.isArray(items)) count += items.length;
  }
  if (count > MAX_RESTORED_RECORDS) {
    return { problem: `holds ${count} records, more than a site's data can (${MAX_RESTORED_RECORDS})` };
  }
  const shape = dataProblem(parsed);
  if (shape) return { problem: shape };
  const data = withLoadDefaults(parsed as Partial<Data>);
  for (const collection of Object.keys(SCHEMAS) as RecordCollection[]) {
    for (const [index, item] of data[collection].entries()) {
      const problem = recordProblem(SCHEMAS[collection], item);
      if (problem) return { problem: `has a bad record: "${collection}" item ${index + 1} has a bad ${problem}` };
    }
  }
  const settings = recordProblem([siteSettingsInput], data.siteSettings);
  if (settings) return { problem: `has bad site settings: ${settings}` };
  return { data };
}
