// The dashboard's forms, one field list per entity: everything a form does with a field (its blank value, filling it
// from a stored item, sending it, drawing its input) is derived from that list and the contract's schema.
import * as v from 'valibot';
import type { Choices } from '#contract/choices.ts';

/** Sort order inputs take whole numbers; anything unreadable counts as 0. */
export const parseSortOrder = (value: string): number => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

interface FieldWords {
  /** As the spec writes it; tests and screen readers find the input by it. */
  label: string;
  hint?: string;
  placeholder?: string;
  /** Spans both columns of the form from tablet width. */
  wide?: boolean;
}

export interface TextFieldSpec extends FieldWords {
  kind: 'text';
  type?: 'url' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric' | 'url';
  autoComplete?: 'off';
  /** Only where the schema sets no limit the input can show (the PIN's six characters). */
  maxLength?: number;
}

export interface LongTextFieldSpec extends FieldWords {
  kind: 'long-text';
  rows?: number;
}

export interface ChoiceFieldSpec<Value extends string | number> extends FieldWords {
  kind: 'choice';
  choices: Choices<Value>;
}

/** A typed whole number such as a sort order; blank or unreadable is sent as 0. */
export interface WholeNumberFieldSpec extends FieldWords {
  kind: 'whole-number';
}

export interface SwitchFieldSpec {
  kind: 'switch';
  label: string;
}

/** The switch every public item has. */
export const VISIBLE_FIELD: SwitchFieldSpec = { kind: 'switch', label: 'Visible on website' };
export const SORT_ORDER_FIELD: WholeNumberFieldSpec = {
  kind: 'whole-number',
  label: 'Sort Order',
  hint: 'Lower numbers show first.',
};

type FieldSpec =
  | TextFieldSpec
  | LongTextFieldSpec
  | ChoiceFieldSpec<string>
  | ChoiceFieldSpec<number>
  | WholeNumberFieldSpec
  | SwitchFieldSpec;

/** Which inputs suit a value of the schema: a fixed set of words only fits a choice, free text a text input. */
type FieldSpecFor<Value> = [Value] extends [boolean]
  ? SwitchFieldSpec
  : [Value] extends [number]
    ? WholeNumberFieldSpec | ChoiceFieldSpec<number>
    : [string] extends [Value]
      ? TextFieldSpec | LongTextFieldSpec
      : [Value] extends [string]
        ? ChoiceFieldSpec<Value>
        : never;

/** Every field of the schema, each once, in the order the form shows them. */
export type FieldSpecs<Input> = { [Key in keyof Input]-?: FieldSpecFor<Input[Key]> };

/** A field as the form uses it: its spec, its key, and the limits the contract sets for it. */
export type Field<Key extends string = string> = FieldSpec & {
  key: Key;
  maxLength?: number;
  /** The contract's message for a blank value; only fields the contract requires have one. */
  requiredMessage?: string;
};

/** What a form holds for a value: inputs hold numbers as typed text, switches hold flags. */
export type FormValue<Value> = [Value] extends [boolean] ? boolean : [Value] extends [number] ? string : Value & string;
export type FormValues<Input> = { [Key in keyof Input]: FormValue<Input[Key]> };

export interface EntityForm<Input> {
  /** In the order the form shows them. */
  fields: readonly Field<keyof Input & string>[];
  field: { readonly [Key in keyof Input & string]: Field<Key> };
  /** A new item's form: the contract's defaults, else empty (or a choice list's first choice). */
  blank: FormValues<Input>;
  /** The form filled from a stored item, for editing it. */
  valuesOf: (item: Input) => FormValues<Input>;
  /** The request body the form's values make. */
  bodyOf: (values: FormValues<Input>) => Input;
}

type ObjectInputSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

interface SchemaNode {
  type?: unknown;
  wrapped?: unknown;
  pipe?: readonly unknown[];
  requirement?: unknown;
  message?: unknown;
}

/** A validation in a schema's pipes (its own or the ones it wraps), found by valibot's action type. */
function findRule(schema: unknown, type: 'max_length' | 'non_empty'): SchemaNode | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const node: SchemaNode = schema;
  if (node.type === type) return node;
  if (node.wrapped) return findRule(node.wrapped, type);
  // A pipe's first item is the schema it was built on (itself a pipe in requiredText), then its actions.
  for (const item of node.pipe ?? []) {
    const found = findRule(item, type);
    if (found) return found;
  }
  return null;
}

function formValueOf(field: Field, stored: unknown): string | boolean {
  switch (field.kind) {
    case 'switch':
      return typeof stored === 'boolean' ? stored : false;
    case 'whole-number':
      return typeof stored === 'number' ? String(stored) : '';
    case 'choice':
      // A select holds its choice as text, numbers too.
      return String(stored ?? field.choices[0]?.[0] ?? '');
    case 'text':
      // A date input takes YYYY-MM-DD; older records may hold a full timestamp.
      return typeof stored !== 'string' ? '' : field.type === 'date' ? stored.slice(0, 10) : stored;
    case 'long-text':
      return typeof stored === 'string' ? stored : '';
  }
}

function bodyValueOf(field: Field, value: string | boolean): string | number | boolean {
  switch (field.kind) {
    case 'whole-number':
      return parseSortOrder(String(value));
    case 'choice':
      return typeof field.choices[0]?.[0] === 'number' ? Number(value) : value;
    default:
      return value;
  }
}

/**
 * An entity's form from its schema and its field list. The list must name every field of the schema (a field added
 * to the schema and not to the list fails the type check); limits and required messages come from the schema.
 */
export function entityForm<Schema extends ObjectInputSchema>(
  schema: Schema,
  specs: FieldSpecs<v.InferOutput<Schema>>,
): EntityForm<v.InferOutput<Schema>> {
  type Input = v.InferOutput<Schema>;
  type Key = keyof Input & string;
  const entries: Record<string, unknown> = schema.entries;
  const fields = Object.entries(specs as Record<Key, FieldSpec>).map(([key, spec]): Field<Key> => {
    const maxLength = findRule(entries[key], 'max_length')?.requirement;
    const requiredMessage = findRule(entries[key], 'non_empty')?.message;
    return {
      ...spec,
      key: key as Key,
      maxLength:
        ('maxLength' in spec ? spec.maxLength : undefined) ?? (typeof maxLength === 'number' ? maxLength : undefined),
      requiredMessage: typeof requiredMessage === 'string' ? requiredMessage : undefined,
    };
  });

  const valuesOf = (item: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field.key, formValueOf(field, item[field.key])])) as FormValues<Input>;
  const bodyOf = (values: FormValues<Input>) => {
    const held: Record<string, string | boolean> = values;
    return Object.fromEntries(fields.map((field) => [field.key, bodyValueOf(field, held[field.key] ?? '')])) as Input;
  };

  return {
    fields,
    field: Object.fromEntries(fields.map((field) => [field.key, field])) as EntityForm<Input>['field'],
    blank: valuesOf(v.getDefaults(schema) as Record<string, unknown>),
    valuesOf: (item) => valuesOf(item as Record<string, unknown>),
    bodyOf,
  };
}
