/** A value as the CSV file holds it: raw numbers, not '1,234'. */
export type Cell = string | number;

export type ReportColumn<Row> = {
  title: string;
  /** The value written to the CSV file. */
  value: (row: Row) => Cell;
  /** The value shown in the table; the CSV value when left out. */
  display?: (row: Row) => string;
  /** Right-aligned, as figures are. */
  numeric?: boolean;
};

/** The rows a chart card shows, described once for its chart's table view and its CSV file. */
export type ReportTable<Row> = {
  title: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
};

export function displayCell<Row>(column: ReportColumn<Row>, row: Row): string {
  return column.display ? column.display(row) : String(column.value(row));
}
