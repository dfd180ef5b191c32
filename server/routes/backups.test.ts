import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import { type KeptBackup, type RestoreAnswer } from '#contract/backups.ts';
import { pushSubscriptionId } from '../alerts/push.ts';
import type { App } from '../app.ts';
import { logIn, passkeyLogin, registerPasskey, setSiteAddress, withCookie } from '../test/admin-login.ts';
import { lessonForm } from '../test/lesson-form.ts';
import { startPushService, verifyVapid, type TestPushService } from '../test/push-service.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { entriesOf, makeArchive, rebuildArchive, restore } from '../test/backup-archives.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';
import { until } from '../test/until.ts';

const SITE = 'https://localhost:8443';
/** The first bytes of a WebP file, enough for the restore's check of each photo. */
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 7)]);

const schedule = {
  clientName: 'Ava Backup',
  pin: '551234',
  weddingDate: '2026-06-13',
  startTime: '8:00 AM',
  venueName: 'The Example Barn',
  venueAddress: '1 Example Road, Sacramento, CA',
  contactPhone: '(916) 555-0199',
  manualTotal: '$975',
  isActive: true,
};

/** Everything a refused restore must leave as it was: the data, the secret files, the photos and the kept backups. */
async function everything(server: TestServer) {
  const files = async (dir: string) => {
    const names = (await readdir(dir).catch(() => [] as string[])).sort();
    return Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(dir, name));
        return info.isFile()
          ? `${name}:${createHash('sha256')
              .update(await readFile(path.join(dir, name)))
              .digest('hex')}`
          : `${name}/`;
      }),
    );
  };
  return {
    store: await snapshot(server),
    // The backups folder itself may be made (the upload arrives in it); what it holds is compared below.
    data: (await files(server.dataDir)).filter((name) => name !== 'backups/'),
    uploads: await files(server.uploadsDir),
    backups: await files(path.join(server.dataDir, 'backups')),
  };
}

