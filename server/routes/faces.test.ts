import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { gatheredBring, type FacesView } from '#contract/faces.ts';
import { lookInput } from '#contract/look.ts';
import * as v from 'valibot';
import { fullIntake, json, partySuite } from '../test/party-links-api.ts';

// Faces (contract/faces.ts): a wedding's people in chair order, each card with her allergies from her intake, her
// eyewear and lashes, her look and her inspiration photos, a minor's guardian, and the kit list gathered from every
// look; one answer, behind the admin guard, for the page that keeps it on her phone.

describe('Faces of a wedding', () => {
  const { suite, personId, phoneOf, open, saveIntake, addPhoto, admin } = partySuite();
  const server = () => suite.server;
  const facesPath = () => api.adminBookings.faces.path({ id: suite.booking.id });

  /** A timeline row for a person, as the builder writes it (her id, her chair). */
  const row = async (name: string, serviceName: string, startTime: string, endTime: string, chair: 1 | 2) => {
    const response = await server().request(api.adminScheduleServices.create.path({ id: suite.booking.scheduleId! }), {
      method: 'POST',
      admin: true,
      json: { serviceName, startTime, endTime, sortOrder: 0, person: name, personId: personId(name), chair },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };

  it('is an empty card per person, in party order, before any timeline, intake or look', async () => {
    const response = await server().request(facesPath(), { admin: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const view = await json<FacesView>(response);
    expect(view).toMatchObject({
      bookingId: suite.booking.id,
      clientName: 'Zoë Ñúñez',
      date: '2026-06-13',
      venue: 'Folsom Lake Barn',
      gettingReadyAddress: '1 Example Road, Folsom, CA',
      bring: [],
      updatedAt: new Date(suite.now).toISOString(),
    });
    expect(view.people.map((card) => card.name)).toEqual(['Zoë', 'Maya', 'Lily']);
    expect(view.people[0]).toEqual({
      personId: personId('Zoë'),
      name: 'Zoë',
      services: ['Bridal Makeup'],
      times: [],
      allergies: { ticked: [], notes: '', count: 0 },
      eyewear: '',
      lashes: '',
      look: null,
      inspirationPhotos: [],
      minor: false,
      guardian: null,
    });
  });

  it('lists each person in chair order with her allergies from her intake, her look and the gathered kit', async () => {
    // Maya's hair at 7:15 and makeup at 8:00 on chair 1, Lily at 8:00 on chair 2, the bride last.
    await row('Zoë', 'Bridal Makeup', '9:00 AM', '10:30 AM', 1);
    await row('Maya', 'Bridesmaid', '8:00 AM', '8:45 AM', 1);
    await row('Maya', 'Bridesmaid Hair', '7:15 AM', '8:00 AM', 1);
    await row('Lily', 'Flower Girl Makeup (12 & Under)', '07:15', '07:35', 2);

    const maya = await phoneOf('Maya');
    await open(maya);
    const intake = await saveIntake(
      maya,
      fullIntake({ allergies: ['latex', 'nut oils'], allergyNotes: 'Retinol stings' }),
    );
    expect(intake.status, await intake.clone().text()).toBe(200);
    const inspiration = await addPhoto(
      maya,
      await sharp({ create: { width: 90, height: 120, channels: 3, background: '#a66' } })
        .jpeg()
        .toBuffer(),
    );
    expect(inspiration.status).toBe(201);
    const lily = await phoneOf('Lily');
    await open(lily);
    expect(
      (await saveIntake(lily, fullIntake({ allergies: [], guardianName: 'Ana Ruiz', guardianConsent: true }))).status,
    ).toBe(200);

    await admin(`/party/${personId('Maya')}/look`, {
      method: 'PUT',
      json: { lines: [{ product: 'Lip', shade: 'Pillow Talk' }], lashes: 'Wispies', bring: ['crimper', 'Hair spray'] },
    });
    await admin(`/party/${personId('Zoë')}/look`, { method: 'PUT', json: { bring: ['Crimper', 'Lash glue'] } });

    const view = await json<FacesView>(await server().request(facesPath(), { admin: true }));
    // 7:15 chair 1, 7:15 chair 2, 9:00.
    expect(view.people.map((card) => card.name)).toEqual(['Maya', 'Lily', 'Zoë']);
    const [mayaCard, lilyCard, zoeCard] = view.people;
    expect(mayaCard!.times).toEqual([
      { service: 'Bridesmaid Hair', start: '7:15 AM', end: '8:00 AM', chair: 1 },
      { service: 'Bridesmaid', start: '8:00 AM', end: '8:45 AM', chair: 1 },
    ]);
    expect(mayaCard!.allergies).toEqual({ ticked: ['latex', 'nut oils'], notes: 'Retinol stings', count: 3 });
    expect(mayaCard).toMatchObject({ eyewear: 'contacts', lashes: 'wispy strip', minor: false, guardian: null });
    expect(mayaCard!.look).toMatchObject({ lines: [{ product: 'Lip', shade: 'Pillow Talk' }], lashes: 'Wispies' });
    expect(mayaCard!.inspirationPhotos).toHaveLength(1);
    const [photo] = mayaCard!.inspirationPhotos;
    expect(photo!.url).toBe(
      api.adminBookings.partyPhoto.path({ id: suite.booking.id, personId: personId('Maya'), photoId: photo!.id }),
    );
    expect((await server().request(photo!.url, { admin: true })).status).toBe(200);

    expect(lilyCard).toMatchObject({
      minor: true,
      guardian: { name: 'Ana Ruiz', consent: true },
      times: [{ service: 'Flower Girl Makeup (12 & Under)', start: '7:15 AM', end: '7:35 AM', chair: 2 }],
      allergies: { ticked: [], notes: '', count: 0 },
      look: null,
      inspirationPhotos: [],
    });
    expect(zoeCard!.look!.bring).toEqual(['Crimper', 'Lash glue']);
    // Everyone's kit, each item once, in chair order.
    expect(view.bring).toEqual(['crimper', 'Hair spray', 'Lash glue']);
  });

  it('is refused without her sign-in, and 404 for a booking that is not there', async () => {
    for (const spelling of [
      facesPath(),
      facesPath().replace('/admin/', '/Admin/'),
      facesPath().replace('/api/', '/API/'),
    ]) {
      const response = await server().request(spelling);
      expect(response.status, spelling).toBeGreaterThanOrEqual(400);
      expect(await response.text(), spelling).not.toContain('Zoë');
    }
    expect((await server().request(api.adminBookings.faces.path({ id: 'gone' }), { admin: true })).status).toBe(404);
  });
});

describe('the kit list', () => {
  it('gathers every look’s items once, in the first spelling, skipping people without a look', () => {
    expect(
      gatheredBring([{ bring: ['Crimper', 'Lash  glue'] }, null, { bring: ['crimper', 'lash glue', 'Spray'] }]),
    ).toEqual(['Crimper', 'Lash  glue', 'Spray']);
    expect(v.parse(lookInput, {})).toEqual({ lines: [], lashes: '', notes: '', bring: [] });
  });
});
