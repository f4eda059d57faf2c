import { z } from 'zod';

/** A plan as configuration defines it (the built-in ones, or PLANS_FILE's). */
export const planDefinitionSchema = z.object({
  name: z.string().trim().min(1).max(60),
  price: z.number().min(0).max(1_000_000),
  priceForgecoins: z.number().min(0).max(1_000_000).nullable().default(null),
  currency: z.string().trim().toLowerCase().length(3).default('eur'),
  interval: z.enum(['month', 'year']).default('month'),
  trialDays: z.number().int().min(0).max(365).default(0),
  features: z.array(z.string().trim().min(1).max(120)).max(30).default([]),
  maxFunnels: z.number().int().min(-1).default(-1),
  maxLeads: z.number().int().min(-1).default(-1),
  maxEmails: z.number().int().min(-1).default(-1),
  maxAiImages: z.number().int().min(-1).default(-1),
  maxAiVideos: z.number().int().min(-1).default(-1),
  membershipLevel: z.enum(['free', 'pro', 'elite']).default('pro'),
  stripePriceId: z.string().trim().min(1).nullable().default(null),
  supportsForgecoins: z.boolean().default(true),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
});
export type PlanDefinition = z.output<typeof planDefinitionSchema>;

/** The plan a new account starts on (002 §1: a free trial needs no credit card). */
export const TRIAL_PLAN_NAME = 'Pro Trial';

/**
 * The built-in plans (002 §9: Pro Trial, Pro, Elite; EUR; 1 FC = 1 EUR; prices carry AI
 * provider costs plus 40% for affiliate rewards). Pro's price is the spec's default payment,
 * 2999 cents. An account whose trial or plan has ended keeps the trial's limits: nothing it
 * made is lost, and it can subscribe again at any time.
 */
export const DEFAULT_PLANS: PlanDefinition[] = [
  {
    name: TRIAL_PLAN_NAME,
    price: 0,
    priceForgecoins: 0,
    currency: 'eur',
    interval: 'month',
    trialDays: 14,
    features: [
      '14-day free trial, no credit card',
      'Unlimited AI text generation',
      '5 AI videos monthly',
      '20 AI images monthly',
      'Up to 3 funnels',
      'Up to 500 leads',
      '1,000 emails a month',
    ],
    maxFunnels: 3,
    maxLeads: 500,
    maxEmails: 1_000,
    maxAiImages: 20,
    maxAiVideos: 5,
    membershipLevel: 'pro',
    stripePriceId: null,
    supportsForgecoins: false,
    isActive: true,
    sortOrder: 0,
  },
  {
    name: 'Pro',
    price: 29.99,
    priceForgecoins: 29.99,
    currency: 'eur',
    interval: 'month',
    trialDays: 0,
    features: [
      'Unlimited AI text generation',
      '5 AI videos monthly',
      '20 AI images monthly',
      'Unlimited funnels',
      'Up to 10,000 leads',
      '25,000 emails a month',
      'A/B testing and analytics',
    ],
    maxFunnels: -1,
    maxLeads: 10_000,
    maxEmails: 25_000,
    maxAiImages: 20,
    maxAiVideos: 5,
    membershipLevel: 'pro',
    stripePriceId: null,
    supportsForgecoins: true,
    isActive: true,
    sortOrder: 1,
  },
  {
    name: 'Elite',
    price: 99.99,
    priceForgecoins: 99.99,
    currency: 'eur',
    interval: 'month',
    trialDays: 0,
    features: [
      'Unlimited AI text generation',
      '25 AI videos monthly',
      '100 AI images monthly',
      'Unlimited funnels',
      'Unlimited leads',
      'Unlimited emails',
      'A/B testing and analytics',
      'Priority support',
    ],
    maxFunnels: -1,
    maxLeads: -1,
    maxEmails: -1,
    maxAiImages: 100,
    maxAiVideos: 25,
    membershipLevel: 'elite',
    stripePriceId: null,
    supportsForgecoins: true,
    isActive: true,
    sortOrder: 2,
  },
];
