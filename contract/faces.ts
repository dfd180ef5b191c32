import type { Look } from './look.ts';
import { dedupe } from './look.ts';
import type { PrivatePhoto } from './party-link.ts';

// Faces: a wedding morning's people, one card each in chair order, with what the artist must see before she touches
// a face (her allergies first), and the kit list gathered from every look. One answer holds the whole view, so the
// page can keep a copy on her phone and open it with no signal (GET /api/admin/bookings/:id/faces).

/** One person's card. */
export interface FaceCard {
  personId: string;
  name: string;
  services: string[];
  /** Her services on the timeline; [] before it exists. */
  /** `artist`: the first name of the artist on that chair, on a morning with more than one chair ("with Dana"). */
  times: { service: string; start: string; end: string; chair: number; artist?: string }[];
  /** From her intake: the ticked ones, her own words, and how many that is (0 without an intake). */
  allergies: { ticked: string[]; notes: string; count: number };
  /** From her intake: 'neither' | 'glasses' | 'contacts', or '' when not answered. */
  eyewear: string;
  /** Her intake's lash choice ('' when not answered); the look's lash style is in `look`. */
  lashes: string;
  /** null until the artist writes one. Photo urls are the dashboard's routes. */
  look: Look | null;
  /** Her inspiration photos from her intake (the dashboard's routes). */
  inspirationPhotos: PrivatePhoto[];
  minor: boolean;
  /** For a minor: her guardian's name and consent from the intake, or null before it is given. */
  guardian: { name: string; consent: boolean } | null;
}

/** GET /api/admin/bookings/:id/faces */
export interface FacesView {
  bookingId: string;
  /** The booking's schedule, whose services the chair board taps (issue 42); null without one. */
  scheduleId?: string | null;
  clientName: string;
  /** YYYY-MM-DD */
  date: string;
  venue: string;
  gettingReadyAddress: string;
  /** Every look's kit items, each once, in chair order. */
  bring: string[];
  /** In chair order: by her first start, then chair; people not on the timeline yet last, in party order. */
  people: FaceCard[];
  /** ISO: when the answer was made, for "Last updated". */
  updatedAt: string;
}

/** The wedding's kit list: each look's items in card order, each item once. */
export const gatheredBring = (looks: readonly (Pick<Look, 'bring'> | null)[]) =>
  dedupe(looks.flatMap((look) => look?.bring ?? []));
