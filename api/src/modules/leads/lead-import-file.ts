import Papa from 'papaparse';

/** The most data rows one import job takes. */
export const MAX_IMPORT_FILE_ROWS = 1_000_000;
/** The biggest file an import takes: a million rows of leads are about 100 MB. */
export const MAX_IMPORT_FILE_BYTES = 200 * 1024 * 1024;
/** A row (its quoted line breaks included) longer than this is not a row of leads. */
const MAX_ROW_CHARS = 1024 * 1024;

/** Thrown while reading a file that is not readable CSV; its message is fit to show. */
export class CsvReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvReadError';
  }
}

export const CSV_FILE_MESSAGES = {
  missing: 'Choose a CSV file to import',
  notCsv: (name: string) => `"${name}" is not a CSV file. Choose a file ending in .csv.`,
  empty: 'The file is empty. It needs a header row and at least one row of leads.',
  noRows: 'The file has a header row but no leads under it.',
  tooLarge: `CSV files must be ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB or smaller (one import takes up to ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')} rows); split a bigger file.`,
  tooMany: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; one import takes at most ${MAX_IMPORT_FILE_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  rowTooLong: (row: number) =>
    `The file could not be read as CSV: row ${row.toLocaleString('en-US')} is longer than 1 MB (a quote may be missing).`,
} as const;

/** How a file is written: found in its first rows when it is uploaded. */
export type CsvFormat = { delimiter: string; linebreak: string };

/** A data row of the file: its 1-based number among the data rows (blank rows keep theirs), and its cells. */
export type CsvRecord = { rowNumber: number; cells: string[] };

/** The header, delimiter and line break of a file from its first bytes (a BOM is skipped). */
export function sniffCsv(head: string): CsvFormat & { headers: string[] } {
  const text = head.replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: false });
  const headers = (parsed.data[0] ?? []).map((h) => h.trim());
  if (headers.every((h) => h === '')) throw new CsvReadError(CSV_FILE_MESSAGES.empty);
  const linebreak = ['\r\n', '\n', '\r'].includes(parsed.meta.linebreak) ? parsed.meta.linebreak : '\n';
  return { delimiter: parsed.meta.delimiter || ',', linebreak, headers };
}

const QUOTE = 34;

/**
 * The data rows of a CSV file read piece by piece (memory stays flat however long the file):
 * the text is cut after the last line break that is not inside a quoted cell, and each complete
 * part is parsed by papaparse with the file's own delimiter. The header row is left out, and so
 * are blank rows (their numbers are kept, as the web app numbers them).
 */
export async function* csvRecords(
  chunks: AsyncIterable<Uint8Array>,
  format: CsvFormat,
): AsyncGenerator<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8');
  const cutCode = format.linebreak.charCodeAt(format.linebreak.length - 1);
  const delimiterCode = format.delimiter.charCodeAt(0);
  let buffer = '';
  let scanned = 0;
  let inQuotes = false;
  let fieldStart = true;
  let lastCut = -1;
  let rowsSeen = -1; // the header is row 0
  let first = true;

  const parse = (piece: string): CsvRecord[] => {
    const text = format.linebreak === '\r\n' && piece.endsWith('\r') ? piece.slice(0, -1) : piece;
    const parsed = Papa.parse<string[]>(text, {
      delimiter: format.delimiter,
      newline: format.linebreak as '\r\n' | '\n' | '\r',
      skipEmptyLines: false,
    });
    const fatal = parsed.errors.find((e) => e.type === 'Quotes');
    if (fatal) {
      const near = rowsSeen + 1 + (fatal.row ?? 0);
      throw new CsvReadError(
        CSV_FILE_MESSAGES.unreadable(`${fatal.message} (near data row ${near.toLocaleString('en-US')})`),
      );
    }
    const records: CsvRecord[] = [];
    for (const cells of parsed.data) {
      rowsSeen += 1;
      if (rowsSeen === 0) continue;
      if (cells.some((cell) => cell.trim() !== '')) records.push({ rowNumber: rowsSeen, cells });
    }
    return records;
  };

  /** Scans the new text for line breaks outside quoted cells (a quote opens a cell only at its start). */
  const scan = () => {
    let i = scanned;
    for (; i < buffer.length; i += 1) {
      const c = buffer.charCodeAt(i);
      if (inQuotes) {
        if (c !== QUOTE) continue;
        if (i + 1 >= buffer.length) break; // "" or a closing quote: decided by the next character
        if (buffer.charCodeAt(i + 1) === QUOTE) i += 1;
        else inQuotes = false;
      } else if (c === QUOTE && fieldStart) {
        inQuotes = true;
        fieldStart = false;
      } else if (c === cutCode) {
        lastCut = i;
        fieldStart = true;
      } else if (c === delimiterCode || c === 13) fieldStart = true;
      else fieldStart = false;
    }
    scanned = i;
  };

  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    if (first && buffer.length > 0) {
      buffer = buffer.replace(/^\ufeff/, '');
      first = false;
    }
    scan();
    if (lastCut >= 0) {
      const piece = buffer.slice(0, lastCut);
      buffer = buffer.slice(lastCut + 1);
      scanned -= lastCut + 1;
      lastCut = -1;
      const records = parse(piece);
      if (records.length > 0) yield records;
    } else if (buffer.length > MAX_ROW_CHARS)
      throw new CsvReadError(CSV_FILE_MESSAGES.rowTooLong(rowsSeen + 1));
  }
  buffer += decoder.decode();
  if (first) buffer = buffer.replace(/^\ufeff/, '');
  if (buffer.length > 0) {
    const records = parse(buffer);
    if (records.length > 0) yield records;
  }
}
