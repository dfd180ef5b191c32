import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '#shared/ui/button.tsx';
import { FieldError } from '../ui/form-controls.tsx';
import type { SettingsDraft } from './settings-draft.ts';
import type { FieldKeyboard, FieldMaker } from './settings-fields.tsx';

// A number she types in Site Settings (her booking rules, a year's mileage rate, a year's 1099-NEC threshold), shared
// by those sections so they read what she types the same way.

/** "$2,000", "72.5¢" and " 2100 " read as numbers (only the field's own unit is dropped); anything else stays text
 * so the schema names the field that is wrong. */
export const numberOrText = (text: string, unit: '$' | '¢'): number | string => {
  const cleaned = text.replace(unit === '$' ? /[$,\s]/g : /[¢,\s]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/**
 * A number she types, kept as typed ("72." on the way to "72.5") while the draft holds the number, so the form checks
 * and sends a number; after a save replaces the draft, the saved number shows.
 */
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

/** The draft's lists of years, each year with one number. */
type YearList = 'mileageRates' | 'form1099Thresholds';

/**
 * One of the draft's lists of years: each year with its number and Remove, then the list's message and "Add a
 * year's …" (a new year after the last one listed, else `firstNewYear`).
 */
export function YearValueRows<L extends YearList>({
  path,
  valueName,
  draft,
  change,
  Row,
  field,
  error,
  unit,
  valueInputMode,
  valueLabel,
  removeLabel,
  addLabel,
  firstNewYear,
}: {
  /** The list's path in the draft (its message's `data-field`). */
  path: L;
  /** The number's key in each row of the list. */
  valueName: Exclude<keyof SettingsDraft[L][number], 'year'>;
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
  /** Each section lays out its row its own way. */
  Row: ComponentType<{ children: ReactNode }>;
  field: FieldMaker;
  error: string | undefined;
  unit: '$' | '¢';
  valueInputMode: FieldKeyboard;
  valueLabel: (year: number) => string;
  removeLabel: (year: number) => string;
  addLabel: string;
  firstNewYear: number;
}) {
  const rows = draft[path] as readonly Record<string, number>[];
  const set = (index: number, key: string, value: number | string) =>
    change((d) => void ((d[path][index] as Record<string, unknown>)[key] = value));
  const add = () => {
    const year = Math.max(firstNewYear - 1, ...rows.map((row) => Number(row.year) || 0)) + 1;
    change((d) => void (d[path] as Record<string, unknown>[]).push({ year, [valueName]: '' }));
  };
  return (
    <>
      {rows.map((row, index) => (
        <Row key={index}>
          <TypedNumber
            path={`${path}.${index}.year`}
            label="Year"
            value={row.year!}
            field={field}
            inputMode="numeric"
            unit={unit}
            onValue={(value) => set(index, 'year', value)}
          />
          <TypedNumber
            path={`${path}.${index}.${String(valueName)}`}
            label={valueLabel(row.year!)}
            value={row[valueName as string]!}
            field={field}
            inputMode={valueInputMode}
            unit={unit}
            onValue={(value) => set(index, valueName as string, value)}
          />
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            aria-label={removeLabel(row.year!)}
            onClick={() => change((d) => void d[path].splice(index, 1))}
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
      <Button type="button" $size="sm" $variant="secondary" onClick={add}>
        {addLabel}
      </Button>
    </>
  );
}
