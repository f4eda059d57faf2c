import { contactForm } from '../elements/contact-form';
import { ctaSection } from '../elements/cta-section';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
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

/** A local-service landing page that collects quote requests (here: home solar). */
export const freeQuoteRequest: TemplateSeed = {
  id: '8bfd7156-5492-4141-9437-c14d09ca49de',
  name: 'Free Quote Request',
  description:
    'Lead-generation page for a local service business: a savings promise, trust badges, a detailed quote form, reasons to choose you, results, a customer review, FAQ and a final call to action.',
  category: 'landing',
  avgConversionRate: '9.80',
  config: page(background('#f8fafc'), [
    block(
      heroSection,
      'hero',
      {
        title: 'See how much you could save with solar, in 2 minutes',
        subtitle:
          'Get a free, no-obligation savings estimate for your home from SunPath Solar, a licensed local installer.',
        description:
          'Homeowners we installed for in 2025 cut their electricity bills by an average of $1,460 a year. We handle permits, incentives and the utility paperwork for you.',
        buttonText: 'Get my free estimate',
        buttonLink: '#ff-form',
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(120deg, #0c4a6e 0%, #0369a1 60%, #0284c7 100%)',
        textColor: '#ffffff',
        alignment: 'left',
      },
      { margin: '16px 0 8px' },
      { action: 'form' },
    ),
    block(
      socialProof,
      'trust',
      {
        type: 'badges',
        title: '',
        items: [
          { name: 'Licensed and insured', logo: '' },
          { name: '25-year panel warranty', logo: '' },
          { name: '4.9 stars from 860 reviews', logo: '' },
          { name: 'Our own crews, no subcontractors', logo: '' },
        ],
      },
      { padding: '16px 8px' },
    ),
    block(
      contactForm,
      'quote-form',
      {
        title: 'Get your free savings estimate',
        subtitle: 'A solar advisor will send your personalised estimate within one business day.',
        fields: [
          { type: 'text', name: 'name', label: 'Full name', required: true },
          { type: 'email', name: 'email', label: 'Email', required: true },
          { type: 'tel', name: 'phone', label: 'Phone', required: true },
          { type: 'text', name: 'zip_code', label: 'Home ZIP code', required: true },
          { type: 'text', name: 'monthly_bill', label: 'Average monthly electric bill', required: false },
        ],
        buttonText: 'Get my free estimate',
        successMessage: 'Thank you! Your solar advisor will be in touch within one business day.',
      },
      {
        formBackgroundColor: '#ffffff',
        buttonColor: '#c2410c',
        buttonTextColor: '#ffffff',
        buttonText: 'Get my free estimate',
        color: INK,
        padding: '8px',
      },
    ),
    block(
      section2col,
      'why-sunpath',
      columns(
        {
          styles: { padding: '8px' },
          elements: [
            textBlock(headline, 'why-headline', 'Why homeowners choose SunPath', {
              fontSize: '30px',
              color: INK,
            }),
            textBlock(
              text,
              'why-text',
              'We are a family-owned installer, not a national call centre. The person who designs your system is the person who answers your call ten years from now.',
              { fontSize: '17px', color: BODY },
            ),
          ],
        },
        {
          styles: { padding: '8px' },
          elements: [
            block(
              featureList,
              'why-list',
              {
                title: '',
                layout: 'list',
                columns: 1,
                features: [
                  {
                    icon: 'check',
                    title: 'A custom design from satellite and roof measurements',
                    description: 'No generic packages: sized to the electricity you actually use.',
                  },
                  {
                    icon: 'check',
                    title: 'Incentives handled for you',
                    description:
                      'We find every rebate and tax credit you qualify for and file the paperwork.',
                  },
                  {
                    icon: 'check',
                    title: 'Installed in one to three days',
                    description: 'Clean, quiet crews, and a site left tidier than we found it.',
                  },
                  {
                    icon: 'check',
                    title: '$0-down financing available',
                    description: 'Monthly payments that are often lower than the bill they replace.',
                  },
                ],
              },
              { color: INK },
            ),
          ],
        },
      ),
      { padding: '16px 8px' },
    ),
    block(statsSection, 'results', {
      title: 'SunPath by the numbers',
      stats: [
        { number: '2,300+', label: 'homes powered since 2012' },
        { number: '$1,460', label: 'average yearly savings per home' },
        { number: '3 days', label: 'or less for a typical install' },
        { number: '25 yrs', label: 'panel and workmanship warranty' },
      ],
      layout: 'horizontal',
    }),
    block(testimonialSlider, 'review', {
      title: '',
      testimonials: [
        {
          name: 'Carol and Jim Peterson',
          role: 'Homeowners, 9.2 kW system',
          content:
            'Three other companies sent us a price. SunPath sent us a plan. They handled the permits and the rebate, finished in two days, and our electric bill went from $212 to $18 in the first summer.',
          rating: 5,
          image: '',
        },
      ],
    }),
    block(faqSection, 'faq', {
      title: 'Solar questions, answered',
      faqs: [
        {
          question: 'Is my roof a good fit for solar?',
          answer:
            'Most roofs facing south, east or west with little shade are. Your free estimate includes a roof and shade analysis, and we will tell you honestly if solar does not make sense.',
        },
        {
          question: 'What does the estimate cost?',
          answer: 'Nothing. The estimate and the follow-up home visit are free, with no obligation to buy.',
        },
        {
          question: 'What happens during a power cut?',
          answer:
            'Grid-tied systems switch off for safety during an outage. Add a home battery and your essentials keep running; we include battery options in every estimate.',
        },
        {
          question: 'How long until the system pays for itself?',
          answer:
            'For most of our customers, between 6 and 9 years, depending on your usage, roof and available incentives. Panels are warranted for 25.',
        },
      ],
    }),
    block(
      ctaSection,
      'closing-cta',
      {
        title: 'Find out what the sun could save you',
        subtitle: 'Your free estimate takes 2 minutes, and there is no obligation to buy.',
        buttonText: 'Get my free estimate',
        buttonLink: '#ff-form',
        secondaryText: 'Serving homeowners across the county since 2012',
        backgroundColor: 'linear-gradient(120deg, #0c4a6e 0%, #0369a1 100%)',
        textColor: '#ffffff',
        buttonColor: '#c2410c',
      },
      {},
      { action: 'form' },
    ),
  ]),
};
