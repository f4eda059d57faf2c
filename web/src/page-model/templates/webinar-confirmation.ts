import { alertBanner } from '../elements/alert-banner';
import { button } from '../elements/button';
import { contactForm } from '../elements/contact-form';
import { countdown } from '../elements/countdown';
import { ctaSection } from '../elements/cta-section';
import { featureList } from '../elements/feature-list';
import { headline } from '../elements/headline';
import { text } from '../elements/text';
import { background, block, funnel, step, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#1e1b4b';
/** When the shared webinar starts (the registration page counts down to it). */
export const WEBINAR_START = '2027-03-18T17:00:00.000Z';

const BODY = '#475569';
const VIOLET = '#6d28d9';

/** The step, also the second of the funnels that lead to it. */
export const webinarConfirmationStep = step(
  {
    id: 'registered',
    name: 'Registered',
    slug: 'registered',
    kind: 'thank-you',
    description:
      'You are registered for the free live workshop: add it to your calendar and get ready for the session.',
  },
  background('#ffffff', 'linear-gradient(180deg, #f5f3ff 0%, #ffffff 55%)'),
  [
    block(
      alertBanner,
      'confirmed',
      {
        message:
          'You are registered! Your confirmation and personal join link are on their way to your inbox.',
        type: 'success',
        closeable: false,
      },
      { margin: '16px 0 8px' },
    ),
    textBlock(headline, 'title', 'You’re in! See you live on March 18.', {
      fontSize: '40px',
      fontWeight: '800',
      color: INK,
      textAlign: 'center',
      padding: '24px 8px 8px',
    }),
    textBlock(
      text,
      'when',
      'How to get your first 1,000 paying newsletter subscribers\nThursday, March 18, 2027 · 1:00 PM ET / 10:00 AM PT · 60 minutes',
      { fontSize: '18px', color: BODY, textAlign: 'center' },
    ),
    block(
      countdown,
      'starts-in',
      {
        title: 'We go live in',
        endDate: WEBINAR_START,
        expiredText: 'We are live now! Use the join link in your confirmation email.',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: false,
      },
      { color: INK, padding: '16px 0' },
    ),
    textBlock(
      button,
      'calendar',
      'Add it to my calendar',
      {
        backgroundColor: VIOLET,
        color: '#ffffff',
        buttonSize: 'large',
        buttonStyle: 'shadow',
        hoverScale: 'small',
        borderRadius: '9999px',
        padding: '16px 36px',
        fontSize: '18px',
      },
      { action: 'link', link: 'https://www.example.com/webinar/first-1000-subscribers.ics' },
    ),
    block(
      featureList,
      'prepare',
      {
        title: 'Three things to do before Thursday',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: 'lock',
            title: 'Whitelist our email',
            description:
              'Reply "got it" to the confirmation email so the join link and replay never land in spam.',
          },
          {
            icon: 'clock',
            title: 'Block 75 minutes',
            description:
              'Sixty minutes of training plus the live Q&A. Attendees who stay to the end get a bonus.',
          },
          {
            icon: 'target',
            title: 'Bring one question',
            description: 'Priya answers live and reviews three attendee newsletters on screen.',
          },
        ],
      },
      { padding: '40px 8px 24px', color: INK },
    ),
    block(
      ctaSection,
      'workbook',
      {
        title: 'Get a head start with the free workbook',
        subtitle:
          'Twelve pages of worksheets that follow the training, so you leave with your plan already written.',
        buttonText: 'Download the workbook',
        buttonLink: 'https://www.example.com/downloads/first-1000-subscribers-workbook.pdf',
        secondaryText: 'PDF · 2.1 MB',
        backgroundColor: 'linear-gradient(135deg, #2e1065 0%, #6d28d9 100%)',
        textColor: '#ffffff',
        buttonColor: '#db2777',
      },
      { margin: '16px 0' },
    ),
    block(
      contactForm,
      'invite',
      {
        title: 'Know a writer who would love this? Save them a seat.',
        subtitle: 'We will send them one email with the details and a join link. Nothing else.',
        fields: [
          { type: 'text', name: 'friend_name', label: 'Their first name', required: true },
          { type: 'email', name: 'email', label: 'Their email', required: true },
          { type: 'text', name: 'referred_by', label: 'Your name', required: false },
        ],
        buttonText: 'Send them an invite',
        successMessage: 'Invite sent! Thanks for sharing the training.',
      },
      {
        formBackgroundColor: '#f5f3ff',
        buttonColor: VIOLET,
        buttonTextColor: '#ffffff',
        buttonText: 'Send them an invite',
        color: INK,
      },
    ),
  ],
);

/** The page a webinar registrant lands on: confirmation, calendar, prep steps and a referral form. */
export const webinarConfirmation: TemplateSeed = {
  id: 'c99f15c4-d4ed-4af9-9d3f-cb683ab35002',
  name: 'Webinar Registration Confirmed',
  description:
    'Thank-you page after a webinar sign-up: seat confirmed, countdown to the start, add-to-calendar button, three ways to prepare, a free workbook and a form to invite a friend.',
  category: 'thankyou',
  avgConversionRate: '18.50',
  config: funnel(webinarConfirmationStep),
};
