import { describe, expect, it } from 'vitest';
import type { PartyCard } from '#contract/party-link.ts';
import { phoneJpeg } from '../test/images.ts';
import { fullIntake, json, partySuite, type Phone } from '../test/party-links-api.ts';

// A person's link never reveals another's data (issue 39, "Done when"): every field of every other person, the
// booking's notes and the client's e-mail are filled with markers, and no answer of Maya's link, on her phone or on
// another, holds any of them.

const MARK = 'QZX';
const marker = (what: string) => `${MARK}${what}${MARK}`;

describe("a person's link and everyone else's data", () => {
  const { suite, personId, phoneOf, open, saveIntake, addPhoto, removePhoto, photo } = partySuite();

  /** Every other person, the notes and the client's e-mail filled with markers; her payments by unique amounts. */
  async function fillOthers() {
    const mayaId = personId('Maya');
    await suite.server.store.update((data) => {
      const booking = data.bookings[0]!;
      booking.notes = marker('notes');
      booking.clientEmail = `${MARK.toLowerCase()}client@example.com`;
      booking.clientPhone = '+19165550999';
      booking.party = booking.party.map((person) =>
        person.id === mayaId
          ? person
          : {
              ...person,
              name: marker(`name${person.id}`),
              phone: '+19165550777',
              email: `${MARK.toLowerCase()}${person.id}@example.com`,
              // Ana pays for herself too: her money must stay hers.
              payer: 'self',
              partyLink: {
                version: 1,
                issuedAt: booking.createdAt,
                deviceHash: marker('devicehash'),
                claimedAt: booking.createdAt,
                intakeAlertedAt: booking.createdAt,
              },
              intake: {
                skinType: 'oily',
                allergies: ['nut oils'],
                allergyNotes: marker('allergy'),
                lashes: 'individual clusters',
                eyewear: 'glasses',
                hairLength: marker('hair'),
                extensions: true,
                anythingElse: marker('else'),
                photoConsent: 'yes',
                guardianName: marker('guardian'),
                guardianConsent: true,
                completedAt: marker('completed'),
              },
            },
      );
      booking.payments = booking.party
        .filter((person) => person.id !== mayaId)
        .map((person, index) => ({
          id: marker(`payment${index}`),
          createdAt: booking.createdAt,
          amount: 43.21 + index,
          method: marker('method'),
          paidOn: '2026-03-01',
          note: marker('paymentnote'),
          payerId: person.id,
          tip: 12.34,
        }));
      for (const person of booking.party.filter((item) => item.id !== mayaId)) {
        data.privatePhotos.push({
          id: `${person.id.slice(0, 8)}-0000-4000-8000-000000000000`.slice(0, 36),
          bookingId: booking.id,
          personId: person.id,
          kind: 'inspiration',
          bytes: 1,
          width: 1,
          height: 1,
          createdAt: booking.createdAt,
        });
      }
    });
    const others = suite.server.store.data.privatePhotos.map((item) => item.id);
    const payments = ['4321', '43.21', '5321', '53.21', '1234', '12.34', '2468', '24.68'];
    return [MARK, MARK.toLowerCase(), '5550999', '5550777', ...others, ...payments];
  }

  const assertClean = async (response: Response, forbidden: readonly string[], what: string) => {
    const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
    const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
    for (const text of forbidden) {
      expect(body, `${what} holds ${text}`).not.toContain(text);
      expect(headers, `${what}'s headers hold ${text}`).not.toContain(text);
    }
  };

  it('never answers another person’s fields, the notes or the client e-mail, on her phone or another', async () => {
    const forbidden = await fillOthers();
    const mine: Phone = await phoneOf('Maya');
    const other: Phone = await phoneOf('Maya');
    const answers: [string, Response][] = [];
    answers.push(['first GET (claims)', await open(mine)]);
    answers.push(['GET on her phone', await open(mine)]);
    answers.push(['GET on another phone', await open(other)]);
    answers.push(['PUT intake', await saveIntake(mine, fullIntake())]);
    answers.push(['PUT intake from another phone', await saveIntake(other, fullIntake())]);
    answers.push(['PUT a bad intake', await saveIntake(mine, fullIntake({ skinType: 'scaly' }))]);
    const added = await addPhoto(mine, await phoneJpeg(400, 300));
    expect(added.status).toBe(201);
    const card = await json<PartyCard>(added.clone());
    answers.push(['POST photo', added]);
    answers.push(['POST photo from another phone', await addPhoto(other, await phoneJpeg(400, 300))]);
    const own = card.photos![0]!.id;
    answers.push(['GET her photo', await photo(mine, own)]);
    answers.push(['GET her photo from another phone', await photo(other, own)]);
    for (const id of suite.server.store.data.privatePhotos.filter((item) => item.id !== own).map((item) => item.id)) {
      const response = await photo(mine, id);
      expect(response.status).toBe(404);
      answers.push([`GET another person's photo ${id}`, response]);
      const removed = await removePhoto(mine, id);
      expect(removed.status).toBe(404);
      answers.push([`DELETE another person's photo ${id}`, removed]);
    }
    answers.push(['DELETE from another phone', await removePhoto(other, own)]);
    answers.push(['DELETE her photo', await removePhoto(mine, own)]);
    expect(answers.map(([what, response]) => `${what}: ${response.status}`)).toEqual([
      'first GET (claims): 200',
      'GET on her phone: 200',
      'GET on another phone: 200',
      'PUT intake: 200',
      'PUT intake from another phone: 403',
      'PUT a bad intake: 400',
      'POST photo: 201',
      'POST photo from another phone: 403',
      'GET her photo: 200',
      'GET her photo from another phone: 403',
      ...answers.slice(10, -2).map(([what]) => `${what}: 404`),
      'DELETE from another phone: 403',
      'DELETE her photo: 200',
    ]);
    for (const [what, response] of answers) await assertClean(response, forbidden, what);
  });
});
