import { describe, expect, it } from 'vitest';
import type { BookingAnswer } from '#contract/booking.ts';
import { linkReplacedMessage, otherPhoneMessage } from '#contract/messages.ts';
import type { PartyCard } from '#contract/party-link.ts';
import type { ClientSchedule } from '#contract/wedding-schedule.ts';
import { fullIntake, json, partySuite, PIN, SITE } from '../test/party-links-api.ts';

// Each person's own link (issue 39): the first phone claims it, another phone sees the wedding and her times only,
// a new link retires the old (410), and releasing lets the next phone claim it.

describe('party links', () => {
  const { suite, personId, phoneOf, open, saveIntake, admin } = partySuite();

  it('gives each person of a wedding a link on her site address, with the token after #', async () => {
    for (const person of suite.booking.party) {
      expect(person.link).toMatch(new RegExp(`^${SITE}/party#[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
      expect(person).toMatchObject({ intakeDone: false, claimed: false });
    }
    expect(new Set(suite.booking.party.map((person) => person.link)).size).toBe(3);
  });

  it('lets the first phone claim the link: her card, her share and her device token', async () => {
    const maya = await phoneOf('Maya');
    const first = await open(maya);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex');
    const card = await json<PartyCard>(first);
    expect(card).toMatchObject({
      claim: 'mine',
      person: { name: 'Maya', services: ['Bridesmaid', 'Bridesmaid Hair'], minor: false, hasHairService: true },
      wedding: { date: '2026-06-13', venue: 'Folsom Lake Barn', gettingReadyAddress: '1 Example Road, Folsom, CA' },
      times: [],
      readyAt: null,
      // $150 + $125, none paid.
      share: { totalCents: 27500, paidCents: 0, owedCents: 27500 },
      intake: null,
      photos: [],
      locked: false,
      // 14 days before 13 June close the changes: the 12th of... the last day taken is 29 May.
      lockDate: '2026-05-29',
    });
    expect(card.share!.howToPay).toContain('Venmo @elena-marie');
    expect(card.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same phone again: hers, with no new token.
    const again = await json<PartyCard>(await open(maya));
    expect(again.claim).toBe('mine');
    expect(again.deviceToken).toBeUndefined();
    const answer = await json<BookingAnswer>(await admin(''));
    expect(answer.party.find((person) => person.name === 'Maya')!.claimed).toBe(true);
  });

  it('shows another phone only the wedding and her times, and refuses it her intake', async () => {
    const first = await phoneOf('Maya');
    await open(first);
    const second = await phoneOf('Maya');
    const card = await json<PartyCard>(await open(second));
    expect(card.claim).toBe('other');
    for (const key of ['share', 'intake', 'photos', 'deviceToken'] as const) expect(card).not.toHaveProperty(key);
    // A made-up device token is another phone too.
    second.device = 'x'.repeat(43);
    expect((await json<PartyCard>(await open(second))).claim).toBe('other');
    const refused = await saveIntake(second, fullIntake());
    expect(refused.status).toBe(403);
    expect((await json<{ error: string }>(refused)).error).toBe(otherPhoneMessage('Elena Marie'));
  });

  it('retires the old link when she makes a new one (410), and the new one is claimed afresh', async () => {
    const old = await phoneOf('Maya');
    await open(old);
    const made = await admin(`/party/${personId('Maya')}/link`, { method: 'POST' });
    expect(made.status).toBe(200);
    const answer = await json<BookingAnswer>(made);
    const maya = answer.party.find((person) => person.name === 'Maya')!;
    expect(maya.claimed).toBe(false);
    const gone = await open(old);
    expect(gone.status).toBe(410);
    expect((await json<{ error: string }>(gone)).error).toBe(linkReplacedMessage('Elena Marie'));
    const fresh = await phoneOf('Maya');
    expect(fresh.token).not.toBe(old.token);
    expect((await json<PartyCard>(await open(fresh))).claim).toBe('mine');
  });

  it('lets the next phone claim a released link, and the old phone becomes another', async () => {
    const first = await phoneOf('Maya');
    await open(first);
    const released = await admin(`/party/${personId('Maya')}/release`, { method: 'POST' });
    expect(released.status).toBe(200);
    expect((await json<BookingAnswer>(released)).party.find((person) => person.name === 'Maya')!.claimed).toBe(false);
    const next = await phoneOf('Maya');
    expect((await json<PartyCard>(await open(next))).claim).toBe('mine');
    expect((await json<PartyCard>(await open(first))).claim).toBe('other');
  });

  it('counts an unknown token as a guess (404), and a real one never', async () => {
    const unknown = await open({ token: 'bm90LWEtbGluaw.' + 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('shows her times and "be ready" once the timeline has her rows', async () => {
    const scheduleId = (await json<BookingAnswer>(await admin(''))).scheduleId!;
    const wrote = await suite.server.request(`/api/admin/wedding-schedules/${scheduleId}/services`, {
      method: 'PUT',
      admin: true,
      json: {
        mode: 'replace',
        services: [
          {
            serviceName: 'Bridesmaid Hair',
            startTime: '10:00',
            endTime: '11:00',
            sortOrder: 2,
            person: 'Maya',
            personId: personId('Maya'),
            chair: 2,
          },
          {
            serviceName: 'Bridesmaid',
            startTime: '09:00',
            endTime: '10:00',
            sortOrder: 1,
            person: 'Maya',
            personId: personId('Maya'),
            chair: 1,
          },
          {
            serviceName: 'Bridal Makeup',
            startTime: '11:00',
            endTime: '12:30',
            sortOrder: 3,
            person: 'Zoë',
            personId: personId('Zoë'),
            chair: 1,
          },
        ],
      },
    });
    expect(wrote.status, await wrote.clone().text()).toBe(200);
    const card = await json<PartyCard>(await open(await phoneOf('Maya')));
    expect(card.times).toEqual([
      { service: 'Bridesmaid', start: '9:00 AM', end: '10:00 AM', chair: 1 },
      { service: 'Bridesmaid Hair', start: '10:00 AM', end: '11:00 AM', chair: 2 },
    ]);
    expect(card.readyAt).toBe('9:00 AM');
  });

  it("gives the bride's page each person's name, link and details done, nothing else", async () => {
    const maya = await phoneOf('Maya');
    await open(maya);
    expect((await saveIntake(maya, fullIntake())).status).toBe(200);
    const page = await json<ClientSchedule>(await suite.server.request(`/api/wedding-schedule/${PIN}`));
    expect(page.party).toHaveLength(3);
    for (const person of page.party!) expect(Object.keys(person).sort()).toEqual(['detailsDone', 'id', 'link', 'name']);
    expect(page.party!.map((person) => [person.name, person.detailsDone])).toEqual([
      ['Zoë', false],
      ['Maya', true],
      ['Lily', false],
    ]);
    expect(JSON.stringify(page)).not.toContain('I tear up easily');
    const answer = await json<BookingAnswer>(await admin(''));
    expect(answer.party.find((person) => person.name === 'Maya')).toMatchObject({ intakeDone: true });
    expect(JSON.stringify(answer)).not.toContain('I tear up easily');
  });

  it('keeps her link, claim and intake when the booking is edited', async () => {
    const maya = await phoneOf('Maya');
    await open(maya);
    await saveIntake(maya, fullIntake());
    const stored = suite.server.store.data.bookings[0]!;
    const body = {
      ...stored,
      pin: PIN,
      travelMiles: stored.terms.travelMiles,
      party: stored.party.map(({ id, name, services, phone, email, payer, minor }) => ({
        id,
        name,
        services,
        phone,
        email,
        payer,
        minor,
      })),
      notes: 'edited',
    };
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      terms: _t,
      payments: _p,
      scheduleId: _s,
      bookedOn: _b,
      ...typed
    } = body;
    const saved = await admin('', {
      method: 'PUT',
      json: typed,
      headers: { 'content-type': 'application/json' },
    } as never);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const card = await json<PartyCard>(await open(maya));
    expect(card.claim).toBe('mine');
    expect(card.intake?.anythingElse).toBe('I tear up easily');
  });
});
