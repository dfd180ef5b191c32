import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '#shared/theme.ts';
import { FieldError, LegendSet } from '#shared/ui/form-controls.tsx';

// The intake's choices, in the visitors' pages' look: a legend, then one 44 px row per choice (a thumb's target),
// with the server's message beside the group it names.

const Set = LegendSet;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space.md};
`;

export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  color: ${theme.colors.ink};
  cursor: pointer;
  input {
    width: 1.35rem;
    height: 1.35rem;
    flex: none;
    margin: 0;
    accent-color: ${theme.colors.roseDeep};
  }
`;

/** One of a few, as radio buttons; `''` (none chosen) is a value no button has. */
export function RadioGroup<Value extends string>({
  name,
  legend,
  value,
  options,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  error?: string;
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Set data-field={name} data-invalid={error ? '' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <Options role="radiogroup" aria-label={legend}>
        {options.map((option) => (
          <CheckLabel key={option.value}>
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </CheckLabel>
        ))}
      </Options>
      {error && (
        <FieldError id={`${id}-error`} $tone="public">
          {error}
        </FieldError>
      )}
    </Set>
  );
}

/** Several boxes under one legend (allergies), with what follows them (the free text). */
export function CheckGroup<Value extends string>({
  name,
  legend,
  values,
  options,
  error,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  values: readonly Value[];
  options: readonly { value: Value; label: string }[];
  error?: string;
  onChange: (values: Value[]) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Set data-field={name} data-invalid={error ? '' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <CheckLabel key={option.value}>
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.map((o) => o.value).filter((v) => v === option.value || values.includes(v))
                    : values.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </CheckLabel>
        ))}
      </Options>
      {error && (
        <FieldError id={`${id}-error`} $tone="public">
          {error}
        </FieldError>
      )}
      {children}
    </Set>
  );
}
