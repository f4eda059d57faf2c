import dayjs from 'dayjs';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDate } from '../../app/format';

/** One line of a daily chart; 'right' puts it on the second axis (a figure far smaller than the rest). */
export type DailySeries<Day> = {
  dataKey: keyof Day & string;
  name: string;
  colour: string;
  axis: 'left' | 'right';
  /** Opacity of the area under the line; none for a line alone. */
  fillOpacity?: number;
};

/**
 * Figures per day as areas over a date axis, with a second axis on the right for the series
 * that need it. Shared by the analytics traffic chart and the affiliate clicks chart; loaded on
 * their chunks (recharts is large). Not animated: live refetches would replay the drawing.
 */
export function DailyAreaChart<Day extends { date: string }>({
  days,
  series,
  height,
}: {
  days: readonly Day[];
  series: ReadonlyArray<DailySeries<Day>>;
  height: number;
}) {
  const dots = days.length <= 31;
  const right = series.find((s) => s.axis === 'right');
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
          yAxisId="left"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        {right ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            allowDecimals={false}
            tick={{ fontSize: 12, fill: right.colour }}
            tickLine={false}
            axisLine={false}
          />
        ) : null}
        <Tooltip
          labelFormatter={(date) => formatDate(String(date))}
          formatter={(value) => formatCount(Number(value))}
        />
        <Legend verticalAlign="top" height={28} iconType="circle" itemSorter={null} />
        {series.map((s) => (
          // The series are typed by `DailySeries<Day>`; recharts cannot narrow its key type for a generic Day.
          <Area<unknown, unknown>
            key={s.dataKey}
            yAxisId={s.axis}
            type="monotone"
            dataKey={s.dataKey}
            name={s.name}
            stroke={s.colour}
            fill={s.fillOpacity === undefined ? 'none' : s.colour}
            fillOpacity={s.fillOpacity}
            strokeWidth={2}
            dot={dots}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
