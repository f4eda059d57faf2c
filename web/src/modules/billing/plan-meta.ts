import type { PlanFieldsFragment } from '../../gql/graphql';
import { toCents } from './money';

/** 002 §2: the plan every account starts with; it is never bought. */
export const TRIAL_PLAN_NAME = 'Pro Trial';

/** 002 §2 and §4: the payment method toggle; card is the default. */
export type PaymentMethod = 'card' | 'forgecoins';

export type PlanBadge = { label: string; tone: 'trial' | 'popular' | 'premium' };

/** 002 §2: FREE TRIAL (Pro Trial), MOST POPULAR (Pro), PREMIUM (Elite). */
export function planBadge(name: string): PlanBadge | null {
  if (name === TRIAL_PLAN_NAME) return { label: 'FREE TRIAL', tone: 'trial' };
  if (name === 'Pro') return { label: 'MOST POPULAR', tone: 'popular' };
  if (name === 'Elite') return { label: 'PREMIUM', tone: 'premium' };
  return null;
}

/** 002 §5: a plan's coin price, falling back to its normal price, in cents. */
export function coinPriceCents(plan: Pick<PlanFieldsFragment, 'price' | 'priceForgecoins'>): number {
  return toCents(plan.priceForgecoins) ?? toCents(plan.price) ?? 0;
}

export function isTrialPlan(plan: Pick<PlanFieldsFragment, 'name'>): boolean {
  return plan.name === TRIAL_PLAN_NAME;
}

/** 002 §4: active, trial, anything else is shown as inactive. */
export function subscriptionState(status: string | null | undefined): 'Active' | 'Trial' | 'Inactive' {
  if (status === 'active') return 'Active';
  if (status === 'trial') return 'Trial';
  return 'Inactive';
}
