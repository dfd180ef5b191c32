import type { Ref } from 'react';
import styled from 'styled-components';
import type { ChairNumber } from '#contract/back-timing.ts';
import { minutesToTwelveHour } from '#contract/clock-time.ts';
import { media, theme } from '#shared/theme.ts';
import { ChoiceField, TextField } from '../../ui/form-controls.tsx';
import { clockValue } from './price-list-choices.ts';
import type { TimelineDraft } from './timeline-draft.ts';

const CHAIR_CHOICES = [
  { value: '1', label: '1 chair' },
  { value: '2', label: '2 chairs side by side' },
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
export function BuilderSettings({
  draft,
  readyByRef,
  fromBooking,
  onChange,
}: {
  draft: TimelineDraft;
  readyByRef: Ref<HTMLInputElement>;
  /** The ready-by time came from the booking: the hint says so. */
  fromBooking: boolean;
  onChange: <Key extends keyof TimelineDraft>(key: Key, value: TimelineDraft[Key]) => void;
}) {
  return (
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
        legend="Artists"
        hint="Two artists work on two people at once."
        value={String(draft.chairs) as '1' | '2'}
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
  );
}
