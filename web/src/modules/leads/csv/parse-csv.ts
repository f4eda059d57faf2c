import Papa from 'papaparse';
import type { CsvRecord } from './csv-mapping';

/** The most data rows one import takes (the server counts them; a bigger file fails with a message). */
export const MAX_IMPORT_FILE_ROWS = 1_000_000;
/** The biggest file the server takes (MB = 1024 × 1024 bytes); checked before sending too. */
export const MAX_IMPORT_FILE_BYTES = 200 * 1024 * 1024;
/** How much of the file the browser reads for the columns and the preview; the server reads the rest. */
export const HEAD_BYTES = 256 * 1024;
/** Data rows shown in the preview. */
export const PREVIEW_RECORDS = 5;

export const CSV_ERRORS = {
  notCsv: (name: string) => `"${name}" is not a CSV file. Choose a file ending in .csv.`,
  empty: 'The file is empty. It needs a header row and at least one row of leads.',
  noRows: 'The file has a header row but no leads under it.',
  tooLarge: `CSV files must be 200 MB or smaller (one import takes up to ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')} rows); split a bigger file.`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
} as const;

/**
 * The file's header and its first data rows (for matching columns and the preview). `complete`:
 * the whole file was read, so `records` are all its rows.
 */
export type ParsedCsv = { headers: string[]; records: CsvRecord[]; complete: boolean };
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

/**
 * The header and data rows of CSV text (delimiter detected; blank rows left out, numbering kept).
 * `complete` false: the text is the start of a longer file, cut after its last whole line.
 */
export function parseCsvText(text: string, complete = true): ParseOutcome {
  let body = text.replace(/^\ufeff/, '');
  if (!complete) {
    const lastBreak = Math.max(body.lastIndexOf('\n'), body.lastIndexOf('\r'));
    if (lastBreak > 0) body = body.slice(0, lastBreak);
  }
  const parsed = Papa.parse<string[]>(body, { header: false, skipEmptyLines: false });
  const fatal = complete ? parsed.errors.find((e) => e.type === 'Quotes') : undefined;
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
  if (records.length === 0 && complete) return { ok: false, error: CSV_ERRORS.noRows };
  return {
    ok: true,
    csv: { headers: headers.map((h, i) => h || `Column ${i + 1}`), records, complete },
  };
}

/** Reads the start of a chosen file in the browser (the whole file is uploaded as it is). */
export async function parseCsvFile(file: File): Promise<ParseOutcome> {
  if (!isCsvFile(file)) return { ok: false, error: CSV_ERRORS.notCsv(file.name) };
  if (file.size === 0) return { ok: false, error: CSV_ERRORS.empty };
  if (file.size > MAX_IMPORT_FILE_BYTES) return { ok: false, error: CSV_ERRORS.tooLarge };
  try {
    const complete = file.size <= HEAD_BYTES;
    return parseCsvText(await readText(complete ? file : file.slice(0, HEAD_BYTES)), complete);
  } catch (error) {
    return {
      ok: false,
      error: CSV_ERRORS.unreadable(error instanceof Error ? error.message : 'unknown error'),
    };
  }
}
