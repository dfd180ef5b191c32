import * as v from 'valibot';
import { requiredText } from './fields.ts';

// The owner's ways in (the admin key, a session cookie, passkeys), as the server answers them and the dashboard
// reads them.

/** A device logged in to the dashboard, as the Signed-in devices list shows it. */
export interface SignedInDevice {
  id: string;
  /** What the browser said it is, in words: "iPhone, Safari". */
  device: string;
  createdAt: string;
  lastUsedAt: string;
  /** The device this list is being read on. */
  current: boolean;
}

/** A passkey she registered, as the list shows it; the key material never leaves the server. */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/admin/session: the session the cookie belongs to, or null when the admin key header was used. */
export interface AdminSessionAnswer {
  session: SignedInDevice | null;
}

export const PASSKEY_NAME_MAX = 60;

export const passkeyNameInput = v.object({
  name: requiredText('Passkey name', PASSKEY_NAME_MAX, 'Please give the passkey a name'),
});
