import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Segmented } from 'antd';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { downloadCsv } from './download-csv';
import { ChartSkeleton } from './ChartSkeleton';
import { reportCsvFileName, reportCsvRows } from './report-csv';
import type { ReportTable } from './report-table';
import { ReportTableView } from './ReportTableView';
import './report-card.css';

type View = 'Chart' | 'Table';

type ReportCardProps<Row> = {
  table: ReportTable<Row>;
  /** First and last day of the report, for the CSV file's name. */
  period: { from: string; to: string };
  /** The chart; without one the card is a table only. */
  chart?: ReactNode;
  chartHeight?: number;
  /** Said when there are no rows. */
  emptyText: string;
  className?: string;
};

/**
 * One report card: a chart, or the same rows as a table ('Chart' / 'Table'), and 'Download CSV'
 * of exactly those rows. The chart's code loads on its own; a skeleton holds its place.
 */
export function ReportCard<Row>({
  table,
  period,
  chart,
  chartHeight = 280,
  emptyText,
  className,
}: ReportCardProps<Row>) {
  const headingId = useId();
  const [view, setView] = useState<View>('Chart');
  const empty = table.rows.length === 0;
  const showChart = chart !== undefined && view === 'Chart';
  return (
    <section className={`ff-analytics-card ${className ?? ''}`} aria-labelledby={headingId}>
      <Card
        title={
          <h2 id={headingId} className="ff-analytics-card__title">
            {table.title}
          </h2>
        }
      >
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          <>
            <div className="ff-analytics-card__tools">
              {chart !== undefined ? (
                <Segmented<View>
                  aria-label={`Show ${table.title} as`}
                  size="small"
                  options={['Chart', 'Table']}
                  value={view}
                  onChange={setView}
                />
              ) : null}
              <Button
                size="small"
                icon={<DownloadOutlined />}
                aria-label={`Download CSV: ${table.title}`}
                onClick={() =>
                  downloadCsv(reportCsvFileName(table.title, period.from, period.to), reportCsvRows(table))
                }
              >
                Download CSV
              </Button>
            </div>
            {showChart ? (
              <Suspense fallback={<ChartSkeleton height={chartHeight} />}>{chart}</Suspense>
            ) : (
              <ReportTableView table={table} />
            )}
          </>
        )}
      </Card>
    </section>
  );
}
