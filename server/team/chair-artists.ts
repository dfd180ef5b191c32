import { firstName, LEAD_ARTIST_ID, teamOf, type TeamMember } from '#contract/team.ts';
import { artistOfChair, chairsOf, type WeddingSchedule } from '#contract/wedding-schedule.ts';
import { HttpError } from '../errors.ts';
import type { Data } from '../store/store.ts';

// Who works which chair of a schedule, by name, for every page that names the artist beside a time ("with Dana"):
// the bride's page, each person's party link, Faces and the call sheets.

/** Her whole team now: the lead (from Site Settings) first, then her artists. */
export const teamNow = (data: Readonly<Data>): TeamMember[] => teamOf(data.siteSettings, data.team ?? []);

/** The team member by id, the lead included; undefined for an id no longer on the team. */
export const memberOf = (data: Readonly<Data>, id: string): TeamMember | undefined =>
  teamNow(data).find((member) => member.id === id);

/**
 * The first name of the artist on each chair of the schedule, for "with Dana" beside a time; undefined for every
 * chair until a team artist works one of them (alone she is the only artist, and a morning of chairs she never
 * staffed keeps "Artist 2"). A chair whose artist has left the team is hers.
 */
export function chairArtistName(
  data: Readonly<Data>,
  schedule: Pick<WeddingSchedule, 'chairs' | 'chairArtists'> | undefined,
): (chair: number | undefined) => string | undefined {
  if (!schedule || chairsOf(schedule) < 2 || teamArtistsOnChairs(data, schedule).length === 0) return () => undefined;
  const team = teamNow(data);
  const lead = team[0]!;
  return (chair) => {
    const id = artistOfChair(schedule, chair ?? 1);
    return firstName((team.find((member) => member.id === id) ?? lead).name);
  };
}

/** The team artists (not the lead) who work at least one chair of the schedule, each once, in chair order. */
export function teamArtistsOnChairs(
  data: Readonly<Data>,
  schedule: Pick<WeddingSchedule, 'chairs' | 'chairArtists'>,
): TeamMember[] {
  const chairs = Array.from({ length: chairsOf(schedule) }, (_, index) => index + 1);
  const ids = [...new Set(chairs.map((chair) => artistOfChair(schedule, chair)))].filter((id) => id !== LEAD_ARTIST_ID);
  return ids.flatMap((id) => {
    const member = memberOf(data, id);
    return member ? [member] : [];
  });
}

/**
 * The chairs and chair artists a schedule write sends, checked against her team (400 naming `chairArtists.N` for
 * an id not on it) and cut to the chairs (a chair taken away takes its artist with it). Left out: nothing changes.
 */
export function checkedChairs(
  data: Readonly<Data>,
  existing: Pick<WeddingSchedule, 'chairs' | 'chairArtists'> | undefined,
  input: Pick<WeddingSchedule, 'chairs' | 'chairArtists'>,
): Pick<WeddingSchedule, 'chairs' | 'chairArtists'> {
  if (input.chairs === undefined && input.chairArtists === undefined) return {};
  const team = teamNow(data);
  input.chairArtists?.forEach((id, index) => {
    if (id !== '' && !team.some((member) => member.id === id)) {
      throw new HttpError(
        400,
        `Choose an artist of your team for chair ${index + 1}`,
        {},
        { field: `chairArtists.${index}` },
      );
    }
  });
  const chairs = input.chairs ?? chairsOf(existing ?? {});
  const artists = (input.chairArtists ?? existing?.chairArtists ?? []).slice(0, chairs);
  return { chairs, chairArtists: artists.length > 0 ? artists : [LEAD_ARTIST_ID] };
}
