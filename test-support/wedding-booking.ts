import type { BookingAnswer } from '#contract/booking.ts';

/**
 * The body of a wedding booking as the dashboard sends it (POST /api/admin/bookings): a bride with a booked June
 * wedding, in the accented name that shows whether every page, PDF and text keeps her letters. Tests and the bench
 * change only what they are about.
 */
export const weddingBookingBody = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Zoë Ñúñez',
  clientPhone: '(916) 555-0177',
  clientEmail: 'zoe@example.com',
  eventDate: '2026-06-13',
  eventType: 'wedding',
  status: 'booked',
  holdUntil: '',
  venueName: 'Folsom Lake Barn',
  venueAddress: '1 Example Road, Folsom, CA',
  venueZip: '',
  readyBy: '3:00 PM',
  party: [{ name: 'Bride', service: 'Bridal Makeup' }],
  travelMiles: 25,
  notes: '',
  ...extra,
});

/**
 * A schedule row as the timeline builder writes it for a person of the booking's party: the line on her schedule,
 * and the price-list service apart (so pay is matched by service).
 */
export const builderRow =
  (booking: Pick<BookingAnswer, 'party'>) =>
  (name: string, serviceName: string, startTime: string, endTime: string, chair: number, sortOrder: number) => ({
    serviceName: `${name} (${serviceName})`,
    service: serviceName,
    startTime,
    endTime,
    sortOrder,
    person: name,
    personId: booking.party.find((person) => person.name === name)!.id,
    chair,
  });
