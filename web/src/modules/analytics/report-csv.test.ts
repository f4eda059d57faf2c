import Papa from 'papaparse';
import { reportCsvFileName, reportCsvRows } from './report-csv';
import type { ReportTable } from './report-table';

type Row = { label: string; visits: number; percent: number };

const table: ReportTable<Row> = {
  title: 'Traffic sources',
  columns: [
    { title: 'Source', value: (r) => r.label },
    {
      title: 'Visits',
      value: (r) => r.visits,
      display: (r) => r.visits.toLocaleString('en-US'),
      numeric: true,
    },
    {
      title: 'Share (%)',
      value: (r) => r.percent,
      display: (r) => `${r.percent.toFixed(1)}%`,
      numeric: true,
    },
  ],
  rows: [
    { label: 'Search, "organic"', visits: 1234, percent: 61.7 },
    { label: 'Direct', visits: 766, percent: 38.3 },
  ],
};

describe('reportCsvRows', () => {
  it('holds the column titles, then the rows shown with raw values, in order', () => {
    expect(reportCsvRows(table)).toEqual([
      ['Source', 'Visits', 'Share (%)'],
      ['Search, "organic"', 1234, 61.7],
      ['Direct', 766, 38.3],
    ]);
  });

  it('is only the header when no rows are shown', () => {
    expect(reportCsvRows({ ...table, rows: [] })).toEqual([['Source', 'Visits', 'Share (%)']]);
  });

  it('quotes commas and quotes when written as CSV', () => {
    expect(Papa.unparse(reportCsvRows(table))).toBe(
      'Source,Visits,Share (%)\r\n"Search, ""organic""",1234,61.7\r\nDirect,766,38.3',
    );
  });
});

describe('reportCsvFileName', () => {
  it('names the card and the days', () => {
    expect(reportCsvFileName('Top UTM campaigns', '2026-10-23', '2026-11-21')).toBe(
      'top-utm-campaigns-2026-10-23-to-2026-11-21.csv',
    );
    expect(reportCsvFileName('???', '2026-11-15', '2026-11-21')).toBe(
      'analytics-2026-11-15-to-2026-11-21.csv',
    );
  });
});
