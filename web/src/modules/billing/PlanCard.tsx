import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { PlanFieldsFragment } from '../../gql/graphql';
import { formatCoinCents, formatEuro } from './money';
import { coinPriceCents, isTrialPlan, planBadge, type PaymentMethod } from './plan-meta';
import './billing.css';

export type PlanCardProps = {
  plan: PlanFieldsFragment;
  method: PaymentMethod;
  /** The ForgeCoin balance in cents; null while it is not known. */
  balanceCents: number | null;
  /** The plan the user is on now. */
  current: boolean;
  /** Whether this server takes card payments. */
  cardPayments: boolean;
  /** This plan's payment is under way. */
  processing: boolean;
  /** Another plan's payment is under way. */
  locked: boolean;
  onChoose: (plan: PlanFieldsFragment) => void;
};

/** What the plan's button says, and whether it can be pressed (002 §2, §5). */
function action({ plan, method, balanceCents, current, cardPayments }: PlanCardProps) {
  if (current) return { label: 'Current Plan', enabled: false };
  if (isTrialPlan(plan)) return { label: 'Included with every account', enabled: false };
  if (method === 'card') return { label: 'Subscribe with Card', enabled: cardPayments };
  if (!plan.supportsForgecoins) return { label: 'Card payment only', enabled: false };
  const price = coinPriceCents(plan);
  if (balanceCents === null) return { label: 'Subscribe with Forgecoins', enabled: false };
  if (balanceCents < price)
    return { label: `Need ${formatCoinCents(price - balanceCents)} more FC`, enabled: false };
  return { label: 'Subscribe with Forgecoins', enabled: true };
}

/** One plan on /subscription: badge, name, price in EUR per interval, features, its button. */
export function PlanCard(props: PlanCardProps) {
  const { plan, method, current, processing, locked, onChoose } = props;
  const badge = planBadge(plan.name);
  const { label, enabled } = action(props);
  const headingId = `plan-${plan.id}`;
  return (
    <article
      className={`ff-plan${badge ? ` ff-plan--${badge.tone}` : ''}${current ? ' ff-plan--current' : ''}`}
      aria-labelledby={headingId}
    >
      {badge ? <span className={`ff-plan__badge ff-plan__badge--${badge.tone}`}>{badge.label}</span> : null}
      <h3 id={headingId} className="ff-plan__name">
        {plan.name}
      </h3>
      <p className="ff-plan__price">
        <strong>{formatEuro(plan.price)}</strong> <span className="ff-muted">per {plan.interval}</span>
      </p>
      {method === 'forgecoins' && plan.supportsForgecoins && !isTrialPlan(plan) ? (
        <p className="ff-plan__coins">or {formatCoinCents(coinPriceCents(plan))} FC</p>
      ) : null}
      <ul className="ff-plan__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <Button
        block
        type={enabled ? 'primary' : 'default'}
        disabled={!enabled || locked}
        loading={processing}
        onClick={() => onChoose(plan)}
      >
        {label}
      </Button>
    </article>
  );
}
