import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '../ui/form-controls.tsx';
import type { FieldKeyboard, FieldMaker } from './settings-fields.tsx';

// A number she types in a Site Settings list (a year's mileage rate, a year's 1099-NEC threshold), shared by those
// sections so they read what she types the same way.

/** "$2,000", "72.5¢" and " 2100 " read as numbers (only the field's own unit is dropped); anything else stays text
 * so the schema names the field that is wrong. */
export const numberOrText = (text: string, unit: '$' | '¢'): number | string => {
  const cleaned = text.replace(unit === '$' ? /[$,\s]/g : /[¢,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/** A number she types, kept as typed ("72." on the way to "72.5") while the draft holds the number. */
export function TypedNumber({
  path,
  label,
  value,
  field,
  inputMode,
  unit,
  hint,
  onValue,
}: {
  path: string;
  label: string;
  value: number | string;
  field: FieldMaker;
  inputMode: FieldKeyboard;
  /** The unit she may type with the number, dropped when it is read. */
  unit: '$' | '¢';
  hint?: string;
  onValue: (value: number | string) => void;
}) {
  const [typed, setTyped] = useState(String(value));
  const shown = numberOrText(typed, unit) === value ? typed : String(value);
  return field(
    path,
    label,
    shown,
    (text) => {
      setTyped(text);
      onValue(numberOrText(text, unit));
    },
    hint,
    inputMode,
  );
}

/** One year's number in a list of years (a mileage rate, a 1099-NEC threshold). */
export interface YearValue {
  year: number;
  value: number;
}

/** A list of years, each with its number and Remove, then the list's message and "Add a year's …". */
export function YearValueRows({
  path,
  valueName,
  rows,
  Row,
  field,
  error,
  unit,
  valueInputMode,
  valueLabel,
  removeLabel,
  addLabel,
  onValue,
  onRemove,
  onAdd,
}: {
  /** The list's path in the draft (its message's `data-field`). */
  path: string;
  /** The number's key in each row of the draft. */
  valueName: string;
  rows: YearValue[];
  /** Each section lays out its row its own way. */
  Row: ComponentType<{ children: ReactNode }>;
  field: FieldMaker;
  error: string | undefined;
  unit: '$' | '¢';
  valueInputMode: FieldKeyboard;
  valueLabel: (year: number) => string;
  removeLabel: (year: number) => string;
  addLabel: string;
  onValue: (index: number, key: keyof YearValue, value: number | string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  return (
    <>
      {rows.map((row, index) => (
        <Row key={index}>
          <TypedNumber
            path={`${path}.${index}.year`}
            label="Year"
            value={row.year}
            field={field}
            inputMode="numeric"
            unit={unit}
            onValue={(value) => onValue(index, 'year', value)}
          />
          <TypedNumber
            path={`${path}.${index}.${valueName}`}
            label={valueLabel(row.year)}
            value={row.value}
            field={field}
            inputMode={valueInputMode}
            unit={unit}
            onValue={(value) => onValue(index, 'value', value)}
          />
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            aria-label={removeLabel(row.year)}
            onClick={() => onRemove(index)}
          >
            Remove
          </Button>
        </Row>
      ))}
      {error && (
        <FieldError role="alert" data-field={path}>
          {error}
        </FieldError>
      )}
      <Button type="button" $size="sm" $variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
