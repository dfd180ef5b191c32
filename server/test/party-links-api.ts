import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { PARTY_DEVICE_HEADER, type PartyCard } from '#contract/party-link.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// The party links' tests (server/routes/party-links*.test.ts): her day, a wedding with a bride, a self-paying
// bridesmaid with a hair service and a flower girl, and the requests a phone and the dashboard make.

/** Her day in these tests: Tuesday 10 March 2026, 10 a.m. in Sacramento; the wedding is Saturday 13 June. */
export const START = Date.parse('2026-03-10T17:00:00Z');
export const DAY = 24 * 60 * 60_000;
export const SITE = 'https://www.elenamarie.example';
export const PIN = '4821';

export const PARTY = [
  { name: 'Zoë', services: ['Bridal Makeup'] },
  { name: 'Maya', services: ['Bridesmaid', 'Bridesmaid Hair'], payer: 'self', phone: '(916) 555-0123' },
  { name: 'Lily', services: ['Flower Girl Makeup (12 & Under)'], minor: true },
];

export const json = async <T>(response: Response) => (await response.json()) as T;

/** A phone: its link token, and its device token once it has claimed the link. */
export interface Phone {
  token: string;
  device?: string;
}

export function partySuite(
  env: Record<string, string> = {},
  /** More for startTestServer, read when the server starts (a push service of the test's own). */
  options: () => Omit<Parameters<typeof startTestServer>[0] & object, 'clock' | 'env'> = () => ({}),
) {
  const suite = {
    server: undefined as unknown as TestServer,
    now: START,
    booking: undefined as unknown as BookingAnswer,
  };
  beforeAll(async () => {
    suite.server = await startTestServer({
      ...options(),
      clock: () => suite.now,
      env: { PIN_GUESS_LIMIT: '1000', ...env },
    });
  });
  afterAll(() => suite.server.close());
  beforeEach(async () => {
    suite.now += 60 * 60_000;
    await suite.server.store.update((data) => {
      data.bookings = [];
      data.weddingSchedules = [];
      data.scheduleServices = [];
      data.privatePhotos = [];
      data.alertOutbox = [];
      data.siteSettings = {
        ...structuredClone(DEFAULT_SITE_SETTINGS),
        siteUrl: SITE,
        paymentInstructions: 'Venmo @elena-marie',
        paymentLink: 'https://pay.example/elena',
        serviceGroups: DEFAULT_SITE_SETTINGS.serviceGroups.map((group) => ({ ...group, offered: true })),
      };
    });
    const made = await suite.server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({ pin: PIN, party: PARTY }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    suite.booking = await json<BookingAnswer>(made);
  });

  const personId = (name: string) => suite.booking.party.find((person) => person.name === name)!.id;
  const headersOf = (phone: Phone) => ({
    [LINK_TOKEN_HEADER]: phone.token,
    ...(phone.device ? { [PARTY_DEVICE_HEADER]: phone.device } : {}),
  });

  return {
    suite,
    personId,
    /** A new phone holding the person's current link. */
    phoneOf: async (name: string): Promise<Phone> => {
      const answer = await json<BookingAnswer>(
        await suite.server.request(`/api/admin/bookings/${suite.booking.id}`, { admin: true }),
      );
      const link = answer.party.find((person) => person.name === name)!.link;
      return { token: new URL(link).hash.slice(1) };
    },
    /** GET /api/party; a phone that claims the link keeps its device token. */
    open: async (phone: Phone) => {
      const response = await suite.server.request('/api/party', { headers: headersOf(phone) });
      if (response.ok) {
        const card = await json<PartyCard>(response.clone());
        if (card.deviceToken) phone.device = card.deviceToken;
      }
      return response;
    },
    saveIntake: (phone: Phone, body: unknown) =>
      suite.server.request('/api/party/intake', { method: 'PUT', headers: headersOf(phone), json: body }),
    addPhoto: (phone: Phone, bytes: Buffer, field = 'photo', type = 'image/jpeg') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
      return suite.server.request('/api/party/photos', { method: 'POST', headers: headersOf(phone), body: form });
    },
    removePhoto: (phone: Phone, id: string) =>
      suite.server.request(`/api/party/photos/${id}`, { method: 'DELETE', headers: headersOf(phone) }),
    photo: (phone: Phone, id: string) => suite.server.request(`/api/party/photos/${id}`, { headers: headersOf(phone) }),
    admin: (path: string, init: RequestInit & { json?: unknown } = {}) =>
      suite.server.request(`/api/admin/bookings/${suite.booking.id}${path}`, { admin: true, ...init }),
  };
}

/** An intake as a phone sends it, every field filled. */
export const fullIntake = (extra: Record<string, unknown> = {}) => ({
  skinType: 'combination',
  allergies: ['latex'],
  allergyNotes: '',
  lashes: 'wispy strip',
  eyewear: 'contacts',
  hairLength: 'shoulder length',
  extensions: true,
  anythingElse: 'I tear up easily',
  photoConsent: 'ask',
  guardianName: '',
  guardianConsent: false,
  ...extra,
});
