import { alertBanner } from '../elements/alert-banner';
import { contactForm } from '../elements/contact-form';
import { ctaSection } from '../elements/cta-section';
import { featureList } from '../elements/feature-list';
import { heroSection } from '../elements/hero-section';
import { socialProof } from '../elements/social-proof';
import { testimonialSlider } from '../elements/testimonial-slider';
import { background, block, funnel, step } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';

/** The step, also the second of the funnels that lead to it. */
export const downloadDeliveredStep = step(
  {
    id: 'thank-you',
    name: 'Thank you',
    slug: 'thank-you',
    kind: 'thank-you',
    description:
      'Your free Email Revenue Playbook is ready to download, with three steps to put it to work this week.',
  },
  background('#ffffff', 'linear-gradient(180deg, #f0fdf4 0%, #ffffff 50%)'),
  [
    block(
      heroSection,
      'hero',
      {
        title: 'Your playbook is ready',
        subtitle: 'Thanks for signing up! Download The Email Revenue Playbook below and keep it handy.',
        description:
          'A copy is on its way to your inbox too, from "The Growth Letter", so you can open it on any device.',
        buttonText: 'Download the PDF (4.2 MB)',
        buttonLink: 'https://www.example.com/downloads/email-revenue-playbook.pdf',
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(135deg, #064e3b 0%, #047857 55%, #0d9488 100%)',
        textColor: '#ffffff',
        alignment: 'center',
      },
      { margin: '16px 0 8px' },
    ),
    block(alertBanner, 'inbox-tip', {
      message:
        'Not in your inbox within 5 minutes? Check the Promotions or Spam folder and move us to your primary inbox so you get the bonus templates on Thursday.',
      type: 'info',
      closeable: true,
    }),
    block(
      featureList,
      'quick-start',
      {
        title: 'Get results this week in 3 steps',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: '1',
            title: 'Run the 47-point checklist',
            description:
              'Page 6. Twenty minutes with your email tool open fixes most deliverability problems.',
          },
          {
            icon: '2',
            title: 'Copy the welcome sequence',
            description:
              'Page 14. Paste the five emails into your tool, swap in your product and switch it on.',
          },
          {
            icon: '3',
            title: 'Schedule one campaign',
            description: 'Page 27. Pick this month from the calendar and send it to your list before Friday.',
          },
        ],
      },
      { padding: '24px 8px', color: INK },
    ),
    block(testimonialSlider, 'story', {
      title: '',
      testimonials: [
        {
          name: 'Ben Castillo',
          role: 'Owner, Trailhead Coffee Roasters',
          content:
            'The checklist alone moved our open rate from 19% to 41%. Two weeks later the welcome sequence made its first $2,000.',
          rating: 5,
          image: '',
        },
      ],
    }),
    block(
      ctaSection,
      'audit-offer',
      {
        title: 'Want us to look at your emails for you?',
        subtitle:
          'Book a free 20-minute email audit. We review your welcome sequence and last three campaigns and send back the three fixes worth the most revenue.',
        buttonText: 'Book my free audit',
        buttonLink: '#ff-form',
        secondaryText: 'Only 10 audits a week · No sales pitch',
        backgroundColor: '#0f172a',
        textColor: '#ffffff',
        buttonColor: '#047857',
      },
      { margin: '24px 0 8px' },
      { action: 'form' },
    ),
    block(
      contactForm,
      'audit-form',
      {
        title: 'Request your free email audit',
        subtitle: 'Tell us a little about your list and we will reply with a time that suits you.',
        fields: [
          { type: 'text', name: 'name', label: 'Name', required: true },
          { type: 'email', name: 'email', label: 'Email', required: true },
          { type: 'text', name: 'site_url', label: 'Your website', required: true },
          { type: 'text', name: 'list_size', label: 'Subscribers on your list', required: false },
          {
            type: 'textarea',
            name: 'goal',
            label: 'What would you like email to do for you?',
            required: false,
          },
        ],
        buttonText: 'Request my audit',
        successMessage: 'Thank you! We will email you within one business day to pick a time.',
      },
      {
        formBackgroundColor: '#f0fdf4',
        buttonColor: '#047857',
        buttonTextColor: '#ffffff',
        buttonText: 'Request my audit',
        color: INK,
      },
    ),
    block(socialProof, 'promises', {
      type: 'badges',
      title: '',
      items: [
        { name: 'No spam, ever', logo: '' },
        { name: 'Unsubscribe in one click', logo: '' },
        { name: 'Your data stays private', logo: '' },
      ],
    }),
  ],
);

/** The thank-you page after an opt-in: the download, how to use it, and a next step (a free audit). */
export const downloadDelivered: TemplateSeed = {
  id: 'd3657eb1-0c5b-4dee-8d8e-f34b50705678',
  name: 'Download Delivered',
  description:
    'Thank-you page after a lead magnet opt-in: a big download button, an inbox reminder, three steps to get value fast, a reader story and an offer to book a free audit.',
  category: 'thankyou',
  avgConversionRate: '9.40',
  config: funnel(downloadDeliveredStep),
};
