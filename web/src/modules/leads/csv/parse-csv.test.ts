import { CSV_ERRORS, MAX_IMPORT_FILE_ROWS, isCsvFile, parseCsvFile, parseCsvText } from './parse-csv';

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
      },
    });
  });

  it('detects a semicolon delimiter and names unnamed columns', () => {
    expect(parseCsvText('Email;;Company\na@acme.io;x;Acme\n')).toEqual({
      ok: true,
      csv: {
        headers: ['Email', 'Column 2', 'Company'],
        records: [{ rowNumber: 1, cells: ['a@acme.io', 'x', 'Acme'] }],
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

  it(`refuses more than ${MAX_IMPORT_FILE_ROWS} rows and says how many there were`, () => {
    const rows = (n: number) => `Email\n${Array.from({ length: n }, (_, i) => `p${i}@acme.io`).join('\n')}\n`;
    const outcome = parseCsvText(rows(MAX_IMPORT_FILE_ROWS + 1));
    expect(outcome).toEqual({ ok: false, error: CSV_ERRORS.tooMany(50_001) });
    expect(CSV_ERRORS.tooMany(50_001)).toBe(
      'The file has 50,001 rows; one import takes at most 50,000. Split it into smaller files.',
    );
    expect(parseCsvText(rows(MAX_IMPORT_FILE_ROWS)).ok).toBe(true);
  });

  it('refuses a file whose quotes do not close', () => {
    const outcome = parseCsvText('Email,Name\na@acme.io,"Ada\n');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^The file could not be read as CSV: /);
  });
});
