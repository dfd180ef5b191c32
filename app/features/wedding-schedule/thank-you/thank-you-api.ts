import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { ThankYouInput, ThankYouView } from '#contract/thank-you.ts';
import { call } from '#shared/api-client.ts';

// The thank-you page (`/thank-you#<token>`) and the server: the token of her link goes in a header, never in the
// address it asks; it is kept on the phone so /thank-you opens it again (from her history) until it is refused.

const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const KEPT_TOKEN = 'thank-you-link-token';

function kept(value?: string | null): string | undefined {
  try {
    if (value === null) window.localStorage.removeItem(KEPT_TOKEN);
    else if (value !== undefined) window.localStorage.setItem(KEPT_TOKEN, value);
    return window.localStorage.getItem(KEPT_TOKEN) ?? undefined;
  } catch {
    return value ?? undefined;
  }
}

/** The token from the address (then dropped from it, so no copied address carries it), else the one kept. */
export function takeThankYouToken(): string | undefined {
  const fromAddress = window.location.hash.slice(1);
  if (LINK_TOKEN_SHAPE.test(fromAddress)) {
    kept(fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromAddress;
  }
  return kept();
}

/** Forgets a link the server refused (replaced, expired, opening nothing). */
export const forgetThankYouToken = () => void kept(null);

export const getThankYou = (token: string): Promise<ThankYouView> =>
  call(api.thankYou.get, { headers: { [LINK_TOKEN_HEADER]: token } });

export const saveThankYou = (token: string, input: ThankYouInput): Promise<ThankYouView> =>
  call(api.thankYou.put, { headers: { [LINK_TOKEN_HEADER]: token }, body: input });
