import { formatPercent } from '../../app/format';

/** Rates and uplifts arrive as fractions (0.062 = 6.2%). */
const percentOf = (fraction: number) => formatPercent(fraction * 100);

/** A number as '6.2', without its '%', for the low end of a range. */
const bareOf = (fraction: number) => percentOf(fraction).slice(0, -1);

/** A conversion rate: '6.2%', or '–' before any visitor. */
export function formatExperimentRate(rate: number | null): string {
  return rate === null ? '–' : percentOf(rate);
}

/** A rate with its 95% interval: '6.2% (5.1–7.4%)'. */
export function formatRateWithInterval(rate: number | null, low: number | null, high: number | null): string {
  if (rate === null) return '–';
  if (low === null || high === null) return percentOf(rate);
  return `${percentOf(rate)} (${bareOf(low)}–${percentOf(high)})`;
}

/** A signed uplift: '+18.0%', '−5.2%' (a true minus sign, as the analytics screen writes drops). */
export function formatUplift(uplift: number | null): string {
  if (uplift === null) return '–';
  const text = percentOf(Math.abs(uplift));
  if (text === '0.0%') return text;
  return `${uplift > 0 ? '+' : '−'}${text}`;
}

/** An uplift interval: '−2.0% to +31.0%'; empty when there is none yet. */
export function formatUpliftInterval(low: number | null, high: number | null): string {
  if (low === null || high === null) return '';
  return `${formatUplift(low)} to ${formatUplift(high)}`;
}

const DECISIONS: Record<string, string> = {
  'beats-control': 'Beats A',
  'worse-than-control': 'Worse than A',
  'not-decided': 'Not decided',
};

/** The sequential test's decision about a variant against A, in words; A itself has none. */
export function decisionLabel(decision: string | null): string {
  return decision === null ? '' : (DECISIONS[decision] ?? 'Not decided');
}
