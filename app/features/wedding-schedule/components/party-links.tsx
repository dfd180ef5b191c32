import styled from 'styled-components';
import { partyLinkText } from '#contract/booking-texts.ts';
import { smsHref } from '#contract/phone.ts';
import { sacramentoDate } from '#contract/calendar-day.ts';
import { useSite } from '#shared/site-settings.tsx';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { CardTitle, SectionCard } from './schedule-styles.tsx';

// On the bride's page: each person of her party with "Send {name} her link" (a text with no number, so she picks the
// contact in Messages) and whether her details are done. Nothing else of anyone: their answers, photos and money
// are theirs and the artist's.

export interface PartyLinkEntry {
  id: string;
  name: string;
  detailsDone: boolean;
  link: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.xs} ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.line};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  .who {
    display: grid;
    min-width: 0;
  }
  .done {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  .done[data-done='true'] {
    color: ${theme.colors.success};
    font-weight: 600;
  }
  ${media.print} {
    a {
      display: none;
    }
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
`;

export function PartyLinks({ party, eventDate }: { party: readonly PartyLinkEntry[]; eventDate: string }) {
  const { artistName } = useSite();
  if (party.length === 0) return null;
  return (
    <SectionCard as="section" aria-labelledby="party-links-title">
      <CardTitle id="party-links-title">Your party</CardTitle>
      <Lead>
        Each has her own link: her time in the chair, and her details for {artistName}. You see only whether she is
        done.
      </Lead>
      <List>
        {party.map((person) => (
          <li key={person.id}>
            <span className="who">
              <span>{person.name}</span>
              <span className="done" data-done={person.detailsDone}>
                {person.detailsDone ? 'details done' : 'not yet'}
              </span>
            </span>
            {person.link && (
              <Button
                as="a"
                href={smsHref(
                  '',
                  partyLinkText(artistName, person, person.link, { eventDate, today: sacramentoDate(new Date()) }),
                )}
                $size="sm"
              >
                Send {person.name} her link
              </Button>
            )}
          </li>
        ))}
      </List>
    </SectionCard>
  );
}
