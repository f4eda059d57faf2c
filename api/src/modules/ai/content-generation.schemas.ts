import { z } from 'zod';
import {
  BUSINESS_TYPES,
  CONTENT_TYPES,
  MARKETING_GOALS,
  PRICE_POINTS,
  type ContentType,
} from './text-provider';

export const CONTENT_PROMPT_MAX = 2000;

export const CONTENT_MESSAGES = {
  blankPrompt: 'Please enter a prompt',
  longPrompt: `The prompt must be at most ${CONTENT_PROMPT_MAX} characters`,
  type: `Type must be one of ${CONTENT_TYPES.join(', ')}`,
} as const;

/** The readable forms a client may send (the spec's 'call to action'), each with its type. */
const TYPE_ALIASES: Record<string, ContentType> = {
  'call to action': 'cta',
  'call-to-action': 'cta',
  'sub headline': 'subheadline',
  'sub-headline': 'subheadline',
  'body copy': 'body',
  'body text': 'body',
  benefit: 'benefits',
  'email subject': 'email-subject',
  'subject line': 'email-subject',
  'email body': 'email-body',
  email: 'email-body',
  faqs: 'faq',
};

/** 'Call to Action' → 'call to action' → cta; 'email_subject' → email-subject. */
function typeOf(value: string): string {
  const said = value.trim().toLowerCase().replace(/\s+/g, ' ');
  const dashed = said.replace(/[_ ]/g, '-');
  return TYPE_ALIASES[said] ?? TYPE_ALIASES[dashed] ?? dashed;
}

/** POST /api/ai/generate-content and generateContent (000 §7): prompt, type, funnelId. */
export const generateContentSchema = z.object({
  prompt: z
    .string({ error: CONTENT_MESSAGES.blankPrompt })
    .trim()
    .min(1, CONTENT_MESSAGES.blankPrompt)
    .max(CONTENT_PROMPT_MAX, CONTENT_MESSAGES.longPrompt),
  type: z
    .string({ error: CONTENT_MESSAGES.type })
    .transform(typeOf)
    .pipe(z.enum(CONTENT_TYPES, { error: CONTENT_MESSAGES.type })),
  funnelId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});

export type GenerateContentInput = z.output<typeof generateContentSchema>;

const briefText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(200, `${message.replace(/^Please enter /, 'The ')} must be at most 200 characters`);

/**
 * The complete-funnel generator's five inputs (002 §7 POST /api/ai/generate-complete-funnel):
 * businessType, targetAudience and mainProduct are required (002 §5); price point and goal too.
 */
export const funnelBriefSchema = z.object({
  businessType: z.enum(BUSINESS_TYPES, {
    error: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
  }),
  targetAudience: briefText('Please enter a target audience'),
  mainProduct: briefText('Please enter a main product'),
  pricePoint: z.enum(PRICE_POINTS, { error: `Price point must be one of ${PRICE_POINTS.join(', ')}` }),
  marketingGoal: z.enum(MARKETING_GOALS, {
    error: `Marketing goal must be one of ${MARKETING_GOALS.join(', ')}`,
  }),
});
