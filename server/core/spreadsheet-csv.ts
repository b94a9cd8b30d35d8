import { stringify } from 'csv-stringify/sync';
import { plainDollars } from '../../shared/money';

/** An amount of money in a spreadsheet cell: written as a plain number ("-3000.00"), never neutralised. */
export type MoneyCell = { cents: number };
export type SpreadsheetCell = string | MoneyCell;

/**
 * OWASP CSV injection: a cell that starts with = + - @ (or a tab / carriage return) could run as
 * a formula in Excel; a leading single quote makes it plain text.
 */
function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const cellText = (cell: SpreadsheetCell) =>
  typeof cell === 'string' ? neutraliseCell(cell) : plainDollars(cell.cents);

/**
 * A CSV export staff open in Excel or import into their books: UTF-8 with a byte-order mark and
 * CRLF line ends (Excel opens it without a wizard), every text cell neutralised, amounts as numbers
 * (a refund's minus sign is ours, not a formula).
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly SpreadsheetCell[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(cellText))], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
