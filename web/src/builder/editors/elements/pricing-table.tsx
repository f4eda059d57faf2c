import {
  BUTTON_SIZES,
  BUTTON_STYLES,
  HOVER_SCALES,
  HOVER_SHADOWS,
} from '../../../page-model/elements/button';
import {
  newPricingPlan,
  type PricingPlan,
  type PricingTableContent,
} from '../../../page-model/elements/pricing-table';
import { ColorField } from '../ColorField';
import { LinkField, ListField, SelectField, SwitchField, TextField, linkError } from '../fields';
import type { ContentEditorProps, ElementEditor } from '../types';
import {
  ICON_OPTIONS,
  ItemGroup,
  LinesField,
  firstProblem,
  isBlank,
  oneOf,
  optionsOf,
} from './section-shared';

/** The schema keeps six plans at most. */
export const MAX_PRICING_PLANS = 6;

const SIZE_LABELS: Record<string, string> = {
  small: 'Small',
  default: 'Medium',
  large: 'Large',
  xl: 'Extra large',
};

const planLabel = (plan: PricingPlan, index: number) => plan.name.trim() || `Plan ${index + 1}`;

function PlanEditor({ plan, onChange }: { plan: PricingPlan; onChange(next: PricingPlan): void }) {
  const set =
    <K extends keyof PricingPlan>(key: K) =>
    (next: PricingPlan[K]) =>
      onChange({ ...plan, [key]: next });
  return (
    <>
      <TextField label="Name" value={plan.name} onChange={set('name')} maxLength={100} />
      <TextField label="Price" value={plan.price} onChange={set('price')} maxLength={40} placeholder="$39" />
      <TextField
        label="Period"
        value={plan.period}
        onChange={set('period')}
        maxLength={60}
        placeholder="per month"
      />
      <SelectField label="Icon" value={plan.icon} options={ICON_OPTIONS} onChange={set('icon')} />
      <LinesField
        label="Features"
        value={plan.features}
        onChange={set('features')}
        hint="One feature per line; each is shown with a check mark."
      />
      <SwitchField
        label="Highlight this plan (recommended)"
        value={plan.highlighted}
        onChange={set('highlighted')}
      />
      <TextField label="Button text" value={plan.buttonText} onChange={set('buttonText')} maxLength={100} />
      <LinkField label="Button link" value={plan.buttonLink} onChange={set('buttonLink')} />
      <SelectField
        label="Button style"
        value={plan.buttonStyle}
        options={optionsOf(BUTTON_STYLES)}
        onChange={(value) => set('buttonStyle')(oneOf(BUTTON_STYLES, value, 'solid'))}
      />
      <SelectField
        label="Button size"
        value={plan.buttonSize}
        options={optionsOf(BUTTON_SIZES, (v) => SIZE_LABELS[v] ?? v)}
        onChange={(value) => set('buttonSize')(oneOf(BUTTON_SIZES, value, 'default'))}
      />
      <ColorField
        label="Button colour"
        value={plan.buttonBackgroundColor}
        onChange={set('buttonBackgroundColor')}
      />
      <ColorField label="Button text colour" value={plan.buttonTextColor} onChange={set('buttonTextColor')} />
      <SelectField
        label="Grow on hover"
        value={plan.hoverScale}
        options={optionsOf(HOVER_SCALES)}
        onChange={(value) => set('hoverScale')(oneOf(HOVER_SCALES, value, 'none'))}
      />
      <SelectField
        label="Shadow on hover"
        value={plan.hoverShadow}
        options={optionsOf(HOVER_SHADOWS)}
        onChange={(value) => set('hoverShadow')(oneOf(HOVER_SHADOWS, value, 'none'))}
      />
    </>
  );
}

function PricingTableContentEditor({ value, onChange }: ContentEditorProps<PricingTableContent>) {
  return (
    <ListField
      label="Plans"
      items={value.plans}
      onChange={(plans) => onChange({ ...value, plans })}
      create={newPricingPlan}
      itemLabel={planLabel}
      min={1}
      max={MAX_PRICING_PLANS}
      render={(plan, update, index) => (
        <ItemGroup label={`Plan ${index + 1}`}>
          <PlanEditor plan={plan} onChange={update} />
        </ItemGroup>
      )}
    />
  );
}

export const pricingTableEditor: ElementEditor<PricingTableContent> = {
  Content: PricingTableContentEditor,
  styles: ['typography', 'box'],
  validate: (value) =>
    firstProblem(
      value.plans.length === 0 && 'Add at least one plan',
      ...value.plans.map((plan, i) => {
        const name = planLabel(plan, i);
        return firstProblem(
          isBlank(plan.name) && `Plan ${i + 1} needs a name`,
          linkError(plan.buttonLink) && `${name}: ${linkError(plan.buttonLink)}`,
        );
      }),
    ),
};
