import type { Interval } from './counts';

/** en-US throughout, so the texts read the same on every server. */
const signedPercent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  signDisplay: 'exceptZero',
  maximumFractionDigits: 0,
});
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const level = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const NO_DIFFERENCE_TEXT = 'No meaningful difference';

/** 'B converts better: +18% (95% interval +6% to +31%)'; confidence as a fraction (0.95). */
export function winnerText(name: string, uplift: number, interval: Interval, confidence: number): string {
  const percent = (value: number) => signedPercent.format(value);
  return (
    `${name} converts better: ${percent(uplift)} ` +
    `(${level.format(confidence * 100)}% interval ${percent(interval.lower)} to ${percent(interval.upper)})`
  );
}

/** 'Not enough data yet: about 1,200 more visitors per variant'. */
export function notEnoughDataText(moreVisitorsPerVariant: number): string {
  return `Not enough data yet: about ${wholeNumber.format(moreVisitorsPerVariant)} more visitors per variant`;
}
