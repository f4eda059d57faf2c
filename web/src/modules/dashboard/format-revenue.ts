const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 000 §9: dollars with a dollar sign and thousands grouping; cents only when there are any ($1,234.50, $12,000). */
export function formatRevenue(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const value = Math.abs(dollars);
  return `${sign}$${Number.isInteger(value) ? whole.format(value) : cents.format(value)}`;
}
