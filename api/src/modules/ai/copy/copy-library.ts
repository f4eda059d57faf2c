/**
 * The shape of the offline copywriter's library. Phrasings are templates: `{name}` is filled
 * from the inputs (see copy-fill.ts), and a template naming anything else is refused.
 *
 * - `{product}` the product with an article where it needs one ('the 12-week plan'); `{Product}`
 *   the same at the start of a sentence.
 * - `{audience}` / `{Audience}` who it is for, as a plural noun phrase ('busy parents').
 * - `{outcome}` a verb phrase after 'so you can' ('sleep through the night').
 * - `{pain}` a gerund phrase after 'tired of' ('guessing what to eat').
 * - `{result}` a noun phrase a happy customer got ('a calmer morning routine').
 * - `{productName}` the product exactly as given, for use as a modifier ('the free {productName} guide').
 * - `{customers}` what the business calls its customers ('clients', 'students').
 * - `{timeframe}` how soon ('in the first 30 days'); `{price}` the price point's label.
 */
export type Phrasings = readonly string[];

export type TitledPhrasing = { readonly title: string; readonly description: string };
export type QuestionPhrasing = { readonly question: string; readonly answer: string };

/** What is specific to a business type (002 §9). */
export type BusinessCopy = {
  /** Words in a prompt that suggest this business type. */
  keywords: readonly string[];
  /** Who it is for when the input does not say. */
  defaultAudience: string;
  customers: string;
  outcomes: Phrasings;
  pains: Phrasings;
  results: Phrasings;
  timeframes: Phrasings;
  /** 6 or more: a funnel uses 3 to 6 of them. */
  benefits: readonly TitledPhrasing[];
  /** Example testimonials: quotes and the roles of the (example) people saying them. */
  quotes: Phrasings;
  roles: Phrasings;
  faq: readonly QuestionPhrasing[];
};

/** One email of a goal's sequence: a few subjects and bodies to choose from. */
export type EmailPhrasing = { readonly subjects: Phrasings; readonly bodies: Phrasings };

/** What is specific to a marketing goal. */
export type GoalCopy = {
  /** Words in a prompt or page type that suggest this goal. */
  keywords: readonly string[];
  headlines: Phrasings;
  subheadlines: Phrasings;
  ctas: Phrasings;
  thankYou: { headlines: Phrasings; bodies: Phrasings; nextSteps: Phrasings };
  /** Exactly five, in order: sent 0, 24, 48, 96 and 168 hours after sign-up. */
  emails: readonly [EmailPhrasing, EmailPhrasing, EmailPhrasing, EmailPhrasing, EmailPhrasing];
  faq: readonly QuestionPhrasing[];
};

/** What is specific to a price point. */
export type PriceCopy = {
  /** How the price reads ('Under $100'). */
  label: string;
  headlines: Phrasings;
  descriptions: Phrasings;
  features: Phrasings;
  guarantees: Phrasings;
  ctas: Phrasings;
  faq: QuestionPhrasing;
};