describe('backups and restore, through the real server', () => {
  let pushService: TestPushService;
  const alertOptions = () => ({ push: { testPushService: { origin: pushService.url, ca: pushService.ca } } });
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.close());

  it('restores a backup taken during writes into a fresh server: data, photos, saved schedules, passkeys and push devices', async () => {
    const old = await startTestServer({ env: { LESSON_LIMIT: '1000' }, alertOptions: alertOptions() });
    // A fresh install has an admin key of its own (generated on its first start), not the old server's.
    const fresh = await startTestServer({
      env: { LESSON_LIMIT: '1000' },
      alertOptions: alertOptions(),
      adminKey: 'a-fresh-server-key-9f3Kq2Lx7Zp',
    });
    try {
      await setSiteAddress(old, SITE);
      // A saved schedule on a bride's phone: the device token from her PIN lookup.
      expect(
        (await old.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule })).status,
      ).toBe(201);
      const lookup = await old.request(api.weddingSchedule.byPin.path({ pin: schedule.pin }));
      expect(lookup.status).toBe(200);
      const deviceToken = lookup.headers.get(SCHEDULE_TOKEN_HEADER)!;
      expect(deviceToken).toBeTruthy();
      // A passkey, registered from a logged-in dashboard.
      const { authenticator } = await registerPasskey(old, new SoftAuthenticator(SITE));
      // A phone that gets push notifications, and a photo.
      const phone = pushService.device('backup-phone');
      await old.store.update((data) => {
        data.pushSubscriptions = [
          {
            id: pushSubscriptionId(phone.endpoint),
            endpoint: phone.endpoint,
            p256dh: phone.p256dh,
            auth: phone.auth,
            device: 'Test phone',
            createdAt: new Date().toISOString(),
          },
        ];
      });
      await mkdir(old.uploadsDir, { recursive: true });
      await writeFile(path.join(old.uploadsDir, 'photo1-1600.webp'), WEBP);
      const oldVapid = (await (await old.request(api.adminAlerts.get.path(), { admin: true })).json()).push
        .publicKey as string;

      // The backup is downloaded while the owner keeps saving FAQs.
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          const answer = await old.request('/api/admin/faqs', {
            method: 'POST',
            admin: true,
            json: { question: `Question ${written}?`, answer: 'Yes.', isVisible: true, sortOrder: written },
          });
          expect(answer.status).toBe(201);
          written += 1;
        }
      })();
      await until(() => (written >= 3 ? true : undefined));
      const download = await old.request(api.adminBackups.download.path(), { admin: true });
      const archive = Buffer.from(await download.arrayBuffer());
      writing = false;
      await writes;
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/gzip');
      expect(download.headers.get('cache-control')).toBe('no-store');
      expect(download.headers.get('content-disposition')).toMatch(
        /^attachment; filename="bridal-site-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz"$/,
      );
      const entries = await entriesOf(archive);
      // Every secret file but the backup key, which verifies the archive and so never travels in one.
      expect(entries.map((entry) => entry.name)).toEqual([
        'data/db.json',
        'data/schedule-token-secret',
        'data/link-token-secret',
        'data/vapid-keys',
        'uploads/photo1-1600.webp',
        'manifest.json',
      ]);
      const backedUp = JSON.parse(entries[0]!.bytes.toString('utf8'));
      // One instant: every FAQ saved by then, in one piece (ids unique, orders a run from 0).
      const orders = backedUp.faqs
        .map((faq: { sortOrder: number }) => faq.sortOrder)
        .sort((a: number, b: number) => a - b);
      expect(orders).toEqual(orders.map((_: number, index: number) => index));
      expect(orders.length).toBeGreaterThanOrEqual(3);

      // The fresh server: her session there survives the restore. The old server's backup code verifies it.
      const { code } = (await (await old.request(api.adminBackups.code.path(), { admin: true })).json()) as {
        code: string;
      };
      const { cookie: freshCookie } = await logIn(fresh);
      const restored = await restore(fresh, archive, {
        admin: false,
        headers: { cookie: freshCookie, origin: fresh.url },
        code: code.toLowerCase().replace(/-/g, ' '),
      });
      expect(restored.status).toBe(200);
      const answer = (await restored.json()) as RestoreAnswer;
      expect(answer).toMatchObject({ verified: true, madeNew: [], signedOut: 0 });
      expect(answer.records).toMatchObject({
        faqs: backedUp.faqs.length,
        weddingSchedules: 1,
        passkeys: 1,
        pushSubscriptions: 1,
      });
      expect(answer.photos).toBe(1);
      expect(answer.beforeRestore).toMatch(/^before-restore-/);
      expect(fresh.store.data.faqs).toEqual(backedUp.faqs);
      expect(await readFile(path.join(fresh.uploadsDir, 'photo1-1600.webp'))).toEqual(WEBP);
      const stillIn = await fresh.request(api.adminBackups.list.path(), withCookie(freshCookie));
      expect(stillIn.status).toBe(200);
      expect(((await stillIn.json()) as KeptBackup[]).map((item) => item.name)).toContain(answer.beforeRestore);

      // The bride's phone refreshes with the token the old server gave it.
      const refresh = await fresh.request(api.weddingSchedule.saved.path(), {
        headers: { [SCHEDULE_TOKEN_HEADER]: deviceToken },
      });
      expect(refresh.status).toBe(200);
      expect((await refresh.json()).schedule.clientName).toBe(schedule.clientName);
      // The passkey logs in, although the fresh server's admin key is another one.
      expect((await passkeyLogin(fresh, authenticator)).status).toBe(200);
      // The phone gets the next questionnaire's notification, signed with the same VAPID key it subscribed with.
      pushService.requests.length = 0;
      expect((await fresh.request('/api/lesson-submissions', { method: 'POST', json: lessonForm() })).status).toBe(201);
      const sent = await until(() => pushService.requests.find((item) => phone.endpoint.endsWith(item.path)));
      expect(verifyVapid(String(sent.headers.authorization), pushService.url).key).toBe(oldVapid);
      expect(JSON.parse(phone.decrypt(sent.body)).title).toBe('New lesson questionnaire');
    } finally {
      await old.close();
      await fresh.close();
    }
  });

  it('holds no admin key while ADMIN_KEY sets it, even with an admin-key file left in the data folder', async () => {
    const server = await startTestServer();
    try {
      await writeFile(path.join(server.dataDir, 'admin-key'), 'a-key-from-before-ADMIN_KEY-was-set\n');
      const archive = Buffer.from(
        await (await server.request(api.adminBackups.download.path(), { admin: true })).arrayBuffer(),
      );
      const names = (await entriesOf(archive)).map((entry) => entry.name);
      expect(names).toContain('data/db.json');
      expect(names).not.toContain('data/admin-key');
    } finally {
      await server.close();
    }
  });

  describe('refusals', () => {
    let server: TestServer;
    let good: Buffer;
    beforeAll(async () => {
      server = await startTestServer();
      await mkdir(server.uploadsDir, { recursive: true });
      await writeFile(path.join(server.uploadsDir, 'kept-1600.webp'), WEBP);
      good = Buffer.from(await (await server.request(api.adminBackups.download.path(), { admin: true })).arrayBuffer());
      // Something changes after the backup, so that a restore that went through would show.
      await server.request('/api/admin/faqs', {
        method: 'POST',
        admin: true,
        json: { question: 'After the backup?', answer: 'Yes.', isVisible: true, sortOrder: 0 },
      });
    });
    afterAll(() => server.close());

    const refusedWith = async (archive: Buffer, message: RegExp) => {
      const before = await everything(server);
      const answer = await restore(server, archive);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toMatch(message);
      expect(await everything(server)).toEqual(before);
    };

    it('refuses a truncated archive, and anything that is not a backup, changing nothing', async () => {
      await refusedWith(good.subarray(0, Math.floor(good.length / 2)), /incomplete|not a backup/);
      await refusedWith(good.subarray(0, 30), /not a backup|incomplete/);
      await refusedWith(Buffer.from('definitely not an archive'), /not a backup of this site/);
      await refusedWith(
        await makeArchive([{ header: { name: 'notes.txt', size: 5 }, bytes: Buffer.from('hello') }]),
        /not a backup of this site/,
      );
      // The real files without their manifest.
      const entries = (await entriesOf(good)).filter((entry) => entry.name !== 'manifest.json');
      await refusedWith(
        await makeArchive(
          entries.map((entry) => ({ header: { name: entry.name, size: entry.bytes.length }, bytes: entry.bytes })),
        ),
        /manifest/,
      );
    });

    it('refuses paths out of its folder, links and device files', async () => {
      await refusedWith(
        await makeArchive([{ header: { name: '../x', size: 1 }, bytes: Buffer.from('x') }]),
        /leaves its folder/,
      );
      await refusedWith(
        await makeArchive([{ header: { name: 'uploads/../../db.json', size: 1 }, bytes: Buffer.from('x') }]),
        /leaves its folder/,
      );
      await refusedWith(
        await makeArchive([{ header: { name: '/etc/passwd', size: 1 }, bytes: Buffer.from('x') }]),
        /leaves its folder/,
      );
      await refusedWith(
        await makeArchive([{ header: { name: 'data/db.json', type: 'symlink', linkname: '/etc/passwd', size: 0 } }]),
        /a link/,
      );
      await refusedWith(
        await makeArchive([
          { header: { name: 'uploads/a-1600.webp', type: 'link', linkname: 'data/admin-key', size: 0 } },
        ]),
        /a link/,
      );
      await refusedWith(
        await makeArchive([
          { header: { name: 'data/db.json', type: 'character-device', devmajor: 1, devminor: 3, size: 0 } },
        ]),
        /device file/,
      );
    });

    it('refuses a file larger than it may be, from its header, and one that does not match its manifest', async () => {
      // A header claiming 300 MB for db.json is refused before any of it is read (the data is not even there).
      const header = tar.pack();
      const chunks: Buffer[] = [];
      header.on('data', (chunk: unknown) => void chunks.push(chunk as Buffer));
      header.entry({ name: 'data/db.json', size: 300 * 1024 ** 2 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      await refusedWith(gzipSync(Buffer.concat(chunks)), /larger than a backup's file can be/);

      const entries = await entriesOf(good);
      const tampered = entries.map((entry) =>
        entry.name === 'data/db.json'
          ? { ...entry, bytes: Buffer.from(entry.bytes.toString().replace('[]', '[ ]')) }
          : entry,
      );
      await refusedWith(
        await makeArchive(
          tampered.map((entry) => ({ header: { name: entry.name, size: entry.bytes.length }, bytes: entry.bytes })),
        ),
        /not what was backed up/,
      );
    });

    it('refuses data the store would refuse on start-up, and a photo that is not an image', async () => {
      const { code } = (await (await server.request(api.adminBackups.code.path(), { admin: true })).json()) as {
        code: string;
      };
      // Signed again with this server's code, as only this server could: what is refused is the content.
      const rebuild = (change: (name: string, bytes: Buffer) => Buffer) => rebuildArchive(good, change, { code });
      await refusedWith(
        await rebuild((name, bytes) => {
          if (name !== 'data/db.json') return bytes;
          const data = JSON.parse(bytes.toString());
          data.faqs = [{ id: 'x', question: 42 }];
          return Buffer.from(JSON.stringify(data));
        }),
        /backup's db.json has a bad record: "faqs" item 1/,
      );
      await refusedWith(
        await rebuild((name, bytes) =>
          name.startsWith('uploads/') ? Buffer.from('<script>not a photo</script>') : bytes,
        ),
        /is not a WEBP image/,
      );
      await refusedWith(
        await rebuild((name, bytes) => (name === 'data/vapid-keys' ? Buffer.from('{"publicKey":"x"}') : bytes)),
        /push notification keys \(vapid-keys\) is damaged/,
      );
    });

    it('refuses oversized uploads, other form fields and other bodies, changing nothing', async () => {
      const before = await everything(server);
      // Declared larger than 4 GB: refused from the header, before a byte of the body is read.
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(api.adminBackups.restore.path(), server.url);
        const outgoing = httpRequest(url, {
          method: 'POST',
          headers: {
            'x-admin-key': 'test-admin-key-0123456789',
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(5 * 1024 ** 3),
          },
        });
        outgoing.on('response', (response) => {
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        });
        outgoing.on('error', reject);
        outgoing.flushHeaders();
      });
      expect(status).toBe(413);
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(good)]), 'backup.tar.gz');
      const wrongField = await server.request(api.adminBackups.restore.path(), {
        method: 'POST',
        body: form,
        admin: true,
      });
      expect(wrongField.status).toBe(400);
      expect((await wrongField.json()).error).toMatch(/form field "backup"/);
      const json = await server.request(api.adminBackups.restore.path(), {
        method: 'POST',
        json: { backup: 'x' },
        admin: true,
      });
      expect(json.status).toBe(415);
      expect(await everything(server)).toEqual(before);
    });

    it('answers nothing without the key or a session, in any spelling, and opens only listed backups', async () => {
      for (const [method, url] of [
        ['GET', api.adminBackups.download.path()],
        ['GET', api.adminBackups.list.path()],
        ['GET', api.adminBackups.kept.path({ name: 'nightly-2026-01-01-031500.tar.gz' })],
        ['POST', api.adminBackups.restore.path()],
        ['GET', '/API/ADMIN/backup'],
        ['GET', '/api/Admin/backups'],
        ['GET', '/api/%61dmin/backup'],
        ['GET', '/api/admin//backup'],
        ['GET', '/api/admin/backup/'],
      ] as const) {
        const answer = await server.request(url, { method });
        expect(answer.status, url).toBe(401);
        expect(answer.headers.get('content-type'), url).not.toMatch(/gzip/);
      }
      // With the key, other spellings are not routes; names outside the list are not files.
      for (const url of ['/API/ADMIN/backup', '/api/admin/Backup', '/api/admin/backup/']) {
        expect((await server.request(url, { admin: true })).status, url).toBe(404);
      }
      for (const name of [
        '..%2fdb.json',
        '%2e%2e%2fdb.json',
        '%252e%252e%252fdb.json',
        '..%5cdb.json',
        'db.json',
        '.',
        '%2e%2e',
        'nightly-2026-01-01-031500.tar.gz',
      ]) {
        const answer = await server.request(`/api/admin/backups/${name}`, { admin: true });
        expect(answer.status, name).toBe(404);
        expect(answer.headers.get('content-type'), name).not.toMatch(/gzip/);
      }
    });
  });

  it('makes the nightly backup at BACKUP_TIME on its clock, owner-only, keeping BACKUP_KEEP', async () => {
    let now = new Date(2026, 0, 10, 3, 0).getTime();
    const server = await startTestServer({ clock: () => now, env: { BACKUP_KEEP: '3', BACKUP_TIME: '03:15' } });
    const { backups } = server.app as App;
    try {
      expect(await backups.runNightlyIfDue()).toBeUndefined();
      now = new Date(2026, 0, 10, 3, 15).getTime();
      const first = await backups.runNightlyIfDue();
      expect(first?.name).toBe('nightly-2026-01-10-031500.tar.gz');
      now = new Date(2026, 0, 10, 23, 59).getTime();
      expect(await backups.runNightlyIfDue()).toBeUndefined();
      for (let day = 11; day <= 14; day += 1) {
        now = new Date(2026, 0, day, 3, 20).getTime();
        expect((await backups.runNightlyIfDue())?.name).toBe(`nightly-2026-01-${day}-032000.tar.gz`);
      }
      const dir = path.join(server.dataDir, 'backups');
      expect(((await stat(dir)).mode & 0o777).toString(8)).toBe('700');
      const names = (await readdir(dir)).sort();
      expect(names).toEqual([
        'nightly-2026-01-12-032000.tar.gz',
        'nightly-2026-01-13-032000.tar.gz',
        'nightly-2026-01-14-032000.tar.gz',
      ]);
      for (const name of names) expect(((await stat(path.join(dir, name))).mode & 0o777).toString(8)).toBe('600');

      const listed = (await (
        await server.request(api.adminBackups.list.path(), { admin: true })
      ).json()) as KeptBackup[];
      expect(listed.map((item) => item.name)).toEqual([...names].reverse());
      expect(listed[0]).toMatchObject({ kind: 'nightly', createdAt: new Date(2026, 0, 14, 3, 20).toISOString() });
      expect(listed[0]!.size).toBe((await stat(path.join(dir, names[2]!))).size);
      const downloaded = await server.request(api.adminBackups.kept.path({ name: names[2]! }), { admin: true });
      expect(downloaded.status).toBe(200);
      expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename="${names[2]}"`);
      expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(await readFile(path.join(dir, names[2]!)));
      // A kept backup restores like a downloaded one.
      expect((await restore(server, await readFile(path.join(dir, names[0]!)))).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
