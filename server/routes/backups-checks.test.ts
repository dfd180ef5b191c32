import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#contract/api.ts';
import { backupCodeOf, changeDb, entriesOf, makeArchive, rebuildArchive, restore } from '../test/backup-archives.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The third audit's F5 (a restore that freezes the server), F6 (records of the right type and the wrong content)
// and F10 (a failed restore that had already replaced photos).

/** The first bytes of a WebP file, enough for the restore's check of each photo. */
const webp = (fill: number) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32, fill)]);

const booking = {
  clientName: 'Bea Check',
  clientPhone: '(916) 555-0142',
  clientEmail: '',
  eventDate: '2027-05-01',
  eventType: 'special-event',
  status: 'booked',
  party: [{ name: 'Bea', service: 'Bridesmaid' }],
};

describe('what a restore checks', () => {
  let server: TestServer;
  let good: Buffer;
  let code: string;
  beforeAll(async () => {
    server = await startTestServer();
    const made = await server.request('/api/admin/bookings', { method: 'POST', admin: true, json: booking });
    expect(made.status).toBe(201);
    await mkdir(server.uploadsDir, { recursive: true });
    await writeFile(path.join(server.uploadsDir, 'kept-1600.webp'), webp(1));
    good = Buffer.from(await (await server.request(api.adminBackups.download.path(), { admin: true })).arrayBuffer());
    code = await backupCodeOf(server);
  });
  afterAll(() => server.close());

  const refused = async (archive: Buffer, message: RegExp) => {
    const answer = await restore(server, archive);
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatch(message);
  };

  it('refuses data that fails the API schemas, naming the list, the record and the field', async () => {
    await refused(
      await rebuildArchive(
        good,
        changeDb((data) => void (data.bookings[0].eventDate = 'soon')),
        { code },
      ),
      /"bookings" item 1 has a bad "eventDate": Event date must be a real date/,
    );
    await refused(
      await rebuildArchive(
        good,
        changeDb((data) => void (data.siteSettings.siteUrl = 'not an address')),
        { code },
      ),
      /site settings: "siteUrl"/,
    );
    // An older backup (before bookings and her booking rules existed) is brought up to date as a start does.
    const older = await rebuildArchive(
      good,
      changeDb((data) => {
        delete data.bookings;
        delete data.siteSettings.bookingsPerDay;
      }),
      { code },
    );
    expect((await restore(server, older)).status).toBe(200);
    expect(server.store.data.bookings).toEqual([]);
  });

  it('refuses a db.json of too many records, checked off the main thread', async () => {
    const faqs = Array.from({ length: 200_001 }, (_, index) => ({
      id: `f${index}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      question: 'Q?',
      answer: 'A.',
      isVisible: true,
      sortOrder: 0,
    }));
    await refused(
      await rebuildArchive(
        good,
        changeDb((data) => void (data.faqs = faqs)),
      ),
      /db.json holds 200002 records|db.json holds 200001 records/,
    );
  });

  it('reads no further than the archive’s end marker', async () => {
    // After the end marker, what would be refused if it were read: an entry that leaves its folder.
    const tarred = gunzipSync(good);
    const evil = gunzipSync(await makeArchive([{ header: { name: '../evil', size: 1 }, bytes: Buffer.from('x') }]));
    const answer = await restore(server, gzipSync(Buffer.concat([tarred, evil, Buffer.alloc(64 * 1024 ** 2)])));
    expect(answer.status).toBe(200);
  });

  it('refuses an archive of headers without end, counting the bytes it unpacks', async () => {
    // 5,000 pax headers (1 KB each, with their data) and no file: tar-stream reads them all, holding none.
    const block = (type: string, size: number) => {
      const header = Buffer.alloc(512);
      header.write('paxheader', 0);
      header.write('0000600\0', 100);
      header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
      header.write(type, 156);
      header.write('ustar\u000000', 257);
      header.fill(' ', 148, 156);
      const sum = header.reduce((total, byte) => total + byte, 0);
      header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
      return header;
    };
    const record = Buffer.concat([Buffer.from('30 comment=xxxxxxxxxxxxxxxxxx\n'), Buffer.alloc(482, 0x20)]);
    const headers = Array.from({ length: 5000 }, () => [block('x', 512), record]).flat();
    await refused(gzipSync(Buffer.concat(headers)), /headers are larger than a backup has/);
  });

  it('never overwrites a photo that exists, and puts everything back when the data write fails', async () => {
    const photo = path.join(server.uploadsDir, 'kept-1600.webp');
    const entries = await entriesOf(good);
    expect(entries.map((entry) => entry.name)).toContain('uploads/kept-1600.webp');
    const other = await rebuildArchive(good, (name, bytes) => (name === 'uploads/kept-1600.webp' ? webp(9) : bytes), {
      code,
    });
    const secretBefore = await readFile(path.join(server.dataDir, 'schedule-token-secret'), 'utf8');
    const update = vi.spyOn(server.store, 'update').mockRejectedValueOnce(new Error('the disk is full'));
    try {
      const answer = await restore(server, other);
      expect(answer.status).toBe(500);
      expect((await answer.json()).error).toMatch(/the disk is full\); nothing was changed/);
    } finally {
      update.mockRestore();
    }
    expect(await readFile(photo)).toEqual(webp(1));
    expect(await readFile(path.join(server.dataDir, 'schedule-token-secret'), 'utf8')).toBe(secretBefore);
    // A restore that goes through keeps the photo that exists as it is too: the same name is the same photo.
    expect((await restore(server, other)).status).toBe(200);
    expect(await readFile(photo)).toEqual(webp(1));
  });
});
