import { alertBanner } from '../elements/alert-banner';
import { countdown } from '../elements/countdown';
import { ctaSection } from '../elements/cta-section';
import { divider } from '../elements/divider';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { heroSection } from '../elements/hero-section';
import { newPricingPlan, pricingTable } from '../elements/pricing-table';
import { scarcityIndicator } from '../elements/scarcity-indicator';
import { socialProof } from '../elements/social-proof';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { background, block, page } from './build';
import type { TemplateSeed } from './template-seed';

const CHECKOUT = 'https://www.example.com/checkout/hush-pro';

/** A physical product's long-form sales page: launch offer, proof, bundles, urgency, FAQ. */
export const productSalesPage: TemplateSeed = {
  id: 'f90a9bb0-9285-4bb8-984e-49099f67248a',
  name: 'Product Launch Sales Page',
  description:
    'Long-form sales page for a physical product launch: hero offer, press strip, benefits, a customer story, bundle pricing with a launch countdown and low-stock bar, FAQ and a closing call to action.',
  category: 'sales',
  avgConversionRate: '3.80',
  config: page(background('#f8fafc'), [
    block(alertBanner, 'launch-banner', {
      message: 'Launch week: $50 off every pair, free shipping and a 100-night sleep trial.',
      type: 'info',
      closeable: false,
      customColors: true,
      backgroundColor: '#eef2ff',
      textColor: '#312e81',
      borderColor: '#6366f1',
    }),
    block(
      heroSection,
      'hero',
      {
        title: 'Fall asleep faster. Stay asleep all night.',
        subtitle:
          'Hush Pro sleep earbuds block out snoring, traffic and noisy neighbours, and they are soft enough to sleep on your side.',
        description:
          'Memory-foam tips, a 10-hour battery and 40 built-in sleep sounds. Rated 4.8 out of 5 by more than 12,000 light sleepers.',
        buttonText: 'Get Hush Pro for $149',
        buttonLink: CHECKOUT,
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(135deg, #1e1b4b 0%, #3730a3 55%, #6d28d9 100%)',
        textColor: '#ffffff',
        alignment: 'center',
      },
      { margin: '16px 0 8px' },
    ),
    block(
      socialProof,
      'press',
      {
        type: 'logos',
        title: 'As featured in',
        items: [
          { name: 'Sleep Review Weekly', logo: '' },
          { name: 'The Gadget Desk', logo: '' },
          { name: 'Modern Wellness', logo: '' },
          { name: 'Rest Lab', logo: '' },
        ],
      },
      { padding: '16px 8px' },
    ),
    block(statsSection, 'stats', {
      title: '',
      stats: [
        { number: '4.8/5', label: 'average rating from 12,400 reviews' },
        { number: '10 hrs', label: 'of battery on a single charge' },
        { number: '29 dB', label: 'of passive noise blocking' },
        { number: '100', label: 'nights to try them, risk-free' },
      ],
      layout: 'horizontal',
    }),
    block(
      featureList,
      'benefits',
      {
        title: 'Designed for sleep, not for the gym',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: 'heart',
            title: 'Side-sleeper comfort',
            description:
              'A 4 mm low-profile shell sits flush inside your ear, so nothing presses into the pillow.',
          },
          {
            icon: 'shield',
            title: 'Blocks the noise that wakes you',
            description: 'Memory-foam tips seal out snoring, traffic and early-morning garbage trucks.',
          },
          {
            icon: 'clock',
            title: 'A silent alarm only you hear',
            description: 'Wake up on time without waking your partner. Set it from the free app.',
          },
          {
            icon: 'zap',
            title: '10 hours on one charge',
            description: 'Enough for the longest night, and the case holds four more full charges.',
          },
          {
            icon: 'star',
            title: '40 sleep sounds built in',
            description: 'Rain, brown noise and slow-wave tones play offline: no phone next to your bed.',
          },
          {
            icon: 'globe',
            title: 'Made for travel',
            description:
              'Flights, hostels and hotel rooms next to the lift. The pocket-size case goes anywhere.',
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(testimonialSlider, 'review', {
      title: 'Light sleepers finally get a full night',
      testimonials: [
        {
          name: 'Rachel Moreno',
          role: 'Night-shift nurse, Denver',
          content:
            'I sleep during the day while the whole street is awake. Hush Pro is the first thing that lets me sleep through delivery trucks and leaf blowers, and I forget I am wearing them.',
          rating: 5,
          image: '',
        },
      ],
    }),
    block(
      countdown,
      'launch-countdown',
      {
        title: 'Launch pricing ends in',
        endDate: '',
        expiredText: 'Launch pricing has ended. Standard prices now apply.',
        showDays: false,
        showHours: true,
        showMinutes: true,
        showSeconds: true,
      },
      { padding: '24px 0 8px', fontSize: '18px' },
    ),
    block(
      pricingTable,
      'bundles',
      {
        plans: [
          {
            ...newPricingPlan(),
            name: '1 Pair',
            price: '$149',
            period: 'was $199',
            icon: 'star',
            features: ['Hush Pro earbuds and charging case', '3 sizes of memory-foam tips', 'Free shipping'],
            buttonText: 'Buy 1 pair',
            buttonLink: `${CHECKOUT}?bundle=1`,
            buttonBackgroundColor: '#4338ca',
          },
          {
            ...newPricingPlan(),
            name: '2 Pairs',
            price: '$259',
            period: 'you save $139',
            icon: 'heart',
            features: [
              'One for you, one for your partner',
              'Everything in 1 Pair, twice',
              'Free express shipping',
              'Extended 3-year warranty',
            ],
            buttonText: 'Buy 2 pairs',
            buttonLink: `${CHECKOUT}?bundle=2`,
            buttonBackgroundColor: '#2563eb',
            hoverScale: 'small',
            highlighted: true,
          },
          {
            ...newPricingPlan(),
            name: 'Family 4-Pack',
            price: '$479',
            period: 'you save $317',
            icon: 'users',
            features: ['Four pairs in four colours', 'Free express shipping', 'Extended 3-year warranty'],
            buttonText: 'Buy the 4-pack',
            buttonLink: `${CHECKOUT}?bundle=4`,
            buttonBackgroundColor: '#4338ca',
          },
        ],
      },
      { padding: '16px 8px' },
    ),
    block(scarcityIndicator, 'stock', {
      type: 'stock',
      message: 'The launch batch is almost gone: {remaining} units left at this price.',
      total: 2000,
      remaining: 312,
      showBar: true,
      color: '#e11d48',
    }),
    block(divider, 'divider', { style: 'solid', color: '#e2e8f0', thickness: 1, width: 75, margin: 24 }),
    block(faqSection, 'faq', {
      title: 'Questions before you order',
      faqs: [
        {
          question: 'Can I really sleep on my side with them?',
          answer:
            'Yes. Hush Pro sits 4 mm out of the ear, about the thickness of two coins, so it does not press into the pillow. Most side sleepers stop noticing them after the second night.',
        },
        {
          question: 'Will I still hear my alarm or my baby?',
          answer:
            'The built-in alarm plays inside the earbuds, and you can set "Let through" mode to pass voices and alarms above 60 dB while blocking steady noise like snoring.',
        },
        {
          question: 'How does the 100-night trial work?',
          answer:
            'Sleep with them for up to 100 nights. If they are not for you, email us for a prepaid return label and we refund the full price, shipping included.',
        },
        {
          question: 'When will my order ship?',
          answer:
            'Orders placed before 2 PM ship the same business day. Standard delivery takes 3 to 5 business days, express 1 to 2.',
        },
        {
          question: 'Is there a warranty?',
          answer:
            'Every pair has a 2-year warranty against defects, extended to 3 years on the 2-pair and 4-pack bundles.',
        },
      ],
    }),
    block(
      ctaSection,
      'closing-cta',
      {
        title: 'Your best night of sleep is three days away',
        subtitle: 'Free shipping, a 100-night trial and a 2-year warranty. The launch discount ends soon.',
        buttonText: 'Order Hush Pro',
        buttonLink: CHECKOUT,
        secondaryText: 'Ships in 1 to 2 business days · 30,000+ pairs sold',
        backgroundColor: 'linear-gradient(135deg, #1e1b4b 0%, #3730a3 100%)',
        textColor: '#ffffff',
        buttonColor: '#2563eb',
      },
      { margin: '24px 0 8px' },
    ),
  ]),
};
