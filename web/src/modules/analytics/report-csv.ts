import type { Cell, ReportTable } from './report-table';

/** The CSV file of a card: the column titles, then exactly the rows the card shows, in order. */
export function reportCsvRows<Row>(table: ReportTable<Row>): Cell[][] {
  return [
    table.columns.map((column) => column.title),
    ...table.rows.map((row) => table.columns.map((column) => column.value(row))),
  ];
}

/** 'traffic-sources-2026-10-23-to-2026-11-21.csv': what, and which days. */
export function reportCsvFileName(title: string, from: string, to: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'analytics'}-${from}-to-${to}.csv`;
}
