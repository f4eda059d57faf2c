import { z } from 'zod';
import { compact, safeColor, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank, linkError } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { itemTitle } from '../fields';
import { ContentIcon, Icon } from '../icons';
import { linkAttributes } from '../link';
import { ICON_OPTIONS } from '../options';
import type { RenderContext } from '../types';
import {
  BUTTON_SIZE_OPTIONS,
  BUTTON_SIZES,
  BUTTON_STYLE_OPTIONS,
  BUTTON_STYLES,
  buttonVariantClasses,
  HOVER_SCALE_OPTIONS,
  HOVER_SCALES,
  HOVER_SHADOW_OPTIONS,
  HOVER_SHADOWS,
} from './button';

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

/** The schema keeps six plans at most. */
export const MAX_PRICING_PLANS = 6;

const schema = z.object({
  plans: field.list(plan, DEFAULT_PRICING_PLANS, MAX_PRICING_PLANS),
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
      {/* A table has no title of its own: its plans' names are headings at the level of a section's. */}
      <h2 className="ffp-plan__name">
        {plan.name}
        {plan.highlighted ? <span className="ffp-sr-only"> (recommended)</span> : null}
      </h2>
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

/** How a plan is named in the builder's list and messages: its name, else 'Plan {n}'. */
const PLAN_TITLE = { itemName: 'Plan', titleFrom: ['name'] } as const;

/** Plans side by side (one column on phones); a highlighted plan stands out. */
export const pricingTable = defineJsonElement({
  type: 'pricing-table',
  label: 'Pricing Table',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: { plans: DEFAULT_PRICING_PLANS },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  fields: [
    {
      key: 'plans',
      kind: 'list',
      label: 'Plans',
      ...PLAN_TITLE,
      newItem: newPricingPlan(),
      min: 1,
      max: MAX_PRICING_PLANS,
      fields: [
        { key: 'name', kind: 'text', label: 'Name', maxLength: 100 },
        { key: 'price', kind: 'text', label: 'Price', maxLength: 40, placeholder: '$39' },
        { key: 'period', kind: 'text', label: 'Period', maxLength: 60, placeholder: 'per month' },
        { key: 'icon', kind: 'select', label: 'Icon', options: ICON_OPTIONS },
        {
          key: 'features',
          kind: 'lines',
          label: 'Features',
          hint: 'One feature per line; each is shown with a check mark.',
        },
        { key: 'highlighted', kind: 'switch', label: 'Highlight this plan (recommended)' },
        { key: 'buttonText', kind: 'text', label: 'Button text', maxLength: 100 },
        { key: 'buttonLink', kind: 'link', label: 'Button link' },
        { key: 'buttonStyle', kind: 'select', label: 'Button style', options: BUTTON_STYLE_OPTIONS },
        { key: 'buttonSize', kind: 'select', label: 'Button size', options: BUTTON_SIZE_OPTIONS },
        { key: 'buttonBackgroundColor', kind: 'color', label: 'Button colour' },
        { key: 'buttonTextColor', kind: 'color', label: 'Button text colour' },
        { key: 'hoverScale', kind: 'select', label: 'Grow on hover', options: HOVER_SCALE_OPTIONS },
        { key: 'hoverShadow', kind: 'select', label: 'Shadow on hover', options: HOVER_SHADOW_OPTIONS },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.plans.length === 0 && 'Add at least one plan',
      ...content.plans.map((plan, i) => {
        const problem = linkError(plan.buttonLink);
        return firstProblem(
          isBlank(plan.name) && `Plan ${i + 1} needs a name`,
          problem && `${itemTitle(PLAN_TITLE, plan, i)}: ${problem}`,
        );
      }),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content, ctx }) => (
    <ul className="ffp-pricing" style={compact(textStyle(element.styles))}>
      {content.plans.map((plan, i) => (
        <PlanCard key={i} plan={plan} index={i} elementId={element.id} elementType={element.type} ctx={ctx} />
      ))}
    </ul>
  ),
});
