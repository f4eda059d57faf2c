import { contactForm } from '../elements/contact-form';
import { countdown } from '../elements/countdown';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { newPricingPlan, pricingTable } from '../elements/pricing-table';
import { scarcityIndicator } from '../elements/scarcity-indicator';
import { section3col } from '../elements/section-3col';
import { socialProof } from '../elements/social-proof';
import { statsSection } from '../elements/stats-section';
import { text } from '../elements/text';
import type { ElementStyles } from '../types';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';
const BODY = '#475569';
const BLUE = '#1d4ed8';
const TICKETS = 'https://www.example.com/checkout/growth-summit-2027';

const CARD: ElementStyles = {
  backgroundColor: '#ffffff',
  padding: '20px',
  borderRadius: '14px',
  borderWidth: '1px',
  borderColor: '#e2e8f0',
};

/** One day of the agenda: a label, a title and the sessions, one per line. */
function agendaDay(id: string, label: string, title: string, sessions: string) {
  return {
    styles: CARD,
    elements: [
      textBlock(text, `${id}-label`, label, {
        fontSize: '13px',
        fontWeight: '700',
        color: BLUE,
        padding: '0',
        margin: '0 0 4px',
      }),
      textBlock(headline, `${id}-title`, title, {
        fontSize: '22px',
        color: INK,
        padding: '0',
        margin: '0 0 8px',
      }),
      textBlock(text, `${id}-sessions`, sessions, {
        fontSize: '15px',
        color: BODY,
        padding: '0',
        margin: '0',
      }),
    ],
  };
}

