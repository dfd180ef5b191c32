// The wedding schedule page's browser-test helpers, shared by its own tests and the dashboard's (a shift seen on her phone).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from '../playwright.config.ts';

export const admin = { 'x-admin-key': E2E_ADMIN_KEY };
export const PAGE = '/wedding-day-schedule';

export interface NewService {
  serviceName: string;
  startTime: string;
  endTime: string;
  sortOrder: number;
}

/** Creates a schedule through the owner's API with a PIN no other test uses; returns its id and PIN. */
export async function createSchedule(
  request: APIRequestContext,
  fields: Partial<
    Record<
      'clientName' | 'weddingDate' | 'startTime' | 'venueName' | 'venueAddress' | 'contactPhone' | 'manualTotal',
      string
    >
  > & { chairs?: number; chairArtists?: string[] },
  services: NewService[],
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    const response = await request.post('/api/admin/wedding-schedules', {
      headers: admin,
      data: {
        clientName: `Bride ${Date.now()}`,
        weddingDate: '2026-06-14',
        startTime: '8:00 AM',
        venueName: '',
        venueAddress: '',
        contactPhone: '',
        manualTotal: '',
        isActive: true,
        ...fields,
        pin,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    for (const service of services) {
      const created = await request.post(`/api/admin/wedding-schedules/${id}/services`, {
        headers: admin,
        data: service,
      });
      expect(created.status()).toBe(201);
    }
    return { id, pin };
  }
  throw new Error('Could not find a free PIN');
}

export async function enterPin(page: Page, pin: string) {
  // The server's PIN screen takes a PIN once the page's code runs, as the enabled button shows.
  await expect(page.getByRole('button', { name: 'View My Schedule' })).toBeEnabled();
  const field = page.getByLabel('Your PIN');
  await field.fill(pin);
  await field.press('Enter');
}

export interface BookingFields {
  clientName: string;
  clientPhone: string;
  eventDate: string;
  readyBy: string;
  party: { name: string; service: string }[];
  travelMiles: number;
}

export interface CreatedBooking {
  id: string;
  pin: string;
  total: number;
}

/** A wedding booked through the owner's API, with its schedule's PIN (one no other test uses). */
export async function createBooking(
  request: APIRequestContext,
  fields: Partial<BookingFields> = {},
): Promise<CreatedBooking> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const pin = String(100000 + Math.floor(Math.random() * 900000));
    const response = await request.post('/api/admin/bookings', {
      headers: admin,
      data: {
        clientName: `Zoë Ñúñez ${Date.now()}`,
        clientPhone: '(916) 555-0123',
        clientEmail: 'zoe@example.com',
        eventDate: '2026-10-10',
        eventType: 'wedding',
        status: 'booked',
        venueName: 'Vizcaya Mansion',
        venueAddress: '2019 21st St, Sacramento, CA',
        venueZip: '',
        readyBy: '3:00 PM',
        party: [
          { name: 'Bride', service: 'Bridal Makeup' },
          { name: 'Maid of honor', service: 'Bridesmaid' },
          { name: 'Mother', service: 'Mother of the Bride / Groom' },
          { name: 'Bridesmaid 2', service: 'Bridesmaid' },
        ],
        travelMiles: 25,
        notes: 'Her private note: parking behind the hall',
        pin,
        ...fields,
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { id: string; quote: { total: number } };
    return { id: booking.id, pin, total: booking.quote.total };
  }
  throw new Error('Could not find a free PIN');
}

/** A new signing link for the booking, as her dashboard makes it; the token is what follows `#`. */
export async function issueLink(request: APIRequestContext, id: string): Promise<{ url: string; token: string }> {
  const made = await request.post(`/api/admin/bookings/${id}/signing-link`, { headers: admin });
  expect(made.status(), await made.text()).toBe(200);
  const { link } = (await made.json()) as { link: { url: string } };
  return { url: link.url, token: new URL(link.url).hash.slice(1) };
}
