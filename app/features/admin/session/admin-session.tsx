import { createContext, useContext } from 'react';
import type { AdminSessionAnswer } from '#contract/admin-auth.ts';
import { api, type AnswerOf, type AnyRoute } from '#contract/api.ts';
import { SESSION_ENDED_MESSAGE } from '#contract/messages.ts';
import { ApiError, call, send, uploadFile } from '#shared/api-client.ts';

// The dashboard never holds the admin key: it trades it once for a session cookie that no script can read
// (HttpOnly), which the browser keeps for 30 days and sends with every admin request by itself.

/** Asks the server whether this browser is logged in: the session, or null on 401. Other failures throw. */
export async function fetchSession(): Promise<AdminSessionAnswer | null> {
  try {
    return await call(api.adminSession.get);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Sends the key to the server, which answers with the session cookie; throws ApiError (401 wrong, 429 too many). */
export async function logInWithKey(key: string): Promise<void> {
  await call(api.adminSession.start, { body: { key } });
}

/** Whether this browser can use passkeys at all (a secure page in a browser that knows WebAuthn). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/** Face ID, a fingerprint, a phone or a security key: the browser asks, the server checks the answer. */
export async function logInWithPasskey(): Promise<void> {
  // Loaded only when used, so the login card stays small.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await call(api.adminPasskeys.authenticationOptions);
  const credential = await startAuthentication({ optionsJSON });
  await call(api.adminPasskeys.authenticate, { body: credential });
}

/**
 * Why a passkey prompt ended without a passkey, in words for her: she closed it, the device has none for this
 * site, or the page is not on the site address the passkeys belong to.
 */
export function passkeyProblem(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for the dashboard.';
  if (name === 'SecurityError') {
    return 'Passkeys work only on the site address set in Site Settings; open the dashboard there to use them.';
  }
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used.';
}

export interface AdminSession {
  /** An admin API call (the browser adds the session cookie); a 401 logs the owner out before the error reaches the caller. */
  call: typeof call;
  /** `send`, for the dashboard's helpers that take any route of a kind (its lists, its writes). */
  send: typeof send;
  upload<R extends AnyRoute & { method: 'POST' }>(
    route: R,
    formData: FormData,
    onProgress: (fraction: number) => void,
  ): Promise<AnswerOf<R>>;
  /** Ends this device's session on the server, then shows the login card (with `message` when there is one). */
  logout(message?: string): void;
  /** Shows the login card without asking the server: the session has already ended there. */
  loggedOut(message?: string): void;
}

export function createAdminSession(loggedOut: (message?: string) => void): AdminSession {
  const on401 = (error: unknown): never => {
    if (error instanceof ApiError && error.status === 401) loggedOut(SESSION_ENDED_MESSAGE);
    throw error;
  };
  return {
    call: ((...args: Parameters<typeof call>) => call(...args).catch(on401)) as typeof call,
    send: (route, options) => send(route, options).catch(on401),
    upload: (route, formData, onProgress) => uploadFile(route, formData, { onProgress }).catch(on401),
    logout: (message?: string) => {
      // Whatever the server answers, this page shows the login card: a failed call (offline) is retried by the
      // next login, which replaces this browser's session.
      void call(api.adminSession.end)
        .catch(() => {})
        .finally(() => loggedOut(message));
    },
    loggedOut,
  };
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside the logged-in dashboard');
  return session;
}

/** The text for an error toast: the server's reason when it gave one. */
export const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : 'Something went wrong';
