import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import { PARTY_DEVICE_HEADER, type IntakeInput, type PartyCard } from '#contract/party-link.ts';
import type { PartyPushAnswer } from '#contract/party-push.ts';
import { ApiError, call, callForFile, uploadFile } from '#shared/api-client.ts';

// A person's party page (`/party#<token>`) and the server: the token of her link goes in a header, never in the
// address it asks (decision 0018), and the device token the claiming answer gave this phone goes with it. Both are
// kept on the phone, per link: a mother may hold her own bridesmaid's link and her daughter's, the flower girl's.

/** What a private link's token looks like: its public part, a dot, its MAC (both base64url). */
const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
/** The link opened last: /party without a `#` (the Home Screen, the history) opens it again. */
const KEPT_TOKEN = 'party-link-token';
const deviceKey = (token: string) => `party-device:${token}`;

function read(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined) {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (a private window): the page works until it is closed.
  }
}

/**
 * The token of the link she opened: taken from the address (then dropped from it, so no copied address, bookmark or
 * screenshot carries it) and kept on the phone; else the one opened last. Undefined when there is neither.
 */
export function takePartyToken(): string | undefined {
  const fromAddress = window.location.hash.slice(1);
  // A link's token, not the page's own "#main" (its skip link).
  if (LINK_TOKEN_SHAPE.test(fromAddress)) {
    write(KEPT_TOKEN, fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromAddress;
  }
  return read(KEPT_TOKEN);
}

/** Forgets the link (replaced, or opening nothing) and this phone's claim on it: the page stops asking. */
export function forgetPartyToken(token: string): void {
  if (read(KEPT_TOKEN) === token) write(KEPT_TOKEN, undefined);
  write(deviceKey(token), undefined);
}

/** The headers of every call: her link's token, and this phone's claim on it once it has one. */
export function partyHeaders(token: string): Record<string, string> {
  const device = read(deviceKey(token));
  return { [LINK_TOKEN_HEADER]: token, ...(device ? { [PARTY_DEVICE_HEADER]: device } : {}) };
}

/**
 * Keeps what an answer says of this phone's claim: the device token of the answer that claimed the link; none once
 * another phone holds it (the artist released it and another phone claimed it), so a later release lets this phone
 * claim it again.
 */
function keepClaim(token: string, card: PartyCard): PartyCard {
  if (card.deviceToken) write(deviceKey(token), card.deviceToken);
  else if (card.claim === 'other') write(deviceKey(token), undefined);
  return card;
}

export const getPartyCard = async (token: string): Promise<PartyCard> =>
  keepClaim(token, await call(api.party.get, { headers: partyHeaders(token) }));

/** Her answers; a refusal arrives as an ApiError (400 naming the field, 423 after the lock, 403 another phone). */
export const saveIntake = async (token: string, input: IntakeInput): Promise<PartyCard> =>
  keepClaim(token, await call(api.party.intake, { headers: partyHeaders(token), body: input }));

export async function addInspirationPhoto(
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PartyCard> {
  const form = new FormData();
  form.append('photo', file);
  return keepClaim(token, await uploadFile(api.party.addPhoto, form, { headers: partyHeaders(token), onProgress }));
}

export const removeInspirationPhoto = async (token: string, photoId: string): Promise<PartyCard> =>
  keepClaim(token, await call(api.party.removePhoto, { headers: partyHeaders(token), params: { photoId } }));

/** One of her photos' bytes (inspiration or look): fetched with the link's headers (a plain <img src> could send none). */
export const partyPhotoBlob = async (token: string, photoId: string): Promise<Blob> =>
  (await callForFile(api.party.photo, 'photo.jpg', { headers: partyHeaders(token), params: { photoId } })).blob;

/** The server's refusal of the link itself: replaced (410) or opening nothing (404). The page stops asking. */
export const linkRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/** "You're next" on (issue 42): this phone's push subscription; 400 names the field, 403 from another phone. */
export const addPartyPush = (token: string, subscription: PushSubscriptionJSON): Promise<PartyPushAnswer> =>
  call(api.party.addPush, { headers: partyHeaders(token), body: subscription });

/** "You're next" off: every device of hers stops getting it. */
export const removePartyPush = (token: string): Promise<PartyPushAnswer> =>
  call(api.party.removePush, { headers: partyHeaders(token) });
