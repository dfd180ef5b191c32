import { expect } from 'vitest';
import { api } from '#contract/api.ts';
import { type AdminSessionAnswer, type PasskeyInfo } from '#contract/admin-auth.ts';
import { SESSION_COOKIE } from '../auth/admin-sessions.ts';
import { LOGIN_COOKIE } from '../auth/passkeys.ts';
import type { SoftAuthenticator } from './soft-authenticator.ts';
import type { TestServer } from './test-server.ts';

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

/** Logs in with the key as the dashboard does; returns the `name=value` to send back as the Cookie header. */
export async function logIn(server: TestServer, { key = server.adminKey, userAgent = IPHONE_SAFARI } = {}) {
  const response = await server.request(api.adminSession.get.path(), {
    method: 'POST',
    json: { key },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(setCookie).toBeDefined();
  return {
    cookie: setCookie!.split(';')[0]!,
    setCookie: setCookie!,
    body: (await response.json()) as AdminSessionAnswer,
  };
}

/** Request options carrying a session cookie (and any other headers, such as Origin). */
export const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({
  headers: { cookie, ...headers },
});

/** Sets the site address in Site Settings, which is what passkeys are bound to. */
export async function setSiteAddress(server: TestServer, siteUrl: string) {
  await server.store.update((data) => {
    data.siteSettings.siteUrl = siteUrl;
  });
}

/**
 * A logged-in dashboard: its cookie, sent with the Origin of the server itself, as the site's own pages send it.
 * (The passkey answers carry the site address as their origin, as a browser on it would report.)
 */
export async function dashboard(server: TestServer) {
  const { cookie } = await logIn(server);
  const post = (path: string, json?: unknown) =>
    server.request(path, { method: 'POST', json, ...withCookie(cookie, { origin: server.url }) });
  return { cookie, post };
}

/** Registers the passkey of `authenticator` on a logged-in dashboard. */
export async function registerPasskey(server: TestServer, authenticator: SoftAuthenticator) {
  const { post } = await dashboard(server);
  const options = (await (await post(api.adminPasskeys.registrationOptions.path())).json()) as { challenge: string };
  const response = await post(api.adminPasskeys.register.path(), authenticator.register(options));
  expect(response.status).toBe(201);
  return { authenticator, passkey: (await response.json()) as PasskeyInfo };
}

/**
 * Asks for a login challenge as a browser does: with its pre-login cookie when it has one (`cookie`), and returns
 * the challenge with the cookie the server set, to send back with the answer.
 */
export async function loginChallenge(server: TestServer, headers: Record<string, string> = {}) {
  const response = await server.request(api.adminPasskeys.authenticationOptions.path(), { method: 'POST', headers });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${LOGIN_COOKIE}=`));
  const cookie = setCookie ? setCookie.split(';')[0]! : (headers.cookie ?? '');
  return { options: (await response.json()) as { challenge: string }, cookie, setCookie };
}

/** Sends a passkey's answer to the login, with the browser's pre-login cookie. */
export const sendPasskeyLogin = (
  server: TestServer,
  assertion: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  server.request(api.adminPasskeys.authenticate.path(), {
    method: 'POST',
    json: assertion,
    headers: { ...headers, cookie },
  });

/** A whole passkey login from one browser: challenge, the authenticator's answer, and the server's verdict. */
export async function passkeyLogin(
  server: TestServer,
  authenticator: SoftAuthenticator,
  headers: Record<string, string> = {},
) {
  const { options, cookie } = await loginChallenge(server, headers);
  return sendPasskeyLogin(server, authenticator.login(options), cookie, headers);
}
