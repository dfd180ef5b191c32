import type { Ref } from 'react';
import styled from 'styled-components';
import type { ChairNumber } from '#contract/back-timing.ts';
import { minutesToTwelveHour } from '#contract/clock-time.ts';
import { media, theme } from '#shared/theme.ts';
import { LEAD_ARTIST_ID, type TeamMember } from '#contract/team.ts';
import { ChoiceField, SelectField, TextField } from '../../ui/form-controls.tsx';
import { clockValue } from './price-list-choices.ts';
import type { TimelineDraft } from './timeline-draft.ts';

const CHAIR_CHOICES = [
  { value: '1', label: '1 chair' },
  { value: '2', label: '2 chairs side by side' },
  { value: '3', label: '3 chairs' },
  { value: '4', label: '4 chairs' },
] as const;

/** "e.g. 3:00 PM" in the empty field reads as an example, not as a time already filled in. */
const ReadyByField = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  input::placeholder {
    font-style: italic;
    opacity: 0.75;
  }
`;

/** The phone's own clock picker beside the typed time: a tap or two instead of typing. */
const ClockPick = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  input {
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font: inherit;
  }
`;

const Settings = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The morning's settings: when everyone must be ready (typed or picked), one chair or two, and the buffer. */
const ChairArtists = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * Who works each chair, from her team (the active artists, and whoever is already chosen): chair 1 is hers unless
 * she picks another. Shown with two chairs or more.
 */
function ChairArtistPicks({
  draft,
  team,
  onChange,
}: {
  draft: TimelineDraft;
  team: readonly TeamMember[];
  onChange: (chairArtists: string[]) => void;
}) {
  const chosen = Array.from({ length: draft.chairs }, (_, index) => draft.chairArtists?.[index] || LEAD_ARTIST_ID);
  return (
    <ChairArtists role="group" aria-label="Who works each chair">
      {chosen.map((artistId, index) => {
        const options = team
          .filter((member) => member.active || member.id === artistId)
          .map((member) => ({ value: member.id, label: member.lead ? `${member.name} (you)` : member.name }));
        return (
          <SelectField
            key={index}
            label={`Chair ${index + 1}`}
            value={artistId}
            options={options}
            onChange={(value) => onChange(chosen.map((id, at) => (at === index ? value : id)))}
          />
        );
      })}
    </ChairArtists>
  );
}

export function BuilderSettings({
  draft,
  readyByRef,
  fromBooking,
  team = [],
  onChange,
}: {
  /** Her team, lead first, for who works each chair. */
  team?: readonly TeamMember[];
  draft: TimelineDraft;
  readyByRef: Ref<HTMLInputElement>;
  /** The ready-by time came from the booking: the hint says so. */
  fromBooking: boolean;
  onChange: <Key extends keyof TimelineDraft>(key: Key, value: TimelineDraft[Key]) => void;
}) {
  return (
    <>
      <Settings>
        <ReadyByField>
          <TextField
            ref={readyByRef}
            label="Ready by"
            placeholder="e.g. 3:00 PM"
            hint={
              fromBooking
                ? 'From the booking. When everyone must be ready: type it (3pm, 15:00) or pick it below.'
                : 'When everyone must be ready: type it (3pm, 15:00) or pick it below.'
            }
            autoComplete="off"
            maxLength={20}
            value={draft.readyBy}
            onChange={(value) => onChange('readyBy', value)}
          />
          <ClockPick>
            Pick on a clock
            <input
              type="time"
              step={300}
              value={clockValue(draft.readyBy)}
              onChange={(event) => {
                const [hours, minutes] = event.target.value.split(':').map(Number);
                if (hours !== undefined && minutes !== undefined && !Number.isNaN(hours) && !Number.isNaN(minutes)) {
                  onChange('readyBy', minutesToTwelveHour(hours * 60 + minutes));
                }
              }}
            />
          </ClockPick>
        </ReadyByField>
        <ChoiceField
          legend="Chairs"
          hint="One artist a chair: up to four people at once."
          value={String(draft.chairs) as '1' | '2' | '3' | '4'}
          options={CHAIR_CHOICES}
          onChange={(value) => onChange('chairs', Number(value) as ChairNumber)}
        />
        <TextField
          label="Buffer (minutes)"
          hint="Everyone is done this long before Ready by."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.buffer}
          onChange={(value) => onChange('buffer', value)}
        />
      </Settings>
      {draft.chairs > 1 && team.length > 0 && (
        <ChairArtistPicks
          draft={draft}
          team={team}
          onChange={(chairArtists) => onChange('chairArtists', chairArtists)}
        />
      )}
    </>
  );
}
