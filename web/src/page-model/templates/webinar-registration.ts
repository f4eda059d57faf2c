import { alertBanner } from '../elements/alert-banner';
import { countdown } from '../elements/countdown';
import { ctaSection } from '../elements/cta-section';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { scarcityIndicator } from '../elements/scarcity-indicator';
import { section2col } from '../elements/section-2col';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, funnel, step, textBlock } from './build';
import { NEXT_STEP_LINK } from '../steps';
import { WEBINAR_START, webinarConfirmationStep } from './webinar-confirmation';

export { WEBINAR_START };
import type { TemplateSeed } from './template-seed';

const INK = '#1e1b4b';
const VIOLET = '#6d28d9';

/** Registration page for a free live online training. */
export const webinarRegistration: TemplateSeed = {
  id: '3611a837-1c4c-458a-aada-0b0920549481',
  name: 'Webinar Registration',
  description:
    'Registration page for a free live masterclass: date banner, a promise-led hero, a countdown to the start, what attendees learn next to a past attendee’s story, limited seats, the sign-up form, host credentials and FAQ.',
  category: 'events',
  avgConversionRate: '34.80',
  config: funnel(
    step(
      {
        id: 'register',
        name: 'Registration',
        slug: 'register',
        kind: 'webinar',
        description:
          'Save your free seat at the live workshop: how to reach your first 1,000 subscribers, with a workbook and the replay.',
      },
      background('#faf5ff', 'linear-gradient(180deg, #f5f3ff 0%, #ffffff 60%)'),
      [
        block(
          alertBanner,
          'date-banner',
          {
            message:
              'FREE LIVE TRAINING · Thursday, March 18, 2027 · 1:00 PM ET / 10:00 AM PT · 60 minutes + live Q&A',
            type: 'info',
            closeable: false,
            customColors: true,
            backgroundColor: '#ede9fe',
            textColor: '#4c1d95',
            borderColor: '#8b5cf6',
          },
          { margin: '16px 0 8px', fontWeight: '600' },
        ),
        block(
          heroSection,
          'hero',
          {
            title: 'How to get your first 1,000 paying newsletter subscribers',
            subtitle:
              'A free 60-minute live masterclass with Priya Raman, who grew The Operator to 4,100 paying readers in 18 months.',
            description:
              'No ads and no viral luck: the growth loops, pricing and welcome sequence she still uses every week, laid out so you can copy them the same day.',
            buttonText: 'Save my free seat',
            buttonLink: '#ff-form',
            backgroundType: 'gradient',
            backgroundColor: 'linear-gradient(135deg, #2e1065 0%, #5b21b6 55%, #7c3aed 100%)',
            textColor: '#ffffff',
            alignment: 'center',
          },
          {},
          { action: 'form' },
        ),
        block(
          countdown,
          'starts-in',
          {
            title: 'The masterclass starts in',
            endDate: WEBINAR_START,
            expiredText: 'This training has already taken place. Register below to get the replay.',
            showDays: true,
            showHours: true,
            showMinutes: true,
            showSeconds: false,
          },
          { color: INK, padding: '24px 0 8px', fontSize: '18px' },
        ),
        block(
          section2col,
          'learn-and-proof',
          columns(
            {
              styles: { padding: '8px' },
              elements: [
                textBlock(headline, 'learn-headline', 'In 60 minutes you will learn', {
                  fontSize: '28px',
                  color: INK,
                }),
                block(featureList, 'learn-list', {
                  title: '',
                  layout: 'list',
                  columns: 1,
                  features: [
                    {
                      icon: 'check',
                      title: 'The 3 growth loops behind 80% of The Operator’s paid sign-ups',
                      description: 'And how to set up the first one with a free tool this week.',
                    },
                    {
                      icon: 'check',
                      title: 'How to price your paid tier',
                      description:
                        'Why $8 a month lost money and $15 doubled revenue with no drop in sign-ups.',
                    },
                    {
                      icon: 'check',
                      title: 'The 4-email welcome sequence that converts 9% of free readers',
                      description: 'Copy it word for word: the slides include every email.',
                    },
                    {
                      icon: 'check',
                      title: 'Live Q&A with Priya',
                      description: 'Bring your newsletter: she reviews three attendee newsletters live.',
                    },
                  ],
                }),
              ],
            },
            {
              styles: { padding: '8px' },
              elements: [
                block(testimonialSlider, 'review', {
                  title: 'What past attendees say',
                  testimonials: [
                    {
                      name: 'Tom Becker',
                      role: 'Writer, The Weekly Build',
                      content:
                        'I joined Priya’s last training with 40 paying readers. I rewrote my welcome email that night and passed 300 paying readers eight weeks later.',
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
        block(scarcityIndicator, 'seats', {
          type: 'seats',
          message: 'The live room is capped at 500 so every question gets answered.',
          total: 500,
          remaining: 73,
          showBar: true,
          color: VIOLET,
        }),
        textBlock(
          form,
          'register',
          'Reserve your free seat',
          {
            formBackgroundColor: '#ede9fe',
            buttonColor: VIOLET,
            buttonTextColor: '#ffffff',
            buttonText: 'Register now, it’s free',
            placeholderText: 'you@example.com',
            color: INK,
            padding: '8px',
          },
          { action: 'form-redirect', link: NEXT_STEP_LINK },
        ),
        textBlock(
          text,
          'register-note',
          'Can’t make it live? Register anyway and we will email you the replay.',
          { fontSize: '14px', color: '#64748b', textAlign: 'center' },
        ),
        block(statsSection, 'host', {
          title: 'Your host, Priya Raman',
          stats: [
            { number: '4,100', label: 'paying subscribers to The Operator' },
            { number: '$29K', label: 'in monthly recurring revenue' },
            { number: '18 months', label: 'from first issue to full-time writer' },
          ],
          layout: 'horizontal',
        }),
        block(faqSection, 'faq', {
          title: 'Good to know',
          faqs: [
            {
              question: 'Is it really free?',
              answer:
                'Yes. The training and the slides are free. At the end Priya mentions her paid course for those who want more, and you are welcome to skip it.',
            },
            {
              question: 'Will there be a replay?',
              answer:
                'Everyone who registers gets the replay by email within 24 hours. It stays online for 7 days.',
            },
            {
              question: 'Do I need an existing newsletter?',
              answer:
                'No. About a third of attendees have not sent their first issue yet. The growth loops work best when you set them up from day one.',
            },
            {
              question: 'How do I join on the day?',
              answer:
                'Your confirmation email has a personal link. It opens in the browser on a computer or phone; there is nothing to install.',
            },
          ],
        }),
        block(
          ctaSection,
          'closing-cta',
          {
            title: 'Your first 1,000 paying readers start here',
            subtitle:
              'Thursday, March 18 at 1:00 PM ET. Free, live and with a replay for everyone who registers.',
            buttonText: 'Save my free seat',
            buttonLink: '#ff-form',
            secondaryText: '73 of 500 live seats left',
            backgroundColor: 'linear-gradient(135deg, #2e1065 0%, #6d28d9 100%)',
            textColor: '#ffffff',
            buttonColor: '#db2777',
          },
          {},
          { action: 'form' },
        ),
      ],
    ),
    webinarConfirmationStep,
  ),
};
