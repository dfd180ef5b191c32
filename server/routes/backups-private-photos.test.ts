import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import type { RestoreAnswer } from '#contract/backups.ts';
import type { Look } from '#contract/look.ts';
import type { PartyCard, PartyIntakeAnswer } from '#contract/party-link.ts';
import { SECRET_FILES } from '../secrets.ts';
import { backupCodeOf, changeDb, entriesOf, makeArchive, rebuildArchive, restore } from '../test/backup-archives.ts';
import { phoneJpeg } from '../test/images.ts';
import { json, partySuite } from '../test/party-links-api.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// Issue 39's private photos (a bridesmaid's inspiration photos, the artist's look photos) in the backups: written into
// the archive under `data/private-photos/` with the signed manifest, restored in the same swap into DATA_DIR (never
// uploads/), brought back only by a backup this site signed, and an archive from before them still restores.

const PRIVATE = 'data/private-photos/';

/** The archive with one more entry before its manifest, the manifest left as it was. */
async function appendEntry(archive: Buffer, name: string, bytes: Buffer) {
  const entries = await entriesOf(archive);
  const manifest = entries.find((entry) => entry.name === 'manifest.json')!;
  return makeArchive([
    ...entries
      .filter((entry) => entry !== manifest)
      .map((entry) => ({ header: { name: entry.name, size: entry.bytes.length }, bytes: entry.bytes })),
    { header: { name, size: bytes.length }, bytes },
    { header: { name: manifest.name, size: manifest.bytes.length }, bytes: manifest.bytes },
  ]);
}

