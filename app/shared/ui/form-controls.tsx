import {
  forwardRef,
  Fragment,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme.ts';

// The form kit's generic pieces: a labelled field with its hint and error wired to the control (aria-describedby,
// aria-invalid), and the text, text box and select controls. The dashboard builds its forms on them
// (app/features/admin/ui/form-controls.tsx adds its switches, choices and entity forms).

const FieldWrap = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${({ $wide }) =>
    $wide &&
    css`
      ${media.md} {
        grid-column: 1 / -1;
      }
    `}
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyle = css`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  /* 16px and up stops iOS from zooming into the field. */
  font-size: 1rem;
  &:disabled {
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyle}
`;
const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;
const Select = styled.select`
  ${controlStyle}
`;

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
}

function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldFrame({
  label,
  hint,
  error,
  wide,
  ids,
  children,
}: FieldProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <FieldWrap $wide={wide}>
      <Label htmlFor={ids.id}>{label}</Label>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrap>
  );
}

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onChange: (value: string) => void };

export const TextField = forwardRef<HTMLInputElement, InputFieldProps>(function TextField(
  { label, hint, error, wide, onChange, ...rest },
  ref,
) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} ids={ids}>
      <Input
        ref={ref}
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </FieldFrame>
  );
});

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onChange: (value: string) => void };

export function TextAreaField({ label, hint, error, wide = true, onChange, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} ids={ids}>
      <TextArea
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Options in a row with the same group are drawn under its heading (an optgroup). */
  group?: string;
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
    onChange: (value: string) => void;
    options: readonly SelectOption[];
  };

/** Runs of options with the same group, in order: [group, options][]; an option without a group is a run alone. */
function groupRuns(options: readonly SelectOption[]) {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && option.group !== undefined && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

export function SelectField({ label, hint, error, wide, onChange, options, ...rest }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  const optionElements = (list: readonly SelectOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} ids={ids}>
      <Select
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      >
        {groupRuns(options).map((run, index) =>
          run.group === undefined ? (
            <Fragment key={`option-${index}`}>{optionElements(run.options)}</Fragment>
          ) : (
            <optgroup key={`group-${index}`} label={run.group}>
              {optionElements(run.options)}
            </optgroup>
          ),
        )}
      </Select>
    </FieldFrame>
  );
}
