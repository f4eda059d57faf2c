import { Skeleton } from 'antd';
import './report-card.css';

/** Stands in for a chart while its code or its figures load. */
export function ChartSkeleton({ height, label = 'Loading the chart' }: { height: number; label?: string }) {
  return (
    <div className="ff-analytics-chart__skeleton" aria-busy="true" aria-label={label}>
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}
