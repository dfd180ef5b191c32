import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, SCHEDULE_TOKEN_HEADER } from '#contract/api.ts';
import type { RestoreAnswer, RestoreCheck } from '#contract/backups.ts';
import { backupCodeOf, changeDb, entriesOf, makeArchive, rebuildArchive, restore } from '../test/backup-archives.ts';
import { logIn, passkeyLogin, registerPasskey, setSiteAddress, withCookie } from '../test/admin-login.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The third audit's F1: a backup edited by someone else (a planted passkey, calendar token and schedule-token
// secret) must not give them a login, a calendar or a schedule, and no session outlives a restore.

const SITE = 'https://localhost:8443';
const WEDDING = '2027-06-13';
const LAST_DAY = '2027-07-13';

const schedule = {
  clientName: 'Ava Trust',
  pin: '551234',
  weddingDate: WEDDING,
  startTime: '8:00 AM',
  venueName: 'The Example Barn',
  venueAddress: '1 Example Road, Sacramento, CA',
  contactPhone: '(916) 555-0199',
  manualTotal: '$975',
  isActive: true,
};

/** A device token as the server makes one (wedding-schedules.ts), under `secret`. */
const deviceToken = (secret: string, id: string) =>
  `${id}.${LAST_DAY}.${createHmac('sha256', secret).update(`${id}\n0\n${LAST_DAY}`).digest('base64url')}`;

const savedSchedule = (server: TestServer, token: string) =>
  server.request(api.weddingSchedule.saved.path(), { headers: { [SCHEDULE_TOKEN_HEADER]: token } });

const check = async (server: TestServer, archive: Buffer, cookie: string, code?: string) => {
  const form = new FormData();
  form.append('backup', new Blob([new Uint8Array(archive)]), 'backup.tar.gz');
  if (code !== undefined) form.append('code', code);
  return server.request(api.adminBackups.check.path(), {
    method: 'POST',
    body: form,
    ...withCookie(cookie, { origin: server.url }),
  });
};

describe('a backup someone else edited', () => {
  let server: TestServer;
  let attackerServer: TestServer;
  let genuine: Buffer;
  let planted: Buffer;
  let hers: SoftAuthenticator;
  let attacker: SoftAuthenticator;
  let scheduleId: string;
  const plantedCalendar = randomBytes(32).toString('base64url');
  const plantedSecret = randomBytes(32).toString('base64url');

  beforeAll(async () => {
    server = await startTestServer();
    attackerServer = await startTestServer({ adminKey: 'the-attackers-own-key-Zq81xP' });
    await setSiteAddress(server, SITE);
    await setSiteAddress(attackerServer, SITE);
    ({ authenticator: hers } = await registerPasskey(server, new SoftAuthenticator(SITE)));
    const made = await server.request('/api/admin/wedding-schedules', { method: 'POST', admin: true, json: schedule });
    scheduleId = ((await made.json()) as { id: string }).id;
    genuine = Buffer.from(
      await (await server.request(api.adminBackups.download.path(), { admin: true })).arrayBuffer(),
    );

    // A passkey registered for her site address on a server of the attacker's own.
    ({ authenticator: attacker } = await registerPasskey(attackerServer, new SoftAuthenticator(SITE)));
    const plantedKey = { ...attackerServer.store.data.passkeys[0]!, keyFingerprint: 'any-value', name: 'Planted' };
    planted = await rebuildArchive(
      genuine,
      (name, bytes) =>
        name === 'data/schedule-token-secret'
          ? Buffer.from(`${plantedSecret}\n`)
          : changeDb((data) => {
              data.passkeys.push(plantedKey);
              data.calendarFeedToken = plantedCalendar;
            })(name, bytes),
      { manifestChange: (manifest) => void (manifest.keyFingerprint = 'any-value') },
    );
  });
  afterAll(async () => {
    await server.close();
    await attackerServer.close();
  });

  it('restores its content only: no planted passkey, calendar link or schedule secret works, and other sessions end', async () => {
    // The token minting is the server's: one under the real secret opens the schedule.
    expect(
      (
        await savedSchedule(
          server,
          deviceToken((await readFile(path.join(server.dataDir, 'schedule-token-secret'), 'utf8')).trim(), scheduleId),
        )
      ).status,
    ).toBe(200);
    const { cookie: herPhone } = await logIn(server);
    const { cookie: herLaptop } = await logIn(server);

    const checked = await check(server, planted, herLaptop);
    expect(checked.status).toBe(200);
    const found = (await checked.json()) as RestoreCheck;
    expect(found).toMatchObject({ verified: false, passkeys: [], keptPasskeys: 1 });

    const answer = await restore(server, planted, { admin: false, headers: { cookie: herLaptop, origin: server.url } });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as RestoreAnswer).toMatchObject({
      verified: false,
      secrets: [],
      madeNew: ['calendar link', 'schedule-token-secret', 'link-token-secret'],
      // Her phone, and the dashboard that registered her passkey.
      signedOut: 2,
    });

    expect((await passkeyLogin(server, attacker)).status).not.toBe(200);
    expect(server.store.data.passkeys.map((passkey) => passkey.name)).not.toContain('Planted');
    expect((await server.request(api.calendarFeed.path({ file: `${plantedCalendar}.ics` }))).status).toBe(404);
    expect((await savedSchedule(server, deviceToken(plantedSecret, scheduleId))).status).not.toBe(200);
    // Her other device is signed out; the one that restored stays in; her own passkey still logs in.
    expect((await server.request(api.adminBackups.list.path(), withCookie(herPhone))).status).toBe(401);
    expect((await server.request(api.adminBackups.list.path(), withCookie(herLaptop))).status).toBe(200);
    expect((await passkeyLogin(server, hers)).status).toBe(200);
  });

  it('verifies her genuine backup with this server’s own key, keeping its passkeys and ending other sessions', async () => {
    const { cookie } = await logIn(server);
    const { cookie: other } = await logIn(server);
    const checked = (await (await check(server, genuine, cookie)).json()) as RestoreCheck;
    expect(checked.verified).toBe(true);
    expect(checked.passkeys).toHaveLength(1);
    expect(checked.passkeys[0]).toMatchObject({ name: expect.any(String), createdAt: expect.any(String) });
    // The confirm step restores what was checked, by its id, without sending it again.
    const restored = await server.request(api.adminBackups.restoreChecked.path(), {
      method: 'POST',
      json: { id: checked.id },
      ...withCookie(cookie, { origin: server.url }),
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as RestoreAnswer).verified).toBe(true);
    expect((await server.request(api.adminBackups.list.path(), withCookie(other))).status).toBe(401);
    expect((await passkeyLogin(server, hers)).status).toBe(200);
    expect((await passkeyLogin(server, attacker)).status).not.toBe(200);
    // Once used, the id restores nothing more.
    const again = await server.request(api.adminBackups.restoreChecked.path(), {
      method: 'POST',
      json: { id: checked.id },
      ...withCookie(cookie, { origin: server.url }),
    });
    expect(again.status).toBe(409);
  });

  it("verifies another server's backup only with that server's code; a wrong code restores content only", async () => {
    const { cookie } = await logIn(attackerServer);
    const theirs = await (await check(attackerServer, genuine, cookie)).json();
    expect(theirs.verified).toBe(false);
    const wrong = await (await check(attackerServer, genuine, cookie, await backupCodeOf(attackerServer))).json();
    expect(wrong.verified).toBe(false);
    const malformed = await check(attackerServer, genuine, cookie, 'not-a-code');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/32 letters and digits/);
    const right = (await (
      await check(attackerServer, genuine, cookie, await backupCodeOf(server))
    ).json()) as RestoreCheck;
    expect(right).toMatchObject({ verified: true, passkeys: [expect.objectContaining({ name: expect.any(String) })] });
  });

  it('never packs the backup key, and refuses an archive that holds one', async () => {
    const code = await backupCodeOf(server);
    expect(genuine.includes(Buffer.from('backup-key'))).toBe(false);
    const withKey = await rebuildArchive(genuine, (_name, bytes) => bytes, { code });
    const entries = await entriesOf(withKey);
    const archive = await makeArchive([
      { header: { name: 'data/backup-key', size: 5 }, bytes: Buffer.from('hello') },
      ...entries.map((entry) => ({ header: { name: entry.name, size: entry.bytes.length }, bytes: entry.bytes })),
    ]);
    const answer = await restore(server, archive);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toMatch(/holds a backup key/);
  });
});
