import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyLockedMessage } from '#contract/messages.ts';
import type { PartyCard, PartyIntakeAnswer } from '#contract/party-link.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { dataProblem, withLoadDefaults } from '../store/store.ts';
import type { IntakeRetention } from '../party/intake-retention.ts';
import { phoneJpeg } from '../test/images.ts';
import { DAY, fullIntake, json, partySuite } from '../test/party-links-api.ts';
import { SMTP_USER, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { until } from '../test/until.ts';

// Her intake (issue 39): each field's 400 names it, a minor's link takes the guardian's name and consent (photos
// "no" unless said), the count lock makes it read-only (423), the artist's alert says how many allergies and never
// which, once a person an hour, and the answers and photos are deleted `intakeKeepDays` after the wedding.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

describe('the intake on a party link', () => {
  const { suite, personId, phoneOf, open, saveIntake, addPhoto, admin } = partySuite({
    get SMTP_URL() {
      return sink.url;
    },
    ALERT_EMAIL: 'elena@example.com',
    MAIL_FROM: `Elena Marie alerts <${SMTP_USER}>`,
  } as unknown as Record<string, string>);

  const claimed = async (name = 'Maya') => {
    const phone = await phoneOf(name);
    await open(phone);
    return phone;
  };
  const errorOf = (response: Response) => json<{ error: string; field?: string }>(response);

  it('names the field of each bad answer', async () => {
    const maya = await claimed();
    const cases: [Record<string, unknown>, string][] = [
      [{ skinType: 'scaly' }, 'skinType'],
      [{ allergies: ['pollen'] }, 'allergies'],
      [{ allergies: 'latex' }, 'allergies'],
      [{ allergyNotes: 'x'.repeat(501) }, 'allergyNotes'],
      [{ lashes: 'mink' }, 'lashes'],
      [{ eyewear: 'monocle' }, 'eyewear'],
      [{ hairLength: 'x'.repeat(81) }, 'hairLength'],
      [{ extensions: 'yes' }, 'extensions'],
      [{ anythingElse: 'x'.repeat(1001) }, 'anythingElse'],
      [{ photoConsent: 'maybe' }, 'photoConsent'],
    ];
    for (const [change, field] of cases) {
      const response = await saveIntake(maya, fullIntake(change));
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).field, JSON.stringify(change)).toBe(field);
    }
    expect(suite.server.store.data.bookings[0]!.party.every((person) => !person.intake)).toBe(true);
  });

  it("stores her answers, and a minor's guardian's name and consent with photos 'no' by default", async () => {
    const maya = await claimed();
    const saved = await json<PartyCard>(await saveIntake(maya, fullIntake({ guardianName: 'Nobody' })));
    expect(saved.intake).toMatchObject({
      skinType: 'combination',
      allergies: ['latex'],
      hairLength: 'shoulder length',
      extensions: true,
      photoConsent: 'ask',
      // Not a minor: no guardian.
      guardianName: '',
      guardianConsent: false,
    });
    expect(saved.intake!.completedAt).toBe(new Date(suite.now).toISOString());

    const lily = await claimed('Lily');
    const noName = await saveIntake(lily, fullIntake({ photoConsent: '' }));
    expect(noName.status).toBe(400);
    expect((await errorOf(noName)).field).toBe('guardianName');
    const noConsent = await saveIntake(lily, fullIntake({ photoConsent: '', guardianName: 'Rosa Ortiz' }));
    expect(noConsent.status).toBe(400);
    expect((await errorOf(noConsent)).field).toBe('guardianConsent');
    const consented = await saveIntake(
      lily,
      fullIntake({ photoConsent: '', guardianName: 'Rosa Ortiz', guardianConsent: true }),
    );
    expect(consented.status).toBe(200);
    expect((await json<PartyCard>(consented)).intake).toMatchObject({
      guardianName: 'Rosa Ortiz',
      guardianConsent: true,
      photoConsent: 'no',
      // Lily has no hair service: her hair answers are not kept.
      hairLength: '',
      extensions: false,
    });
    const inDashboard = await json<PartyIntakeAnswer>(await admin(`/party/${personId('Lily')}/intake`));
    expect(inDashboard.intake?.guardianName).toBe('Rosa Ortiz');
  });

  it('is read-only after the count lock (423 with the message); the day before it still takes changes', async () => {
    const maya = await claimed();
    const now = suite.now;
    suite.now = Date.parse('2026-05-29T20:00:00Z'); // Friday 29 May, 1 p.m. in Sacramento: the last day
    expect((await saveIntake(maya, fullIntake())).status).toBe(200);
    suite.now = Date.parse('2026-05-30T07:30:00Z'); // Saturday 30 May, 0:30 in Sacramento: closed
    const card = await json<PartyCard>(await open(maya));
    expect(card).toMatchObject({ locked: true, lockDate: '2026-05-29' });
    const locked = await saveIntake(maya, fullIntake({ anythingElse: 'late change' }));
    expect(locked.status).toBe(423);
    expect((await errorOf(locked)).error).toBe(partyLockedMessage('Elena Marie'));
    suite.now = now;
  });

  it('alerts her once a person an hour, with the count of allergies and never the allergy', async () => {
    // Each save says a different count, so mails of the tests before (still on their way) are told apart.
    const before = sink.received.length;
    const subject = (count: string) => `Maya (bridesmaid) filled in her details (${count} noted)`;
    const mine = () =>
      sink.received
        .slice(before)
        .map((mail) => mail.parsed.subject ?? '')
        .filter((text) => [subject('3 allergies'), subject('4 allergies'), subject('2 allergies')].includes(text));
    const maya = await claimed();
    await saveIntake(maya, fullIntake({ allergies: ['latex', 'fragrance'], allergyNotes: 'Allergic to benzoyl QQ' }));
    await until(() => (mine().length === 1 ? true : undefined));
    const first = sink.received.slice(before).find((mail) => mail.parsed.subject === subject('3 allergies'))!;
    expect(first.raw).not.toContain('benzoyl');
    expect(first.raw).not.toContain('latex');
    expect(first.raw).not.toContain('fragrance');
    // Saved again within the hour: no alert.
    const four = fullIntake({ allergies: ['latex', 'fragrance', 'nut oils'], allergyNotes: 'benzoyl' });
    await saveIntake(maya, four);
    suite.now += 30 * 60_000;
    await saveIntake(maya, four);
    // An hour after the first: one more.
    suite.now += 31 * 60_000;
    await saveIntake(maya, fullIntake({ allergies: ['latex', 'nut oils'], allergyNotes: '' }));
    await until(() => (mine().length >= 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mine()).toEqual([subject('3 allergies'), subject('2 allergies')]);
  });

  it('deletes her answers and photos intakeKeepDays after the wedding, driven by the clock', async () => {
    const maya = await claimed();
    await saveIntake(maya, fullIntake());
    expect((await addPhoto(maya, await phoneJpeg(300, 200))).status).toBe(201);
    const now = suite.now;
    const retention = (suite.server.app as unknown as { intakeRetention: IntakeRetention }).intakeRetention;
    // 60 days after 13 June is 12 August: kept through the 11th (Sacramento), deleted on the 12th.
    suite.now = Date.parse('2026-08-12T06:30:00Z'); // 11 August, 11:30 p.m. in Sacramento
    expect(await retention.check()).toEqual({ intakes: 0, photos: 0 });
    suite.now = Date.parse('2026-08-12T07:30:00Z'); // 12 August, 0:30
    expect(await retention.check()).toEqual({ intakes: 1, photos: 1 });
    expect(suite.server.store.data.bookings[0]!.party.every((person) => !person.intake)).toBe(true);
    expect(suite.server.store.data.privatePhotos).toEqual([]);
    const answer = await json<PartyIntakeAnswer>(await admin(`/party/${personId('Maya')}/intake`));
    expect(answer).toEqual({ intake: null, photos: [] });
    suite.now = now + DAY;
  });
});

describe('old data files', () => {
  it('load with the party-link settings at their defaults and no private photos', () => {
    const { partyLockDays: _lock, intakeKeepDays: _keep, ...older } = DEFAULT_SITE_SETTINGS;
    const file = { siteSettings: older, bookings: [] };
    expect(dataProblem(file)).toBeUndefined();
    const loaded = withLoadDefaults(file as never);
    expect(loaded.siteSettings).toMatchObject({ partyLockDays: 14, intakeKeepDays: 60 });
    expect(loaded.privatePhotos).toEqual([]);
  });
});
