import * as RadixSwitch from '@radix-ui/react-switch';
import { Button } from '#shared/ui/button.tsx';
import { forwardRef, Fragment, useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { media, theme } from '#shared/theme.ts';
import {
  FieldError,
  FieldHint,
  LegendSet,
  SelectField,
  TextAreaField,
  TextField as SharedTextField,
  type SelectOption,
} from '#shared/ui/form-controls.tsx';
import { FormFailure } from '#shared/ui/form-failure.tsx';
import type { EntityForm, Field, FormValues } from './entity-form.ts';

// The dashboard's forms use the shared controls, with its keyboards, switches, radio choices and entity forms added
// here.
export { FieldError, SelectField, TextAreaField, type SelectOption };

/**
 * What a field holds, for the keyboard a phone shows: the phone pad, the e-mail keys (with @), digits with a decimal
 * point for dollars (with "$" shown before them), digits alone, or a web address's keys.
 */
export type Keyboard = 'phone' | 'email' | 'money' | 'whole' | 'url' | 'number';

const KEYBOARDS = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  money: { inputMode: 'decimal', unit: '$' },
  whole: { inputMode: 'numeric' },
  // Digits with a decimal point and no "$": cents a mile, miles.
  number: { inputMode: 'decimal' },
  // Not type=url: she may type "www.yourname.com", which the form makes whole.
  url: { inputMode: 'url' },
} as const satisfies Record<Keyboard, Partial<ComponentPropsWithoutRef<typeof SharedTextField>>>;

/**
 * The shared text field, with `keyboard` for what it holds. Props given beside it win (a client's phone in a booking
 * takes `autoComplete="off"`, so the browser does not offer her own number).
 */
export const TextField = forwardRef<
  HTMLInputElement,
  ComponentPropsWithoutRef<typeof SharedTextField> & { keyboard?: Keyboard }
>(function TextField({ keyboard, ...props }, ref) {
  // A prop passed as undefined leaves the keyboard's own.
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return <SharedTextField ref={ref} {...(keyboard ? KEYBOARDS[keyboard] : {})} {...(given as typeof props)} />;
});

/** A form's fields: one column on a phone, two from tablet width; `$wide` fields span both. */
const FieldGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ChoiceSet = LegendSet;

