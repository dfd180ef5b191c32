import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MAX_SERVICES_PER_PERSON } from '#contract/party.ts';
import { formatPrice } from '#contract/site-settings.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { SelectField, SwitchField, TextField, type SelectOption } from '../ui/form-controls.tsx';
import { Badge } from '../ui/panels.tsx';
import { chosenServices, isMinor, type PartyRow } from './booking-draft.ts';
import { hasMoreError } from './booking-errors.ts';

/**
 * One person. On a phone her name shares the first line with Remove only (a name such as "Bridesmaid 12" reads
 * whole), each of her services has the row's whole width (its price reads whole), and her price closes the row
 * beside "More"; from tablet width the name, the services and the price sit side by side. Her phone, e-mail and who
 * pays are behind "More", which says what is set and opens itself for an error inside.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name remove' 'services services' 'more price' 'link link';
  gap: ${theme.space.xs} ${theme.space.sm};
  align-items: start;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ivory};
  > .name {
    grid-area: name;
  }
  > .services {
    grid-area: services;
  }
  > .price {
    grid-area: price;
    align-self: start;
    line-height: 44px;
    min-width: 3.5rem;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  > .remove {
    grid-area: remove;
    align-self: center;
  }
  > .more {
    grid-area: more;
  }
  > .link {
    grid-area: link;
  }
  /* One header above the rows names the name and service fields; each keeps its label for a screen reader. */
  > .name label,
  > .services label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) 4rem auto;
    grid-template-areas: 'name services price remove' 'more more more more' 'link link link link';
    > .price {
      line-height: normal;
      margin-top: 0.6rem;
    }
    > .remove {
      align-self: start;
      margin-top: 0.35rem;
    }
  }
`;

const Services = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};
  > li {
    display: flex;
    align-items: start;
    gap: ${theme.space.xs};
    > :first-child {
      flex: 1;
      min-width: 0;
    }
  }
`;

const More = styled.details`
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    cursor: pointer;
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  > div {
    display: grid;
    gap: ${theme.space.sm};
    padding-top: ${theme.space.xs};
    ${media.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

/** One person of the party: her name, her services (one to six), her price, and "More" for the rest. */
export function PersonRow({
  row,
  index,
  options,
  price,
  errors,
  suggestions,
  onName,
  onChange,
  onRemove,
  link,
}: {
  row: PartyRow;
  index: number;
  options: readonly SelectOption[];
  price: number | undefined;
  errors: Readonly<Record<string, string>>;
  /** The id of the datalist of names and roles. */
  suggestions: string;
  onName: (name: string) => void;
  onChange: (change: Partial<PartyRow>) => void;
  onRemove: () => void;
  /** Her own link, once she is saved in a wedding booking (person-link.tsx). */
  link?: ReactNode;
}) {
  const who = row.name.trim() || `person ${index + 1}`;
  const [moreOpen, setMoreOpen] = useState(false);
  const open = moreOpen || hasMoreError(errors, row);
  const minor = isMinor(row);
  const setService = (at: number, service: string) =>
    onChange({ services: row.services.map((old, other) => (other === at ? service : old)) });
  const addService = () => {
    onChange({ services: [...row.services, ''] });
    // The new select, focused: she chooses its service next.
    requestAnimationFrame(() => document.getElementById(`${row.key}-service-${row.services.length}`)?.focus());
  };
  const removeService = (at: number) => {
    onChange({ services: row.services.filter((_, other) => other !== at) });
    requestAnimationFrame(() => document.getElementById(`${row.key}-service-${Math.max(0, at - 1)}`)?.focus());
  };

  return (
    <Row aria-label={`Person ${index + 1}`}>
      <div className="name">
        <TextField
          id={`${row.key}-name`}
          label="Name or role"
          placeholder="Name or role"
          list={suggestions}
          autoComplete="off"
          maxLength={80}
          value={row.name}
          error={errors[`${row.key}.name`]}
          onChange={onName}
        />
      </div>
      <div className="services">
        <Services>
          {row.services.map((service, at) => (
            <li key={at}>
              <SelectField
                id={`${row.key}-service-${at}`}
                data-booking-field={`${row.key}.services.${at}`}
                label={at === 0 ? 'Service' : `Service ${at + 1}`}
                value={service}
                options={options}
                error={errors[`${row.key}.services.${at}`]}
                onChange={(value) => setService(at, value)}
              />
              {row.services.length > 1 && (
                <Button type="button" $size="sm" $variant="ghost" onClick={() => removeService(at)}>
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">
                    Remove {service || `choice ${at + 1}`} from {who}
                  </span>
                </Button>
              )}
            </li>
          ))}
        </Services>
        {row.services.length < MAX_SERVICES_PER_PERSON && (
          <Button type="button" $size="sm" $variant="ghost" onClick={addService}>
            {/* Named by its words, not a label: the row's one labelled "Service" is its select. */}+ Service
            <span className="visually-hidden"> for {who}</span>
          </Button>
        )}
      </div>
      <span className="price" aria-label={`Price for ${who}`}>
        {price === undefined ? '–' : formatPrice(price)}
      </span>
      <Button
        className="remove"
        type="button"
        $size="sm"
        $variant="ghost"
        aria-label={`Remove ${who}`}
        onClick={onRemove}
      >
        Remove
      </Button>
      <More
        className="more"
        open={open}
        onToggle={(event) => setMoreOpen((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>
          More: phone, e-mail, who pays<span className="visually-hidden"> for {who}</span>
          {row.phone.trim() && <Badge>phone</Badge>}
          {row.email.trim() && <Badge>e-mail</Badge>}
          {row.payer === 'self' && <Badge $tone="active">pays for herself</Badge>}
          {minor && <Badge>minor</Badge>}
        </summary>
        <div>
          <TextField
            id={`${row.key}-phone`}
            data-booking-field={`${row.key}.phone`}
            label="Her phone"
            keyboard="phone"
            autoComplete="off"
            maxLength={40}
            value={row.phone}
            error={errors[`${row.key}.phone`]}
            onChange={(phone) => onChange({ phone })}
          />
          <TextField
            id={`${row.key}-email`}
            data-booking-field={`${row.key}.email`}
            label="Her e-mail"
            keyboard="email"
            autoComplete="off"
            maxLength={254}
            value={row.email}
            error={errors[`${row.key}.email`]}
            onChange={(email) => onChange({ email })}
          />
          <SwitchField
            label="Pays for herself"
            checked={row.payer === 'self'}
            onChange={(self) => onChange({ payer: self ? 'self' : 'client' })}
          />
          <SwitchField
            label={chosenServices(row).length > 0 && row.minor === null && minor ? 'Minor (a flower girl)' : 'Minor'}
            checked={minor}
            onChange={(checked) => onChange({ minor: checked })}
          />
        </div>
      </More>
      {link && <div className="link">{link}</div>}
    </Row>
  );
}
