/** 002 §9: the default payment, 2999 cents; ForgeCoin top-ups are bought 1 FC = 1 EUR. */
export const DEFAULT_TOP_UP_CENTS = 2999;
export const TOP_UP_PRESETS_CENTS = [1000, 2999, 5000, 9999] as const;
export const MIN_TOP_UP_CENTS = 100;
export const MAX_TOP_UP_CENTS = 1_000_000;
