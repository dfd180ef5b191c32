import { useId, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FieldHint } from '#shared/ui/form-controls.tsx';
import { FieldError, SwitchField } from '../ui/form-controls.tsx';
import { groupDraft, itemDraft, move, type FieldErrors, type GroupDraft, type ItemDraft } from './settings-draft.ts';
import type { FieldMaker, SectionContext } from './settings-fields.tsx';
import { Grid, Group, Lead } from './settings-layout.ts';

// Her services and prices: groups (a row of cards on the Services page each), folded on a phone, and their services.

const Item = styled.div`
  border-top: 1px dashed ${theme.colors.line};
  padding-top: ${theme.space.md};
  margin-top: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
`;

const ItemFields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr 1fr;
  & > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const Toggle = styled.button`
  border: 0;
  background: none;
  padding: ${theme.space.xs} 0;
  min-height: 44px;
  font: inherit;
  font-weight: 700;
  color: ${theme.colors.ink};
  cursor: pointer;
  text-align: left;
  /* The arrow is a hidden span, not generated content, so the button's name is just the group's. */
  .arrow {
    display: inline-block;
    margin-right: ${theme.space.xs};
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] .arrow {
    transform: rotate(90deg);
  }
  .count {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** The Services and prices section's content: each group, then Add group. */
export function ServiceGroupsFields({ draft, change, errors, field, area }: SectionContext) {
  return (
    <>
      <Lead>Each group is a row of cards on the Services page and a block of the home page&apos;s price list.</Lead>
      {errors.serviceGroups && <FieldError role="alert">{errors.serviceGroups}</FieldError>}
      {draft.serviceGroups.map((group, groupIndex) => (
        <ServiceGroupEditor
          key={group.key}
          group={group}
          index={groupIndex}
          count={draft.serviceGroups.length}
          errors={errors}
          field={field}
          area={area}
          change={(update) => change((d) => update(d.serviceGroups[groupIndex]!))}
          onMove={(by) => change((d) => void (d.serviceGroups = move(d.serviceGroups, groupIndex, by)))}
          onRemove={() => change((d) => void d.serviceGroups.splice(groupIndex, 1))}
        />
      ))}
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        onClick={() =>
          change((d) => void d.serviceGroups.push(groupDraft({ name: '', note: '', offered: true, items: [] })))
        }
      >
        Add group
      </Button>
    </>
  );
}

function ServiceGroupEditor({
  group,
  index,
  count,
  errors,
  field,
  area,
  change,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  errors: FieldErrors;
  field: FieldMaker;
  area: FieldMaker;
  change: (update: (group: GroupDraft) => void) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const base = `serviceGroups.${index}`;
  const title = group.name || `Group ${index + 1}`;
  // Folded by default, so a phone scrolls past four short rows rather than forty fields; a problem inside opens it.
  const [open, setOpen] = useState(false);
  const hasError = Object.keys(errors).some((path) => path.startsWith(`${base}.`));
  const shown = open || hasError;
  const bodyId = useId();
  return (
    <Group>
      <legend>
        <Toggle type="button" aria-expanded={shown} aria-controls={bodyId} onClick={() => setOpen(!shown)}>
          <span className="arrow" aria-hidden="true">
            ▸
          </span>
          {title}{' '}
          <span className="count">
            ({group.items.length} {group.items.length === 1 ? 'service' : 'services'}
            {group.offered ? '' : ', switched off'})
          </span>
        </Toggle>
      </legend>
      <div id={bodyId} hidden={!shown}>
        <Grid>
          {field(`${base}.name`, 'Group name', group.name, (value) => change((g) => void (g.name = value)))}
          {field(
            `${base}.note`,
            'Group note',
            group.note,
            (value) => change((g) => void (g.note = value)),
            'Such as "Minimum of 4 services". Leave empty for none.',
          )}
        </Grid>
        <SwitchField
          label={`Offer ${title} on your site`}
          checked={group.offered}
          onChange={(offered) => change((g) => void (g.offered = offered))}
        />
        {!group.offered && (
          <FieldHint>Switched off: kept here, but not on your site, its prices or the estimate.</FieldHint>
        )}
        {errors[`${base}.items`] && <FieldError>{errors[`${base}.items`]}</FieldError>}
        {group.items.map((item, itemIndex) => (
          <ServiceItemEditor
            key={item.key}
            item={item}
            base={`${base}.items.${itemIndex}`}
            groupTitle={title}
            first={itemIndex === 0}
            last={itemIndex === group.items.length - 1}
            field={field}
            area={area}
            change={(update) => change((g) => update(g.items[itemIndex]!))}
            onMove={(by) => change((g) => void (g.items = move(g.items, itemIndex, by)))}
            onRemove={() => change((g) => void g.items.splice(itemIndex, 1))}
          />
        ))}
        <RowActions style={{ marginTop: '1rem' }}>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => change((g) => void g.items.push(itemDraft()))}
          >
            Add service to {title}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
            Move {title} up
          </Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
            Move {title} down
          </Button>
          <Button type="button" $variant="danger" $size="sm" onClick={onRemove}>
            Remove {title}
          </Button>
        </RowActions>
      </div>
    </Group>
  );
}

function ServiceItemEditor({
  item,
  base,
  groupTitle,
  first,
  last,
  field,
  area,
  change,
  onMove,
  onRemove,
}: {
  item: ItemDraft;
  base: string;
  groupTitle: string;
  first: boolean;
  last: boolean;
  field: FieldMaker;
  area: FieldMaker;
  change: (update: (item: ItemDraft) => void) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = item.name || 'new service';
  return (
    <Item role="group" aria-label={`${groupTitle}: ${name}`}>
      <ItemFields>
        {field(`${base}.name`, 'Service name', item.name, (value) => change((i) => void (i.name = value)))}
        {field(`${base}.typeLabel`, 'Type label', item.typeLabel, (value) => change((i) => void (i.typeLabel = value)))}
        {field(
          `${base}.price`,
          'Price',
          item.price,
          (value) => change((i) => void (i.price = value)),
          undefined,
          'money',
        )}
        {field(
          `${base}.durationMinutes`,
          'Minutes',
          item.durationMinutes,
          (value) => change((i) => void (i.durationMinutes = value)),
          undefined,
          'whole',
        )}
      </ItemFields>
      {area(`${base}.bullets`, 'Bullet points (optional, one per line)', item.bullets, (value) =>
        change((i) => void (i.bullets = value)),
      )}
      <RowActions>
        <Button type="button" $variant="ghost" $size="sm" disabled={first} onClick={() => onMove(-1)}>
          Move {name} up
        </Button>
        <Button type="button" $variant="ghost" $size="sm" disabled={last} onClick={() => onMove(1)}>
          Move {name} down
        </Button>
        <Button type="button" $variant="danger" $size="sm" onClick={onRemove}>
          Remove {name}
        </Button>
      </RowActions>
    </Item>
  );
}
