import { formatPercent } from '../../app/format';

/** 001 §2.6 and §9: a rate with one decimal ('4.5%'), and '0%' when there is none. */
export function formatRate(percent: number): string {
  return percent > 0 ? formatPercent(percent) : '0%';
}
