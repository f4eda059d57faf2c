import { z } from 'zod';

/** The pieces POST /api/ai/generate-content writes (000 §7: prompt, type, funnelId). */
export const CONTENT_TYPES = [
  'headline',
  'subheadline',
  'body',
  'benefits',
  'cta',
  'email-subject',
  'email-body',
  'faq',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The complete-funnel generator's business types (002 §9). */
export const BUSINESS_TYPES = [
  'coaching',
  'course',
  'ecommerce',
  'saas',
  'agency',
  'fitness',
  'realestate',
  'finance',
  'beauty',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The complete-funnel generator's price points (002 §9). */
export const PRICE_POINTS = ['under-100', '100-500', '500-1000', '1000-5000', '5000-plus'] as const;
export type PricePoint = (typeof PRICE_POINTS)[number];

/** What a funnel is for: the copy's angle, its calls to action and its email sequence follow it. */
export const MARKETING_GOALS = ['leads', 'sales', 'webinar', 'booking', 'launch'] as const;
export type MarketingGoal = (typeof MARKETING_GOALS)[number];

/** How each goal reads in a form (the complete-funnel generator's select). */
export const MARKETING_GOAL_LABELS: Record<MarketingGoal, string> = {
  leads: 'Generate leads',
  sales: 'Sell a product',
  webinar: 'Fill a webinar',
  booking: 'Book calls',
  launch: 'Launch something new',
};

/** The generator's 5-email sequence (002 §9): hours after sign-up for each email. */
export const EMAIL_DELAYS_HOURS = [0, 24, 48, 96, 168] as const;

/** What is marked on every testimonial a generator writes: an example to replace with a real one. */
export const EXAMPLE_MARK = '(Example)';

/** The five inputs of the complete-funnel generator (002 §7 POST /api/ai/generate-complete-funnel). */
export type FunnelBrief = {
  businessType: BusinessType;
  targetAudience: string;
  mainProduct: string;
  pricePoint: PricePoint;
  marketingGoal: MarketingGoal;
};

const text = z.string().trim().min(1);

/** One benefit or one FAQ pair as a list item: `title` (the question) and `text` (the answer). */
export const contentItemSchema = z.object({ title: text, text: text });
export type ContentItem = z.output<typeof contentItemSchema>;

/** Copy for a whole funnel: the landing page, the thank-you page and the 5-email sequence. */
export const funnelCopySchema = z.object({
  hero: z.object({ headline: text, subheadline: text, cta: text }),
  benefits: z
    .array(z.object({ title: text, description: text }))
    .min(3)
    .max(6),
  /** Examples to replace with real ones: each name carries EXAMPLE_MARK. */
  testimonials: z.array(z.object({ name: text.includes(EXAMPLE_MARK), role: text, quote: text })).length(3),
  pricing: z.object({
    headline: text,
    priceLabel: text,
    description: text,
    features: z.array(text).min(3).max(6),
    cta: text,
    guarantee: text,
  }),
  faq: z
    .array(z.object({ question: text, answer: text }))
    .min(4)
    .max(6),
  thankYou: z.object({ headline: text, body: text, nextStep: text }),
  emails: z
    .array(z.object({ delayHours: z.number().int().min(0), subject: text, body: text }))
    .length(EMAIL_DELAYS_HOURS.length)
    .refine((emails) => emails.every((email, i) => email.delayHours === EMAIL_DELAYS_HOURS[i]), {
      message: `Emails must follow after ${EMAIL_DELAYS_HOURS.join(', ')} hours`,
    }),
});
export type FunnelCopy = z.output<typeof funnelCopySchema>;

/** A request for one piece of content, with what is known about where it goes. */
export type ContentRequest = {
  prompt: string;
  type: ContentType;
  /** The funnel it is for, when one was named: its name and page type are context. */
  funnel: { name: string; templateType: string; description: string | null } | null;
};

/** One piece of content: text, and for benefits and FAQ the same as a list. */
export type GeneratedText = { content: string; items: ContentItem[] | null };

/**
 * Whatever writes copy: an OpenAI-compatible chat model, or the offline copywriter. Both answer
 * the same checked shapes, so callers never see which one wrote it except by `name`.
 */
export interface TextProvider {
  /** Shown with each answer ('OpenAI', 'Offline generator'): never pretends to be another. */
  readonly name: string;
  /** One piece of content for the builder (POST /api/ai/generate-content). */
  complete(request: ContentRequest): Promise<GeneratedText>;
  /** Copy for a whole funnel (the complete-funnel generator), valid against funnelCopySchema. */
  funnelCopy(brief: FunnelBrief): Promise<FunnelCopy>;
}

/** The content types that answer a list as well as text. */
export const LIST_TYPES: readonly ContentType[] = ['benefits', 'faq'];

/** Benefits and FAQ pairs as one readable text: a paragraph per item. */
export function itemsAsText(type: ContentType, items: ContentItem[]): string {
  return items
    .map((item) => (type === 'faq' ? `Q: ${item.title}\nA: ${item.text}` : `${item.title}: ${item.text}`))
    .join('\n\n');
}
