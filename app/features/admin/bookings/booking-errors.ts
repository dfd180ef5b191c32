import type { BookingDraft, PartyRow } from './booking-draft.ts';

/** Server and schema paths (`party.2.service`) to the form's names (`{row key}.service` for a party row). */
export function errorsByField(issues: readonly { path: string; message: string }[], sentRows: readonly PartyRow[]) {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const row = /^party\.(\d+)\.(name|service)$/.exec(path);
    const field = row ? `${sentRows[Number(row[1])]?.key ?? 'party'}.${row[2]}` : path.split('.')[0] || 'form';
    errors[field] ??= message;
  }
  return errors;
}

/** The party rows that are sent (bodyOf leaves out empty ones), so a message about `party.N` finds its row. */
export const sentRowsOf = (draft: BookingDraft) => draft.party.filter((row) => row.name.trim() || row.service);
