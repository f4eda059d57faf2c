import {
  Bar,
  BarChart,
  Cell,
  CartesianGrid,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount } from '../../app/format';
import type { BreakdownRow } from './analytics-tables';
import { breakdownChartHeight } from './chart-height';
import { formatRate } from './format-rate';

/** Distinguishable on white and for the common colour-vision deficiencies (Okabe–Ito based). */
const COLOURS = ['#2563eb', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#64748b', '#f0e442'];

const tooltipValue = (value: unknown, _name: unknown, item: { payload?: BreakdownRow }) =>
  `${formatCount(Number(value))} visits (${formatRate(item.payload?.percent ?? 0)})`;

/**
 * Visits by source, device, browser or country: horizontal bars (labels stay readable however
 * long), or a donut for a handful of shares. Loaded on its own chunk with recharts; not animated.
 */
export function BreakdownChart({
  rows,
  variant,
}: {
  rows: readonly BreakdownRow[];
  variant: 'bars' | 'donut';
}) {
  const height = breakdownChartHeight(rows.length, variant);
  if (variant === 'donut') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <PieChart>
          <Pie
            data={[...rows]}
            dataKey="visits"
            nameKey="label"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={1}
            isAnimationActive={false}
          >
            {rows.map((row, i) => (
              <Cell key={row.key} fill={COLOURS[i % COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={tooltipValue} />
          <Legend iconType="circle" />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={110}
          tick={{ fontSize: 12, fill: '#334155' }}
          tickLine={false}
          axisLine={{ stroke: '#e2e8f0' }}
        />
        <Tooltip formatter={tooltipValue} cursor={{ fill: '#f1f5f9' }} />
        <Bar
          dataKey="visits"
          name="Visits"
          fill={COLOURS[0]}
          radius={[0, 4, 4, 0]}
          barSize={18}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
