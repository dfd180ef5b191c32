import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/api.ts';
import { type PasskeyInfo } from '#contract/admin-auth.ts';
import { CROSS_SITE_MESSAGE, PASSKEY_LOGIN_FAILED } from '#contract/messages.ts';
import { Challenges, MAX_PASSKEYS, relyingParty } from '../auth/passkeys.ts';
import {
  dashboard,
  loginChallenge,
  passkeyLogin,
  registerPasskey as registerOn,
  sendPasskeyLogin,
  setSiteAddress,
  withCookie,
} from '../test/admin-login.ts';
import { SoftAuthenticator } from '../test/soft-authenticator.ts';
import { snapshot, startTestServer, type TestServer } from '../test/test-server.ts';

const SITE = 'https://localhost:8443';

const registerPasskey = (server: TestServer, authenticator = new SoftAuthenticator(SITE)) =>
  registerOn(server, authenticator);

describe('the relying party', () => {
  it('is the site address in Site Settings: its host name, and its origin with the port', async () => {
    const server = await startTestServer();
    try {
      await setSiteAddress(server, 'https://localhost:8443');
      expect(relyingParty(server.store)).toMatchObject({ id: 'localhost', origin: 'https://localhost:8443' });
      await setSiteAddress(server, 'https://www.bride.example/');
      expect(relyingParty(server.store)).toMatchObject({
        id: 'www.bride.example',
        origin: 'https://www.bride.example',
      });
    } finally {
      await server.close();
    }
  });
});

