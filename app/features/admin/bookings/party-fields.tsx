import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QuoteLine } from '#contract/quote.ts';
import { peopleCount } from '#contract/party.ts';
import { formatPrice, isOffered, type ServiceGroup, type ServiceItem } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { LegendSet } from '#shared/ui/form-controls.tsx';
import { FieldError, TextField, type SelectOption } from '../ui/form-controls.tsx';
import {
  chosenServices,
  offeredPriceListOf,
  partyRow,
  priceListOf,
  quickRoles,
  serviceFor,
  withBridesmaids,
  type PartyRow,
} from './booking-draft.ts';
import { PersonRow } from './person-row.tsx';

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

const Fieldset = styled(LegendSet).attrs({ $size: 'lg' as const })``;

const Rows = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
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

/**
 * Her price list as the service select's choices (by group, with prices): the groups she offers, then any service the
 * booking already has from a group switched off since, or renamed since (as quoted).
 */
function serviceOptions(groups: readonly ServiceGroup[], kept: readonly QuoteLine[]): SelectOption[] {
  const offered = groups.filter(isOffered);
  const listed = new Set(priceListOf(offered).map((item) => item.name));
  const keptServices = new Set(kept.map((line) => line.service));
  const switchedOff = groups
    .filter((group) => !isOffered(group))
    .flatMap((group) => group.items.filter((item) => keptServices.has(item.name)).map((item) => ({ item, group })));
  const option = (item: ServiceItem, group: string) => ({
    value: item.name,
    label: `${item.name} · ${formatPrice(item.price)}`,
    group,
  });
  return [
    { value: '', label: 'Choose a service' },
    ...offered.flatMap((group) => group.items.map((item) => option(item, group.name))),
    ...switchedOff.map(({ item, group }) => option(item, `${group.name} (switched off)`)),
    ...[...keptServices]
      .filter((service) => !listed.has(service) && !switchedOff.some(({ item }) => item.name === service))
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
  linkOf,
}: {
  party: PartyRow[];
  groups: readonly ServiceGroup[];
  /** The saved quote's lines: their services stay choosable, and they say what each person costs. */
  kept: readonly QuoteLine[];
  /** Each row's price in the live quote, by its key. */
  prices: ReadonlyMap<string, number>;
  /** Messages by `{row key}.name`, `{row key}.services.{select}`, `{row key}.phone`…, and `party` for the list. */
  errors: Readonly<Record<string, string>>;
  onChange: (party: PartyRow[]) => void;
  /** A saved person's own link and details, under her row. */
  linkOf?: (row: PartyRow) => ReactNode;
}) {
  // New people take services from the groups she offers (a switched-off group is not on offer).
  const priceList = offeredPriceListOf(groups);
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
      <legend>Party ({peopleCount(party.length)})</legend>
      <datalist id={suggestions}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {errors.party && <FieldError role="alert">{errors.party}</FieldError>}
      {party.length > 0 && (
        <Heads aria-hidden="true">
          <span>Name or role</span>
          <span>Services</span>
        </Heads>
      )}
      {party.length > 0 && (
        <Rows>
          {party.map((row, index) => (
            <PersonRow
              key={row.key}
              row={row}
              index={index}
              options={options}
              price={prices.get(row.key)}
              errors={errors}
              suggestions={suggestions}
              onName={(name) =>
                update(row.key, {
                  name,
                  services: chosenServices(row).length > 0 ? row.services : [serviceFor(name, priceList)],
                })
              }
              onChange={(change) => update(row.key, change)}
              onRemove={() => onChange(party.filter((other) => other.key !== row.key))}
              link={linkOf?.(row)}
            />
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
