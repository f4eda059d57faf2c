import { ctaSection } from '../elements/cta-section';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';
const BODY = '#475569';
const BRAND = '#0e7490';

/** A B2B SaaS landing page that turns visitors into free-trial sign-ups. */
export const saasFreeTrial: TemplateSeed = {
  id: 'd4c6d724-efc9-4eed-8210-08ad0e35e592',
  name: 'SaaS Free Trial',
  description:
    'Landing page for a software free trial: a clear promise, customer logos, hard numbers, six benefits, a customer quote next to a short pitch, a no-card sign-up form, FAQ and a closing call to action.',
  category: 'landing',
  avgConversionRate: '11.40',
  config: page(background('#ffffff', 'linear-gradient(180deg, #ecfeff 0%, #ffffff 38%)'), [
    block(
      heroSection,
      'hero',
      {
        title: 'Build next week’s staff schedule in 10 minutes, not 4 hours',
        subtitle:
          'Shiftly is the scheduling app for restaurants, cafés and clinics: drag-and-drop rotas, shift swaps your team handles themselves, and labour costs you can see before you publish.',
        description: 'Free for 14 days. No credit card. Bring your whole team.',
        buttonText: 'Start my free trial',
        buttonLink: '#ff-form',
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(135deg, #164e63 0%, #0e7490 50%, #0891b2 100%)',
        textColor: '#ffffff',
        alignment: 'center',
      },
      { margin: '16px 0 8px' },
      { action: 'form' },
    ),
    block(
      socialProof,
      'logos',
      {
        type: 'logos',
        title: 'Trusted by 4,000+ restaurants, cafés and clinics',
        items: [
          { name: 'Harbor Coffee', logo: '' },
          { name: 'Pine & Pepper', logo: '' },
          { name: 'Urban Clinics', logo: '' },
          { name: 'Blue Fern Bakery', logo: '' },
          { name: 'Northside Fitness', logo: '' },
        ],
      },
      { padding: '20px 8px 8px' },
    ),
    block(statsSection, 'numbers', {
      title: '',
      stats: [
        { number: '10 min', label: 'to build a weekly schedule' },
        { number: '−70%', label: 'last-minute no-shows' },
        { number: '4.9/5', label: 'App Store rating from 2,100 reviews' },
        { number: '6%', label: 'average saving on labour costs' },
      ],
      layout: 'horizontal',
    }),
    block(
      featureList,
      'features',
      {
        title: 'Everything you need to run shifts without the chaos',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: 'zap',
            title: 'Drag-and-drop scheduling',
            description: 'Copy last week, drag a few shifts, publish. Staff get a notification instantly.',
          },
          {
            icon: 'users',
            title: 'Self-service shift swaps',
            description: 'Team members trade shifts in the app; you approve with one tap, or automatically.',
          },
          {
            icon: 'chart',
            title: 'Labour cost forecasts',
            description:
              'See wages against forecast sales before you publish, so you never overstaff a Tuesday.',
          },
          {
            icon: 'clock',
            title: 'Time clock on any phone',
            description: 'GPS-verified clock-in and breaks, exported straight to payroll.',
          },
          {
            icon: 'shield',
            title: 'Labour-law checks',
            description: 'Warnings for overtime, missed breaks and minors’ hours before they become fines.',
          },
          {
            icon: 'globe',
            title: 'Every location in one view',
            description: 'Share staff between sites and compare schedules across all your locations.',
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(
      section2col,
      'why',
      columns(
        {
          elements: [
            textBlock(headline, 'why-headline', 'Your team will actually use it', {
              fontSize: '32px',
              color: INK,
            }),
            textBlock(
              text,
              'why-text',
              'Most scheduling software is built for head office. Shiftly is built for the people on the floor: a simple app in 12 languages, works on any phone, and takes a new hire two minutes to learn.',
              { fontSize: '17px', color: BODY },
            ),
            block(featureList, 'why-list', {
              title: '',
              layout: 'list',
              columns: 1,
              features: [
                { icon: 'check', title: 'Set up in an afternoon with our free import', description: '' },
                { icon: 'check', title: 'Unlimited team members on every plan', description: '' },
                { icon: 'check', title: 'Live chat support 7 days a week', description: '' },
              ],
            }),
          ],
        },
        {
          elements: [
            block(testimonialSlider, 'why-quote', {
              title: '',
              testimonials: [
                {
                  name: 'Luis Ortega',
                  role: 'Operations manager, Pine & Pepper (6 locations)',
                  content:
                    'Scheduling used to eat my whole Sunday. Now the managers build their rotas in ten minutes, swaps sort themselves out, and we cut overtime by a third in the first two months.',
                  rating: 5,
                  image: '',
                },
              ],
            }),
          ],
        },
      ),
      { padding: '24px 8px' },
    ),
    textBlock(form, 'signup', 'Start your free 14-day trial', {
      formBackgroundColor: '#f0f9ff',
      buttonColor: BRAND,
      buttonTextColor: '#ffffff',
      buttonText: 'Create my free account',
      placeholderText: 'you@yourbusiness.com',
      color: INK,
    }),
    textBlock(
      text,
      'signup-note',
      'No credit card required · Cancel anytime · Free import of your staff list',
      {
        fontSize: '14px',
        color: '#64748b',
        textAlign: 'center',
      },
    ),
    block(faqSection, 'faq', {
      title: 'Frequently asked questions',
      faqs: [
        {
          question: 'What happens when my trial ends?',
          answer:
            'Nothing, unless you choose a plan. We never ask for a card up front, and your schedules stay safe for 30 days if you decide later.',
        },
        {
          question: 'How much does Shiftly cost after the trial?',
          answer:
            'Plans start at $2.50 per active employee per month, billed monthly. Locations with fewer than 10 staff can stay on the free plan forever.',
        },
        {
          question: 'Does it work with my payroll provider?',
          answer:
            'Shiftly exports timesheets to the most common payroll and POS systems, and to CSV for everything else.',
        },
        {
          question: 'Do my employees need to pay or create accounts?',
          answer:
            'No. Staff join free from an invite link and can use the app on iPhone, Android or a browser.',
        },
      ],
    }),
    block(
      ctaSection,
      'closing-cta',
      {
        title: 'Get your Sundays back',
        subtitle: 'Join 4,000+ businesses that build their schedules in minutes.',
        buttonText: 'Start my free trial',
        buttonLink: '#ff-form',
        secondaryText: 'Free for 14 days · No credit card required',
        backgroundColor: 'linear-gradient(135deg, #164e63 0%, #0e7490 100%)',
        textColor: '#ffffff',
        buttonColor: '#c2410c',
      },
      {},
      { action: 'form' },
    ),
  ]),
};
