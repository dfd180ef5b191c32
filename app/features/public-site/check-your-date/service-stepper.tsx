import { useId } from 'react';
import styled from 'styled-components';
import { MAX_PER_SERVICE, type PartyCounts } from '#contract/check-your-date.ts';
import { formatPrice, type ServiceGroup, type ServiceItem } from '#contract/site-settings.ts';
import { theme } from '#shared/theme.ts';

// "Who's getting ready": one row per service of her price list, each with a count she can tap up and down (44 px
// buttons) or type.

const Group = styled.div`
  & + & {
    margin-top: ${theme.space.md};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.xs};
    letter-spacing: ${theme.tracking.wide};
    text-transform: uppercase;
    color: ${theme.colors.roseDeep};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StepperRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: 6px 0;
  border-bottom: 1px solid ${theme.colors.line};
  &:last-child {
    border-bottom: 0;
  }
`;

const ServiceName = styled.span`
  min-width: 0;
  font-weight: 600;
  color: ${theme.colors.ink};
  small {
    display: block;
    font-weight: 400;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.xs};
  }
`;

const Stepper = styled.div`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  input {
    width: 3rem;
    min-height: 44px;
    text-align: center;
    font-size: 1.0625rem;
    font-weight: 600;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    appearance: textfield;
    -moz-appearance: textfield;
    &::-webkit-inner-spin-button,
    &::-webkit-outer-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

const StepButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.roseDeep};
  background: ${theme.colors.white};
  color: ${theme.colors.roseDeep};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  display: inline-grid;
  place-items: center;
  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: ${theme.colors.cream};
    }
  }
  &:disabled {
    border-color: ${theme.colors.line};
    color: ${theme.colors.line};
    cursor: not-allowed;
  }
`;

function ServiceStepper({
  item,
  count,
  onChange,
}: {
  item: ServiceItem;
  count: number;
  onChange: (count: number) => void;
}) {
  const nameId = useId();
  const set = (next: number) => onChange(Math.min(MAX_PER_SERVICE, Math.max(0, Math.floor(next) || 0)));
  return (
    <StepperRow>
      <ServiceName id={nameId}>
        {item.name}
        <small>
          {formatPrice(item.price)} · {item.durationMinutes} min
        </small>
      </ServiceName>
      <Stepper>
        <StepButton
          type="button"
          aria-label={`One fewer: ${item.name}`}
          disabled={count === 0}
          onClick={() => set(count - 1)}
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PER_SERVICE}
          value={count}
          aria-labelledby={nameId}
          onChange={(event) => set(Number(event.target.value))}
          onFocus={(event) => event.target.select()}
        />
        <StepButton
          type="button"
          aria-label={`One more: ${item.name}`}
          disabled={count >= MAX_PER_SERVICE}
          onClick={() => set(count + 1)}
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </Stepper>
    </StepperRow>
  );
}

/** Her offered groups, each a heading and its steppers; `onChange` gets a service's name and its new count. */
export function PartySteppers({
  groups,
  counts,
  onChange,
}: {
  groups: readonly ServiceGroup[];
  counts: PartyCounts;
  onChange: (service: string, count: number) => void;
}) {
  return groups.map((group) => (
    <Group key={group.name}>
      <h3>{group.name}</h3>
      <ul>
        {group.items.map((item) => (
          <ServiceStepper
            key={item.name}
            item={item}
            count={counts[item.name] ?? 0}
            onChange={(count) => onChange(item.name, count)}
          />
        ))}
      </ul>
    </Group>
  ));
}