describe('passkeys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
    await setSiteAddress(server, SITE);
  });
  afterAll(() => server.close());

  it('registers a passkey for a logged-in device, named after it, keeping only its public key', async () => {
    const { authenticator, passkey } = await registerPasskey(server);
    expect(passkey).toMatchObject({ name: 'iPhone, Safari', lastUsedAt: null });
    expect(Object.keys(passkey).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    const stored = server.store.data.passkeys.find((item) => item.id === passkey.id)!;
    expect(stored.credentialId).toBe(authenticator.credentialId);
    expect(stored.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(stored.transports).toEqual(['internal']);
    const list = await server.request(api.adminPasskeys.list.path(), { admin: true });
    expect(((await list.json()) as PasskeyInfo[]).map((item) => item.id)).toContain(passkey.id);
  });

  it('offers registration options for the site address, excluding passkeys already registered', async () => {
    const { authenticator } = await registerPasskey(server);
    const { post } = await dashboard(server);
    const options = (await (await post(api.adminPasskeys.registrationOptions.path())).json()) as {
      rp: { id: string };
      excludeCredentials: { id: string }[];
      authenticatorSelection: { residentKey: string; userVerification: string };
    };
    expect(options.rp.id).toBe('localhost');
    expect(options.excludeCredentials.map((item) => item.id)).toContain(authenticator.credentialId);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
  });

  it('logs in with a registered passkey: a session cookie, and its use recorded', async () => {
    const { authenticator, passkey } = await registerPasskey(server);
    const response = await passkeyLogin(server, authenticator);
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_session='))!
      .split(';')[0]!;
    expect((await server.request('/api/admin/faqs', withCookie(cookie))).status).toBe(200);
    const stored = server.store.data.passkeys.find((item) => item.id === passkey.id)!;
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed login, an old signature counter, an unverified user, and an unknown passkey', async () => {
    const { authenticator } = await registerPasskey(server);
    const { options, cookie } = await loginChallenge(server);
    const assertion = authenticator.login(options);
    const send = (json: unknown) => sendPasskeyLogin(server, json, cookie);
    expect((await send(assertion)).status).toBe(200);
    // The same answer again: its challenge is used up.
    const replay = await send(assertion);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: PASSKEY_LOGIN_FAILED });
    // A cloned authenticator whose counter went backwards.
    authenticator.counter = 0;
    expect((await passkeyLogin(server, authenticator)).status).toBe(401);
    authenticator.counter = 100;
    // No Face ID or PIN: a passkey replaces the key, so the user must be verified.
    const fresh = await loginChallenge(server);
    expect(
      (await sendPasskeyLogin(server, authenticator.login(fresh.options, { verified: false }), fresh.cookie)).status,
    ).toBe(401);
    // A passkey this site never registered.
    expect((await passkeyLogin(server, new SoftAuthenticator(SITE))).status).toBe(401);
    // A registered passkey answering on another origin, or for another relying party, is refused; on the site
    // itself the same passkey works.
    const { authenticator: moved } = await registerPasskey(server);
    moved.origin = 'https://evil.example';
    expect((await passkeyLogin(server, moved)).status).toBe(401);
    moved.origin = SITE;
    moved.rpId = 'evil.example';
    expect((await passkeyLogin(server, moved)).status).toBe(401);
    moved.rpId = 'localhost';
    expect((await passkeyLogin(server, moved)).status).toBe(200);
  });

  it('refuses registrations from another origin, for another relying party, with a used challenge, or without verification', async () => {
    const { post } = await dashboard(server);
    const options = async () =>
      (await (await post(api.adminPasskeys.registrationOptions.path())).json()) as { challenge: string };
    const before = server.store.data.passkeys.length;
    const cases = [
      new SoftAuthenticator('https://evil.example').register(await options()),
      new SoftAuthenticator(SITE, 'evil.example').register(await options()),
      new SoftAuthenticator('http://localhost:8443').register(await options()),
      new SoftAuthenticator(SITE).register({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' }),
      new SoftAuthenticator(SITE).register(await options(), { verified: false }),
    ];
    for (const body of cases) {
      const response = await post(api.adminPasskeys.register.path(), body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/passkey could not be verified/);
    }
    const used = await options();
    expect((await post(api.adminPasskeys.register.path(), new SoftAuthenticator(SITE).register(used))).status).toBe(
      201,
    );
    expect((await post(api.adminPasskeys.register.path(), new SoftAuthenticator(SITE).register(used))).status).toBe(
      400,
    );
    expect(server.store.data.passkeys.length).toBe(before + 1);
  });

  it('refuses garbage and oversized credentials without storing anything', async () => {
    const { post } = await dashboard(server);
    const before = await snapshot(server);
    const garbage: unknown[] = [
      {},
      [],
      'credential',
      { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      { id: '!!', rawId: '!!', type: 'public-key', response: { clientDataJSON: '!!', attestationObject: '!!' } },
      { id: 'AAAA', rawId: 'AAAA', type: 'password', response: { clientDataJSON: 'AA', attestationObject: 'AA' } },
      { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AA', attestationObject: 'AA' } },
      {
        id: 'A'.repeat(5000),
        rawId: 'A',
        type: 'public-key',
        response: { clientDataJSON: 'A', attestationObject: 'A' },
      },
      { id: { $ne: 1 }, rawId: 'A', type: 'public-key', response: null },
    ];
    for (const body of garbage) {
      const registration = await post(api.adminPasskeys.register.path(), body);
      expect(registration.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const login = await server.request(api.adminPasskeys.authenticate.path(), { method: 'POST', json: body });
      expect(login.status, JSON.stringify(body).slice(0, 60)).toBe(401);
      expect(login.headers.getSetCookie()).toEqual([]);
    }
    const huge = await post(api.adminPasskeys.register.path(), { id: 'A', blob: 'A'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const malformed = await server.request(api.adminPasskeys.authenticate.path(), {
      method: 'POST',
      body: '{"id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });

  it('renames and removes passkeys; a removed passkey no longer logs in', async () => {
    const { authenticator, passkey } = await registerPasskey(server);
    const { cookie } = await dashboard(server);
    const put = (id: string, json: unknown) =>
      server.request(api.adminPasskeys.rename.path({ id: id }), {
        method: 'PUT',
        json,
        ...withCookie(cookie, { origin: server.url }),
      });
    const renamed = await put(passkey.id, { name: "  Elena's iPhone  " });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: passkey.id, name: "Elena's iPhone" });
    expect((await put(passkey.id, { name: '   ' })).status).toBe(400);
    expect((await put(passkey.id, { name: 'x'.repeat(61) })).status).toBe(400);
    expect((await put(passkey.id, { name: 42 })).status).toBe(400);
    expect((await put(passkey.id, [])).status).toBe(400);
    expect((await put('no-such-passkey', { name: 'Phone' })).status).toBe(404);

    const remove = (id: string) =>
      server.request(api.adminPasskeys.rename.path({ id: id }), {
        method: 'DELETE',
        ...withCookie(cookie, { origin: server.url }),
      });
    expect((await remove(passkey.id)).status).toBe(204);
    expect((await remove(passkey.id)).status).toBe(404);
    expect(server.store.data.passkeys.some((item) => item.id === passkey.id)).toBe(false);
    expect((await passkeyLogin(server, authenticator)).status).toBe(401);
  });

  it('keeps at most 20 passkeys', async () => {
    await server.store.update((data) => {
      data.passkeys = [];
    });
    for (let i = 0; i < MAX_PASSKEYS; i += 1) await registerPasskey(server);
    const { post } = await dashboard(server);
    const options = (await (await post(api.adminPasskeys.registrationOptions.path())).json()) as { challenge: string };
    const refused = await post(api.adminPasskeys.register.path(), new SoftAuthenticator(SITE).register(options));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/remove one/);
    expect(server.store.data.passkeys).toHaveLength(MAX_PASSKEYS);
  });

  it('refuses cookie-authenticated passkey changes and passkey logins sent from another site', async () => {
    const { cookie } = await dashboard(server);
    const evil = { origin: 'https://evil.example' };
    for (const [method, path] of [
      ['POST', api.adminPasskeys.registrationOptions.path()],
      ['POST', api.adminPasskeys.register.path()],
      ['PUT', api.adminPasskeys.rename.path({ id: 'some-id' })],
      ['DELETE', api.adminPasskeys.rename.path({ id: 'some-id' })],
    ] as const) {
      const response = await server.request(path, {
        method,
        json: method === 'DELETE' ? undefined : {},
        ...withCookie(cookie, evil),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE_MESSAGE });
    }
    for (const path of [api.adminPasskeys.authenticationOptions.path(), api.adminPasskeys.authenticate.path()]) {
      expect((await server.request(path, { method: 'POST', json: {}, headers: evil })).status, path).toBe(403);
    }
  });
});

describe('passkey guessing', () => {
  it('counts failed passkey logins against the wrong-key budget, and then hands out no challenge', async () => {
    const server = await startTestServer({ env: { KEY_GUESS_LIMIT: '3' } });
    try {
      await setSiteAddress(server, SITE);
      const stranger = new SoftAuthenticator(SITE);
      for (let i = 0; i < 3; i += 1) expect((await passkeyLogin(server, stranger)).status).toBe(401);
      const blocked = await server.request(api.adminPasskeys.authenticate.path(), { method: 'POST', json: {} });
      expect(blocked.status).toBe(429);
      expect((await server.request(api.adminPasskeys.authenticationOptions.path(), { method: 'POST' })).status).toBe(
        429,
      );
      // The same budget as the key itself.
      expect(
        (await server.request(api.adminSession.get.path(), { method: 'POST', json: { key: 'x'.repeat(20) } })).status,
      ).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('hands one address at most 30 login challenges in 15 minutes', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z');
    const server = await startTestServer({ clock: () => clock });
    try {
      await setSiteAddress(server, SITE);
      const ask = () => server.request(api.adminPasskeys.authenticationOptions.path(), { method: 'POST' });
      for (let i = 0; i < 30; i += 1) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      clock += 15 * 60_000;
      expect((await ask()).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps pending challenges bounded: each works once, for its purpose and its owner, until it expires', () => {
    let clock = 0;
    const challenges = new Challenges(() => clock, { perOwner: 2, perClient: 3, total: 5 });
    const her = { owner: 'browser:hers', client: '198.51.100.7' };
    expect(challenges.issue('hers', 'login', her)).toBe(true);
    // Another browser cannot spend her challenge, and trying leaves it in place.
    expect(challenges.take('hers', 'login', 'browser:other')).toBe(false);
    // One browser past its bound loses its own oldest challenge; so does one address, whatever ids it makes up.
    for (const challenge of ['a1', 'a2', 'a3']) challenges.issue(challenge, 'login', { owner: 'a', client: 'x' });
    expect(challenges.take('a1', 'login', 'a')).toBe(false);
    for (const challenge of ['b1', 'b2', 'b3']) challenges.issue(challenge, 'login', { owner: challenge, client: 'x' });
    expect(challenges.size).toBe(4);
    // Past the total, new challenges are refused; none already handed out is dropped for them.
    expect(challenges.issue('y1', 'login', { owner: 'y1', client: 'y' })).toBe(true);
    expect(challenges.issue('z1', 'login', { owner: 'z1', client: 'z' })).toBe(false);
    expect(challenges.size).toBe(5);
    expect(challenges.retryAfter()).toBe(120);
    expect(challenges.take('hers', 'register', 'browser:hers')).toBe(false);
    expect(challenges.issue('hers-2', 'login', her)).toBe(true);
    expect(challenges.take('hers-2', 'login', 'browser:hers')).toBe(true);
    expect(challenges.take('hers-2', 'login', 'browser:hers')).toBe(false);
    clock += 2 * 60_000;
    expect(challenges.take('b3', 'login', 'b3')).toBe(false);
    challenges.issue('e', 'register', her);
    expect(challenges.size).toBe(1);
  });
});

describe('login challenges under a flood', { timeout: 120_000 }, () => {
  it('are bound to the browser that asked: thousands asked from many addresses do not push hers out', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      await setSiteAddress(server, SITE);
      const { authenticator } = await registerPasskey(server);
      const her = { 'x-forwarded-for': '198.51.100.7' };
      const { options, cookie } = await loginChallenge(server, her);
      // 20 addresses (IPv4 and IPv6 /64s) each take all 30 challenges their budget allows: 600 in all, three times
      // the old shared pool of 200 that 7 addresses could flush.
      const addresses = Array.from({ length: 20 }, (_, i) => (i % 2 ? `203.0.113.${i}` : `2001:db8:${i}::1`));
      let handedOut = 0;
      await Promise.all(
        addresses.map(async (address) => {
          for (let i = 0; i < 30; i += 1) {
            const response = await server.request(api.adminPasskeys.authenticationOptions.path(), {
              method: 'POST',
              headers: { 'x-forwarded-for': address },
            });
            if (response.status === 200) handedOut += 1;
            await response.body?.cancel();
          }
        }),
      );
      expect(handedOut).toBe(600);
      const response = await sendPasskeyLogin(server, authenticator.login(options), cookie, her);
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('accepts a challenge only with the pre-login cookie of the browser it was handed to', async () => {
    const server = await startTestServer();
    try {
      await setSiteAddress(server, SITE);
      const { authenticator } = await registerPasskey(server);
      const a = await loginChallenge(server);
      const b = await loginChallenge(server);
      expect(a.cookie).not.toBe(b.cookie);
      // HttpOnly, SameSite=Strict, for the passkey routes only, gone with the challenge; not Secure over HTTP.
      const attributes = a.setCookie!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/admin/passkeys']));
      const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))!.slice('expires='.length));
      expect(Math.abs(expires - Date.now() - 2 * 60_000)).toBeLessThan(10_000);
      expect(attributes).not.toContain('secure');
      const answer = authenticator.login(a.options);
      // Browser B, or no cookie at all, cannot use A's challenge; and trying does not use it up for A.
      expect((await sendPasskeyLogin(server, answer, b.cookie)).status).toBe(401);
      expect((await sendPasskeyLogin(server, answer, '')).status).toBe(401);
      expect((await sendPasskeyLogin(server, answer, 'passkey_login=made-up')).status).toBe(401);
      const accepted = await sendPasskeyLogin(server, answer, a.cookie);
      expect(accepted.status).toBe(200);
      // The pre-login cookie is dropped once it has served.
      expect(
        accepted.headers.getSetCookie().some((line) => /^passkey_login=;.*expires=Thu, 01 Jan 1970/i.test(line)),
      ).toBe(true);
      // A browser asking again with its cookie keeps its id: two tabs of one browser both work.
      const again = await loginChallenge(server, { cookie: b.cookie });
      expect(again.cookie).toBe(b.cookie);
      authenticator.counter += 1;
      expect((await sendPasskeyLogin(server, authenticator.login(b.options), b.cookie)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('expires a login challenge after two minutes', async () => {
    let clock = Date.parse('2026-06-01T12:00:00Z');
    const server = await startTestServer({ clock: () => clock });
    try {
      await setSiteAddress(server, SITE);
      const { authenticator } = await registerPasskey(server);
      const { options, cookie } = await loginChallenge(server);
      clock += 2 * 60_000;
      const late = await sendPasskeyLogin(server, authenticator.login(options), cookie);
      expect(late.status).toBe(401);
      expect(await late.json()).toEqual({ error: PASSKEY_LOGIN_FAILED });
      expect((await passkeyLogin(server, authenticator)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('two logins with one passkey at once', () => {
  it('accepts one of two answers with the same counter, and never stores a lower counter', async () => {
    const server = await startTestServer({ env: { KEY_GUESS_LIMIT: '100' } });
    try {
      await setSiteAddress(server, SITE);
      const { authenticator, passkey } = await registerPasskey(server);
      const stored = () => server.store.data.passkeys.find((item) => item.id === passkey.id)!.counter;
      for (let round = 0; round < 5; round += 1) {
        // A cloned authenticator: two answers with the same counter, to two challenges, sent together.
        const first = await loginChallenge(server);
        const second = await loginChallenge(server, { cookie: first.cookie });
        const counter = authenticator.counter;
        const one = authenticator.login(first.options);
        authenticator.counter = counter;
        const other = authenticator.login(second.options);
        const statuses = await Promise.all(
          [one, other].map(async (answer) => (await sendPasskeyLogin(server, answer, first.cookie)).status),
        );
        expect(statuses.sort()).toEqual([200, 401]);
        expect(stored()).toBe(counter + 1);

        // Counters 5 and 4 (as it were) racing: whichever order they land in, the stored counter only moves up.
        const high = await loginChallenge(server);
        const low = await loginChallenge(server, { cookie: high.cookie });
        authenticator.counter += 1;
        const lowAnswer = authenticator.login(low.options);
        const highAnswer = authenticator.login(high.options);
        const before = stored();
        const [highStatus] = await Promise.all([
          sendPasskeyLogin(server, highAnswer, high.cookie).then((response) => response.status),
          sendPasskeyLogin(server, lowAnswer, high.cookie).then((response) => response.status),
        ]);
        expect(highStatus).toBe(200);
        expect(stored()).toBe(authenticator.counter);
        expect(stored()).toBeGreaterThan(before);
        // The same answer replayed, twice at once: refused both times.
        const replays = await Promise.all(
          [highAnswer, highAnswer].map(async (answer) => (await sendPasskeyLogin(server, answer, high.cookie)).status),
        );
        expect(replays).toEqual([401, 401]);
      }
    } finally {
      await server.close();
    }
  });
});

describe('passkeys and the admin key', () => {
  it('retires every passkey when the admin key changes: whoever knew the old key could have added one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bridal-passkey-rotate-'));
    try {
      const first = await startTestServer({ dataDir });
      await setSiteAddress(first, SITE);
      const { authenticator } = await registerPasskey(first);
      expect((await passkeyLogin(first, authenticator)).status).toBe(200);
      await first.close();
      const rotated = await startTestServer({ dataDir, adminKey: 'a-brand-new-admin-key-2026' });
      try {
        expect((await passkeyLogin(rotated, authenticator)).status).toBe(401);
        expect(await (await rotated.request(api.adminPasskeys.list.path(), { admin: true })).json()).toEqual([]);
      } finally {
        await rotated.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
