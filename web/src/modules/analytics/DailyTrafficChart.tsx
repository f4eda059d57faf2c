import dayjs from 'dayjs';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDate } from '../../app/format';
import type { AnalyticsDay } from './analytics-tables';

const VIEWS = '#2563eb';
const UNIQUE = '#7c3aed';
const CONVERSIONS = '#16a34a';

/**
 * Views and unique views (left axis) and conversions (right axis: far fewer) per day. Loaded on
 * its own chunk: recharts is large. Not animated: live refetches would replay the drawing.
 */
export function DailyTrafficChart({ days, height }: { days: readonly AnalyticsDay[]; height: number }) {
  const dots = days.length <= 31;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
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
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          yAxisId="conversions"
          orientation="right"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: CONVERSIONS }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(date) => formatDate(String(date))}
          formatter={(value) => formatCount(Number(value))}
        />
        <Legend verticalAlign="top" height={28} iconType="circle" itemSorter={null} />
        <Area
          yAxisId="views"
          type="monotone"
          dataKey="views"
          name="Views"
          stroke={VIEWS}
          fill={VIEWS}
          fillOpacity={0.12}
          strokeWidth={2}
          dot={dots}
          isAnimationActive={false}
        />
        <Area
          yAxisId="views"
          type="monotone"
          dataKey="uniqueViews"
          name="Unique views"
          stroke={UNIQUE}
          fill={UNIQUE}
          fillOpacity={0.08}
          strokeWidth={2}
          dot={dots}
          isAnimationActive={false}
        />
        <Area
          yAxisId="conversions"
          type="monotone"
          dataKey="conversions"
          name="Conversions"
          stroke={CONVERSIONS}
          fill="none"
          strokeWidth={2}
          dot={dots}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
