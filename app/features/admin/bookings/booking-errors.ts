import type { PartyRow } from './booking-draft.ts';

export { sentRowsOf } from './booking-draft.ts';

/**
 * Server and schema paths to the form's names: `party.2.name` to `{row key}.name`, `party.2.services.1` to
 * `{row key}.services.{select}` (the select holding the second service chosen, since empty selects are not sent),
 * `party.2.phone` to `{row key}.phone`; any other to its first part.
 */
export function errorsByField(issues: readonly { path: string; message: string }[], sentRows: readonly PartyRow[]) {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const match = /^party\.(\d+)\.(\w+)(?:\.(\d+))?$/.exec(path);
    const row = match ? sentRows[Number(match[1])] : undefined;
    let field = path.split('.')[0] || 'form';
    if (match && row) {
      field = `${row.key}.${match[2]}`;
      if (match[2] === 'services') field += `.${selectOf(row, Number(match[3] ?? 0))}`;
    }
    errors[field] ??= message;
  }
  return errors;
}

/** The select that holds the row's `index`-th chosen service (the one past the last for "one too many"). */
function selectOf(row: PartyRow, index: number): number {
  const chosen = row.services.flatMap((service, select) => (service === '' ? [] : [select]));
  if (chosen.length === 0) return 0;
  return chosen[index] ?? Math.min(row.services.length - 1, chosen.at(-1)! + 1);
}

/** The fields of a row that sit behind its "more" disclosure: an error there opens it. */
export const MORE_FIELDS = ['phone', 'email', 'payer', 'minor'] as const;

/** Whether any message is about one of the row's fields behind "more". */
export const hasMoreError = (errors: Readonly<Record<string, string>>, row: PartyRow) =>
  MORE_FIELDS.some((field) => errors[`${row.key}.${field}`]);
