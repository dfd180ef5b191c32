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
