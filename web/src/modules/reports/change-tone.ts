export type ChangeTone = 'neutral' | 'negative' | 'positive';

/** A zero percentage on its own, e.g. '0.0%' or '+0.0%', not the end of '10.0%'. */
const ZERO_PERCENT = /(^|[^\d.])[+-]?0\.0%/;
const MINUS = /[-−]/;

/**
 * 000 §9 colour of a change text: gray when it says 'No …' or '0.0%', red when it carries a
 * minus sign, green otherwise. '0.0%' is matched as a figure of its own, so '+10.0%' stays green.
 * For a figure where less is better (a bounce rate), `upIsGood: false` swaps red and green.
 */
export function changeTone(text: string, { upIsGood = true }: { upIsGood?: boolean } = {}): ChangeTone {
  if (/\bNo\b/.test(text) || ZERO_PERCENT.test(text)) return 'neutral';
  const down = MINUS.test(text);
  return down === upIsGood ? 'negative' : 'positive';
}
