import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PartyCard, PartyIntakeAnswer } from '#contract/party-link.ts';
import { loadConfig } from '../config.ts';
import { PRIVATE_PHOTOS_FULL_MESSAGE } from '../private-photos/private-photo-store.ts';
import { phoneJpeg } from '../test/images.ts';
import { DAY, json, partySuite } from '../test/party-links-api.ts';
import type { TestServer } from '../test/test-server.ts';
import { PARTY_UPLOADS_PER_LINK_HOUR, SITE_UPLOADS_MESSAGE } from './party-links.ts';

// Inspiration photos (issue 39): re-encoded with no EXIF or GPS, kept outside uploads/, served `private, no-store`
// to the link's phone and the dashboard only, within their limits, each refusal said at the field `photo`.

describe('inspiration photos on a party link', () => {
  const { suite, personId, phoneOf, open, addPhoto, removePhoto, photo, admin } = partySuite();

  const claimed = async (name = 'Maya') => {
    const phone = await phoneOf(name);
    await open(phone);
    return phone;
  };
  const errorOf = (response: Response) => json<{ error: string; field?: string }>(response);

  it('strips EXIF and GPS, stores it outside uploads/ and serves it private, no-store', async () => {
    const maya = await claimed();
    const sent = await phoneJpeg(1200, 600);
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const added = await addPhoto(maya, sent);
    expect(added.status, await added.clone().text()).toBe(201);
    const card = await json<PartyCard>(added);
    expect(card.photos).toHaveLength(1);
    const [stored] = card.photos!;
    // Upright: the camera's sideways 1200 × 600 turned by its orientation tag.
    expect(stored).toMatchObject({ url: `/api/party/photos/${stored!.id}`, width: 600, height: 1200 });
    const served = await photo(maya, stored!.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('ExamplePhone'))).toBe(false);
    // On disk under DATA_DIR/private-photos, never in uploads/.
    expect(existsSync(path.join(suite.server.dataDir, 'private-photos', `${stored!.id}.jpg`))).toBe(true);
    expect(await readdir(suite.server.uploadsDir).catch(() => [])).toEqual([]);
    // The dashboard reads it by its own route.
    const intake = await json<PartyIntakeAnswer>(await admin(`/party/${personId('Maya')}/intake`));
    expect(intake.photos.map((item) => item.id)).toEqual([stored!.id]);
    const fromAdmin = await suite.server.request(intake.photos[0]!.url, { admin: true });
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.headers.get('cache-control')).toBe('private, no-store');
    // Deleting it takes the file.
    expect((await removePhoto(maya, stored!.id)).status).toBe(200);
    expect(existsSync(path.join(suite.server.dataDir, 'private-photos', `${stored!.id}.jpg`))).toBe(false);
  });

  it('takes three a person, refuses a fourth, a child’s photo, a large file and a non-image at the field', async () => {
    const maya = await claimed();
    const small = await phoneJpeg(300, 200);
    for (let index = 0; index < 3; index += 1) expect((await addPhoto(maya, small)).status).toBe(201);
    const fourth = await addPhoto(maya, small);
    expect(fourth.status).toBe(400);
    expect(await errorOf(fourth)).toMatchObject({ field: 'photo', error: expect.stringMatching(/up to 3/) });

    const lily = await claimed('Lily');
    const child = await addPhoto(lily, small);
    expect(child.status).toBe(403);
    expect(await errorOf(child)).toMatchObject({ field: 'photo', error: expect.stringMatching(/child/) });

    const zoe = await claimed('Zoë');
    const large = await addPhoto(zoe, Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024)]));
    expect(large.status).toBe(413);
    expect(await errorOf(large)).toMatchObject({ field: 'photo', error: expect.stringMatching(/10 MB/) });
    const text = await addPhoto(zoe, Buffer.from('not a photo at all'));
    expect(text.status).toBe(415);
    expect((await errorOf(text)).field).toBe('photo');
    expect(suite.server.store.data.privatePhotos.filter((item) => item.personId === personId('Zoë'))).toEqual([]);
  });

  it(`takes ${PARTY_UPLOADS_PER_LINK_HOUR} uploads an hour on one link, then 429 at the field`, async () => {
    const zoe = await claimed('Zoë');
    const small = await phoneJpeg(200, 100);
    for (let index = 0; index < PARTY_UPLOADS_PER_LINK_HOUR; index += 1) {
      const added = await addPhoto(zoe, small);
      expect(added.status).toBe(201);
      const { photos } = await json<PartyCard>(added);
      expect((await removePhoto(zoe, photos![0]!.id)).status).toBe(200);
    }
    const refused = await addPhoto(zoe, small);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).field).toBe('photo');
    suite.now += 61 * 60_000;
    expect((await addPhoto(zoe, small)).status).toBe(201);
  });

  it('refuses photos after the count lock (423), and deleting the booking deletes her photos', async () => {
    const maya = await claimed();
    const added = await json<PartyCard>(await addPhoto(maya, await phoneJpeg(300, 200)));
    const file = path.join(suite.server.dataDir, 'private-photos', `${added.photos![0]!.id}.jpg`);
    expect(existsSync(file)).toBe(true);
    const now = suite.now;
    // 13 June less 14 days: closed from 30 May (Sacramento).
    suite.now = Date.parse('2026-05-30T08:00:00Z');
    const locked = await addPhoto(maya, await phoneJpeg(300, 200));
    expect(locked.status).toBe(423);
    expect((await removePhoto(maya, added.photos![0]!.id)).status).toBe(423);
    suite.now = now + DAY;
    const removed = await admin('?schedule=delete', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(suite.server.store.data.privatePhotos).toEqual([]);
    await expect.poll(() => existsSync(file)).toBe(false);
  });

  it('deletes the photos of a person taken out of the party', async () => {
    const maya = await claimed();
    await addPhoto(maya, await phoneJpeg(300, 200));
    expect(suite.server.store.data.privatePhotos).toHaveLength(1);
    await suite.server.store.update((data) => {
      data.bookings[0]!.party = data.bookings[0]!.party.filter((person) => person.name !== 'Maya');
    });
    expect(suite.server.store.data.privatePhotos).toEqual([]);
    await expect.poll(async () => readdir(path.join(suite.server.dataDir, 'private-photos'))).toEqual([]);
  });
});

