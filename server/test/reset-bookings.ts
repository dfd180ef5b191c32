import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { SEED_POLICIES } from '../store/seed.ts';
import type { TestServer } from './test-server.ts';

/**
 * Empties what a booking test writes (bookings, schedules, their services, agreement versions) and puts back the
 * first-run settings and policies, so that each test reads the same agreement text and figures.
 */
export async function resetBookingData(server: TestServer): Promise<void> {
  await server.store.update((data) => {
    data.bookings = [];
    data.weddingSchedules = [];
    data.scheduleServices = [];
    data.agreementVersions = [];
    data.siteSettings = structuredClone(DEFAULT_SITE_SETTINGS);
    data.policies = SEED_POLICIES.map((policy, index) => ({
      ...policy,
      id: `policy-${index + 1}`,
      createdAt: '2026-01-01T00:00:00.000Z',
    }));
  });
}
