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
import { media, theme } from '../theme.ts';

// The form kit's generic pieces: a labelled field with its hint and error wired to the control (aria-describedby,
// aria-invalid), and the text, text box and select controls. The dashboard builds its forms on them
// (app/features/admin/ui/form-controls.tsx adds its switches, choices and entity forms); the lesson questionnaire
// draws them in the visitors' pages' look.

/**
 * The kit's two looks, by design: the dashboard's compact controls, and the visitors' pages' roomier ones (48 px
 * tall, rounder, a darker border, a thicker ring in the error colour, and the required fields' asterisk).
 */
export type FormTone = 'dashboard' | 'public';
type Toned = { $tone?: FormTone };
const isPublic = ({ $tone }: Toned) => $tone === 'public';

const FieldWrap = styled.div<Toned & { $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  ${(props) =>
    isPublic(props)
      ? css`
          gap: 6px;
        `
      : css`
          gap: ${props.theme.space.xs};
          min-width: 0;
        `}
  ${({ $wide }) =>
    $wide &&
    css`
      ${media.md} {
        grid-column: 1 / -1;
      }
    `}
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const RequiredStar = styled.span`
  color: ${theme.colors.danger};
`;

/** The asterisk by a required field's label or legend; the form says once, in words, what it means. */
export const RequiredMark = () => <RequiredStar aria-hidden="true"> {'*'}</RequiredStar>;

/**
 * A group of fields under a legend (radio pills, ticks, a look's lines): no frame, the legend as a small bold
 * heading, in red once the group holds an error (`data-invalid`). `$size="lg"` for a form part's own heading.
 */
export const LegendSet = styled.fieldset<{ $size?: 'sm' | 'lg' }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space.xs};
    font-size: ${({ $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm)};
    font-weight: ${({ $size }) => ($size === 'lg' ? 700 : 600)};
    color: ${theme.colors.ink};
  }
  &[data-invalid] legend {
    color: ${theme.colors.danger};
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
`;

export const FieldError = styled.p<Toned>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${(props) => (isPublic(props) ? 500 : 600)};
  color: ${theme.colors.danger};
`;

const controlStyle = css<Toned>`
  width: 100%;
  background: ${theme.colors.white};
  ${(props) =>
    isPublic(props)
      ? css`
          min-height: 48px;
          padding: 10px 14px;
          border: 1px solid ${props.theme.colors.muted};
          border-radius: 10px;
        `
      : css`
          min-height: 44px;
          padding: 0.55rem 0.75rem;
          border: 1px solid ${props.theme.colors.line};
          border-radius: ${props.theme.radii.sm};
          /* 16px and up stops iOS from zooming into the field. */
          font-size: 1rem;
        `}
  &:disabled {
    background: ${theme.colors.cream};
    color: ${theme.colors.muted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    ${(props) =>
      isPublic(props) &&
      css`
        box-shadow: 0 0 0 1px ${props.theme.colors.danger};
      `}
  }
`;

const Input = styled.input<Toned>`
  ${controlStyle}
`;
const TextArea = styled.textarea<Toned>`
  ${controlStyle}
  resize: vertical;
  ${(props) =>
    isPublic(props)
      ? css`
          min-height: 96px;
        `
      : css`
          min-height: 120px;
          line-height: 1.5;
        `}
`;
const Select = styled.select<Toned>`
  ${controlStyle}
`;

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  tone?: FormTone;
  /** A fixed id for the error message, for a page whose other code names it; one is made up otherwise. */
  errorId?: string;
}

/** The control's id (the one given, or one made up) and its hint's and error's, which describe it. */
function useFieldIds({
  id: givenId,
  hint,
  error,
  errorId: givenErrorId,
}: { id?: string } & Pick<FieldProps, 'hint' | 'error' | 'errorId'>) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? (givenErrorId ?? `${id}-error`) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** What every control of a field carries: its id, its look, and the label, hint and error it is described by. */
function controlProps(
  ids: ReturnType<typeof useFieldIds>,
  {
    tone,
    required,
    error,
    onChange,
  }: { tone?: FormTone; required?: boolean; error?: string; onChange: (value: string) => void },
) {
  return {
    $tone: tone,
    id: ids.id,
    required,
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}

function FieldFrame({
  label,
  hint,
  error,
  wide,
  tone,
  required,
  ids,
  children,
}: FieldProps & { required?: boolean; ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <FieldWrap $wide={wide} $tone={tone}>
      <Label htmlFor={ids.id}>
        {label}
        {tone === 'public' && required && <RequiredMark />}
      </Label>
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={ids.errorId} $tone={tone}>
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

/** A unit drawn inside the box before what she types ("$"): seen, never part of the value nor of the field's name. */
const Unit = styled.div`
  position: relative;
  span {
    position: absolute;
    left: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colors.muted};
    pointer-events: none;
  }
  input {
    padding-left: 1.6rem;
  }
`;

type InputFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
    onChange: (value: string) => void;
    /** Shown before the value, such as "$" for an amount of dollars. */
    unit?: string;
  };

export const TextField = forwardRef<HTMLInputElement, InputFieldProps>(function TextField(
  { label, hint, error, errorId, wide, tone, id, required, onChange, unit, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, errorId });
  const input = <Input ref={ref} {...controlProps(ids, { tone, required, error, onChange })} {...rest} />;
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} tone={tone} required={required} ids={ids}>
      {unit ? (
        <Unit>
          <span aria-hidden="true">{unit}</span>
          {input}
        </Unit>
      ) : (
        input
      )}
    </FieldFrame>
  );
});

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onChange: (value: string) => void };

export function TextAreaField({
  label,
  hint,
  error,
  errorId,
  wide = true,
  tone,
  id,
  required,
  onChange,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error, errorId });
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} tone={tone} required={required} ids={ids}>
      <TextArea {...controlProps(ids, { tone, required, error, onChange })} {...rest} />
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

export function SelectField({
  label,
  hint,
  error,
  errorId,
  wide,
  tone,
  id,
  required,
  onChange,
  options,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, errorId });
  const optionElements = (list: readonly SelectOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <FieldFrame label={label} hint={hint} error={error} wide={wide} tone={tone} required={required} ids={ids}>
      <Select {...controlProps(ids, { tone, required, error, onChange })} {...rest}>
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
