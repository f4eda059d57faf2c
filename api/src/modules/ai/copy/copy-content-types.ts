import type { MarketingGoal } from '../text-provider';
import type { Phrasings } from './copy-library';

/**
 * Phrasings for one piece of content (POST /api/ai/generate-content), next to the goal's own.
 * Each names the product, so the answer always carries the subject of the prompt.
 */
export const CONTENT_COPY = {
  headlines: [
    '{Product}: the simple way for {audience} to {outcome}',
    'How {audience} {outcome} with {product}',
    'Tired of {pain}? Meet {product}',
    '{Product} helps {audience} {outcome}',
    'The smarter way to {outcome}: {product}',
    'Discover {product}, made for {audience}',
  ],
  subheadlines: [
    '{Product} gives {audience} a clear, proven way to {outcome}, without {pain}.',
    'Join the {customers} who chose {product} and got {result} {timeframe}.',
    'Everything in {product} is designed to help you {outcome}, starting today.',
    'No more {pain}: {product} shows you exactly what to do next.',
  ],
  /** Three paragraphs: the problem, the answer, the invitation. */
  bodyOpenings: [
    'If you are tired of {pain}, you are not alone. Many {audience} feel the same, and it is not for lack of trying.',
    'Most {audience} want to {outcome}. The hard part is knowing where to start, and sticking with it.',
    'You have probably tried to {outcome} before. If it did not last, the problem was the plan, not you.',
  ],
  bodyMiddles: [
    '{Product} changes that. It gives you a clear path and the support to follow it, so you can {outcome}.',
    'That is why we created {product}: a practical, step-by-step way to stop {pain} and see real progress.',
    'With {product} you get a proven approach that has helped our {customers} reach {result} {timeframe}.',
  ],
  bodyClosings: [
    'Start today and see the difference for yourself.',
    'Take the first step now: your future self will thank you.',
    'There is no better moment to begin than this one.',
  ],
  benefitsIntros: ['Why {audience} choose {product}', 'What you get with {product}'],
  ctas: ['Get {product} today', 'Start with {product}', 'Yes, I want {product}', 'Try {product} now'],
  emailSubjects: [
    'A better way to {outcome}',
    'Still {pain}? Read this',
    'Meet {product}',
    'How {product} helps you {outcome}',
    'Your next step with {product}',
  ],
  faqOpening: {
    question: 'What is {product}?',
    answer: '{Product} helps {audience} {outcome}. It is built for anyone tired of {pain}.',
  },
} as const satisfies Record<string, Phrasings | { question: string; answer: string }>;

/** A call to action per goal that names the product. */
export const GOAL_CTAS: Record<MarketingGoal, Phrasings> = {
  leads: ['Send me the free {productName} guide', 'Get the free {productName} checklist'],
  sales: ['Get {product} now', 'Order {product} today'],
  webinar: ['Save my seat for the {productName} training', 'Register for the free {productName} webinar'],
  booking: ['Book my free {productName} call', 'Schedule a call about {product}'],
  launch: ['Get early access to {product}', 'Join the {productName} waitlist'],
};
