import { useId } from 'react';
import styled from 'styled-components';
import type { ServiceGroup } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { SelectField, TextField } from '../../ui/form-controls.tsx';
import { durationOf, quickRolesFor, serviceFor, serviceOptions } from './price-list-choices.ts';
import type { DraftPerson } from './timeline-draft.ts';

/** Roles the name field suggests as she types; the field takes any name or role. */
const ROLE_SUGGESTIONS = [
  'Bride',
  'Maid of Honor',
  'Bridesmaid 1',
  'Bridesmaid 2',
  'Bridesmaid 3',
  'Bridesmaid 4',
  'Mother of the Bride',
  'Mother of the Groom',
  'Grandmother of the Bride',
  'Flower Girl',
];

/** Long enough for "Mother of the Bride (Linda)"; the service's line is "{person}: {service}". */
const PERSON_MAX_LENGTH = 80;

/** One-tap names under an empty row's name field. */
const QuickPicks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
  > button {
    min-height: 44px;
    text-transform: none;
    letter-spacing: 0;
  }
`;

const People = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const PersonCard = styled.li<{ $gone: boolean }>`
  border: 1px solid ${({ $gone }) => ($gone ? theme.colors.danger : theme.colors.line)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ivory};
  padding: ${theme.space.md};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space.sm};
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;

/** Said on the row of a person taken out of the booking since: she is still here until the artist removes her. */
const GoneNote = styled.p`
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-left: 4px solid ${theme.colors.danger};
  background: #fbeeec;
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.ink};
`;

/**
 * One line per person from tablet width (name, service, minutes, the row's buttons); on a phone the name and the
 * service take a line each, the minutes and the buttons share the last.
 */
const PersonFields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 6.5rem minmax(0, 1fr);
  align-items: start;
  > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) 6.5rem auto;
    > :nth-child(-n + 2) {
      grid-column: auto;
    }
  }
`;

const RowActions = styled.div`
  align-self: end;
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  /* Level with the inputs beside them, and as tall: a thumb's target. */
  > button {
    min-height: 44px;
  }
`;

/** ↑ and ↓: a square button whose name (aria-label) says which row moves where. */
const MoveButton = styled(Button).attrs({ type: 'button', $size: 'sm', $variant: 'secondary' })`
  width: 44px;
  padding: 0;
  font-size: 1.1rem;
  letter-spacing: 0;
`;

/**
 * "Who is in the chair": one card per row (a person's service), with her name or role (one-tap roles on an empty
 * row), the service from her price list, its minutes, and buttons to move or remove the row. A row of a person no
 * longer in the booking says so.
 */
export function PersonRows({
  people,
  serviceGroups,
  gone,
  onChange,
  onMove,
  onRemove,
}: {
  people: readonly DraftPerson[];
  serviceGroups: readonly ServiceGroup[];
  /** The ids of the rows' people no longer in the booking. */
  gone: ReadonlySet<string>;
  onChange: (key: number, change: Partial<DraftPerson>) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  const suggestionsId = useId();
  return (
    <>
      <datalist id={suggestionsId}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <People aria-labelledby="people-title">
        {people.map((person, index) => {
          const who = person.person.trim() || 'this person';
          const rowLabel = `row ${index + 1} (${who})`;
          const others = people.filter((other) => other !== person);
          const quickRoles = person.person.trim() ? [] : quickRolesFor(others);
          const pick = (role: string) => {
            // The same person already in another row (the bride for her hair): this row is hers too.
            const same = others.find((other) => other.person.trim().toLowerCase() === role.toLowerCase());
            const taken = others.filter((other) => other === same || other.person === same?.person);
            const service = person.serviceName
              ? undefined
              : serviceFor(
                  serviceGroups,
                  role,
                  taken.map((other) => other.serviceName),
                );
            onChange(person.key, {
              person: role,
              ...(same?.personId ? { personId: same.personId } : {}),
              ...(service ? { serviceName: service.name, minutes: String(service.durationMinutes) } : {}),
            });
          };
          const isGone = person.personId !== undefined && gone.has(person.personId);
          return (
            <PersonCard key={person.key} data-person-key={person.key} $gone={isGone}>
              <fieldset>
                <legend>Row {index + 1}</legend>
                {isGone && (
                  <GoneNote data-gone>
                    <strong>No longer in the booking.</strong> Remove this row, or keep her here by hand.
                  </GoneNote>
                )}
                <PersonFields>
                  <div>
                    <TextField
                      label="Name or role"
                      placeholder="e.g. Bridesmaid 1"
                      list={suggestionsId}
                      autoComplete="off"
                      maxLength={PERSON_MAX_LENGTH}
                      value={person.person}
                      onChange={(value) => onChange(person.key, { person: value })}
                    />
                    {quickRoles.length > 0 && (
                      <QuickPicks role="group" aria-label={`Quick picks for row ${index + 1}`}>
                        {quickRoles.map((role) => (
                          <Button key={role} type="button" $size="sm" $variant="secondary" onClick={() => pick(role)}>
                            {role}
                          </Button>
                        ))}
                      </QuickPicks>
                    )}
                  </div>
                  <SelectField
                    label="Service"
                    value={person.serviceName}
                    options={serviceOptions(serviceGroups, person.serviceName)}
                    onChange={(serviceName) => {
                      const duration = durationOf(serviceGroups, serviceName);
                      onChange(person.key, {
                        serviceName,
                        ...(duration !== undefined ? { minutes: String(duration) } : {}),
                      });
                    }}
                  />
                  <TextField
                    label="Minutes"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={person.minutes}
                    onChange={(minutes) => onChange(person.key, { minutes })}
                  />
                  <RowActions>
                    {/* Kept, disabled, at the ends, so every row's buttons line up. */}
                    <MoveButton
                      data-move="-1"
                      aria-label={`Move ${rowLabel} up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => onMove(index, -1)}
                    >
                      ↑
                    </MoveButton>
                    <MoveButton
                      data-move="1"
                      aria-label={`Move ${rowLabel} down`}
                      title="Move down"
                      disabled={index === people.length - 1}
                      onClick={() => onMove(index, 1)}
                    >
                      ↓
                    </MoveButton>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="danger"
                      aria-label={`Remove ${rowLabel}`}
                      onClick={() => onRemove(index)}
                    >
                      Remove
                    </Button>
                  </RowActions>
                </PersonFields>
              </fieldset>
            </PersonCard>
          );
        })}
      </People>
    </>
  );
}
