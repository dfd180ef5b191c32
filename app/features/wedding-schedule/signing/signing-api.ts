import type { SignAgreementInput, SignatureRecord, SigningView } from '#contract/agreement.ts';
import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import { call } from '#shared/api-client.ts';

// The signing page's calls: the token of her private link (what follows `#` in its address) goes in a header,
// never in the address it asks, and is kept on this phone so the page opens again without the text.

const KEPT_TOKEN = 'signing-link-token';
/** What a private link's token looks like: its public part, a dot, its MAC (both base64url). */
const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The token of the link she opened: taken from the address (then dropped from it, so no copied address, bookmark or
 * screenshot carries it) and kept on the phone; else the one kept from before. Undefined when there is neither.
 */
export function takeLinkToken(): string | undefined {
  const fromAddress = window.location.hash.slice(1);
  // A link's token, not the page's own "#main" (its skip link).
  if (LINK_TOKEN_SHAPE.test(fromAddress)) {
    try {
      window.localStorage.setItem(KEPT_TOKEN, fromAddress);
    } catch {
      // Storage refused (a private window): the page works until it is closed.
    }
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromAddress;
  }
  try {
    return window.localStorage.getItem(KEPT_TOKEN) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the kept token: it was replaced, has expired, or opens nothing, so the page stops asking with it. */
export function forgetLinkToken(): void {
  try {
    window.localStorage.removeItem(KEPT_TOKEN);
  } catch {
    // Nothing kept.
  }
}

export const getSigningView = (token: string): Promise<SigningView> =>
  call(api.signing.get, { headers: { [LINK_TOKEN_HEADER]: token } });

/** Signs the version she read; a refusal arrives as an ApiError (400 naming the field, 409 changed, 410 replaced). */
export const signWithLink = (token: string, input: SignAgreementInput): Promise<SignatureRecord> =>
  call(api.signing.sign, { headers: { [LINK_TOKEN_HEADER]: token }, body: input });

/**
 * The SHA-256 (hex) of the text on screen, so what is sent is the hash of what she read; where the browser has no
 * Web Crypto (a page not served over https), the server's hash of the same text.
 */
export async function sha256Of(text: string, fallback: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return fallback;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
