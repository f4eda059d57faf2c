/** What the api calls its local, deterministic generators (images, speech, video). */
export const OFFLINE_GENERATOR = 'Offline generator';

export function isOfflineGenerator(generator: string | null | undefined): boolean {
  return generator === OFFLINE_GENERATOR;
}

/** The allowance's monthly image count, as the panel says it: '3 of 20 images this month'. */
export const imagesThisMonthText = (used: number, allowed: number) =>
  `${used} of ${allowed} images this month`;

function money(symbol: string, amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return `${symbol}0.00`;
  // Cents, or four decimals for the fractions a few characters of speech cost.
  const digits = amount >= 0.01 ? 2 : 4;
  return `${symbol}${amount.toFixed(digits)}`;
}

/** US dollars (images and videos): $0.04. */
export const formatUsd = (amount: number) => money('$', amount);

/** Euro (audio): €0.0120. */
export const formatEur = (amount: number) => money('€', amount);

/** The estimated cost of a generation: 'Free (offline)' for the offline generator. */
export function costText(
  amount: number | null | undefined,
  generator: string | null | undefined,
  format: (n: number) => string,
): string {
  if (isOfflineGenerator(generator)) return 'Free (offline)';
  if (amount === null || amount === undefined) return 'Cost unknown';
  // Made on this machine without a provider (a dub): nothing was charged.
  if (amount === 0) return 'Free';
  return format(amount);
}

/** The estimated euro cost of speaking `characters` at the api's rate (aiCostRates). */
export function voiceCostEur(characters: number, eurPerCharacter: number): number {
  return Math.round(characters * eurPerCharacter * 10_000) / 10_000;
}

/** Under a minute in seconds to one decimal (3.6 → '3.6 s'), else m:ss (75.4 → '1:15'). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
