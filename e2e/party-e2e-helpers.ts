// Party links' browser-test helpers: a wedding booked through the owner's API, and a person's own link opened on a
// phone the way her text opens it (`/party#<token>`), shared by the party page's tests and the two-phone one.
import { expect, type APIRequestContext } from '@playwright/test';
import type { BookingAnswer } from '#contract/booking.ts';
import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import { admin } from './schedule-e2e-helpers.ts';

/** A Sacramento date `days` from today. */
export const daysAhead = (days: number) => addCalendarDays(sacramentoDate(new Date()), days);

export interface PartyPersonBody {
  name: string;
  services: string[];
  payer?: 'client' | 'self';
  phone?: string;
  minor?: boolean;
}

/** A wedding booked through the API (a PIN when `pin` is set), with its party. */
export async function bookWedding(
  request: APIRequestContext,
  { eventDate, party, pin = '' }: { eventDate: string; party: PartyPersonBody[]; pin?: string },
): Promise<BookingAnswer> {
  const response = await request.post('/api/admin/bookings', {
    headers: admin,
    data: {
      clientName: `Olivia Party ${Date.now()}-${Math.floor(Math.random() * 1000)}`,
      clientPhone: '(916) 555-0177',
      clientEmail: 'olivia.private@example.com',
      eventDate,
      eventType: 'wedding',
      status: 'booked',
      venueName: 'Vizcaya Mansion',
      venueAddress: '2020 16th St, Sacramento',
      readyBy: '3:00 PM',
      notes: 'Private note: the bride is nervous about lashes',
      party,
      travelMiles: 10,
      pin,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as BookingAnswer;
}

/** A free PIN of six digits (another test's may be taken: the server answers 409). */
export async function bookWeddingWithPin(
  request: APIRequestContext,
  fields: { eventDate: string; party: PartyPersonBody[] },
): Promise<{ booking: BookingAnswer; pin: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    try {
      return { booking: await bookWedding(request, { ...fields, pin }), pin };
    } catch (error) {
      if (!String(error).includes('409')) throw error;
    }
  }
  throw new Error('Could not find a free PIN');
}

/** The person's link as the page opens it: `/party#<token>` on this test server (her site address aside). */
export function partyPathOf(booking: BookingAnswer, name: string): string {
  const person = booking.party.find((one) => one.name === name);
  expect(person?.link, `${name} has a link`).toBeTruthy();
  return `/party${new URL(person!.link, 'http://site.invalid').hash}`;
}
