import Papa from 'papaparse';
import type { CsvRecord } from './csv-mapping';

/** The most data rows one import takes; a bigger file is refused with a message saying so. */
export const MAX_IMPORT_FILE_ROWS = 50_000;

export const CSV_ERRORS = {
  notCsv: (name: string) => `"${name}" is not a CSV file. Choose a file ending in .csv.`,
  empty: 'The file is empty. It needs a header row and at least one row of leads.',
  noRows: 'The file has a header row but no leads under it.',
  tooMany: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; one import takes at most ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

export type ParsedCsv = { headers: string[]; records: CsvRecord[] };
export type ParseOutcome = { ok: true; csv: ParsedCsv } | { ok: false; error: string };

const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/vnd.ms-excel',
  'text/plain',
  '',
]);

/** Whether a chosen file is a CSV: its name ends in .csv (browsers disagree on the MIME type). */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name) && CSV_TYPES.has(file.type);
}

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** The header and data rows of CSV text (delimiter detected; blank rows left out, numbering kept). */
export function parseCsvText(text: string): ParseOutcome {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { header: false, skipEmptyLines: false });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) {
    const where = fatal.row === undefined ? '' : ` (near data row ${fatal.row})`;
    return { ok: false, error: CSV_ERRORS.unreadable(`${fatal.message}${where}`) };
  }
  const [headerRow, ...rows] = parsed.data;
  const headers = (headerRow ?? []).map((h) => h.trim());
  if (headers.every((h) => h === '')) return { ok: false, error: CSV_ERRORS.empty };
  const records: CsvRecord[] = [];
  rows.forEach((cells, i) => {
    if (cells.some((cell) => cell.trim() !== '')) records.push({ rowNumber: i + 1, cells });
  });
  if (records.length === 0) return { ok: false, error: CSV_ERRORS.noRows };
  if (records.length > MAX_IMPORT_FILE_ROWS) return { ok: false, error: CSV_ERRORS.tooMany(records.length) };
  return { ok: true, csv: { headers: headers.map((h, i) => h || `Column ${i + 1}`), records } };
}

/** Reads a chosen file in the browser; it is never uploaded as it is. */
export async function parseCsvFile(file: File): Promise<ParseOutcome> {
  if (!isCsvFile(file)) return { ok: false, error: CSV_ERRORS.notCsv(file.name) };
  if (file.size === 0) return { ok: false, error: CSV_ERRORS.empty };
  try {
    return parseCsvText(await readText(file));
  } catch (error) {
    return {
      ok: false,
      error: CSV_ERRORS.unreadable(error instanceof Error ? error.message : 'unknown error'),
    };
  }
}
