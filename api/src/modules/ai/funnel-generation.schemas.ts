import { z } from 'zod';
import { AppError } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { FUNNEL_GENERATION_MESSAGES } from './funnel-generation.errors';
import {
  BUSINESS_TYPES,
  MARKETING_GOAL_LABELS,
  MARKETING_GOALS,
  PRICE_POINTS,
  type FunnelBrief,
  type MarketingGoal,
} from './text-provider';

/** Longest answer to each of the generator's text questions. */
export const MAX_BRIEF_TEXT = 200;

const REQUIRED = [
  ['businessType', 'business type'],
  ['targetAudience', 'target audience'],
  ['mainProduct', 'main product'],
] as const;

/** 'a, b and c'. */
const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Real Estate', 'real-estate' → 'realestate'. */
const key = (value: unknown) =>
  asText(value)
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The goal by its key or its readable label ('Sell a product'). */
function goalOf(value: unknown): unknown {
  const wanted = key(value);
  if (wanted === '') return undefined;
  const byKey = MARKETING_GOALS.find((goal) => goal === wanted);
  if (byKey) return byKey;
  const byLabel = (Object.entries(MARKETING_GOAL_LABELS) as Array<[MarketingGoal, string]>).find(
    ([, label]) => key(label) === wanted,
  );
  return byLabel ? byLabel[0] : value;
}

/** '5000+' and '$5,000 plus' read as 5000-plus; 'Under $100' as under-100. */
function pricePointOf(value: unknown): unknown {
  const raw = asText(value).toLowerCase();
  if (raw === '') return undefined;
  const cleaned = raw
    .replace(/[$€,\s]/g, '')
    .replace(/\+$/, '-plus')
    .replace(/^under/, 'under-');
  return PRICE_POINTS.find((p) => p === cleaned || p === cleaned.replace('--', '-')) ?? value;
}

const briefText = (label: string) =>
  z
    .string({ error: `Please enter a ${label}` })
    .trim()
    .min(1, `Please enter a ${label}`)
    .max(MAX_BRIEF_TEXT, `The ${label} must be at most ${MAX_BRIEF_TEXT} characters`);

/**
 * POST /api/ai/generate-complete-funnel and generateCompleteFunnel: the five answers, trimmed.
 * Price point and goal default (100-500, leads) when left out; a value off the lists is refused.
 */
export const generateFunnelSchema = z.object({
  businessType: z.preprocess(
    (v) => {
      const wanted = key(v);
      return BUSINESS_TYPES.find((t) => t === wanted) ?? v;
    },
    z.enum(BUSINESS_TYPES, { error: `Business type must be one of ${BUSINESS_TYPES.join(', ')}` }),
  ),
  targetAudience: briefText('target audience'),
  mainProduct: briefText('main product'),
  pricePoint: z.preprocess(
    pricePointOf,
    z
      .enum(PRICE_POINTS, { error: `Price point must be one of ${PRICE_POINTS.join(', ')}` })
      .default('100-500'),
  ),
  marketingGoal: z.preprocess(
    goalOf,
    z
      .enum(MARKETING_GOALS, { error: `Marketing goal must be one of ${MARKETING_GOALS.join(', ')}` })
      .default('leads'),
  ),
});

/**
 * The generator's answers checked: a missing required one is 'Missing Information' naming every
 * one that is missing (002 §5), then each answer against its list and length.
 */
export function parseFunnelBrief(input: unknown): FunnelBrief {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const missing = REQUIRED.filter(([field]) => asText(body[field]) === '');
  if (missing.length > 0) {
    const message = `${FUNNEL_GENERATION_MESSAGES.missingTitle}: please fill in ${listed(missing.map(([, label]) => label))}`;
    throw new AppError('BAD_USER_INPUT', message, {
      fieldErrors: Object.fromEntries(missing.map(([field, label]) => [field, `Please enter a ${label}`])),
    });
  }
  return parseInput(generateFunnelSchema, body);
}

/** The job's data: the generation's id only (the row holds the rest). */
export const funnelJobSchema = z.object({ generationId: z.uuid() });