describe('private photos in a backup', () => {
  const { suite, personId, phoneOf, open, addPhoto, admin } = partySuite();
  let fresh: TestServer;
  beforeAll(async () => {
    // A fresh install: its own data folder, admin key and backup key.
    fresh = await startTestServer({ adminKey: 'a-fresh-server-key-9f3Kq2Lx7Zp' });
  });
  afterAll(() => fresh.close());

  /** Maya's inspiration photo from her own link, and a look photo of Zoë's from the dashboard; their bytes as served. */
  const withPhotos = async () => {
    const maya = await phoneOf('Maya');
    await open(maya);
    const added = await addPhoto(maya, await phoneJpeg(1200, 600));
    expect(added.status, await added.clone().text()).toBe(201);
    const inspiration = (await json<PartyCard>(added)).photos![0]!;
    const look = `/party/${personId('Zoë')}/look`;
    expect((await admin(look, { method: 'PUT', json: { lashes: 'Wispies' } })).status).toBe(200);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await phoneJpeg(900, 600))], { type: 'image/jpeg' }), 'trial.jpg');
    const lookAdded = await admin(`${look}/photos`, { method: 'POST', body: form });
    expect(lookAdded.status, await lookAdded.clone().text()).toBe(201);
    const lookPhoto = (await json<Look>(lookAdded)).photos[0]!;
    const inspirationPath = api.adminBookings.partyPhoto.path({
      id: suite.booking.id,
      personId: personId('Maya'),
      photoId: inspiration.id,
    });
    const served = async (server: TestServer, url: string) => {
      const answer = await server.request(url, { admin: true });
      return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
    };
    return {
      ids: [inspiration.id, lookPhoto.id],
      paths: [inspirationPath, lookPhoto.url],
      bytes: [(await served(suite.server, inspirationPath)).bytes, (await served(suite.server, lookPhoto.url)).bytes],
      served,
    };
  };

  const download = async (server: TestServer) => {
    const answer = await server.request(api.adminBackups.download.path(), { admin: true });
    expect(answer.status).toBe(200);
    return Buffer.from(await answer.arrayBuffer());
  };
  const filesIn = async (server: TestServer) => ({
    private: (await readdir(path.join(server.dataDir, 'private-photos')).catch(() => [] as string[])).sort(),
    uploads: (await readdir(server.uploadsDir).catch(() => [] as string[])).sort(),
  });

  it('restores an inspiration photo and a look photo into a fresh server, the same bytes, outside uploads/', async () => {
    const photos = await withPhotos();
    const archive = await download(suite.server);
    const entries = await entriesOf(archive);
    const manifest = JSON.parse(entries.find((entry) => entry.name === 'manifest.json')!.bytes.toString());
    for (const id of photos.ids) {
      // In the archive under its own folder, listed (size and SHA-256) in the manifest the site signs.
      expect(entries.map((entry) => entry.name)).toContain(`${PRIVATE}${id}.jpg`);
      expect(manifest.files.map((file: { path: string }) => file.path)).toContain(`${PRIVATE}${id}.jpg`);
    }
    expect(entries.some((entry) => entry.name.startsWith('uploads/'))).toBe(false);

    const answer = await restore(fresh, archive, { code: await backupCodeOf(suite.server) });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await json<RestoreAnswer>(answer)).verified).toBe(true);
    expect(fresh.store.data.privatePhotos.map((photo) => photo.id).sort()).toEqual([...photos.ids].sort());
    for (const [index, url] of photos.paths.entries()) {
      const served = await photos.served(fresh, url);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(photos.bytes[index]!)).toBe(true);
    }
    // The dashboard lists Maya's photo in her intake, as on the server the backup came from.
    const intake = await json<PartyIntakeAnswer>(
      await fresh.request(api.adminBookings.partyIntake.path({ id: suite.booking.id, personId: personId('Maya') }), {
        admin: true,
      }),
    );
    expect(intake.photos.map((photo) => photo.id)).toEqual([photos.ids[0]]);
    expect(await filesIn(fresh)).toEqual({ private: photos.ids.map((id) => `${id}.jpg`).sort(), uploads: [] });
    // Her 2 GB counts them again.
    expect(fresh.store.data.privatePhotos.reduce((sum, photo) => sum + photo.bytes, 0)).toBe(
      photos.bytes.reduce((sum, bytes) => sum + bytes.length, 0),
    );

    // Restoring a backup without them (made before any was added) takes them away again, files too.
    const empty = await startTestServer({ adminKey: 'another-fresh-server-key-2Lx7Zp' });
    try {
      const before = await download(empty);
      const restored = await restore(fresh, before, { code: await backupCodeOf(empty) });
      expect(restored.status, await restored.clone().text()).toBe(200);
      expect(fresh.store.data.privatePhotos).toEqual([]);
      await expect.poll(async () => (await filesIn(fresh)).private).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('brings back neither the photos nor their records from a backup that does not verify, and renews the link secret', async () => {
    const photos = await withPhotos();
    const archive = await download(suite.server);
    // Into the fresh server (which kept her code from the restore before), edited since: content only.
    const edited = await rebuildArchive(
      archive,
      changeDb(() => {}),
    );
    const answer = await restore(fresh, edited);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const restored = await json<RestoreAnswer>(answer);
    expect(restored.verified).toBe(false);
    expect(restored.madeNew).toContain(SECRET_FILES.linkToken);
    expect(fresh.store.data.bookings.map((booking) => booking.id)).toContain(suite.booking.id);
    expect(fresh.store.data.privatePhotos).toEqual([]);
    expect(await filesIn(fresh)).toEqual({ private: [], uploads: [] });
    for (const url of photos.paths) expect((await photos.served(fresh, url)).status).toBe(404);

    // Her own server, from her backup edited by someone else (a photo and its record added, the manifest listing them
    // but not signed): the photos she has stay as they are, the archive's photo and its record do not come in.
    const planted = '0badc0de-0000-4000-8000-000000000001';
    const listed = await rebuildArchive(
      await appendEntry(archive, `${PRIVATE}${planted}.jpg`, await phoneJpeg(300, 200)),
      changeDb((data) => void data.privatePhotos.push({ ...data.privatePhotos[0], id: planted })),
    );
    await suite.server.store.update((data) => void (data.privatePhotos = data.privatePhotos.slice(0, 1)));
    const kept = suite.server.store.data.privatePhotos.map((photo) => photo.id);
    const mine = await restore(suite.server, listed);
    expect(mine.status, await mine.clone().text()).toBe(200);
    expect((await json<RestoreAnswer>(mine)).verified).toBe(false);
    expect(suite.server.store.data.privatePhotos.map((photo) => photo.id)).toEqual(kept);
    await expect.poll(async () => (await filesIn(suite.server)).private).toEqual(kept.map((id) => `${id}.jpg`));
    expect((await filesIn(suite.server)).uploads).toEqual([]);
  });

  it('refuses a private photo outside its folder, named otherwise, not listed, a link or not a JPEG, changing nothing', async () => {
    const photos = await withPhotos();
    const archive = await download(suite.server);
    const code = await backupCodeOf(suite.server);
    const id = photos.ids[0]!;
    const jpeg = await phoneJpeg(300, 200);
    const before = { data: JSON.stringify(fresh.store.data), files: await filesIn(fresh) };
    const refused = async (hostile: Buffer, message: RegExp) => {
      const answer = await restore(fresh, hostile, { code });
      const body = await answer.json();
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(body.error).toMatch(message);
      expect(JSON.stringify(fresh.store.data)).toBe(before.data);
      expect(await filesIn(fresh)).toEqual(before.files);
    };
    // Signed by her own code, so only the entry's name or kind is wrong.
    const signedWith = (name: string, bytes = jpeg) =>
      appendEntry(archive, name, bytes).then((changed) => rebuildArchive(changed, (_name, same) => same, { code }));
    await refused(await signedWith(`${PRIVATE}../../${id}.jpg`), /leaves its folder/);
    await refused(await signedWith(`${PRIVATE}nested/${id}.jpg`), /not a backup of this site/);
    await refused(await signedWith(`${PRIVATE}${id}.jpg.sh`), /not a backup of this site/);
    await refused(await signedWith(`data/${id}.jpg`), /not a backup of this site/);
    await refused(
      await signedWith(`${PRIVATE}0badc0de-0000-4000-8000-000000000002.jpg`, Buffer.from('#!/bin/sh')),
      /not a JPG image/,
    );
    // Present but not in the manifest the site signed.
    await refused(
      await appendEntry(archive, `${PRIVATE}0badc0de-0000-4000-8000-000000000003.jpg`, jpeg),
      /which its list of contents does not/,
    );
    // Listed, with other bytes than were backed up.
    await refused(
      await makeArchive(
        (await entriesOf(archive)).map((entry) => {
          const bytes = entry.name === `${PRIVATE}${id}.jpg` ? jpeg : entry.bytes;
          return { header: { name: entry.name, size: bytes.length }, bytes };
        }),
      ),
      /is not what was backed up/,
    );
    await refused(
      await makeArchive([
        ...(await entriesOf(archive)).map((entry) => ({
          header: { name: entry.name, size: entry.bytes.length },
          bytes: entry.bytes,
        })),
        {
          header: {
            name: `${PRIVATE}0badc0de-0000-4000-8000-000000000004.jpg`,
            type: 'symlink',
            linkname: '/etc/passwd',
          },
        },
      ]),
      /holds a link/,
    );
  });

  it('restores a backup made before private photos existed', async () => {
    await withPhotos();
    const code = await backupCodeOf(suite.server);
    const old = await rebuildArchive(
      await download(suite.server),
      changeDb((data) => void delete data.privatePhotos),
      { code },
    );
    const dropped = await makeArchive(
      (await entriesOf(old))
        .filter((entry) => !entry.name.startsWith(PRIVATE))
        .map((entry) => ({ header: { name: entry.name, size: entry.bytes.length }, bytes: entry.bytes })),
    );
    const oldFormat = await rebuildArchive(dropped, (_name, bytes) => bytes, { code });
    expect((await entriesOf(oldFormat)).some((entry) => entry.name.startsWith(PRIVATE))).toBe(false);
    const answer = await restore(fresh, oldFormat, { code });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await json<RestoreAnswer>(answer)).verified).toBe(true);
    expect(fresh.store.data.bookings.map((booking) => booking.id)).toContain(suite.booking.id);
    expect(fresh.store.data.privatePhotos).toEqual([]);
    await expect.poll(async () => (await filesIn(fresh)).private).toEqual([]);
  });
});
