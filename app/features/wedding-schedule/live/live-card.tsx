import styled from 'styled-components';
import { isBride } from '#contract/chairs.ts';
import { liveLine, type LiveMorningView, type PartyLive } from '#contract/live-morning.ts';
import { formatSavedAt } from '#shared/saved-at.ts';
import { media, theme } from '#shared/theme.ts';

// The morning as it runs (issue 42), from the chair board's taps: at the top of the bride's page and of each
// person's link on the wedding's day. The pages ask again every few seconds while open (LIVE_POLL_MS); offline,
// the card says when it was last brought up to date.

const Card = styled.section`
  margin: ${theme.space.sm} 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.blush};
  border-left: 4px solid ${theme.colors.roseDeep};
  box-shadow: ${theme.shadows.card};
  ${media.print} {
    display: none;
  }
  > p:first-child {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${theme.space.sm};
    padding: 0.15rem 0;
    color: ${theme.colors.ink};
  }
  li > span:first-child {
    font-weight: 600;
  }
`;

const Own = styled.p`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const Small = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** "Last updated 9:41 AM" once the phone is offline or could not ask: the card may be behind. */
function Stale({ stale, savedAt }: { stale: boolean; savedAt: number }) {
  return stale ? <Small data-live-stale="">Last updated {formatSavedAt(savedAt)}</Small> : null;
}

/** The bride's page: her own line, then each person's, each chair's count and her expected time against ready-by. */
export function BrideLiveCard({ live, savedAt, stale }: { live: LiveMorningView; savedAt: number; stale: boolean }) {
  const bride = live.people.find((person) => isBride(person.name));
  return (
    <Card aria-label="The morning, live" data-live-card="bride">
      <p>The morning, live</p>
      {bride && <Own data-live-line="">{liveLine(bride)}</Own>}
      <ul>
        {live.people
          .filter((person) => person !== bride)
          .map((person) => (
            <li key={`${person.name}-${person.chair}`} data-live-person={person.name}>
              <span>{person.name}</span>
              <span>{person.state === 'waiting' ? `${person.facesBefore} before her` : liveLine(person)}</span>
            </li>
          ))}
      </ul>
      <Small>
        {live.chairs.map((chair) => `Chair ${chair.chair}: ${chair.done} of ${chair.total} done`).join(' · ')}
        {live.bride?.readyBy ? ` · Ready by ${live.bride.readyBy}, expected ${live.bride.expected}` : ''}
      </Small>
      <Stale stale={stale} savedAt={savedAt} />
    </Card>
  );
}

/** A person's own link: her one line. */
export function PartyLiveCard({ live, savedAt, stale }: { live: PartyLive; savedAt: number; stale: boolean }) {
  return (
    <Card aria-label="Your turn in the chair" data-live-card="party">
      <p>Your turn, live</p>
      <Own data-live-line="" role="status">
        {live.line}
      </Own>
      <Stale stale={stale} savedAt={savedAt} />
    </Card>
  );
}
