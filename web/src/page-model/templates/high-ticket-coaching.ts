import { contactForm } from '../elements/contact-form';
import { faqSection } from '../elements/faq-section';
import { featureList } from '../elements/feature-list';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { newPricingPlan, pricingTable } from '../elements/pricing-table';
import { scarcityIndicator } from '../elements/scarcity-indicator';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { spacer } from '../elements/spacer';
import { statsSection } from '../elements/stats-section';
import { testimonialSlider } from '../elements/testimonial-slider';
import { text } from '../elements/text';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const NAVY = '#0f172a';
const BODY = '#475569';

/** A high-ticket 1:1 coaching offer that sells a strategy call through an application form. */
export const highTicketCoaching: TemplateSeed = {
  id: 'c40979b1-47ab-41cf-a53a-5dca16af2bf1',
  name: 'High-Ticket Coaching Offer',
  description:
    'Application-style sales page for a premium 1:1 coaching program: authority hero, client results, who it is for, what is included, payment options, limited seats and a qualifying application form.',
  category: 'sales',
  avgConversionRate: '6.20',
  config: page(background('#f1f5f9'), [
    block(
      heroSection,
      'hero',
      {
        title: 'Scale your agency past $100K a month without working weekends',
        subtitle:
          'A 12-week 1:1 coaching program for agency owners stuck between $20K and $80K in monthly revenue.',
        description:
          'Work directly with Dana Whitfield, who grew a 45-person performance agency and sold it in 2022. Together we rebuild your offer, pricing, hiring and sales process so growth stops depending on you.',
        buttonText: 'Apply for a strategy call',
        buttonLink: '#ff-form',
        backgroundType: 'gradient',
        backgroundColor: 'linear-gradient(120deg, #0f172a 0%, #1e3a8a 70%, #1d4ed8 100%)',
        textColor: '#ffffff',
        alignment: 'left',
      },
      { margin: '16px 0 8px' },
      { action: 'form' },
    ),
    block(socialProof, 'clients', {
      type: 'avatars',
      title: 'Trusted by 140+ agency owners since 2021',
      items: [
        { name: 'Marcus Ellery', logo: '' },
        { name: 'Priya Shah', logo: '' },
        { name: 'Jonas Berg', logo: '' },
        { name: 'Alana Cruz', logo: '' },
        { name: 'Tobi Adeyemi', logo: '' },
        { name: 'Hannah Lowe', logo: '' },
      ],
    }),
    block(statsSection, 'results', {
      title: 'What clients achieved in 2025',
      stats: [
        { number: '$2.4M', label: 'in new monthly revenue across clients' },
        { number: '3.1×', label: 'average increase in retainer size' },
        { number: '12 weeks', label: 'to a delivery system you can hand off' },
        { number: '9 in 10', label: 'clients stay on for a second quarter' },
      ],
      layout: 'horizontal',
    }),
    block(
      section2col,
      'fit',
      columns(
        {
          elements: [
            textBlock(headline, 'fit-headline', 'You built a good agency. Now it runs you.', {
              fontSize: '32px',
              color: NAVY,
            }),
            textBlock(
              text,
              'fit-text',
              'Clients love your work, but every proposal, hire and hard conversation still lands on your desk. Revenue has been flat for a year, margins are thin, and taking a week off feels impossible.\n\nThe program fixes the three things that keep agencies stuck: an offer that competes on price, a sales process that needs the founder, and delivery that lives in your head.',
              { fontSize: '17px', color: BODY },
            ),
          ],
        },
        {
          styles: { backgroundColor: '#ffffff', padding: '24px', borderRadius: '16px' },
          elements: [
            block(featureList, 'fit-list', {
              title: 'This is for you if',
              layout: 'list',
              columns: 1,
              features: [
                {
                  icon: 'check',
                  title: 'You run a service agency doing $20K to $80K a month',
                  description: '',
                },
                { icon: 'check', title: 'You still close most deals yourself', description: '' },
                { icon: 'check', title: 'You have at least 3 people on the team', description: '' },
                { icon: 'check', title: 'You can invest 4 hours a week for 12 weeks', description: '' },
                {
                  icon: 'check',
                  title: 'You want a calmer business, not just a bigger one',
                  description: '',
                },
              ],
            }),
          ],
        },
      ),
      { padding: '24px 8px' },
    ),
    block(
      featureList,
      'included',
      {
        title: 'Everything included in the 12 weeks',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: 'target',
            title: 'Weekly 1:1 calls',
            description: '60-minute working sessions with Dana, recorded and summarised with action items.',
          },
          {
            icon: 'gem',
            title: 'Offer and pricing rebuild',
            description:
              'Move from hourly retainers to productised packages your clients happily pay more for.',
          },
          {
            icon: 'chart',
            title: 'A sales pipeline you can delegate',
            description: 'Scripts, proposal templates and a hiring plan for your first salesperson.',
          },
          {
            icon: 'users',
            title: 'Hiring scorecards',
            description: 'Job descriptions, trial tasks and onboarding checklists for your next three hires.',
          },
          {
            icon: 'zap',
            title: 'Voice-note access',
            description: 'Send a voice note any weekday when a decision cannot wait for the next call.',
          },
          {
            icon: 'shield',
            title: 'Results guarantee',
            description:
              'Do the work and do not add $20K in monthly revenue? We keep coaching you, free, until you do.',
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(testimonialSlider, 'story', {
      title: 'From $38K to $112K a month in seven months',
      testimonials: [
        {
          name: 'Marcus Ellery',
          role: 'Founder, Northbeam Creative',
          content:
            'The pricing rebuild paid for the whole program in the first three weeks. Seven months later we were at $112K a month, I had hired a head of sales, and I took my first two-week holiday in four years.',
          rating: 5,
          image: '',
        },
      ],
    }),
    block(
      pricingTable,
      'investment',
      {
        plans: [
          {
            ...newPricingPlan(),
            name: 'Pay in full',
            price: '$5,997',
            period: 'one payment',
            icon: 'crown',
            features: [
              '12 weekly 1:1 coaching calls',
              'Offer, pricing and sales rebuild',
              'Hiring scorecards and templates',
              'Bonus: 2 extra months of voice-note access',
            ],
            buttonText: 'Apply now',
            buttonLink: '#ff-form',
            buttonSize: 'large',
            buttonBackgroundColor: '#1d4ed8',
            highlighted: true,
          },
          {
            ...newPricingPlan(),
            name: 'Monthly',
            price: '$2,197',
            period: 'per month, 3 months',
            icon: 'clock',
            features: [
              '12 weekly 1:1 coaching calls',
              'Offer, pricing and sales rebuild',
              'Hiring scorecards and templates',
            ],
            buttonText: 'Apply now',
            buttonLink: '#ff-form',
            // 'large', not 'default': page.css draws every default-size button solid.
            buttonStyle: 'outline',
            buttonSize: 'large',
            buttonBackgroundColor: '#1d4ed8',
          },
        ],
      },
      { padding: '24px 8px' },
    ),
    block(scarcityIndicator, 'seats', {
      type: 'seats',
      message: 'Dana coaches 8 agency owners at a time. {remaining} seats are open for the spring intake.',
      total: 8,
      remaining: 3,
      showBar: true,
      color: '#1d4ed8',
    }),
    block(spacer, 'spacer', { height: 20, backgroundColor: '' }),
    block(
      contactForm,
      'application',
      {
        title: 'Apply for a free strategy call',
        subtitle:
          'Tell us where your agency is today. If it looks like a fit, you will get a link to book a 45-minute call within one business day.',
        fields: [
          { type: 'text', name: 'name', label: 'Full name', required: true },
          { type: 'email', name: 'email', label: 'Work email', required: true },
          { type: 'tel', name: 'phone', label: 'Phone', required: false },
          { type: 'text', name: 'agency_website', label: 'Agency website', required: true },
          { type: 'text', name: 'monthly_revenue', label: 'Current monthly revenue', required: true },
          {
            type: 'textarea',
            name: 'challenge',
            label: 'What is the biggest thing holding your agency back?',
            required: false,
          },
        ],
        buttonText: 'Submit my application',
        successMessage:
          'Application received! Watch your inbox: you will hear from us within one business day.',
      },
      {
        formBackgroundColor: '#ffffff',
        buttonColor: '#1d4ed8',
        buttonTextColor: '#ffffff',
        buttonText: 'Submit my application',
        color: NAVY,
      },
    ),
    block(faqSection, 'faq', {
      title: 'Common questions',
      faqs: [
        {
          question: 'How is this different from a course or a group program?',
          answer:
            'Everything is 1:1 and built around your agency: your numbers, your team, your clients. There are no videos to watch and no group calls to sit through.',
        },
        {
          question: 'What happens on the strategy call?',
          answer:
            'We look at your revenue, margins and pipeline together and map the three changes with the biggest payoff. You leave with a plan whether or not you join.',
        },
        {
          question: 'What if it does not work for my agency?',
          answer:
            'If you attend the calls, complete the action items and have not added $20K in monthly revenue by week 12, Dana keeps coaching you at no cost until you do.',
        },
        {
          question: 'Can my business partner join the calls?',
          answer: 'Yes. Co-founders and your operations lead are welcome on every call at no extra cost.',
        },
      ],
    }),
  ]),
};
