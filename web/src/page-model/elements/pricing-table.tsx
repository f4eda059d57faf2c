import { z } from 'zod';
import { compact, safeColor, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import { ContentIcon, Icon } from '../icons';
import { linkAttributes } from '../link';
import type { RenderContext } from '../types';
import { BUTTON_SIZES, BUTTON_STYLES, buttonVariantClasses, HOVER_SCALES, HOVER_SHADOWS } from './button';

const plan = z.object({
  name: field.text('New Plan', 100),
  price: field.text('$0', 40),
  period: field.text('per month', 60),
  features: field.list(field.text('', 300), [], 30),
  buttonText: field.text('Get Started', 100),
  buttonLink: field.text('#', 2000),
  /** A named icon (see icons.tsx) or a short emoji; never markup. */
  icon: field.text('star', 200),
  buttonStyle: field.oneOf(BUTTON_STYLES, 'solid'),
  buttonSize: field.oneOf(BUTTON_SIZES, 'default'),
  buttonBackgroundColor: field.text('', 100),
  buttonTextColor: field.text('', 100),
  hoverScale: field.oneOf(HOVER_SCALES, 'none'),
  hoverShadow: field.oneOf(HOVER_SHADOWS, 'none'),
  highlighted: field.bool(false),
});

export type PricingPlan = z.output<typeof plan>;

/** 000 §9: a plan added in the editor starts as 'New Plan', '$0', 'per month'. */
export function newPricingPlan(): PricingPlan {
  return {
    name: 'New Plan',
    price: '$0',
    period: 'per month',
    features: ['Feature one', 'Feature two'],
    buttonText: 'Get Started',
    buttonLink: '#',
    icon: 'star',
    buttonStyle: 'solid',
    buttonSize: 'default',
    buttonBackgroundColor: '',
    buttonTextColor: '',
    hoverScale: 'none',
    hoverShadow: 'none',
    highlighted: false,
  };
}

/** 000 §9: three plans, Basic $19, Pro $39, Premium $79, per month. */
export const DEFAULT_PRICING_PLANS: PricingPlan[] = [
  {
    ...newPricingPlan(),
    name: 'Basic',
    price: '$19',
    features: ['Up to 3 funnels', '1,000 monthly visitors', 'Email support'],
    icon: 'star',
  },
  {
    ...newPricingPlan(),
    name: 'Pro',
    price: '$39',
    features: ['Unlimited funnels', '10,000 monthly visitors', 'Email campaigns', 'Priority support'],
    icon: 'zap',
    highlighted: true,
  },
  {
    ...newPricingPlan(),
    name: 'Premium',
    price: '$79',
    features: ['Everything in Pro', 'Unlimited visitors', 'A/B testing', 'Dedicated success manager'],
    icon: 'crown',
  },
];

const schema = z.object({
  plans: field.list(plan, DEFAULT_PRICING_PLANS, 6),
});

export type PricingTableContent = z.output<typeof schema>;

function PlanCard({
  plan,
  index,
  elementId,
  elementType,
  ctx,
}: {
  plan: PricingPlan;
  index: number;
  elementId: string;
  elementType: string;
  ctx: RenderContext;
}) {
  return (
    <li className={`ffp-plan${plan.highlighted ? ' ffp-plan--highlighted' : ''}`}>
      <span className="ffp-plan__icon">
        <ContentIcon value={plan.icon} fallback="star" size={28} />
      </span>
      <h3 className="ffp-plan__name">
        {plan.name}
        {plan.highlighted ? <span className="ffp-sr-only"> (recommended)</span> : null}
      </h3>
      <p className="ffp-plan__price">
        <span className="ffp-plan__amount">{plan.price}</span>{' '}
        <span className="ffp-plan__period">{plan.period}</span>
      </p>
      {plan.features.length > 0 ? (
        <ul className="ffp-plan__features">
          {plan.features.map((feature, i) => (
            <li key={i}>
              <Icon name="check" size={18} className="ffp-plan__check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {plan.buttonText ? (
        <a
          className={`${buttonVariantClasses(plan)} ffp-button--full ffp-plan__button`}
          style={compact({
            ['--ffp-button-bg' as string]: safeColor(plan.buttonBackgroundColor),
            color: safeColor(plan.buttonTextColor),
          })}
          data-plan={index + 1}
          {...linkAttributes({ link: plan.buttonLink, action: 'link', elementId, elementType }, ctx)}
        >
          {plan.buttonText}
        </a>
      ) : null}
    </li>
  );
}

/** Plans side by side (one column on phones); a highlighted plan stands out. */
export const pricingTable = defineJsonElement({
  type: 'pricing-table',
  label: 'Pricing Table',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: { plans: DEFAULT_PRICING_PLANS },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  Render: ({ element, content, ctx }) => (
    <ul className="ffp-pricing" style={compact(textStyle(element.styles))}>
      {content.plans.map((plan, i) => (
        <PlanCard key={i} plan={plan} index={i} elementId={element.id} elementType={element.type} ctx={ctx} />
      ))}
    </ul>
  ),
});
