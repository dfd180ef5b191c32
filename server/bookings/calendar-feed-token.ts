import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secret in her calendar subscription address (`/api/calendar/{token}.ics`). Anyone holding the address reads
// her bookings (client names and venues), so it is as hard to guess as a key, compared in constant time, and kept
// in the data file: a backup restored on a new server keeps her phone's subscription working.

/** 32 random bytes as base64url: 43 characters, safe in a path. */
export const makeCalendarFeedToken = () => randomBytes(32).toString('base64url');

/** Whether a stored token is one this module made (the data file's check on load). */
export const isCalendarFeedToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the token sent is hers: hashed first, so neither its length nor its letters change the time taken. */
export const calendarFeedTokenMatches = (sent: string, stored: string | undefined) =>
  stored !== undefined && timingSafeEqual(digest(sent), digest(stored));
