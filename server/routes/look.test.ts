import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { LOOK_LIMITS, MAX_LOOK_PHOTOS, type Look } from '#contract/look.ts';
import type { PartyCard } from '#contract/party-link.ts';
import type { App } from '../app.ts';
import { GPS_TAG, phoneJpeg } from '../test/images.ts';
import { json, partySuite, START } from '../test/party-links-api.ts';
import { LOOK_PHOTO_COUNT_MESSAGE } from './look-photos.ts';

// Each person's look (contract/look.ts): its words, its photos through the private-photo store (EXIF and GPS gone,
// outside uploads/, `private, no-store`), who may read them (the artist; the person herself on her own link once her
// trial is done; never the public or another person's link), and how long it is kept (as long as her booking: the
// intake's retention never touches it).

/** Noon in Sacramento (PDT) on a calendar day. */
const noon = (day: string) => Date.parse(`${day}T19:00:00Z`);
const TRIAL = { date: '2026-04-11', time: '11am' };

describe("a person's look", () => {
  const { suite, personId, phoneOf, open, photo, admin } = partySuite();
  const server = () => suite.server;
  const lookPath = (name: string) => `/party/${personId(name)}/look`;
  const saveLook = (name: string, body: unknown) => admin(lookPath(name), { method: 'PUT', json: body });
  const addLookPhoto = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'trial.jpg');
    return admin(`${lookPath(name)}/photos`, { method: 'POST', body: form });
  };
  const small = (colour: string) =>
    sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  /** Two trial photos of Maya's, from a phone (EXIF with GPS), and her look's words. */
  const mayaWithLook = async () => {
    const saved = await saveLook('Maya', {
      lines: [
        { product: 'Foundation', shade: 'Luminous Silk 5.5' },
        { product: 'Lip', shade: 'Pillow Talk' },
      ],
      lashes: 'Ardell Wispies, outer third',
      notes: 'Blot before photos',
      bring: ['Crimper', 'Duo lash glue (latex-free)'],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    for (const size of [
      [1200, 600],
      [900, 600],
    ] as const) {
      const added = await addLookPhoto('Maya', await phoneJpeg(...size));
      expect(added.status, await added.clone().text()).toBe(201);
    }
    return json<Look>(await admin(lookPath('Maya')));
  };

  it('is empty until written, refuses bad words naming the field, and keeps each kit item once', async () => {
    expect(await json<Look>(await admin(lookPath('Maya')))).toEqual({
      lines: [],
      lashes: '',
      notes: '',
      bring: [],
      photos: [],
      updatedAt: '',
    });
    const line = { product: 'Foundation', shade: '5.5' };
    const cases: [unknown, string, string][] = [
      [
        { lines: [line, line, { product: 'Lip', shade: 'x'.repeat(81) }] },
        'lines.2.shade',
        'Shade must be at most 80 characters',
      ],
      [{ lines: [{ product: ' ', shade: '5' }] }, 'lines.0.product', 'Name the product (foundation, concealer, lip…)'],
      [
        { lines: Array.from({ length: LOOK_LIMITS.lines + 1 }, () => line) },
        'lines',
        'A look can have at most 30 lines',
      ],
      [{ bring: ['', 'Crimper'] }, 'bring.0', 'Name the item to bring, or remove it'],
      [{ bring: 'Crimper' }, 'bring', 'Bring must be a list'],
      [{ lashes: 'x'.repeat(121) }, 'lashes', 'Lash style must be at most 120 characters'],
      [{ notes: 7 }, 'notes', 'Notes must be text'],
    ];
    for (const [body, field, error] of cases) {
      const response = await saveLook('Maya', body);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({ error, field });
    }
    expect(server().store.data.looks).toEqual([]);

    const saved = await json<Look>(
      await saveLook('Maya', { lines: [line], lashes: 'Wispies', bring: ['Crimper', ' crimper ', 'Lash glue'] }),
    );
    expect(saved).toMatchObject({ lines: [line], lashes: 'Wispies', notes: '', bring: ['Crimper', 'Lash glue'] });
    expect(saved.updatedAt).not.toBe('');
    expect((await admin('/party/nobody/look')).status).toBe(404);
    expect(
      (await server().request(api.adminBookings.look.path({ id: 'none', personId: 'p' }), { admin: true })).status,
    ).toBe(404);
  });

  it('keeps two trial photos with their EXIF and GPS gone, outside uploads/, private and no-store', async () => {
    const sent = await phoneJpeg(1200, 600);
    const original = await sharp(sent).metadata();
    expect(original.exif?.includes(GPS_TAG)).toBe(true);
    const look = await mayaWithLook();
    expect(look.photos).toHaveLength(2);
    for (const stored of look.photos) {
      expect(stored.url).toBe(
        api.adminBookings.lookPhoto.path({ id: suite.booking.id, personId: personId('Maya'), photoId: stored.id }),
      );
      const served = await server().request(stored.url, { admin: true });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('ExamplePhone'))).toBe(false);
      expect(bytes.includes(GPS_TAG)).toBe(false);
      expect(existsSync(path.join(server().dataDir, 'private-photos', `${stored.id}.jpg`))).toBe(true);
    }
    // Upright by the camera's orientation tag.
    expect(look.photos[0]).toMatchObject({ width: 600, height: 1200 });
    expect(await readdir(server().uploadsDir).catch(() => [])).toEqual([]);
    expect(server().store.data.privatePhotos.map((item) => item.kind)).toEqual(['look', 'look']);
  });

  it(`takes ${MAX_LOOK_PHOTOS} photos and refuses a seventh at the field; a photo removed goes from disk`, async () => {
    for (let index = 0; index < MAX_LOOK_PHOTOS; index += 1) {
      expect((await addLookPhoto('Zoë', await small('#c96'))).status).toBe(201);
    }
    const refused = await addLookPhoto('Zoë', await small('#c96'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: LOOK_PHOTO_COUNT_MESSAGE, field: 'photo' });
    const look = await json<Look>(await admin(lookPath('Zoë')));
    const gone = look.photos[0]!.id;
    const removed = await admin(`${lookPath('Zoë')}/photos/${gone}`, { method: 'DELETE' });
    expect(((await removed.json()) as Look).photos).toHaveLength(MAX_LOOK_PHOTOS - 1);
    expect(existsSync(path.join(server().dataDir, 'private-photos', `${gone}.jpg`))).toBe(false);
    // A photo already removed is not there to remove again.
    expect((await admin(`${lookPath('Zoë')}/photos/${gone}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a look photo to the public, on every spelling of its path, and to another person', async () => {
    const look = await mayaWithLook();
    const id = look.photos[0]!.id;
    const bookingId = suite.booking.id;
    const maya = personId('Maya');
    const spellings = [
      `/api/admin/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/API/admin/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api/ADMIN/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api/%61dmin/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api/%2561dmin/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api//admin/bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api/admin/bookings/${bookingId}/party/${maya}/LOOK/photos/${id}`,
      `/api/admin/bookings/${bookingId}/party/${maya}/look/photos/${id.toUpperCase()}`,
      `/api/admin/./bookings/${bookingId}/party/${maya}/look/photos/${id}`,
      `/api/party/photos/${id}`,
      `/uploads/${id}.jpg`,
      `/private-photos/${id}.jpg`,
    ];
    for (const spelling of spellings) {
      const response = await server().request(spelling);
      expect(response.status, spelling).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('content-type') ?? '', spelling).not.toMatch(/^image\//);
    }
    // Signed in, another person's look does not serve it (her photo under Zoë's path).
    const asZoe = await server().request(
      api.adminBookings.lookPhoto.path({ id: bookingId, personId: personId('Zoë'), photoId: id }),
      { admin: true },
    );
    expect(asZoe.status).toBe(404);
  });

  it('shows on her own link once her trial is done, to her phone only; never on another person’s link', async () => {
    suite.now = noon('2026-04-01');
    const look = await mayaWithLook();
    const [first] = look.photos;
    const setTrial = await admin('/trial', { method: 'PUT', json: TRIAL });
    expect(setTrial.status).toBe(200);
    const maya = await phoneOf('Maya');
    const zoe = await phoneOf('Zoë');
    await open(zoe);

    // Before the trial: no look on her card, her look photos not served to her link.
    const before = await json<PartyCard>(await open(maya));
    expect(before.claim).toBe('mine');
    expect(before.look).toBeUndefined();
    expect((await photo(maya, first!.id)).status).toBe(404);

    // On the trial's day it is not done yet; from the next day (Sacramento) it is.
    suite.now = noon('2026-04-11');
    expect((await json<PartyCard>(await open(maya))).look).toBeUndefined();
    suite.now = Date.parse('2026-04-12T07:30:00Z'); // 0:30 a.m. on the 12th in Sacramento
    const after = await json<PartyCard>(await open(maya));
    expect(after.look).toMatchObject({
      lines: [
        { product: 'Foundation', shade: 'Luminous Silk 5.5' },
        { product: 'Lip', shade: 'Pillow Talk' },
      ],
      lashes: 'Ardell Wispies, outer third',
      bring: ['Crimper', 'Duo lash glue (latex-free)'],
    });
    expect(after.look!.photos.map((item) => item.url)).toEqual(
      look.photos.map((item) => api.party.photo.path({ photoId: item.id })),
    );
    const served = await photo(maya, first!.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');

    // Zoë's link: no look of Maya's, and Maya's photo is not served to it.
    const zoeCard = await json<PartyCard>(await open(zoe));
    expect(zoeCard.look).toBeUndefined();
    expect(JSON.stringify(zoeCard)).not.toContain(first!.id);
    expect((await photo(zoe, first!.id)).status).toBe(404);
    // A second phone on Maya's own link ('other'): no look, no photo.
    const otherPhone = { token: maya.token };
    const otherCard = await json<PartyCard>(await open(otherPhone));
    expect(otherCard.claim).toBe('other');
    expect(otherCard.look).toBeUndefined();
    expect((await photo(otherPhone, first!.id)).status).toBe(403);
    // No link at all.
    expect((await photo({ token: '' }, first!.id)).status).toBeGreaterThanOrEqual(400);
  });

  it('is kept past the intake retention, and goes with her place in the party or her booking', async () => {
    const look = await mayaWithLook();
    const files = () => readdir(path.join(server().dataDir, 'private-photos')).catch(() => [] as string[]);
    // An inspiration photo of hers too, which the retention does delete.
    const mayaPhone = await phoneOf('Maya');
    await open(mayaPhone);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await small('#369'))], { type: 'image/jpeg' }), 'a.jpg');
    const inspiration = await server().request('/api/party/photos', {
      method: 'POST',
      headers: { 'x-link-token': mayaPhone.token, 'x-party-device': mayaPhone.device! },
      body: form,
    });
    expect(inspiration.status, await inspiration.clone().text()).toBe(201);

    // Long after the wedding (13 June), past her 60 days: the intake's photos go, the look and its photos stay.
    suite.now = noon('2026-09-01');
    const deleted = await (server().app as App).intakeRetention.check();
    expect(deleted.photos).toBe(1);
    expect(server().store.data.privatePhotos.map((item) => item.kind)).toEqual(['look', 'look']);
    const kept = await json<Look>(await admin(lookPath('Maya')));
    expect(kept).toEqual(look);
    for (const item of kept.photos) expect((await server().request(item.url, { admin: true })).status).toBe(200);

    // Maya leaves the party: her look and its photos go in the same write, and the files after it.
    const booking = await json<BookingAnswer>(await admin(''));
    await saveLook('Zoë', { bring: ['Hair spray'] });
    const edited = await admin('', {
      method: 'PUT',
      json: {
        clientName: booking.clientName,
        clientPhone: booking.clientPhone,
        eventDate: booking.eventDate,
        eventType: booking.eventType,
        status: booking.status,
        venueName: booking.venueName,
        venueAddress: booking.venueAddress,
        party: booking.party
          .filter((person) => person.name !== 'Maya')
          .map(({ id, name, services, minor }) => ({ id, name, services, minor })),
        travelMiles: 0,
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(server().store.data.looks.map((item) => item.personId)).toEqual([personId('Zoë')]);
    expect(server().store.data.privatePhotos).toEqual([]);
    await expect.poll(files).toEqual([]);

    // The booking deleted: every look of it goes.
    expect((await admin('?schedule=delete', { method: 'DELETE' })).status).toBe(200);
    expect(server().store.data.looks).toEqual([]);
    suite.now = START;
  });
});
