import { displayCell, type ReportTable } from './report-table';

/**
 * A card's rows as a plain table: its caption is the card's title, so a screen reader names it.
 * The box scrolls sideways on a phone and can be focused to scroll with the keyboard.
 */
export function ReportTableView<Row>({ table }: { table: ReportTable<Row> }) {
  return (
    <div className="ff-report-table" role="region" aria-label={`${table.title} table`} tabIndex={0}>
      <table>
        <caption>{table.title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.title}
                scope="col"
                className={column.numeric ? 'ff-report-table__num' : undefined}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {table.columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.title} scope="row">
                    {displayCell(column, row)}
                  </th>
                ) : (
                  <td key={column.title} className={column.numeric ? 'ff-report-table__num' : undefined}>
                    {displayCell(column, row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