/** An in-person conference with workshops: tickets, agenda, speakers and group bookings. */
export const conferenceTickets: TemplateSeed = {
  id: '6f5745c6-0f20-41ac-8d38-27b112c5538c',
  name: 'Conference & Workshop Tickets',
  description:
    'Ticket page for an in-person conference with hands-on workshops: event hero, key numbers, early-bird countdown, a three-part agenda, speakers, ticket tiers, seats left, sponsors, FAQ and a group-booking form.',
  category: 'events',
  avgConversionRate: '7.10',
  config: page(background('#f8fafc'), [
    block(
      heroSection,
      'hero',
      {
        title: 'Growth Summit 2027',
        subtitle:
          'May 20–21, 2027 · Austin, Texas. Two days of hands-on workshops for marketers who own a number.',
        description:
          '24 operators share the campaigns, dashboards and playbooks behind their growth, then help you build your own in small-group workshops. You leave with a 90-day plan, not just notes.',
        buttonText: 'Get your ticket',
        buttonLink: TICKETS,
        backgroundType: 'gradient',
        backgroundColor: 'radial-gradient(circle at 20% 20%, #1d4ed8 0%, #1e3a8a 45%, #0f172a 100%)',
        textColor: '#ffffff',
        alignment: 'center',
      },
      { margin: '16px 0 8px' },
    ),
    block(statsSection, 'numbers', {
      title: '',
      stats: [
        { number: '600', label: 'marketers and founders' },
        { number: '24', label: 'speakers who run growth teams' },
        { number: '12', label: 'hands-on workshops' },
        { number: '2 days', label: 'plus an evening mixer' },
      ],
      layout: 'horizontal',
    }),
    block(
      countdown,
      'early-bird',
      {
        title: 'Early-bird pricing ends in',
        endDate: '2027-02-26T23:59:00.000Z',
        expiredText: 'Early-bird pricing has ended. Standard tickets are still available.',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: false,
      },
      { color: INK, padding: '16px 0', fontSize: '18px' },
    ),
    textBlock(headline, 'agenda-title', 'The agenda', {
      fontSize: '32px',
      color: INK,
      padding: '24px 8px 0',
    }),
    block(
      section3col,
      'agenda',
      columns(
        agendaDay(
          'day1',
          'THURSDAY, MAY 20',
          'Day 1 · Strategy',
          '9:00 Keynote: the growth model on one page\n10:30 Workshop: find your one metric\n13:30 Panel: what we stopped doing in 2026\n15:00 Workshop: pricing and packaging',
        ),
        agendaDay(
          'day2',
          'FRIDAY, MAY 21',
          'Day 2 · Execution',
          '9:00 Keynote: building a content engine with 2 people\n10:30 Workshop: lifecycle email teardown\n13:30 Workshop: paid social on a small budget\n15:30 Your 90-day plan, reviewed by a speaker',
        ),
        agendaDay(
          'evening',
          'THURSDAY EVENING',
          'Rooftop mixer',
          '18:30 Drinks and tacos on the terrace\nSmall-group dinners with speakers\nLive music from local Austin bands\nIncluded with every ticket',
        ),
      ),
      { padding: '8px' },
    ),
    block(
      featureList,
      'speakers',
      {
        title: 'Learn from people who do the work',
        layout: 'grid',
        columns: 4,
        features: [
          {
            icon: 'users',
            title: 'Alicia Gomez',
            description: 'VP Growth, Tandem Health. Grew sign-ups 9× in two years.',
          },
          {
            icon: 'chart',
            title: 'Rafael Santos',
            description: 'Head of Lifecycle, Cartwheel. Runs 140 automated journeys.',
          },
          {
            icon: 'rocket',
            title: 'Mei Chen',
            description: 'Founder, Loop Studio. Bootstrapped to $6M ARR with content.',
          },
          {
            icon: 'target',
            title: 'David Okafor',
            description: 'Paid social lead, Brightside. Manages $2M a month in ads.',
          },
        ],
      },
      { padding: '24px 8px', color: INK },
    ),
    block(
      pricingTable,
      'tickets',
      {
        plans: [
          {
            ...newPricingPlan(),
            name: 'Early Bird',
            price: '$399',
            period: 'regular $599',
            icon: 'zap',
            features: [
              'Both conference days',
              '6 workshops of your choice',
              'Rooftop mixer',
              'Session recordings',
            ],
            buttonText: 'Get early-bird ticket',
            buttonLink: `${TICKETS}?ticket=early-bird`,
            buttonBackgroundColor: BLUE,
            highlighted: true,
          },
          {
            ...newPricingPlan(),
            name: 'VIP',
            price: '$899',
            period: 'limited to 60',
            icon: 'crown',
            features: [
              'Everything in Early Bird',
              'Front-row seating',
              'Dinner with a speaker',
              '1:1 review of your 90-day plan',
            ],
            buttonText: 'Get VIP ticket',
            buttonLink: `${TICKETS}?ticket=vip`,
            buttonBackgroundColor: INK,
          },
          {
            ...newPricingPlan(),
            name: 'Team of 5',
            price: '$1,695',
            period: '$339 per person',
            icon: 'users',
            features: [
              'Five Early Bird tickets',
              'Reserved team table',
              'Team workshop track',
              'One invoice',
            ],
            buttonText: 'Get team tickets',
            buttonLink: `${TICKETS}?ticket=team`,
            buttonBackgroundColor: INK,
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(scarcityIndicator, 'seats-left', {
      type: 'seats',
      message: 'Early-bird tickets are going quickly: {remaining} left at $399.',
      total: 150,
      remaining: 38,
      showBar: true,
      color: BLUE,
    }),
    block(
      socialProof,
      'sponsors',
      {
        type: 'logos',
        title: 'Made possible by',
        items: [
          { name: 'Cartwheel', logo: '' },
          { name: 'Brightside', logo: '' },
          { name: 'Loop Studio', logo: '' },
          { name: 'Tandem Health', logo: '' },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(faqSection, 'faq', {
      title: 'Event FAQ',
      faqs: [
        {
          question: 'Where is it held?',
          answer:
            'At The Foundry, a converted warehouse in East Austin, 15 minutes from the airport. Full directions are in your ticket email.',
        },
        {
          question: 'Is there a hotel discount?',
          answer:
            'Yes. We hold a room block at two hotels within walking distance at $189 a night until April 20, 2027.',
        },
        {
          question: 'Can I get a refund?',
          answer:
            'Tickets are fully refundable until April 1, 2027, and transferable to a colleague at any time.',
        },
        {
          question: 'Will sessions be recorded?',
          answer:
            'Keynotes and panels are recorded and shared with all attendees. Workshops are not recorded.',
        },
      ],
    }),
    block(
      contactForm,
      'group-booking',
      {
        title: 'Bringing 6 or more people?',
        subtitle: 'Tell us about your team and we will send a group quote within one business day.',
        fields: [
          { type: 'text', name: 'name', label: 'Your name', required: true },
          { type: 'email', name: 'email', label: 'Work email', required: true },
          { type: 'text', name: 'company', label: 'Company', required: true },
          { type: 'text', name: 'team_size', label: 'How many tickets?', required: true },
          { type: 'textarea', name: 'message', label: 'Anything we should know?', required: false },
        ],
        buttonText: 'Request a group quote',
        successMessage: 'Thanks! Your group quote will be in your inbox within one business day.',
      },
      {
        formBackgroundColor: '#ffffff',
        buttonColor: BLUE,
        buttonTextColor: '#ffffff',
        buttonText: 'Request a group quote',
        color: INK,
      },
    ),
  ]),
};
