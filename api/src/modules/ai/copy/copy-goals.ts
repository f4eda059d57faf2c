import type { MarketingGoal } from '../text-provider';
import type { GoalCopy } from './copy-library';

/**
 * Phrasings per marketing goal (MARKETING_GOALS). Every headline names the product or the
 * audience, so different inputs never share a headline. Placeholders: see copy-library.ts.
 */
export const GOAL_COPY: Record<MarketingGoal, GoalCopy> = {
  leads: {
    keywords: [
      'lead',
      'leads',
      'free',
      'guide',
      'download',
      'checklist',
      'newsletter',
      'subscribe',
      'capture',
    ],
    headlines: [
      'The free guide that helps {audience} {outcome}',
      '{Audience}: discover how {product} helps you {outcome}',
      'Stop {pain}: get the free {productName} starter guide',
      'How {audience} {outcome} with {product}',
    ],
    subheadlines: [
      'Enter your email and get the practical first steps we share with every new reader of {product}, free.',
      'A short, no-fluff guide for {audience} who are tired of {pain}.',
      'Join the {customers} who use our free resources to {outcome}.',
    ],
    ctas: ['Send me the free guide', 'Get instant access', 'Yes, I want the guide', 'Download it free'],
    thankYou: {
      headlines: ['Your guide is on its way!', 'Thank you, check your inbox', 'You are in!'],
      bodies: [
        'We have just sent the guide to your inbox. It shows the first steps {audience} take to {outcome}.',
        'Thanks for signing up. Your free copy is waiting in your inbox, with a few ideas you can use today.',
      ],
      nextSteps: [
        'Add us to your contacts so the next emails about {product} do not land in spam.',
        'Open the email now and try the first tip today: it takes less than ten minutes.',
      ],
    },
    emails: [
      {
        subjects: ['Here is your free guide', 'Your guide is inside'],
        bodies: [
          'Hi there,\n\nThanks for signing up! As promised, here is your guide. It shows {audience} how to stop {pain} and {outcome}.\n\nStart with the first section: it takes ten minutes and you will notice the difference.\n\nTalk soon',
        ],
      },
      {
        subjects: ['The mistake that keeps {audience} stuck', 'Did you try the first step?'],
        bodies: [
          'Hi again,\n\nYesterday you got the guide. Today, one common mistake: {pain}. It feels productive, but it keeps most people stuck.\n\nThe fix is simple, and it is exactly what {product} is built around. Try it this week and reply to tell me how it went.\n\nTalk soon',
        ],
      },
      {
        subjects: ['How one of our {customers} got {result}', 'A quick story for you'],
        bodies: [
          'Hi,\n\nA short story: one of our {customers} was tired of {pain}. After following the same steps you have in your guide, the result was {result} {timeframe}.\n\nNo magic, just a clear plan. If you want the complete version, {product} is the next step.\n\nTalk soon',
        ],
      },
      {
        subjects: ['Ready for the next step?', 'What {product} adds to your guide'],
        bodies: [
          'Hi,\n\nThe guide gives you the first steps. {Product} gives you the whole path, with support along the way, so you can {outcome}.\n\nIf that sounds right for you, take a look at the details and see whether it fits.\n\nTalk soon',
        ],
      },
      {
        subjects: ['One last thing before I go', 'Still thinking about it?'],
        bodies: [
          'Hi,\n\nThis is the last email in this short series. If you have been meaning to {outcome}, there is no better time than now.\n\nReply with any question about {product} and I will answer it personally.\n\nAll the best',
        ],
      },
    ],
    faq: [
      {
        question: 'Is the guide really free?',
        answer:
          'Yes. Enter your email and it arrives in your inbox straight away, with no payment and no obligation.',
      },
      {
        question: 'Will you send me spam?',
        answer: 'No. You get a few useful emails, and every one has an unsubscribe link.',
      },
    ],
  },
  sales: {
    keywords: ['sell', 'sale', 'sales', 'buy', 'order', 'discount', 'offer', 'checkout', 'price'],
    headlines: [
      '{Product}: the easiest way for {audience} to {outcome}',
      'Finally, {product} made for {audience}',
      'Stop {pain} and {outcome} with {product}',
      'Why {audience} are switching to {product}',
    ],
    subheadlines: [
      'Everything you need to {outcome}, in one place, backed by our guarantee.',
      'Join the {customers} who stopped {pain} and got {result}.',
      '{Product} is built for {audience} who want results, not more busywork.',
    ],
    ctas: ['Get {product} now', 'Order today', 'Yes, I want it', 'Start now'],
    thankYou: {
      headlines: ['Thank you for your order!', 'Welcome aboard!', 'Your order is confirmed'],
      bodies: [
        'Your order of {product} is confirmed. A receipt and everything you need to get started are on their way to your inbox.',
        'Thank you for choosing {product}. We cannot wait for you to {outcome}.',
      ],
      nextSteps: [
        'Check your inbox for the confirmation email with your next steps.',
        'Keep an eye on your inbox: your getting-started email arrives within a few minutes.',
      ],
    },
    emails: [
      {
        subjects: ['Your order is confirmed', 'Welcome to {product}'],
        bodies: [
          'Hi,\n\nThank you for your order! Here is how to get the most out of {product} in your first days: start small, use it every day, and ask us if anything is unclear.\n\nWe are glad to have you with us',
        ],
      },
      {
        subjects: ['Your first quick win', 'Start here with {product}'],
        bodies: [
          'Hi,\n\nMost {customers} see their first quick win {timeframe}. The fastest way there: pick one goal and use {product} for it today.\n\nReply if you would like a hand getting set up.\n\nCheers',
        ],
      },
      {
        subjects: ['How others got {result}', 'A tip from our happiest {customers}'],
        bodies: [
          'Hi,\n\nOur happiest {customers} all do one thing: they stop {pain} and build a simple routine around {product}. That is how many of them got {result}.\n\nTry it this week.\n\nCheers',
        ],
      },
      {
        subjects: ['Getting the most out of {product}', 'Are you using this feature yet?'],
        bodies: [
          'Hi,\n\nYou have had {product} for a few days now. Here is one thing people often miss: the small extras. They are what make it easier to {outcome}.\n\nTake five minutes to explore them today.\n\nCheers',
        ],
      },
      {
        subjects: ['How is it going?', 'One week with {product}'],
        bodies: [
          'Hi,\n\nIt has been a week since you started with {product}. How is it going? Hit reply and tell us: we read every answer, and your feedback shapes what we build next.\n\nThank you for being one of our {customers}',
        ],
      },
    ],
    faq: [
      {
        question: 'How quickly can I start?',
        answer: 'Right after your order: you get everything you need to start with {product} straight away.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer: 'All major cards, processed securely at checkout.',
      },
    ],
  },
  webinar: {
    keywords: ['webinar', 'masterclass', 'live', 'event', 'session', 'workshop', 'training', 'register'],
    headlines: [
      'Free live training: how {audience} {outcome}',
      'Join the free masterclass on {product}',
      'Live webinar: stop {pain} and {outcome}',
      '{Audience}, save your seat for the free {productName} training',
    ],
    subheadlines: [
      'In one hour we show {audience} the exact steps to {outcome}, with time for your questions.',
      'A free live session with practical advice you can use the same day. Seats are limited.',
      'Learn how our {customers} got {result}, and how you can do the same.',
    ],
    ctas: ['Save my seat', 'Register for free', 'Reserve my spot', 'Count me in'],
    thankYou: {
      headlines: ['Your seat is saved!', 'You are registered!', 'See you at the webinar'],
      bodies: [
        'You are registered for the free training. The link to join and a calendar invitation are on their way to your inbox.',
        'Thanks for registering. In the session we will show you how {audience} {outcome}, step by step.',
      ],
      nextSteps: [
        'Add the session to your calendar now so you do not miss it.',
        'Write down your biggest question: we will answer as many as we can live.',
      ],
    },
    emails: [
      {
        subjects: ['You are registered: here is your link', 'Your webinar seat is confirmed'],
        bodies: [
          'Hi,\n\nYou are in! Keep this email: it has your link to join the live training about {product}.\n\nIn the session you will learn how to stop {pain} and {outcome}.\n\nSee you there',
        ],
      },
      {
        subjects: ['What we will cover in the training', 'Bring your questions'],
        bodies: [
          'Hi,\n\nA quick preview of the training: why {pain} holds so many {audience} back, the simple plan that works instead, and how our {customers} got {result}.\n\nBring your questions; we will answer them live.\n\nSee you soon',
        ],
      },
      {
        subjects: ['Missed it? The replay is here', 'The replay is up'],
        bodies: [
          'Hi,\n\nIf you could not make it live, no problem: the replay is ready for you now.\n\nWatch it while it is up, especially the part about how to {outcome}.\n\nBest wishes',
        ],
      },
      {
        subjects: ['The question everyone asked', 'Your questions, answered'],
        bodies: [
          'Hi,\n\nThe most common question after the training was how to get started with {product}. The short answer: begin with one small step this week and build from there.\n\nIf you want support along the way, reply and we will point you to the right option.\n\nBest wishes',
        ],
      },
      {
        subjects: ['Last chance to watch the replay', 'The replay comes down soon'],
        bodies: [
          'Hi,\n\nThe replay of the training will be taken down soon. If you want to {outcome}, set aside an hour today and watch it.\n\nThanks for joining us',
        ],
      },
    ],
    faq: [
      {
        question: 'Will there be a replay?',
        answer:
          'Yes. Everyone who registers gets the replay by email, so register even if you cannot attend live.',
      },
      {
        question: 'How long is the webinar?',
        answer: 'About an hour, including time for your questions at the end.',
      },
    ],
  },
  booking: {
    keywords: [
      'book',
      'booking',
      'call',
      'consultation',
      'appointment',
      'meeting',
      'strategy',
      'discovery',
      'schedule',
    ],
    headlines: [
      'Book your free call and find out how {product} helps you {outcome}',
      '{Audience}: get a personal plan in one free consultation',
      'Ready to stop {pain}? Book a free strategy call',
      'A free call about {product}, with a plan made for you',
    ],
    subheadlines: [
      'In 30 minutes we look at where you are, where you want to be and how {product} can get you there.',
      'No pressure and no obligation: just honest advice for {audience} who want to {outcome}.',
      'Pick a time that suits you. Our {customers} often leave the call with {result} already in sight.',
    ],
    ctas: ['Book my free call', 'Choose a time', 'Schedule my consultation', 'Yes, book my call'],
    thankYou: {
      headlines: ['Your call is booked!', 'We look forward to speaking with you', 'You are all set'],
      bodies: [
        'Thank you for booking a call. A confirmation with the date, time and joining details is on its way to your inbox.',
        'Your consultation is confirmed. We will use the time to understand your goals and show you how to {outcome}.',
      ],
      nextSteps: [
        'Before the call, note down your main goal and your biggest obstacle so we can make the most of our time.',
        'Add the call to your calendar now, and reply to the confirmation if you need to change the time.',
      ],
    },
    emails: [
      {
        subjects: ['Your call is confirmed', 'See you on our call'],
        bodies: [
          'Hi,\n\nThanks for booking a call about {product}. Your confirmation and joining details are below.\n\nTo prepare, think about one goal you want to reach and what has stopped you so far.\n\nSpeak soon',
        ],
      },
      {
        subjects: ['How to get the most from our call', 'Three questions before we talk'],
        bodies: [
          'Hi,\n\nA few questions to think about before our call: what would success look like for you? What have you tried already? And what would change if you could {outcome}?\n\nYour answers help us give you a plan that fits.\n\nSpeak soon',
        ],
      },
      {
        subjects: ['What our {customers} say after the first call', 'A story you might recognise'],
        bodies: [
          'Hi,\n\nMany of our {customers} came to us tired of {pain}. After a first call and a clear plan, one of them got {result} {timeframe}.\n\nWe will look at your situation the same way.\n\nSpeak soon',
        ],
      },
      {
        subjects: ['Your next step with {product}', 'Following up on our conversation'],
        bodies: [
          'Hi,\n\nThank you for your time. If you are ready to go ahead with {product}, reply to this email and we will set up your first steps.\n\nIf you still have questions, ask them: we are happy to help.\n\nBest regards',
        ],
      },
      {
        subjects: ['Still want to {outcome}?', 'Checking in'],
        bodies: [
          'Hi,\n\nJust checking in. If you still want to {outcome}, our door is open: book another call or reply with your questions.\n\nWishing you all the best',
        ],
      },
    ],
    faq: [
      {
        question: 'Is the call really free?',
        answer: 'Yes. The first call is free and there is no obligation to buy anything.',
      },
      {
        question: 'How long does the call take?',
        answer: 'About 30 minutes, by video or phone, at a time you choose.',
      },
    ],
  },
  launch: {
    keywords: [
      'launch',
      'launching',
      'waitlist',
      'early',
      'coming soon',
      'pre-order',
      'beta',
      'founding',
      'introducing',
    ],
    headlines: [
      'Introducing {product}: a new way for {audience} to {outcome}',
      '{Product} is almost here. Be the first to try it',
      'Join the waitlist for {product}',
      'Something new for {audience}: meet {product}',
    ],
    subheadlines: [
      'Join the waitlist for early access and a founding-member offer you will not see again.',
      'We built {product} for {audience} who are tired of {pain}. Be among the first to try it.',
      'Early members get first access, a launch discount and a direct line to the team.',
    ],
    ctas: ['Join the waitlist', 'Get early access', 'Notify me at launch', 'Reserve my spot'],
    thankYou: {
      headlines: ['You are on the list!', 'Welcome, early member', 'Thanks for joining the waitlist'],
      bodies: [
        'You are on the waitlist for {product}. You will hear from us first when the doors open, with your founding-member offer.',
        'Thank you for joining early. We are building {product} to help {audience} {outcome}, and your feedback will shape it.',
      ],
      nextSteps: [
        'Share the waitlist with a friend who would love {product} too.',
        'Watch your inbox: we will share a behind-the-scenes look before launch day.',
      ],
    },
    emails: [
      {
        subjects: ['You are on the list for {product}', 'Welcome to the waitlist'],
        bodies: [
          'Hi,\n\nThanks for joining the waitlist for {product}! You will be among the first to know when it launches, and you will get an offer reserved for early members.\n\nMore soon',
        ],
      },
      {
        subjects: ['Why we built {product}', 'The story behind {product}'],
        bodies: [
          'Hi,\n\nWe built {product} because we saw too many {audience} {pain}. We wanted a simple way to {outcome}.\n\nOver the next days we will show you what is inside.\n\nMore soon',
        ],
      },
      {
        subjects: ['A first look inside {product}', 'Sneak peek'],
        bodies: [
          'Hi,\n\nHere is a first look at {product}. Our early testers got {result} {timeframe}, and we think you will love it too.\n\nReply and tell us what you would most like to see.\n\nMore soon',
        ],
      },
      {
        subjects: ['Doors open soon', 'Launch day is almost here'],
        bodies: [
          'Hi,\n\n{Product} launches very soon. As someone on the waitlist, you get first access and the founding-member offer before anyone else.\n\nWatch your inbox for the link.\n\nMore soon',
        ],
      },
      {
        subjects: ['{Product} is live', 'It is here: your early access'],
        bodies: [
          'Hi,\n\n{Product} is live, and your early access is ready. Join now to lock in the founding-member offer and start to {outcome}.\n\nThank you for being with us from the beginning',
        ],
      },
    ],
    faq: [
      {
        question: 'When does {product} launch?',
        answer: 'Soon. Everyone on the waitlist hears first, with the exact date and their early access.',
      },
      {
        question: 'What do early members get?',
        answer: 'First access, a founding-member price and a direct line to the team building {product}.',
      },
    ],
  },
};
