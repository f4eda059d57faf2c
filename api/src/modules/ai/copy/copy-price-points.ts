import type { PricePoint } from '../text-provider';
import type { PriceCopy } from './copy-library';

/** Phrasings per price point (002 §9): cheap offers sell on ease, expensive ones on trust. */
export const PRICE_COPY: Record<PricePoint, PriceCopy> = {
  'under-100': {
    label: 'Under $100',
    headlines: ['Get started for less than you think', 'Everything you need, at a small price'],
    descriptions: [
      'One simple payment gives you {product} and everything that comes with it: less than a night out, for results that last.',
      'A small investment to stop {pain} for good. No subscriptions you forget about, no hidden extras.',
    ],
    features: [
      'Instant access to {product}',
      'Step-by-step instructions',
      'Email support',
      'Free updates',
      'Bonus checklist to {outcome}',
    ],
    guarantees: [
      'Try it risk-free: if it is not for you, ask within 30 days and get a full refund.',
      'Covered by our 30-day money-back guarantee.',
    ],
    ctas: ['Get instant access', 'Buy now'],
    faq: {
      question: 'Is there a refund if it is not right for me?',
      answer: 'Yes. Ask within 30 days and you get every cent back, no questions asked.',
    },
  },
  '100-500': {
    label: '$100 to $500',
    headlines: ['A smart investment in your results', 'Choose the plan that fits you'],
    descriptions: [
      '{Product} costs less than the time and money you lose {pain}, and it is built to help you {outcome}.',
      'One clear price for {product}, with everything included to get you from first step to finished result.',
    ],
    features: [
      'Full access to {product}',
      'Guided onboarding',
      'Priority email support',
      'Templates and worksheets',
      'Private community access',
      'Lifetime updates',
    ],
    guarantees: [
      'Protected by our 30-day money-back guarantee.',
      'If you do the work and see no progress in 30 days, we refund you in full.',
    ],
    ctas: ['Get started today', 'Choose my plan'],
    faq: {
      question: 'Can I pay in instalments?',
      answer: 'Yes. You can pay in one go or split the price into three monthly payments.',
    },
  },
  '500-1000': {
    label: '$500 to $1,000',
    headlines: ['Invest in the result, not just the product', 'A complete programme with personal support'],
    descriptions: [
      '{Product} combines proven material with personal support, for {audience} who are serious about the result.',
      'You are not buying information: you are getting a guided path to {outcome}, with help at every step.',
    ],
    features: [
      'Everything in {product}',
      'Personal onboarding session',
      'Live group Q&A calls',
      'Feedback on your progress',
      'Priority support',
      'Bonus resources worth more than the price',
    ],
    guarantees: [
      'Backed by our results guarantee: follow the plan for 60 days, and if it does not work for you, we refund you.',
      'A 60-day guarantee, so the risk is ours, not yours.',
    ],
    ctas: ['Secure my place', 'Enrol now'],
    faq: {
      question: 'Is there a payment plan?',
      answer: 'Yes. Spread the investment over up to six monthly payments at no extra cost.',
    },
  },
  '1000-5000': {
    label: '$1,000 to $5,000',
    headlines: ['A premium programme for serious results', 'Personal guidance from start to finish'],
    descriptions: [
      'For {audience} who want expert guidance: {product} includes one-to-one support and a plan built around your goals.',
      'A premium investment for a premium result. Places are limited so every client gets our full attention.',
    ],
    features: [
      'One-to-one sessions',
      'A personal plan to {outcome}',
      'Direct messaging with your expert',
      'Everything in {product}',
      'Progress reviews every month',
    ],
    guarantees: [
      'We only work with people we are confident we can help, and we say so honestly on the first call.',
      'Our satisfaction promise: if the first month is not what we agreed, we make it right.',
    ],
    ctas: ['Apply now', 'Book a call to join'],
    faq: {
      question: 'Why is {product} a bigger investment?',
      answer:
        'Because it includes personal, one-to-one support. You get a plan and guidance built around you, not a generic product.',
    },
  },
  '5000-plus': {
    label: '$5,000 and up',
    headlines: ['An exclusive, done-with-you experience', 'By application only'],
    descriptions: [
      '{Product} is our highest level of support, for a small number of {audience} ready to invest in an exceptional result.',
      'A fully personalised engagement with senior experts, designed to help you {outcome} at a level others cannot match.',
    ],
    features: [
      'A dedicated senior expert',
      'Fully personalised strategy',
      'Unlimited priority access',
      'Quarterly in-depth reviews',
      'Everything in {product}, tailored to you',
    ],
    guarantees: [
      'Every engagement starts with a strategy session; you only commit once you are confident in the plan.',
      'We take on a limited number of clients so we can stand behind every result.',
    ],
    ctas: ['Apply for a place', 'Request a private consultation'],
    faq: {
      question: 'How does the application work?',
      answer:
        'Fill in a short form, then we meet for a private consultation to see whether {product} is the right fit.',
    },
  },
};
