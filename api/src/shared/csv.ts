import Papa from 'papaparse';

/**
 * OWASP "CSV injection": a cell a spreadsheet could read as a formula (=, +, -, @, tab, carriage
 * return first) gets a leading single quote. No `$`: papaparse's own default pattern
 * (/^[=+\-@\t\r].*$/) misses a formula followed by a line break.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows of CSV (CRLF line ends, each line ended), quoted by papaparse and safe to open in a spreadsheet. */
export function toCsvLines(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as Array<Array<string | number>>, { escapeFormulae: FORMULA_START, newline: '\r\n' })}\r\n`;
}
