import { z } from 'zod';

/**
 * Money and ForgeCoin amounts are decimals with two places (numeric(14, 2) in PostgreSQL, "12.50"
 * in JSON). Code adds and compares them as whole cents, never as floating point.
 */
export const MAX_CENTS = 1_000_000_000_00; // 1,000,000,000.00: far above any real amount, well inside numeric(14, 2)

/** "12.5", "12.50", 12.5 → 1250; null for anything that is not an amount with at most two decimals. */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A positive amount with at most two decimals, as cents; `label` names it in the messages. */
export function positiveAmountSchema(label: string) {
  const message = `${label} must be a positive amount with at most two decimals`;
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === null || cents <= 0 || cents > MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}
