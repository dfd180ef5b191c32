import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import { sacramentoDate } from '#contract/calendar-day.ts';

/**
 * A cell as a spreadsheet may safely read it: every line that starts like a formula (=, +, -, @, tab, CR) gets a
 * leading ', at the cell's start and after each line break alike, since some spreadsheets read each line of a cell
 * on its own. What she was sent is kept as it was; only the download is made safe.
 */
export const formulaFree = (cell: string) => cell.replace(/(^|[\r\n])(?=[=+\-@\t\r])/g, "$1'");

/**
 * A money cell for her accountant: a number with two decimals and no "$" (`1234.50`), from cents. A number is not
 * text, so it never goes through `formulaFree` (a negative one must stay a number).
 */
export const moneyCell = (cents: number) => (cents / 100).toFixed(2);

/** A download: saved as a file with today's date in its name, never kept by a browser or a proxy. */
export function attachment(ctx: Context, name: string, extension: string, today = sacramentoDate(new Date())) {
  ctx.set('Content-Disposition', `attachment; filename="${name}-${today}.${extension}"`);
  ctx.set('Cache-Control', 'no-store');
}

/**
 * Sends rows as a CSV download: UTF-8 with a byte-order mark (so Excel reads it as UTF-8) and CRLF line ends.
 * Text cells must already be `formulaFree`; money cells `moneyCell`. Every cell holding a CR or LF is quoted:
 * csv-stringify quotes the record delimiter only, and with CRLF it left a lone LF bare, which a spreadsheet reads
 * as the start of a new row.
 */
export function sendCsv(
  ctx: Context,
  name: string,
  header: readonly string[],
  rows: Iterable<readonly (string | number)[]>,
  today?: string,
) {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
  Readable.from(rows).pipe(csv);
  attachment(ctx, name, 'csv', today);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
}
