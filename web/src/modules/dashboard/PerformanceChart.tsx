import dayjs from 'dayjs';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDate } from '../../app/format';
import type { DashboardPerformanceQuery } from '../../gql/graphql';

export type PerformancePoint = Omit<DashboardPerformanceQuery['dashboardPerformance'][number], '__typename'>;

const VIEWS_COLOUR = '#2563eb';
const LEADS_COLOUR = '#16a34a';

/**
 * Views (left axis, blue) and new leads (right axis, green) per day. Loaded on its own: recharts
 * is large. Not animated: live refetches would replay the drawing each time.
 */
export function PerformanceChart({
  points,
  height = 280,
}: {
  points: readonly PerformancePoint[];
  height?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={(date: string) => dayjs(date).format('MMM D')}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={{ stroke: '#e2e8f0' }}
          minTickGap={16}
        />
        <YAxis
          yAxisId="views"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: VIEWS_COLOUR }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          yAxisId="leads"
          orientation="right"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: LEADS_COLOUR }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(date) => formatDate(String(date))}
          formatter={(value) => formatCount(Number(value))}
        />
        <Legend verticalAlign="top" height={28} iconType="circle" itemSorter={null} />
        <Line
          yAxisId="views"
          type="monotone"
          dataKey="views"
          name="Views"
          stroke={VIEWS_COLOUR}
          strokeWidth={2}
          dot={points.length <= 31}
          isAnimationActive={false}
        />
        <Line
          yAxisId="leads"
          type="monotone"
          dataKey="leads"
          name="Leads"
          stroke={LEADS_COLOUR}
          strokeWidth={2}
          dot={points.length <= 31}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
