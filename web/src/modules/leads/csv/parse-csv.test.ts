import {
  CSV_ERRORS,
  HEAD_BYTES,
  MAX_IMPORT_FILE_BYTES,
  isCsvFile,
  parseCsvFile,
  parseCsvText,
} from './parse-csv';

const csvFile = (text: string, name = 'leads.csv', type = 'text/csv') => new File([text], name, { type });

describe('reading a CSV file in the browser', () => {
  it('answers the header and the data rows, numbered as in the file, blank rows left out', async () => {
    const outcome = await parseCsvFile(
      csvFile('\ufeffEmail,First Name\r\nada@acme.io,Ada\r\n,\r\n"grace@acme.io","Grace, ""Amazing"""\r\n'),
    );
    expect(outcome).toEqual({
      ok: true,
      csv: {
        headers: ['Email', 'First Name'],
        records: [
          { rowNumber: 1, cells: ['ada@acme.io', 'Ada'] },
          { rowNumber: 3, cells: ['grace@acme.io', 'Grace, "Amazing"'] },
        ],
        complete: true,
      },
    });
  });

  it('detects a semicolon delimiter and names unnamed columns', () => {
    expect(parseCsvText('Email;;Company\na@acme.io;x;Acme\n')).toEqual({
      ok: true,
      csv: {
        headers: ['Email', 'Column 2', 'Company'],
        records: [{ rowNumber: 1, cells: ['a@acme.io', 'x', 'Acme'] }],
        complete: true,
      },
    });
  });

  it('refuses a file that is not a CSV', async () => {
    expect(
      await parseCsvFile(
        csvFile('PK', 'leads.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toEqual({
      ok: false,
      error: CSV_ERRORS.notCsv('leads.xlsx'),
    });
    expect(isCsvFile({ name: 'photo.csv', type: 'image/png' })).toBe(false);
    expect(isCsvFile({ name: 'LEADS.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
  });

  it('refuses an empty file and a file with a header only', async () => {
    expect(await parseCsvFile(csvFile(''))).toEqual({ ok: false, error: CSV_ERRORS.empty });
    expect(parseCsvText('\n\n')).toEqual({ ok: false, error: CSV_ERRORS.empty });
    expect(parseCsvText('Email,Name\r\n\r\n')).toEqual({ ok: false, error: CSV_ERRORS.noRows });
  });

  it('reads only the start of a big file, cut after its last whole row', async () => {
    const line = (i: number) => `p${i}@acme.io,"Name ${i}"`;
    const rows = Array.from({ length: 20_000 }, (_, i) => line(i + 1));
    const text = `Email,Name\n${rows.join('\n')}\n`;
    expect(text.length).toBeGreaterThan(HEAD_BYTES);
    const outcome = await parseCsvFile(csvFile(text));
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.csv.complete).toBe(false);
    expect(outcome.csv.headers).toEqual(['Email', 'Name']);
    const last = outcome.csv.records.at(-1);
    // Every row read is whole: the last one is a row of the file, not a piece of one.
    expect(last && line(last.rowNumber)).toBe(last && `${last.cells[0]},"${last.cells[1]}"`);
    expect(outcome.csv.records.length).toBeLessThan(20_000);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = csvFile('Email\n');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_FILE_BYTES + 1 });
    expect(await parseCsvFile(big)).toEqual({ ok: false, error: CSV_ERRORS.tooLarge });
  });

  it('refuses a file whose quotes do not close', () => {
    const outcome = parseCsvText('Email,Name\na@acme.io,"Ada\n');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^The file could not be read as CSV: /);
  });
});