// The site's two limits, made small for these tests through the environment as an operator would (server/config.ts):
// the same code paths as 200 uploads an hour and 2 GB, without sending either.
describe('the site-wide photo limits', () => {
  it('are 200 party uploads an hour and 2 GB of private photos unless set otherwise', () => {
    expect(loadConfig({})).toMatchObject({ partyUploadsPerHour: 200, privatePhotosMaxBytes: 2 * 1024 ** 3 });
  });

  /** What is stored: the records, and the files in DATA_DIR/private-photos and uploads/. */
  const storedOf = async (server: TestServer) => ({
    records: server.store.data.privatePhotos.map((item) => item.id).sort(),
    files: (await readdir(path.join(server.dataDir, 'private-photos')).catch(() => [] as string[])).sort(),
    uploads: await readdir(server.uploadsDir).catch(() => [] as string[]),
  });
  const errorOf = (response: Response) => json<{ error: string; field?: string }>(response);

  describe('party uploads an hour, site-wide (PARTY_UPLOADS_PER_HOUR)', () => {
    const { suite, phoneOf, open, addPhoto } = partySuite({ PARTY_UPLOADS_PER_HOUR: '3' });

    it('takes that many from all links together, then 429 at the field with nothing stored, until the hour passes', async () => {
      const maya = await phoneOf('Maya');
      const zoe = await phoneOf('Zoë');
      await open(maya);
      await open(zoe);
      const small = await phoneJpeg(300, 200);
      for (const phone of [maya, maya, zoe]) expect((await addPhoto(phone, small)).status).toBe(201);
      const before = await storedOf(suite.server);
      expect(before.records).toHaveLength(3);
      // Each link is far from its own 20 and Maya from her 3 photos: the site's count refuses both.
      for (const phone of [zoe, maya]) {
        const refused = await addPhoto(phone, small);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await errorOf(refused)).toEqual({ error: SITE_UPLOADS_MESSAGE, field: 'photo' });
      }
      expect(await storedOf(suite.server)).toEqual(before);
      suite.now += 61 * 60_000;
      expect((await addPhoto(zoe, small)).status).toBe(201);
    });
  });

  describe('private photos in all (PRIVATE_PHOTOS_MAX_BYTES)', () => {
    const LIMIT = 20_000;
    const { suite, personId, phoneOf, open, addPhoto, admin } = partySuite({ PRIVATE_PHOTOS_MAX_BYTES: String(LIMIT) });

    it('refuses a photo that would pass the total, and any photo once it is reached, at the field, storing nothing', async () => {
      const maya = await phoneOf('Maya');
      await open(maya);
      expect((await addPhoto(maya, await phoneJpeg(300, 200))).status).toBe(201);
      const [first] = suite.server.store.data.privatePhotos;
      expect(first!.bytes).toBeLessThan(LIMIT);
      const before = await storedOf(suite.server);

      // Grain re-encodes to far more than the room left: refused once decoded, its file never written.
      const grainy = await sharp({
        create: {
          width: 600,
          height: 600,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg()
        .toBuffer();
      const tooMuch = await addPhoto(maya, grainy);
      expect(tooMuch.status).toBe(413);
      expect(await errorOf(tooMuch)).toEqual({ error: PRIVATE_PHOTOS_FULL_MESSAGE, field: 'photo' });
      expect(await storedOf(suite.server)).toEqual(before);

      // A site whose photos already take it all (as a full 2 GB would): refused before the photo is read, on a
      // bridesmaid's link and in the artist's look alike.
      await suite.server.store.update((data) => void (data.privatePhotos[0]!.bytes = LIMIT));
      const full = await addPhoto(maya, await phoneJpeg(120, 80));
      expect(full.status).toBe(413);
      expect(await errorOf(full)).toEqual({ error: PRIVATE_PHOTOS_FULL_MESSAGE, field: 'photo' });
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(await phoneJpeg(120, 80))], { type: 'image/jpeg' }), 'trial.jpg');
      const look = await admin(`/party/${personId('Zoë')}/look/photos`, { method: 'POST', body: form });
      expect(look.status).toBe(413);
      expect(await errorOf(look)).toEqual({ error: PRIVATE_PHOTOS_FULL_MESSAGE, field: 'photo' });
      expect(await storedOf(suite.server)).toEqual(before);
    });
  });
});
