import { ctaSection } from '../elements/cta-section';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, funnel, step, textBlock } from './build';
import { NEXT_STEP_LINK } from '../steps';
import { downloadDeliveredStep } from './download-delivered';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';
const BODY = '#334155';
const GREEN = '#047857';

/** A free guide offered in exchange for an email address, with the form above the fold. */
export const leadMagnetGuide: TemplateSeed = {
  id: '4a02e226-7df3-4ed0-a8dd-68171ceec06b',
  name: 'Free Guide Lead Magnet',
  description:
    'Opt-in page for a free downloadable guide: a big promise with the sign-up form above the fold, reader avatars, what is inside next to a reader story, why it matters in numbers, FAQ and a second call to action.',
  category: 'landing',
  avgConversionRate: '27.30',
  config: funnel(
    step(
      {
        id: 'opt-in',
        name: 'Opt-in',
        slug: 'guide',
        kind: 'opt-in',
        description:
          'Get the free 38-page Email Revenue Playbook: the welcome sequence, campaign calendar and subject lines behind 200+ profitable lists.',
      },
      background('#ffffff', 'linear-gradient(180deg, #ecfdf5 0%, #f8fafc 45%, #ffffff 100%)'),
      [
        textBlock(text, 'eyebrow', 'FREE 38-PAGE PLAYBOOK', {
          fontSize: '14px',
          fontWeight: '700',
          color: GREEN,
          textAlign: 'center',
          padding: '40px 8px 0',
        }),
        textBlock(headline, 'headline', 'Turn your email list into your most profitable sales channel', {
          fontSize: '44px',
          fontWeight: '800',
          color: INK,
          textAlign: 'center',
        }),
        textBlock(
          text,
          'intro',
          'The Email Revenue Playbook shows small online businesses how to earn $1 to $3 per subscriber every month, with the welcome sequence, campaign calendar and subject-line formulas behind 200+ profitable lists.',
          { fontSize: '19px', color: BODY, textAlign: 'center', width: '800px', margin: '8px auto 16px' },
        ),
        textBlock(
          form,
          'optin',
          'Get the free playbook',
          {
            formBackgroundColor: '#ffffff',
            buttonColor: GREEN,
            buttonTextColor: '#ffffff',
            buttonText: 'Send me the playbook',
            placeholderText: 'you@example.com',
            color: INK,
          },
          { action: 'form-redirect', link: NEXT_STEP_LINK },
        ),
        textBlock(
          text,
          'privacy',
          'Instant download. We will also send you our weekly tips; unsubscribe in one click, anytime.',
          { fontSize: '14px', color: '#64748b', textAlign: 'center' },
        ),
        block(socialProof, 'readers', {
          type: 'avatars',
          title: 'Downloaded by 23,000+ founders and marketers',
          items: [
            { name: 'Amara Okafor', logo: '' },
            { name: 'Ben Castillo', logo: '' },
            { name: 'Chloe Nguyen', logo: '' },
            { name: 'Daniel Weiss', logo: '' },
            { name: 'Elif Kaya', logo: '' },
            { name: 'Finn Murphy', logo: '' },
            { name: 'Grace Liu', logo: '' },
          ],
        }),
        block(
          section2col,
          'inside-and-review',
          columns(
            {
              elements: [
                textBlock(headline, 'inside-headline', 'What is inside the playbook', {
                  fontSize: '28px',
                  color: INK,
                }),
                block(
                  featureList,
                  'inside',
                  {
                    title: '',
                    layout: 'list',
                    columns: 1,
                    features: [
                      {
                        icon: 'check',
                        title: 'The 5-email welcome sequence that sells on day 3',
                        description: 'Every email written out, with the send delay and subject line.',
                      },
                      {
                        icon: 'check',
                        title: '47-point deliverability checklist',
                        description: 'Land in the inbox, not in Promotions or Spam.',
                      },
                      {
                        icon: 'check',
                        title: '12-month campaign calendar you can copy',
                        description: 'Two campaigns a month, planned around the dates that sell.',
                      },
                      {
                        icon: 'check',
                        title: '31 subject lines with their real open rates',
                        description: 'Sorted by what they are best for: launches, sales and re-engagement.',
                      },
                    ],
                  },
                  { color: INK },
                ),
              ],
            },
            {
              styles: { padding: '24px 8px' },
              elements: [
                block(testimonialSlider, 'review', {
                  title: '',
                  testimonials: [
                    {
                      name: 'Grace Liu',
                      role: 'Founder, Fern & Loom ceramics',
                      content:
                        'I set up the welcome sequence from chapter 2 on a Sunday afternoon. The following month email brought in 31% of our revenue, up from 6%. It is the most useful free thing I have downloaded, by a mile.',
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
        block(statsSection, 'numbers', {
          title: 'Why email is still the channel that pays',
          stats: [
            { number: '$36', label: 'average return for every $1 spent on email' },
            { number: '4×', label: 'more revenue per visitor than social traffic' },
            { number: '0', label: 'algorithms between you and your customers' },
          ],
          layout: 'horizontal',
        }),
        block(faqSection, 'faq', {
          title: 'Before you download',
          faqs: [
            {
              question: 'Is the playbook really free?',
              answer:
                'Yes. Enter your email and the PDF downloads straight away. There is no trial, no card and nothing to cancel.',
            },
            {
              question: 'Who is it for?',
              answer:
                'Founders and marketers at online shops, course creators and service businesses with a list of 500 to 50,000 subscribers. If you are starting from zero, chapter 1 covers your first 500.',
            },
            {
              question: 'Which email tool do I need?',
              answer:
                'Any of them. Every tactic works in the popular email platforms, and the templates are plain text you can paste in.',
            },
          ],
        }),
        block(
          ctaSection,
          'closing-cta',
          {
            title: 'Your list is worth more than you think',
            subtitle: 'Get the 38-page playbook and start your first revenue-driving sequence this week.',
            buttonText: 'Get the free playbook',
            buttonLink: '#ff-form',
            secondaryText: 'Free PDF · Instant download',
            backgroundColor: 'linear-gradient(135deg, #064e3b 0%, #047857 100%)',
            textColor: '#ffffff',
            buttonColor: '#0f172a',
          },
          {},
          { action: 'form' },
        ),
      ],
    ),
    downloadDeliveredStep,
  ),
};
