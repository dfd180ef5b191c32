import type { ArtistPay } from './artist-pay.ts';
import type { PrivatePhoto } from './party-link.ts';

// A team artist's call sheet (`/call-sheet#<token>`): what she needs the night before and at 6 AM with no signal,
// and nothing else. Built field by field on the server (server/team/call-sheet.ts), so no client e-mail, no notes,
// no one outside her chairs and no money but her own pay can reach it by a spread.

/** One face on her chairs, in the order she does them. */
export interface CallSheetFace {
  personId: string;
  name: string;
  /** Her times on this artist's chairs only. */
  times: { service: string; start: string; end: string; chair: number }[];
  /** Her services on this artist's chairs. */
  services: string[];
  /** From her intake: the ticked ones and her own words (shown highlighted). */
  allergies: { ticked: string[]; notes: string };
  /** Her intake's lash choice, or the look's lash style once written; '' when neither. */
  lashes: string;
  /** Her look from the trial: each product and shade, and the artist's notes on the look. */
  look: { lines: { product: string; shade: string }[]; notes: string } | null;
  /** Her look's and inspiration photos, at `/api/call-sheet/photos/<id>` (fetched with the link's token). */
  photos: PrivatePhoto[];
}

/** GET /api/call-sheet */
export interface CallSheet {
  bookingId: string;
  artist: { id: string; name: string };
  /** YYYY-MM-DD */
  date: string;
  gettingReadyAddress: string;
  /** A maps search for the address ('' without one). */
  mapsUrl: string;
  parkingNotes: string;
  /** Her first chair less the set-up minutes ("5:30 AM"), or null before her chairs have times. */
  arrivalTime: string | null;
  /** The lead artist's name and phone (E.164 or ''), for "Text {lead}". */
  leadName: string;
  leadPhone: string;
  /** The chairs she works (1-based). */
  chairs: number[];
  faces: CallSheetFace[];
  /** The kit items of the looks of her faces, each once. */
  bring: string[];
  /** What she will be paid for the day, in cents (contract/artist-pay.ts). */
  pay: ArtistPay;
  /** ISO: when the answer was made, for "Last updated". */
  updatedAt: string;
}

/** A maps search for an address: works on any phone, opens its maps app. */
export const mapsUrlOf = (address: string) =>
  address.trim() === '' ? '' : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;

/**
 * What changed between the copy she first opened and the sheet now, in her words ("arrival time, Ana's times"), or
 * '' when nothing she acts on did. Compared field by field so a new `updatedAt` alone is no change.
 */
export function callSheetChanges(before: CallSheet, after: CallSheet): string {
  const changes: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (before.date !== after.date) changes.push('the date');
  if (before.gettingReadyAddress !== after.gettingReadyAddress) changes.push('the address');
  if (before.parkingNotes !== after.parkingNotes) changes.push('parking and access');
  if (before.arrivalTime !== after.arrivalTime) changes.push('your arrival time');
  const beforeFaces = new Map(before.faces.map((face) => [face.personId, face]));
  const afterIds = new Set(after.faces.map((face) => face.personId));
  for (const face of after.faces) {
    const old = beforeFaces.get(face.personId);
    if (!old) {
      changes.push(`${face.name} added`);
      continue;
    }
    if (!same(old.times, face.times)) changes.push(`${face.name}'s times`);
    if (!same(old.services, face.services)) changes.push(`${face.name}'s services`);
    if (!same(old.allergies, face.allergies)) changes.push(`${face.name}'s allergies`);
    if (old.lashes !== face.lashes || !same(old.look, face.look)) changes.push(`${face.name}'s look`);
  }
  for (const face of before.faces) if (!afterIds.has(face.personId)) changes.push(`${face.name} no longer yours`);
  if (!same(before.bring, after.bring)) changes.push('what to bring');
  if (before.pay.total !== after.pay.total) changes.push('your pay');
  return changes.join(', ');
}
