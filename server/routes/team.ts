import { api } from '#contract/api.ts';
import { LEAD_ARTIST_ID, MAX_TEAM, teamArtistInput, type TeamArtist, type TeamMember } from '#contract/team.ts';
import { HttpError, notFound } from '../errors.ts';
import { teamNow } from '../team/chair-artists.ts';
import { newId, on, parseBody, type RouteDeps } from './context.ts';

// Her team (contract/team.ts): the lead (her, from Site Settings) first and never stored, then her artists. An
// artist deleted leaves every chair she worked to the lead, in the same write, so no schedule names a stranger.

const LEAD_MESSAGE = 'You are the lead artist: change your name and phone in Site Settings';

const member = (artist: TeamArtist): TeamMember => ({ ...artist, lead: false });

export function registerTeamRoutes({ store, clock, adminRouter }: RouteDeps) {
  const iso = () => new Date(clock()).toISOString();

  on(adminRouter, api.adminTeam.list, (ctx) => {
    ctx.body = teamNow(store.data);
  });

  on(adminRouter, api.adminTeam.create, async (ctx) => {
    const input = parseBody(ctx, teamArtistInput, { nameField: true });
    const artist: TeamArtist = { ...input, id: newId(), createdAt: iso() };
    await store.update((data) => {
      if ((data.team ?? []).length >= MAX_TEAM) {
        throw new HttpError(400, `Your team can hold at most ${MAX_TEAM} artists: delete one you no longer work with`);
      }
      data.team = [...(data.team ?? []), artist];
    });
    ctx.status = 201;
    ctx.body = member(artist);
  });

  on(adminRouter, api.adminTeam.update, async (ctx) => {
    if (ctx.params.id === LEAD_ARTIST_ID) throw new HttpError(400, LEAD_MESSAGE);
    const input = parseBody(ctx, teamArtistInput, { nameField: true });
    ctx.body = await store.update((data) => {
      const index = (data.team ?? []).findIndex((item) => item.id === ctx.params.id);
      if (index === -1) throw notFound('Artist');
      const next: TeamArtist = { ...data.team[index]!, ...input };
      data.team[index] = next;
      return member(next);
    });
  });

  on(adminRouter, api.adminTeam.remove, async (ctx) => {
    if (ctx.params.id === LEAD_ARTIST_ID) throw new HttpError(400, 'You are the lead artist: you cannot be deleted');
    const id = ctx.params.id!;
    await store.update((data) => {
      const artist = (data.team ?? []).find((item) => item.id === id);
      if (!artist) throw notFound('Artist');
      // Her payouts are her 1099 record: deleting her would hide them from the Payouts tab and its year's totals.
      if ((data.payouts ?? []).some((payout) => payout.artistId === id)) {
        throw new HttpError(
          409,
          `${artist.name} has payouts recorded, which her 1099 totals need: switch her off (Active) instead of deleting her`,
        );
      }
      data.team = data.team.filter((item) => item.id !== id);
      data.weddingSchedules = data.weddingSchedules.map((schedule) =>
        schedule.chairArtists?.includes(id)
          ? {
              ...schedule,
              chairArtists: schedule.chairArtists.map((chosen) => (chosen === id ? LEAD_ARTIST_ID : chosen)),
            }
          : schedule,
      );
    });
    ctx.body = { ok: true };
  });
}
