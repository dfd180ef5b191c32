import { api, LINK_TOKEN_HEADER } from '#contract/api.ts';
import type { CallSheet } from '#contract/call-sheet.ts';
import { ApiError, call, callForFile } from '#shared/api-client.ts';

// A team artist's call sheet (`/call-sheet#<token>`) and the server: the token of her link goes in a header, never
// in the address it asks, and is kept on the phone so the page opens again from the Home Screen or the history.

const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const KEPT_TOKEN = 'call-sheet-link-token';

function read(): string | undefined {
  try {
    return window.localStorage.getItem(KEPT_TOKEN) ?? undefined;
  } catch {
    return undefined;
  }
}

function write(value: string | undefined) {
  try {
    if (value === undefined) window.localStorage.removeItem(KEPT_TOKEN);
    else window.localStorage.setItem(KEPT_TOKEN, value);
  } catch {
    // Storage refused (a private window): the page works until it is closed.
  }
}

/** The token of the link she opened, taken from the address (then dropped from it), else the one opened last. */
export function takeCallSheetToken(): string | undefined {
  const fromAddress = window.location.hash.slice(1);
  if (LINK_TOKEN_SHAPE.test(fromAddress)) {
    write(fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromAddress;
  }
  return read();
}

export function forgetCallSheetToken(token: string): void {
  if (read() === token) write(undefined);
}

export const callSheetHeaders = (token: string) => ({ [LINK_TOKEN_HEADER]: token });

export const getCallSheet = (token: string): Promise<CallSheet> =>
  call(api.callSheet.get, { headers: callSheetHeaders(token) });

export const callSheetPhotoBlob = async (token: string, photoId: string): Promise<Blob> =>
  (await callForFile(api.callSheet.photo, 'photo.jpg', { headers: callSheetHeaders(token), params: { photoId } })).blob;

/** The server's refusal of the link itself (401, 404, 410): the page deletes its copy and stops asking. */
export const linkRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 404 || error.status === 410);
