import { ctaSection } from '../elements/cta-section';
import { divider } from '../elements/divider';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { spacer } from '../elements/spacer';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#1e1b4b';
const BODY = '#475569';
const INDIGO = '#4338ca';

/** Sign-up page for a free course delivered by email, one lesson a day. */
export const freeEmailCourse: TemplateSeed = {
  id: '0db8e58a-5cec-4807-b741-da136bfc8b33',
  name: 'Free 5-Day Email Course',
  description:
    'Sign-up page for a free mini-course delivered by email: the promise, the sign-up form above the fold, the five daily lessons beside a student story, student avatars, results, FAQ and a closing call to action.',
  category: 'education',
  avgConversionRate: '29.50',
  config: page(background('#ffffff', 'linear-gradient(180deg, #eef2ff 0%, #ffffff 40%)'), [
    textBlock(text, 'eyebrow', 'FREE 5-DAY EMAIL COURSE FOR FREELANCERS', {
      fontSize: '14px',
      fontWeight: '700',
      color: INDIGO,
      textAlign: 'center',
      padding: '40px 8px 0',
    }),
    textBlock(headline, 'headline', 'Raise your rates without losing a single client', {
      fontSize: '48px',
      fontWeight: '800',
      color: INK,
      textAlign: 'center',
    }),
    textBlock(
      text,
      'promise',
      'Five short lessons, one each morning, on pricing your freelance work with confidence: the maths, the scripts and the exact emails to send your clients.',
      { fontSize: '20px', color: BODY, textAlign: 'center', width: '760px', margin: '8px auto 16px' },
    ),
    textBlock(form, 'signup', 'Start tomorrow morning', {
      formBackgroundColor: '#ffffff',
      buttonColor: INDIGO,
      buttonTextColor: '#ffffff',
      buttonText: 'Send me Day 1',
      placeholderText: 'you@example.com',
      color: INK,
      padding: '8px',
    }),
    textBlock(
      text,
      'signup-note',
      'Free. One email a day for five days, then our weekly newsletter. Unsubscribe anytime.',
      { fontSize: '14px', color: '#64748b', textAlign: 'center' },
    ),
    block(
      section2col,
      'lessons-and-review',
      columns(
        {
          styles: { padding: '8px' },
          elements: [
            block(
              featureList,
              'lessons',
              {
                title: 'What lands in your inbox',
                layout: 'list',
                columns: 1,
                features: [
                  {
                    icon: 'check',
                    title: 'Day 1: Find your real hourly rate',
                    description: 'The 10-minute calculation most freelancers get wrong by 40%.',
                  },
                  {
                    icon: 'check',
                    title: 'Day 2: Price the outcome, not the hours',
                    description: 'How to turn a $60/hour task into a $2,400 project.',
                  },
                  {
                    icon: 'check',
                    title: 'Day 3: The three-option proposal',
                    description: 'A template that makes the middle option the easy yes.',
                  },
                  {
                    icon: 'check',
                    title: 'Day 4: Tell existing clients',
                    description: 'The rate-increase email, word for word, with 60 days’ notice.',
                  },
                  {
                    icon: 'check',
                    title: 'Day 5: Handle pushback calmly',
                    description: 'Scripts for "that is over our budget" that keep the client and the rate.',
                  },
                ],
              },
              { color: INK },
            ),
          ],
        },
        {
          styles: { padding: '8px' },
          elements: [
            block(testimonialSlider, 'review', {
              title: '',
              testimonials: [
                {
                  name: 'Lena Fischer',
                  role: 'Freelance brand designer, Berlin',
                  content:
                    'I sent the Day 4 email to my three biggest clients with my heart pounding. All three said yes. I now charge 45% more for the same work, and I finally stopped taking weekend projects.',
                  rating: 5,
                  image: '',
                },
              ],
            }),
          ],
        },
      ),
      { padding: '16px 8px' },
    ),
    block(socialProof, 'students', {
      type: 'avatars',
      title: 'Taken by 31,000+ freelance designers, writers and developers',
      items: [
        { name: 'Lena Fischer', logo: '' },
        { name: 'Kwame Mensah', logo: '' },
        { name: 'Isabel Ramos', logo: '' },
        { name: 'Noah Kim', logo: '' },
        { name: 'Zara Ahmed', logo: '' },
        { name: 'Tom Walsh', logo: '' },
      ],
    }),
    block(divider, 'divider', { style: 'dotted', color: '#c7d2fe', thickness: 2, width: 50, margin: 24 }),
    block(statsSection, 'results', {
      title: 'What students report after the course',
      stats: [
        { number: '+32%', label: 'average rate increase' },
        { number: '91%', label: 'kept every client' },
        { number: '5 min', label: 'a day to read each lesson' },
      ],
      layout: 'horizontal',
    }),
    block(spacer, 'spacer', { height: 20, backgroundColor: '' }),
    block(faqSection, 'faq', {
      title: 'Questions',
      faqs: [
        {
          question: 'Is it really free?',
          answer: 'Yes, all five lessons are free. No card, no trial, nothing to cancel.',
        },
        {
          question: 'I am just starting out. Is it too early?',
          answer:
            'Not at all. Setting the right rate from your first client is far easier than raising it later. Day 1 and Day 2 are written with you in mind.',
        },
        {
          question: 'When does the first lesson arrive?',
          answer:
            'Day 1 arrives at 7 AM in your time zone the morning after you sign up, so you can read it with your coffee.',
        },
      ],
    }),
    block(
      ctaSection,
      'closing-cta',
      {
        title: 'Your next client should pay you more',
        subtitle: 'Five lessons, five mornings, one calmer business.',
        buttonText: 'Start the free course',
        buttonLink: '#ff-form',
        secondaryText: 'Join 31,000+ freelancers · Free forever',
        backgroundColor: 'linear-gradient(135deg, #1e1b4b 0%, #4338ca 100%)',
        textColor: '#ffffff',
        buttonColor: '#db2777',
      },
      {},
      { action: 'form' },
    ),
  ]),
};
