import dayjs from 'dayjs';

/** 000: dates read "MMM dd, yyyy" (e.g. Nov 21, 2026). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY') : '';
}

const integer = new Intl.NumberFormat('en-US');

/** Thousands grouped: 12,345. */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** A percentage with one decimal: 12.5%. */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}
