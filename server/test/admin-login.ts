import { expect } from 'vitest';
import { adminAuthPaths, type AdminSessionAnswer } from '../../contract/admin-auth.ts';
import { SESSION_COOKIE } from '../auth/admin-sessions.ts';
import { TEST_ADMIN_KEY, type TestServer } from './test-server.ts';

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

/** Logs in with the key as the dashboard does; returns the `name=value` to send back as the Cookie header. */
export async function logIn(server: TestServer, { key = TEST_ADMIN_KEY, userAgent = IPHONE_SAFARI } = {}) {
  const response = await server.request(adminAuthPaths.session, {
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
