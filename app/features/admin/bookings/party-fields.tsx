import { useId, useState } from 'react';
import styled from 'styled-components';
import type { QuoteLine } from '#contract/quote.ts';
import { formatPrice, type ServiceGroup } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldError, SelectField, TextField, type SelectOption } from '../ui/form-controls.tsx';
import { partyRow, priceListOf, quickRoles, serviceFor, withBridesmaids, type PartyRow } from './booking-draft.ts';

const ROLE_SUGGESTIONS = [
  'Bride',
  'Maid of Honor',
  'Matron of Honor',
  'Mother of the Bride',
  'Mother of the Groom',
  'Grandmother of the Bride',
  'Sister of the Bride',
  'Flower Girl',
];

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;

/**
 * One person. On a phone the service has the row's whole width to itself, so its price ("Bridal Makeup · $225")
 * reads whole; the name shares the first line with the row's price and Remove. From tablet width, one line.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  grid-template-areas: 'name price remove' 'service service service';
  gap: ${theme.space.xs} ${theme.space.sm};
  align-items: center;
  > :nth-child(1) {
    grid-area: name;
  }
  > :nth-child(2) {
    grid-area: service;
  }
  > :nth-child(3) {
    grid-area: price;
  }
  > :nth-child(4) {
    grid-area: remove;
  }
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  /* One header above the rows says what the two fields are; each field keeps its label for a screen reader. */
  label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .price {
    align-self: center;
    min-width: 3.5rem;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) 4rem auto;
    grid-template-areas: 'name service price remove';
  }
`;

const Heads = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) 4rem 5.5rem;
    gap: ${theme.space.sm};
    padding: 0 ${theme.space.sm};
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;

const RemoveButton = styled(Button)`
  align-self: center;
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.sm};
  > button {
    min-height: 44px;
  }
`;

const Several = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.sm};
  > div {
    width: 12rem;
  }
  > button {
    min-height: 44px;
  }
`;

/** Her price list as the service select's choices (by group, with prices), and any quoted service since renamed. */
function serviceOptions(groups: readonly ServiceGroup[], kept: readonly QuoteLine[]): SelectOption[] {
  const listed = new Set(priceListOf(groups).map((item) => item.name));
  return [
    { value: '', label: 'Choose a service' },
    ...groups.flatMap((group) =>
      group.items.map((item) => ({
        value: item.name,
        label: `${item.name} · ${formatPrice(item.price)}`,
        group: group.name,
      })),
    ),
    ...[...new Set(kept.map((line) => line.service))]
      .filter((service) => !listed.has(service))
      .map((service) => ({ value: service, label: `${service} (as quoted)`, group: 'No longer on your list' })),
  ];
}

/**
 * The party, built from her price list: one tap adds the bride, the next bridesmaid or the family, each with the
 * service her list has for them; several bridesmaids at once; any name or role typed, any service chosen.
 */
export function PartyFields({
  party,
  groups,
  kept,
  prices,
  errors,
  onChange,
}: {
  party: PartyRow[];
  groups: readonly ServiceGroup[];
  /** The saved quote's lines: their services stay choosable, and they say what each person costs. */
  kept: readonly QuoteLine[];
  /** Each row's price in the live quote, by its key. */
  prices: ReadonlyMap<string, number>;
  /** Messages by `{row key}.name` / `{row key}.service`, and `party` for the list. */
  errors: Readonly<Record<string, string>>;
  onChange: (party: PartyRow[]) => void;
}) {
  const priceList = priceListOf(groups);
  const options = serviceOptions(groups, kept);
  const suggestions = useId();
  const [several, setSeveral] = useState('');

  const add = (name: string) => {
    const row = partyRow(name, serviceFor(name, priceList));
    onChange([...party, row]);
    if (!name) requestAnimationFrame(() => document.getElementById(`${row.key}-name`)?.focus());
  };
  const update = (key: string, change: Partial<PartyRow>) =>
    onChange(party.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const count = Number(several);

  return (
    <Fieldset>
      <legend>Party ({party.length})</legend>
      <datalist id={suggestions}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {errors.party && <FieldError role="alert">{errors.party}</FieldError>}
      {party.length > 0 && (
        <Heads aria-hidden="true">
          <span>Name or role</span>
          <span>Service</span>
        </Heads>
      )}
      {party.length > 0 && (
        <Rows>
          {party.map((row, index) => (
            <Row key={row.key} aria-label={`Person ${index + 1}`}>
              <TextField
                id={`${row.key}-name`}
                label="Name or role"
                placeholder="Name or role"
                list={suggestions}
                autoComplete="off"
                maxLength={80}
                value={row.name}
                error={errors[`${row.key}.name`]}
                onChange={(name) => update(row.key, { name, service: row.service || serviceFor(name, priceList) })}
              />
              <SelectField
                label="Service"
                value={row.service}
                options={options}
                error={errors[`${row.key}.service`]}
                onChange={(service) => update(row.key, { service })}
              />
              <span className="price" aria-label={`Price for ${row.name || `person ${index + 1}`}`}>
                {prices.has(row.key) ? formatPrice(prices.get(row.key)!) : '–'}
              </span>
              <RemoveButton
                type="button"
                $size="sm"
                $variant="ghost"
                aria-label={`Remove ${row.name || `person ${index + 1}`}`}
                onClick={() => onChange(party.filter((other) => other.key !== row.key))}
              >
                Remove
              </RemoveButton>
            </Row>
          ))}
        </Rows>
      )}
      <Quick role="group" aria-label="Add a person">
        {quickRoles(party).map((role) => (
          <Button key={role} type="button" $size="sm" $variant="secondary" onClick={() => add(role)}>
            + {role}
          </Button>
        ))}
        <Button type="button" $size="sm" $variant="ghost" onClick={() => add('')}>
          + Someone else
        </Button>
      </Quick>
      <Several>
        <TextField
          label="How many bridesmaids"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={several}
          onChange={setSeveral}
        />
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={!Number.isInteger(count) || count < 1 || count > 20}
          onClick={() => {
            onChange(withBridesmaids(party, count, priceList));
            setSeveral('');
          }}
        >
          Add bridesmaids
        </Button>
      </Several>
    </Fieldset>
  );
}
