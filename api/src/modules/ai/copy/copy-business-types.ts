import type { BusinessType } from '../text-provider';
import type { BusinessCopy } from './copy-library';

/** Phrasings per business type (002 §9). Placeholders: see copy-library.ts. */
export const BUSINESS_COPY: Record<BusinessType, BusinessCopy> = {
  coaching: {
    keywords: ['coach', 'coaching', 'mentor', 'mentoring', 'mindset', 'leadership', 'career', 'clarity'],
    defaultAudience: 'ambitious professionals',
    customers: 'clients',
    outcomes: [
      'make decisions with confidence',
      'reach the next big goal without burning out',
      'turn good intentions into steady progress',
    ],
    pains: [
      'second-guessing every decision',
      'setting goals that fade by February',
      'working hard without knowing what really moves the needle',
    ],
    results: ['a clear plan for the year', 'a long-awaited promotion', 'calmer, more focused weeks'],
    timeframes: ['in the first 30 days', 'within a few weeks', 'from the very first session'],
    benefits: [
      {
        title: 'A plan built around you',
        description: '{Product} starts from where you are today and maps the few steps that matter most.',
      },
      {
        title: 'Accountability that sticks',
        description: 'Regular check-ins keep you moving, so progress does not depend on willpower alone.',
      },
      {
        title: 'Clarity on your priorities',
        description: 'Stop {pain} and know which goal deserves your energy this week.',
      },
      {
        title: 'Proven frameworks',
        description: 'Simple tools that {customers} use to {outcome}, explained step by step.',
      },
      {
        title: 'Support between sessions',
        description: 'Questions do not wait for the next call: you get answers when you need them.',
      },
      {
        title: 'Results you can measure',
        description: 'Track your progress so you can see how far you have come {timeframe}.',
      },
    ],
    quotes: [
      'Before {product} I kept {pain}. Now I have {result}, and I finally feel in control.',
      'I was sceptical about coaching, but {product} gave me {result} {timeframe}.',
      'The check-ins kept me honest. {Product} is the reason I got {result}.',
    ],
    roles: ['Team lead', 'Founder of a small studio', 'Marketing manager', 'Freelance consultant'],
    faq: [
      {
        question: 'Who is {product} for?',
        answer: '{Product} is for {audience} who are ready to {outcome} and want a clear plan to get there.',
      },
      {
        question: 'How much time does it take each week?',
        answer:
          'Most {customers} set aside one to two hours a week for sessions and the actions that follow.',
      },
    ],
  },
  course: {
    keywords: ['course', 'class', 'lesson', 'lessons', 'learn', 'training', 'academy', 'workshop', 'module'],
    defaultAudience: 'motivated learners',
    customers: 'students',
    outcomes: [
      'learn a valuable new skill step by step',
      'put new knowledge into practice right away',
      'finish a course instead of abandoning it halfway',
    ],
    pains: [
      'piecing things together from random videos',
      'starting courses and never finishing them',
      'learning theory without ever using it',
    ],
    results: ['a first paid project', 'a portfolio worth showing', 'the confidence to teach others'],
    timeframes: ['in the first week', 'within a month', 'after the first module'],
    benefits: [
      {
        title: 'Step-by-step lessons',
        description: 'Each lesson in {product} builds on the last, so you always know what to do next.',
      },
      {
        title: 'Learn at your own pace',
        description: 'Watch, pause and repeat whenever it suits your schedule, with lifetime access.',
      },
      {
        title: 'Hands-on exercises',
        description: 'Practical assignments help you {outcome} instead of just collecting notes.',
      },
      {
        title: 'A community of learners',
        description: 'Ask questions, share your work and get feedback from other {customers}.',
      },
      {
        title: 'Templates and checklists',
        description: 'Ready-made resources save you hours and stop you {pain}.',
      },
      {
        title: 'A certificate of completion',
        description: 'Show what you have learned once you finish the final module.',
      },
    ],
    quotes: [
      'I had tried to learn this before, but {product} finally made it click. I landed {result} {timeframe}.',
      'The exercises are the best part. {Product} helped me build {result}.',
      'Clear, practical and well paced. I stopped {pain} and got {result}.',
    ],
    roles: ['Career changer', 'Graphic designer', 'Small business owner', 'University student'],
    faq: [
      {
        question: 'How long do I have access to {product}?',
        answer: 'You keep access to every lesson and future update, so you can learn at your own pace.',
      },
      {
        question: 'Do I need any experience?',
        answer: '{Product} starts with the basics, so {audience} can follow along from day one.',
      },
    ],
  },
  ecommerce: {
    keywords: ['shop', 'store', 'product', 'products', 'shipping', 'order', 'buy', 'collection', 'handmade'],
    defaultAudience: 'discerning shoppers',
    customers: 'customers',
    outcomes: [
      'enjoy something made to last',
      'enjoy a treat without the guesswork',
      'find exactly the right thing the first time',
    ],
    pains: [
      'buying things that fall apart after a month',
      'scrolling endless listings that all look the same',
      'waiting weeks for a delivery',
    ],
    results: ['a new everyday favourite', 'the item everyone asks about', 'the perfect gift'],
    timeframes: ['the day it arrived', 'within the first week', 'from the first use'],
    benefits: [
      {
        title: 'Quality you can feel',
        description: '{Product} is made from carefully chosen materials and checked before it ships.',
      },
      {
        title: 'Fast, tracked delivery',
        description: 'Your order is packed with care and tracked all the way to your door.',
      },
      {
        title: 'Designed for everyday life',
        description: 'Practical details help you {outcome}, day after day.',
      },
      {
        title: 'Easy returns',
        description: 'Not the right fit? Send it back and we will make it right.',
      },
      {
        title: 'Loved by {customers}',
        description: 'Thousands of {customers} have stopped {pain} since switching to {product}.',
      },
      {
        title: 'Secure checkout',
        description: 'Pay safely in a few clicks with the payment method you prefer.',
      },
    ],
    quotes: [
      'I noticed the quality of {product} {timeframe}. It has become {result}.',
      'I was tired of {pain}. {Product} is different: it has become {result}.',
      'Ordered on Monday, arrived on Wednesday, and {product} has already become {result}.',
    ],
    roles: ['Verified buyer', 'Repeat customer', 'Gift shopper', 'Home cook'],
    faq: [
      {
        question: 'How fast is shipping?',
        answer:
          'Most orders ship within two working days, and you get a tracking link as soon as yours leaves us.',
      },
      {
        question: 'What if {product} is not right for me?',
        answer: 'Send it back within 30 days for a refund or an exchange, no awkward questions asked.',
      },
    ],
  },
  saas: {
    keywords: ['software', 'app', 'saas', 'platform', 'tool', 'dashboard', 'automation', 'integration'],
    defaultAudience: 'growing teams',
    customers: 'teams',
    outcomes: [
      'save hours of manual work every week',
      'see the whole business at a glance',
      'automate the busywork and focus on what matters',
    ],
    pains: [
      'copying data between spreadsheets',
      'juggling five tools that do not talk to each other',
      'finding out about problems when it is too late',
    ],
    results: ['ten hours back every week', 'one dashboard instead of five tabs', 'faster reporting'],
    timeframes: ['on the first day', 'in the first week', 'within a month'],
    benefits: [
      {
        title: 'Set up in minutes',
        description: 'Connect your accounts and {product} is ready to use before your coffee gets cold.',
      },
      {
        title: 'Automation that saves hours',
        description: 'Let {product} handle the repetitive work so you can {outcome}.',
      },
      {
        title: 'Everything in one place',
        description: 'Stop {pain}: your data, tasks and reports live in one dashboard.',
      },
      {
        title: 'Built for teams',
        description: 'Share views, assign work and keep everyone on the same page.',
      },
      {
        title: 'Secure by default',
        description: 'Encryption, permissions and backups come standard, not as an upgrade.',
      },
      {
        title: 'Help when you need it',
        description: 'Real people answer your questions, and clear guides cover the rest.',
      },
    ],
    quotes: [
      'We stopped {pain} and gained {result} {timeframe}.',
      '{Product} replaced three tools for us. The result: {result}.',
      'Onboarding took an afternoon. Now we have {result} and fewer meetings.',
    ],
    roles: ['Operations manager', 'Startup founder', 'Head of sales', 'Product manager'],
    faq: [
      {
        question: 'Is there a free trial?',
        answer: 'Yes: you can try {product} with your own data before you commit, no card needed to start.',
      },
      {
        question: 'Does {product} work with the tools we already use?',
        answer: 'It connects to the most common apps, and your data can be exported whenever you like.',
      },
    ],
  },
  agency: {
    keywords: [
      'agency',
      'marketing',
      'design',
      'seo',
      'ads',
      'branding',
      'website',
      'studio',
      'done-for-you',
    ],
    defaultAudience: 'business owners',
    customers: 'clients',
    outcomes: [
      'get more qualified leads without doing all the work',
      'grow the brand without pausing the day-to-day work',
      'turn a website into a reliable source of sales',
    ],
    pains: [
      'paying for marketing that never shows results',
      'doing all the marketing alone late at night',
      'chasing freelancers who miss deadlines',
    ],
    results: ['twice as many enquiries', 'a brand worth showing off', 'a steady flow of booked calls'],
    timeframes: ['in the first quarter', 'within 90 days', 'in the first two months'],
    benefits: [
      {
        title: 'A strategy before tactics',
        description: 'We start with your goals and numbers, then shape {product} around them.',
      },
      {
        title: 'Done for you',
        description: 'Our team does the work, so you can {outcome}.',
      },
      {
        title: 'Clear monthly reports',
        description: 'See what was done and what it brought in, in plain language.',
      },
      {
        title: 'Specialists on every task',
        description: 'Designers, writers and analysts work together on your account.',
      },
      {
        title: 'No long lock-in',
        description: 'We earn your business every month instead of trapping you in a contract.',
      },
      {
        title: 'Fast turnaround',
        description: 'Stop {pain}: you get agreed deadlines, and we keep them.',
      },
    ],
    quotes: [
      'We were {pain}. {Product} brought us {result} {timeframe}.',
      'They took marketing off my plate completely, and we now get {result}.',
      'Honest reporting and real numbers. Working with them gave us {result}.',
    ],
    roles: ['Owner of a local bakery', 'Managing director', 'Clinic owner', 'E-commerce founder'],
    faq: [
      {
        question: 'What happens after I get in touch?',
        answer:
          'We review your current marketing, agree on goals and send you a clear proposal for {product}.',
      },
      {
        question: 'How soon will I see results?',
        answer: 'Most {customers} see first improvements {timeframe}; we report progress every month.',
      },
    ],
  },
  fitness: {
    keywords: [
      'fitness',
      'workout',
      'gym',
      'training',
      'strength',
      'weight',
      'yoga',
      'pilates',
      'running',
      'runners',
      'health',
    ],
    defaultAudience: 'busy people',
    customers: 'members',
    outcomes: [
      'get stronger in less time than expected',
      'build a routine that is actually enjoyable',
      'feel fitter and more energetic every week',
    ],
    pains: [
      'starting a new workout plan every Monday',
      'paying for a gym membership that goes unused',
      'following workouts that do not fit a busy life',
    ],
    results: ['more energy every day', 'a first ever pull-up', 'a routine that has lasted for months'],
    timeframes: ['in the first four weeks', 'within six weeks', 'after the first week'],
    benefits: [
      {
        title: 'Workouts that fit your schedule',
        description: 'Short, effective sessions in {product} fit into even the busiest week.',
      },
      {
        title: 'Progress you can see',
        description: 'Track your workouts and watch yourself {outcome}.',
      },
      {
        title: 'Coaching on every move',
        description: 'Clear instructions keep your form safe and your workouts effective.',
      },
      {
        title: 'Simple nutrition guidance',
        description: 'Easy habits that support your training without strict diets.',
      },
      {
        title: 'A motivating community',
        description: 'Train alongside other {customers} who cheer you on and keep you going.',
      },
      {
        title: 'No more guesswork',
        description: 'Stop {pain} and follow a plan made for your level.',
      },
    ],
    quotes: [
      'I kept {pain}. With {product} I finally got {result} {timeframe}.',
      'The sessions are short but tough. {Product} gave me {result}.',
      'I never thought I would enjoy training. Now I have {result}.',
    ],
    roles: ['Nurse and mother of two', 'Office worker', 'Retired teacher', 'Amateur runner'],
    faq: [
      {
        question: 'Do I need equipment?',
        answer:
          'Most sessions in {product} need little or no equipment, and every move has an easier option.',
      },
      {
        question: 'I am a complete beginner. Is this for me?',
        answer: 'Yes. {Product} adapts to your level, so {audience} can start safely and progress steadily.',
      },
    ],
  },
  realestate: {
    keywords: [
      'real estate',
      'realtor',
      'property',
      'homes',
      'house',
      'apartment',
      'mortgage',
      'listing',
      'buyer',
    ],
    defaultAudience: 'home buyers and sellers',
    customers: 'clients',
    outcomes: [
      'sell a home for the best possible price',
      'find the right home without the stress',
      'make the next move with confidence',
    ],
    pains: [
      'watching a listing sit on the market for months',
      'losing out on homes to faster buyers',
      'dealing with agents who never call back',
    ],
    results: ['an offer above asking price', 'the keys to a first home', 'a sale in under three weeks'],
    timeframes: ['within the first month', 'in just a few weeks', 'sooner than we expected'],
    benefits: [
      {
        title: 'Local market expertise',
        description: 'Pricing and advice based on recent sales in your neighbourhood, not guesses.',
      },
      {
        title: 'Marketing that gets noticed',
        description: 'Professional photos and targeted promotion help you {outcome}.',
      },
      {
        title: 'One point of contact',
        description: 'Stop {pain}: you always know who to call and what happens next.',
      },
      {
        title: 'Skilled negotiation',
        description: 'We handle the offers and counter-offers to protect your interests.',
      },
      {
        title: 'A smooth closing',
        description: 'Paperwork, deadlines and inspections are managed for you, step by step.',
      },
      {
        title: 'Honest advice',
        description: '{Product} gives you straight answers, even when they are not what you hoped to hear.',
      },
    ],
    quotes: [
      'We were worried about {pain}. Instead we got {result} {timeframe}.',
      'Professional from start to finish. {Product} got us {result}.',
      'Every question answered the same day. That is how we got {result}.',
    ],
    roles: ['First-time buyer', 'Home seller', 'Property investor', 'Relocating family'],
    faq: [
      {
        question: 'What does it cost to get started?',
        answer: 'The first consultation is free, and we explain every fee before you decide anything.',
      },
      {
        question: 'How long does it usually take?',
        answer: 'It depends on the market, but most of our {customers} move forward {timeframe}.',
      },
    ],
  },
  finance: {
    keywords: [
      'finance',
      'money',
      'invest',
      'investing',
      'budget',
      'tax',
      'retirement',
      'wealth',
      'savings',
      'debt',
    ],
    defaultAudience: 'families and professionals',
    customers: 'clients',
    outcomes: [
      'take control of money matters with a clear plan',
      'grow savings without taking blind risks',
      'plan for retirement with confidence',
    ],
    pains: [
      'wondering where the money goes every month',
      'putting off decisions about the future',
      'paying for advice that is hard to understand',
    ],
    results: [
      'a budget that actually works',
      'a proper emergency fund',
      'a retirement plan that makes sense',
    ],
    timeframes: ['within three months', 'in the first year', 'after our first meeting'],
    benefits: [
      {
        title: 'A clear financial plan',
        description: '{Product} turns your goals into a simple plan with numbers you understand.',
      },
      {
        title: 'Independent advice',
        description: 'Recommendations made for your situation, explained without jargon.',
      },
      {
        title: 'Less stress about money',
        description: 'Stop {pain} and know exactly where you stand.',
      },
      {
        title: 'Long-term thinking',
        description: 'Decisions that help you {outcome}, reviewed as your life changes.',
      },
      {
        title: 'Transparent fees',
        description: 'You know what you pay and what you get, before you commit.',
      },
      {
        title: 'Regular reviews',
        description: 'We check in on your progress and adjust the plan when needed.',
      },
    ],
    quotes: [
      'We were {pain}. Now we have {result}.',
      'Everything was explained in plain English. {Product} gave us {result} {timeframe}.',
      'I finally feel in control. I built {result} {timeframe}.',
    ],
    roles: ['Young family', 'Self-employed designer', 'Couple nearing retirement', 'Small business owner'],
    faq: [
      {
        question: 'Is my information kept private?',
        answer: 'Yes. Your details are kept confidential and used only to prepare your plan.',
      },
      {
        question: 'Do I need a lot of money to start?',
        answer:
          'No. {Product} is for {audience} at every stage; the earlier you start, the more options you have.',
      },
    ],
  },
  beauty: {
    keywords: ['beauty', 'skin', 'skincare', 'makeup', 'hair', 'salon', 'spa', 'nails', 'cosmetic', 'glow'],
    defaultAudience: 'beauty lovers',
    customers: 'clients',
    outcomes: [
      'feel confident and comfortable every day',
      'get a glow that lasts all day',
      'look refreshed without spending hours on it',
    ],
    pains: [
      'trying products that promise everything and change nothing',
      'spending ages on a routine that does not work',
      'feeling self-conscious in photos',
    ],
    results: ['the clearest skin in years', 'a routine that takes five minutes', 'compliments every week'],
    timeframes: ['within two weeks', 'after the first treatment', 'in less than a month'],
    benefits: [
      {
        title: 'Visible results',
        description: '{Product} is made to show a real difference, not just smell nice.',
      },
      {
        title: 'Gentle, clean ingredients',
        description: 'Carefully chosen ingredients that care for your skin and hair.',
      },
      {
        title: 'A routine that fits your day',
        description: 'Simple steps help you {outcome}.',
      },
      {
        title: 'Expert guidance',
        description: 'Advice tailored to your skin type, so you stop {pain}.',
      },
      {
        title: 'Feel-good moments',
        description: 'A little time for yourself that makes the whole day better.',
      },
      {
        title: 'Loved by {customers}',
        description: 'A favourite of {audience} who want results they can see.',
      },
    ],
    quotes: [
      'I was tired of {pain}. With {product} I got {result} {timeframe}.',
      '{Product} gave me {result}. I am never going back.',
      'Friends keep asking what I changed. The answer is {product} and {result}.',
    ],
    roles: ['Bride-to-be', 'Busy mum', 'Make-up artist', 'Office manager'],
    faq: [
      {
        question: 'Is {product} suitable for sensitive skin?',
        answer:
          'It was made with sensitive skin in mind; if you are unsure, ask us and we will advise you personally.',
      },
      {
        question: 'When will I see results?',
        answer: 'Most {customers} notice a difference {timeframe}.',
      },
    ],
  },
  other: {
    keywords: [],
    defaultAudience: 'people like you',
    customers: 'customers',
    outcomes: [
      'get great results with less effort',
      'save time and enjoy the process',
      'move forward with a clear next step',
    ],
    pains: [
      'settling for solutions that only half work',
      'wasting time on trial and error',
      'guessing where to start',
    ],
    results: ['a result worth recommending', 'hours saved every week', 'a clear next step'],
    timeframes: ['in the first week', 'within a few days', 'right from the start'],
    benefits: [
      {
        title: 'Made for your needs',
        description: '{Product} was designed around what {audience} told us they need most.',
      },
      {
        title: 'Simple to start',
        description: 'Clear first steps mean you stop {pain} and get going today.',
      },
      {
        title: 'Real results',
        description: 'Everything in {product} is there to help you {outcome}.',
      },
      {
        title: 'Friendly support',
        description: 'Questions are answered quickly by people who know {product} inside out.',
      },
      {
        title: 'Good value',
        description: 'You pay for what helps, nothing more.',
      },
      {
        title: 'Trusted by {customers}',
        description: 'Join the {customers} who already rely on {product} every day.',
      },
    ],
    quotes: [
      'I was tired of {pain}. {Product} gave me {result} {timeframe}.',
      'Simple, friendly and effective. {Product} got me {result}.',
      'I recommend {product} to everyone. It brought me {result}.',
    ],
    roles: ['Happy customer', 'Small business owner', 'Returning customer', 'Freelancer'],
    faq: [
      {
        question: 'Who is {product} for?',
        answer: 'It is for {audience} who want to {outcome}.',
      },
      {
        question: 'How do I get started?',
        answer: 'Click the button on this page and follow the short steps; it takes only a few minutes.',
      },
    ],
  },
};
