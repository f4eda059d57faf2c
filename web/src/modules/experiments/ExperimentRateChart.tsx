import dayjs from 'dayjs';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate } from '../../app/format';
import { RATE_CHART_HEIGHT, type RateRow } from './experiment-series';

/** A, B, C, D: the first four of the analytics charts' colours (distinguishable for most colour vision). */
const COLOURS = ['#2563eb', '#e69f00', '#009e73', '#cc79a7'];

const percent = (value: number) => `${value.toFixed(1)}%`;

const tooltipValue = (value: unknown) =>
  Array.isArray(value) ? `${percent(Number(value[0]))}–${percent(Number(value[1]))}` : percent(Number(value));

/**
 * Each variant's cumulative conversion rate a day at a time, as a line inside its shaded 95%
 * band: where the bands part, the variants differ. Loaded on its own chunk with recharts; not
 * animated (live refetches would replay the drawing).
 */
export function ExperimentRateChart({
  rows,
  variants,
}: {
  rows: readonly RateRow[];
  variants: ReadonlyArray<{ key: string; label: string }>;
}) {
  const dots = rows.length <= 31;
  return (
    <ResponsiveContainer width="100%" height={RATE_CHART_HEIGHT}>
      <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
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
          tickFormatter={(value: number) => `${value}%`}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip labelFormatter={(date) => formatDate(String(date))} formatter={tooltipValue} />
        <Legend verticalAlign="top" height={28} iconType="circle" itemSorter={null} />
        {variants.map(({ key, label }, i) => {
          const colour = COLOURS[i % COLOURS.length];
          return [
            <Area
              key={`${key}-band`}
              dataKey={(row: RateRow) => row.bands[key] ?? null}
              name={`${label}: 95% interval`}
              stroke="none"
              fill={colour}
              fillOpacity={0.14}
              legendType="none"
              connectNulls
              isAnimationActive={false}
            />,
            <Line
              key={`${key}-rate`}
              dataKey={(row: RateRow) => row.rates[key] ?? null}
              name={label}
              stroke={colour}
              strokeWidth={2}
              dot={dots}
              connectNulls
              isAnimationActive={false}
            />,
          ];
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
