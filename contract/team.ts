import * as v from 'valibot';
import { dollars, optionalEmail, requiredText, text, type Stored } from './fields.ts';
import { phoneToE164 } from './phone.ts';

// Her team: the artists she brings for a big party, each on a chair of a wedding's schedule (`chairArtists`). She
// herself is the lead artist: always first, made from her Site Settings (name, phone), never stored, with no rates
// (she is not paid by herself) and never deleted.

/** The lead artist's id in `chairArtists` and everywhere an artist is named by id. */
export const LEAD_ARTIST_ID = 'lead';

/** The most artists she keeps (a wedding has four chairs at most; old artists stay, switched off). */
export const MAX_TEAM = 50;
/** The most rates an artist has: one per service of her price list. */
export const MAX_RATES = 60;

/** What she pays the artist for one service of her price list, in dollars. */
export interface ServiceRate {
  serviceName: string;
  amount: number;
}

const serviceRate = v.object({
  serviceName: requiredText('Service', 200),
  amount: dollars('Rate', { max: 10_000 }),
});

/**
 * The body of POST /api/admin/team and PUT /api/admin/team/:id. Every message names its field (a rate's as
 * `rates.2.amount`). A tax number is never asked for: "W-9 on file" is a tick, the form itself stays with her.
 */
export const teamArtistInput = v.pipe(
  v.object({
    name: requiredText('Name', 80),
    phone: v.pipe(
      requiredText('Phone', 40),
      v.check((phone) => phoneToE164(phone) !== '', 'Phone must be a number that can receive a text'),
    ),
    email: optionalEmail('E-mail', 'E-mail must be an address such as dana@gmail.com'),
    rates: v.optional(
      v.pipe(
        v.array(serviceRate, 'Rates must be a list'),
        v.maxLength(MAX_RATES, `At most ${MAX_RATES} rates`),
        v.check(
          (rates) => new Set(rates.map((rate) => rate.serviceName.toLowerCase())).size === rates.length,
          'Give each service one rate',
        ),
      ),
      [],
    ),
    /** Set: she is paid this for the day instead of per service. */
    dayRate: v.optional(v.nullable(dollars('Day rate', { max: 10_000 })), null),
    earlyStartFee: v.optional(dollars('Early-start fee', { max: 10_000 }), 0),
    w9OnFile: v.optional(v.boolean('W-9 on file must be ticked or not'), false),
    active: v.optional(v.boolean('Active must be on or off'), true),
  }),
  v.forward(
    v.check(
      (input) => input.dayRate === null || input.dayRate > 0,
      'A day rate must be more than $0 (leave it empty to pay per service)',
    ),
    ['dayRate'],
  ),
);
export type TeamArtistInput = v.InferOutput<typeof teamArtistInput>;

export interface TeamArtist extends Stored {
  name: string;
  phone: string;
  email: string;
  rates: ServiceRate[];
  /** Dollars; set: her pay is the day rate instead of per service. */
  dayRate: number | null;
  /** Dollars, added when her arrival is before the early-start time. */
  earlyStartFee: number;
  w9OnFile: boolean;
  active: boolean;
}

// The schema's output and the stored artist less Stored are one shape (checked by the compiler).
const sameShape: Omit<TeamArtist, keyof Stored> = {} as TeamArtistInput;
void sameShape;

/** GET /api/admin/team: the lead first (`lead: true`, from Site Settings, no rates), then her stored artists. */
export interface TeamMember extends TeamArtist {
  lead: boolean;
}

/** The lead artist as a team member, from her Site Settings. */
export function leadMember(settings: { artistName: string; phone: string; email?: string }): TeamMember {
  return {
    id: LEAD_ARTIST_ID,
    createdAt: '',
    name: settings.artistName,
    phone: settings.phone,
    email: settings.email ?? '',
    rates: [],
    dayRate: null,
    earlyStartFee: 0,
    w9OnFile: true,
    active: true,
    lead: true,
  };
}

/** The whole team as the dashboard lists it: her first, then her artists in the order added. */
export const teamOf = (
  settings: { artistName: string; phone: string; email?: string },
  team: readonly TeamArtist[],
): TeamMember[] => [leadMember(settings), ...team.map((artist) => ({ ...artist, lead: false }))];

/** An artist's name for "with Dana": her first name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The text field for an artist's id in `chairArtists` (kept short: ids are made by the server). */
export const artistId = text('Artist', 100);
