import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgreementVersion, ClientAgreement, SigningLink } from '#contract/agreement.ts';
import { LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import type { PublicPolicy } from '#contract/policy.ts';
import { type SiteSettings } from '#contract/site-settings.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { pdfPlainText } from '#test-support/pdf-text.ts';
import { weddingBookingBody } from '#test-support/wedding-booking.ts';
import { resetBookingData } from '../test/reset-bookings.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The booking agreement states the travel rule its quote locked, never a policy's words that disagree; and what the
// bride signed stays what she signed (issue 37).

const PIN = '5307';
const CLIENT = weddingBookingBody().clientName;
const json = async <T>(response: Response) => (await response.json()) as T;
const fifty = (): SiteSettings => ({
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  travelFee: { ...DEFAULT_SITE_SETTINGS.travelFee, baseFee: 50, includedMiles: 15 },
});
const TRAVEL_50 =
  'Travel Fee\nOn-location services have a base travel fee of $50, which covers up to 15 miles from my residence in Sacramento.\n' +
  'Beyond 15 miles, travel is $1.00 per mile, round trip.';

describe('the agreement and her rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetBookingData(server);
  });

  const saveSettings = async (settings: SiteSettings) =>
    expect((await server.request('/api/admin/site', { method: 'PUT', admin: true, json: settings })).status).toBe(200);
  const book = async () => {
    const made = await server.request('/api/admin/bookings', {
      method: 'POST',
      admin: true,
      json: weddingBookingBody({ pin: PIN, travelMiles: 25 }),
    });
    expect(made.status).toBe(201);
    return json<BookingAnswer>(made);
  };
  const agreementNow = async () =>
    (await json<ClientSchedule>(await server.request(`/api/wedding-schedule/${PIN}`))).agreement!;
  const versions = async (booking: BookingAnswer) =>
    json<AgreementVersion[]>(await server.request(`/api/admin/bookings/${booking.id}/agreement`, { admin: true }));
  const publicTravel = async () =>
    (await json<PublicPolicy[]>(await server.request('/api/policies'))).find((p) => p.title === 'Travel Fee')!.content;

  it('states the travel fee its quote locked, $50 covering 15 miles, in the text and the PDF, whatever her settings say later', async () => {
    await saveSettings(fifty());
    const booking = await book();
    const agreement = await agreementNow();
    // 25 miles: $50 + 2 × 10 × $1
    expect(agreement.text).toContain('Travel (25 miles each way): $70');
    expect(agreement.text).toContain(TRAVEL_50);
    const pdf = await pdfPlainText(
      new Uint8Array(
        await (await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf`, { admin: true })).arrayBuffer(),
      ),
    );
    expect(pdf).toContain('base travel fee of $50, which covers up to 15 miles');
    expect(pdf).not.toContain('$40');

    // She goes back to $40 for new bookings: the site says $40, this booking's agreement still says its quote's $50.
    await saveSettings(DEFAULT_SITE_SETTINGS);
    expect(await publicTravel()).toContain('base travel fee of $40');
    const after = await agreementNow();
    expect(after.text).toBe(agreement.text);
    expect(after.version).toBe(1);
    // The first PDF starts the PDF worker (fonts parsed, code compiled): seconds on a busy two-core machine.
  }, 60_000);

  it('writes a sentence of her own travel policy that disagrees with the quote from the quote, keeping her other words', async () => {
    const words = 'I love coming to you. My base travel fee is $45 for the first 10 miles.\n\nParking is on me.';
    await server.store.update((data) => {
      data.policies = data.policies.map((policy) =>
        policy.title === 'Travel Fee' ? { ...policy, content: words } : policy,
      );
    });
    await book();
    const { text } = await agreementNow();
    expect(text).toContain(
      'Travel Fee\nI love coming to you. On-location services have a base travel fee of $40, which covers up to 10 miles from my residence in Sacramento.\nParking is on me.',
    );
    expect(text).not.toContain('$45');
    // On her site the policy stays hers, word for word.
    expect(await publicTravel()).toBe(words);
  });

  it('keeps a signed version as signed: her settings change nothing of it, and a policy change leaves its bytes as they were', async () => {
    const booking = await book();
    const read = await agreementNow();
    const made = await server.request(`/api/admin/bookings/${booking.id}/signing-link`, {
      method: 'POST',
      admin: true,
    });
    const { link } = await json<{ link: SigningLink }>(made);
    const signed = await server.request('/api/signing', {
      method: 'POST',
      json: { version: read.version, sha256: read.sha256, signedName: CLIENT, agree: true },
      headers: { [LINK_TOKEN_HEADER]: new URL(link.url).hash.slice(1) },
    });
    expect(signed.status).toBe(201);

    // A new fee for new bookings: the signed agreement is still the current one, signed, as it was.
    await saveSettings(fifty());
    expect(await agreementNow()).toMatchObject<Partial<ClientAgreement>>({
      version: 1,
      status: 'signed',
      text: read.text,
      sha256: read.sha256,
    });

    // A policy she rewrites changes what a new version would say: version 2 to sign; version 1 keeps its bytes.
    await server.store.update((data) => {
      data.policies = data.policies.map((policy) =>
        policy.title === 'Deposit' ? { ...policy, content: 'A $100 deposit holds your date.' } : policy,
      );
    });
    const list = await versions(booking);
    expect(list.map(({ version, status }) => [version, status])).toEqual([
      [1, 'superseded'],
      [2, 'unsigned'],
    ]);
    expect(list[0]).toMatchObject({ text: read.text, sha256: read.sha256, signature: { signedName: CLIENT } });
    expect(list[1]!.text).toContain('A $100 deposit holds your date.');
    const kept = server.store.data.agreementVersions.find((item) => item.version === 1)!;
    expect(kept.text).toBe(read.text);
    const oldPdf = await pdfPlainText(
      new Uint8Array(
        await (
          await server.request(`/api/admin/bookings/${booking.id}/agreement.pdf?version=1`, { admin: true })
        ).arrayBuffer(),
      ),
    );
    expect(oldPdf).toContain('non-refundable deposit and a signed contract');
    expect(oldPdf).not.toContain('A $100 deposit holds your date.');
  });
});
