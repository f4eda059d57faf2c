/** Money on the billing screens: EUR for prices (1 FC = 1 EUR), FC for coins; sums kept in cents. */

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A decimal string or number ("29.99") in cents (2999); null when it is not a valid amount. */
export function toCents(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

/** 2999 → '€29.99'. */
export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}

/** '29.99' → '€29.99'. */
export function formatEuro(amount: string | number): string {
  return formatEuroCents(toCents(amount) ?? 0);
}

/** 1250 → '12.50' (coins to two decimals, thousands grouped). */
export function formatCoinCents(cents: number): string {
  return twoDecimals.format(cents / 100);
}

/** '12.5' → '12.50 FC'. */
export function formatCoins(amount: string | number): string {
  return `${formatCoinCents(toCents(amount) ?? 0)} FC`;
}

/** An amount in a billing payment's currency: eur → '€29.99', fc → '29.99 FC'. */
export function formatPaymentAmount(amount: string, currency: string): string {
  return currency.toLowerCase() === 'fc' ? formatCoins(amount) : formatEuro(amount);
}

/** '+12.50 FC' for coins in, '−12.50 FC' for coins out. */
export function signedCoins(amount: string): string {
  const cents = toCents(amount) ?? 0;
  return `${cents < 0 ? '−' : '+'}${formatCoinCents(Math.abs(cents))} FC`;
}
