/**
 * The complete-funnel generator's choices (002 §9 business types and price points; the goals
 * the api takes), with how the form shows them. Price labels follow the generated copy's.
 */
export const BUSINESS_TYPE_OPTIONS = [
  { value: 'coaching', label: 'Coaching' },
  { value: 'course', label: 'Online course' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'saas', label: 'SaaS / software' },
  { value: 'agency', label: 'Agency' },
  { value: 'fitness', label: 'Fitness' },
  { value: 'realestate', label: 'Real estate' },
  { value: 'finance', label: 'Finance' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'other', label: 'Other' },
] as const;

export const PRICE_POINT_OPTIONS = [
  { value: 'under-100', label: 'Under $100' },
  { value: '100-500', label: '$100 to $500' },
  { value: '500-1000', label: '$500 to $1,000' },
  { value: '1000-5000', label: '$1,000 to $5,000' },
  { value: '5000-plus', label: '$5,000 and up' },
] as const;

export const MARKETING_GOAL_OPTIONS = [
  { value: 'leads', label: 'Generate leads' },
  { value: 'sales', label: 'Sell a product' },
  { value: 'webinar', label: 'Fill a webinar' },
  { value: 'booking', label: 'Book calls' },
  { value: 'launch', label: 'Launch something new' },
] as const;

/** The five answers as the form holds them (a select left unchosen is undefined). */
export type FunnelBriefValues = {
  businessType?: string;
  targetAudience?: string;
  mainProduct?: string;
  pricePoint?: string;
  marketingGoal?: string;
};

/** The answers the generator cannot do without (002 §5), with how the toast names them. */
const REQUIRED: ReadonlyArray<[keyof FunnelBriefValues, string]> = [
  ['businessType', 'business type'],
  ['targetAudience', 'target audience'],
  ['mainProduct', 'main product'],
];

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/** The required answers still empty (blank counts as empty), as the toast names them. */
export function missingAnswers(values: FunnelBriefValues): string[] {
  return REQUIRED.filter(([field]) => !filled(values[field])).map(([, label]) => label);
}

/**
 * 002 §5: the button is enabled only when all five answers are given. Blank text counts as given
 * here, so pressing the button says which answer is missing instead of staying silently grey.
 */
export const allFiveGiven = (values: FunnelBriefValues) =>
  (['businessType', 'targetAudience', 'mainProduct', 'pricePoint', 'marketingGoal'] as const).every(
    (field) => (values[field] ?? '') !== '',
  );

/** 'a, b and c'. */
export const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
