import { pathOf } from '#contract/routes.ts';

/** A wedding's Faces page: its own address outside /admin, so the service worker opens it with no signal. */
export const facesPath = (bookingId: string) => `${pathOf('faces')}?booking=${encodeURIComponent(bookingId)}`;