const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** A radio button drawn as a pill; the circle stays, so it reads as one choice of several. */
const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin: 0;
    accent-color: ${theme.colors.roseDeep};
  }
  &:has(input:checked) {
    border-color: ${theme.colors.roseDeep};
    background: ${theme.colors.cream};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ChoiceHint = styled(FieldHint)`
  margin-top: ${theme.space.xs};
`;

/** One choice of a few, as radio buttons under a legend: chairs, replace or append. */
export function ChoiceField<Value extends string>({
  legend,
  hint,
  value,
  options,
  onChange,
}: {
  legend: string;
  hint?: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <ChoiceSet aria-describedby={hintId}>
      <legend>{legend}</legend>
      <ChoiceRow>
        {options.map((option) => (
          <ChoiceLabel key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </ChoiceRow>
      {hint && <ChoiceHint id={hintId}>{hint}</ChoiceHint>}
    </ChoiceSet>
  );
}

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
`;

const SwitchRoot = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  width: 46px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.muted};
  cursor: pointer;
  transition: background ${theme.motion.fast};
  &[data-state='checked'] {
    background: ${theme.colors.success};
  }
`;

const SwitchThumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  background: ${theme.colors.white};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
  transform: translateX(3px);
  transition: transform ${theme.motion.fast};
  &[data-state='checked'] {
    transform: translateX(23px);
  }
`;

const SwitchLabel = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.ink};
  cursor: pointer;
`;

export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Off limits for now; say why beside it (`describedBy` names that sentence). */
  disabled?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <SwitchRow>
      <SwitchRoot
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        <SwitchThumb />
      </SwitchRoot>
      <SwitchLabel htmlFor={id}>{label}</SwitchLabel>
    </SwitchRow>
  );
}

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

/**
 * The form's submit button (its words change with create or edit mode), while editing Cancel, and beside them why
 * the last save failed.
 */
export function SaveCancelActions({
  editing,
  pending,
  addLabel,
  updateLabel,
  onCancel,
  failure,
}: {
  editing: boolean;
  pending: boolean;
  addLabel: string;
  updateLabel: string;
  onCancel: () => void;
  failure: string | undefined;
}) {
  return (
    <FormActions>
      <Button type="submit" disabled={pending}>
        {editing ? updateLabel : addLabel}
      </Button>
      {editing && (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <FormFailure message={failure} />
    </FormActions>
  );
}

interface FieldInputProps {
  field: Field;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  error?: string;
  /** In place of the field's own hint, for what the form around it knows (the gallery's chosen file). */
  hint?: string;
  disabled?: boolean;
}

/** One field of an entity's form, drawn as its field list describes it. */
export const FieldInput = forwardRef<HTMLInputElement, FieldInputProps>(function FieldInput(
  { field, value, onChange, error, hint, disabled },
  ref,
) {
  const text = String(value);
  const words = { label: field.label, hint: hint ?? ('hint' in field ? field.hint : undefined), error, disabled };
  switch (field.kind) {
    case 'switch':
      return <SwitchField label={field.label} checked={value === true} onChange={onChange} />;
    case 'choice':
      return (
        <SelectField
          {...words}
          wide={field.wide}
          value={text}
          onChange={onChange}
          options={field.choices.map(([choice, label]) => ({ value: String(choice), label }))}
        />
      );
    case 'long-text':
      return (
        <TextAreaField
          {...words}
          placeholder={field.placeholder}
          rows={field.rows}
          maxLength={field.maxLength}
          value={text}
          onChange={onChange}
        />
      );
    case 'whole-number':
      return (
        <TextField
          ref={ref}
          {...words}
          wide={field.wide}
          type="number"
          inputMode="numeric"
          step={1}
          placeholder={field.placeholder}
          value={text}
          onChange={onChange}
        />
      );
    case 'text':
      return (
        <TextField
          ref={ref}
          {...words}
          wide={field.wide}
          type={field.type}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={text}
          onChange={onChange}
        />
      );
  }
});

export type FieldChange<Input> = <Key extends keyof Input>(key: Key, value: FormValues<Input>[Key]) => void;

/**
 * An entity's fields in its list's order: the inputs in the two-column grid, then its switches. The first input
 * takes `firstFieldRef`, which Edit focuses.
 */
export function FormFields<Input>({
  entity,
  values,
  onChange,
  firstFieldRef,
  errors,
  custom,
}: {
  entity: EntityForm<Input>;
  values: FormValues<Input>;
  onChange: FieldChange<Input>;
  firstFieldRef?: Ref<HTMLInputElement>;
  errors?: Partial<Record<keyof Input, string>>;
  /** Fields a tab draws itself, in their place in the list: the gallery's upload, the PIN with Generate PIN. */
  custom?: Partial<Record<keyof Input, ReactNode>>;
}) {
  const held: Record<string, string | boolean> = values;
  const draw = (field: EntityForm<Input>['fields'][number], index: number) =>
    custom?.[field.key] !== undefined ? (
      <Fragment key={field.key}>{custom[field.key]}</Fragment>
    ) : (
      <FieldInput
        key={field.key}
        ref={index === 0 ? firstFieldRef : undefined}
        field={field}
        value={held[field.key] ?? ''}
        error={errors?.[field.key]}
        onChange={(value) => onChange(field.key, value as FormValues<Input>[typeof field.key])}
      />
    );
  return (
    <>
      <FieldGrid>{entity.fields.filter((field) => field.kind !== 'switch').map(draw)}</FieldGrid>
      {entity.fields.filter((field) => field.kind === 'switch').map(draw)}
    </>
  );
}
