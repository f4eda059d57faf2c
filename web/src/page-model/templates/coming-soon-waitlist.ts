import { countdown } from '../elements/countdown';
import { featureList } from '../elements/feature-list';
import { form } from '../elements/form';
import { headline } from '../elements/headline';
import { progressBar } from '../elements/progress-bar';
import { socialProof } from '../elements/social-proof';
import { text } from '../elements/text';
import { background, block, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#1e1b4b';
const BODY = '#475569';
const INDIGO = '#4f46e5';

/** A pre-launch page: launch date, countdown and a waitlist with founding-member spots. */
export const comingSoonWaitlist: TemplateSeed = {
  id: '219c0499-4c93-4456-a4c7-072c657cddc3',
  name: 'Coming Soon Waitlist',
  description:
    'Pre-launch splash page for a new app: launch date, a one-line promise, countdown, waitlist form, founding-member spots filling up, sign-up avatars and three feature teasers.',
  category: 'splash',
  avgConversionRate: '21.70',
  config: page(background('#eef2ff', 'linear-gradient(180deg, #e0e7ff 0%, #f5f3ff 45%, #ffffff 100%)'), [
    textBlock(text, 'launch-date', 'LAUNCHING SEPTEMBER 15, 2027', {
      fontSize: '14px',
      fontWeight: '700',
      color: INDIGO,
      textAlign: 'center',
      padding: '40px 8px 0',
    }),
    textBlock(headline, 'headline', 'Notes that organize themselves.', {
      fontSize: '44px',
      fontWeight: '800',
      color: INK,
      textAlign: 'center',
    }),
    textBlock(
      text,
      'pitch',
      'Fieldnote turns scattered meeting notes, voice memos and screenshots into linked, searchable knowledge, automatically. Join the waitlist for early access and lifetime founder pricing.',
      { fontSize: '20px', color: BODY, textAlign: 'center', width: '760px', margin: '8px auto' },
    ),
    block(
      countdown,
      'launch-countdown',
      {
        title: 'Doors open in',
        endDate: '2027-09-15T16:00:00.000Z',
        expiredText: 'Fieldnote is live! Create your account today.',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: false,
      },
      { color: INK, padding: '16px 0' },
    ),
    textBlock(form, 'waitlist', 'Get early access', {
      formBackgroundColor: '#ffffff',
      buttonColor: INDIGO,
      buttonTextColor: '#ffffff',
      buttonText: 'Join the waitlist',
      placeholderText: 'you@email.com',
      color: INK,
    }),
    block(
      progressBar,
      'founding-spots',
      {
        title: 'Founding spots claimed',
        current: 3412,
        total: 5000,
        showPercentage: true,
        color: INDIGO,
        backgroundColor: '#e0e7ff',
        height: 'medium',
        animated: false,
        showLabels: true,
        customLabels: true,
        currentLabel: 'Claimed',
        totalLabel: 'Founding spots',
      },
      { margin: '16px auto', width: '560px', color: INK },
    ),
    block(socialProof, 'waitlist-avatars', {
      type: 'avatars',
      title: '3,412 people are already on the list',
      items: [
        { name: 'Maya Patel', logo: '' },
        { name: 'Oscar Lindqvist', logo: '' },
        { name: 'Sofia Rossi', logo: '' },
        { name: 'James Okoro', logo: '' },
        { name: 'Hana Sato', logo: '' },
      ],
    }),
    block(
      featureList,
      'teasers',
      {
        title: '',
        layout: 'grid',
        columns: 3,
        features: [
          {
            icon: 'zap',
            title: 'Auto-linking',
            description: 'Every note connects itself to the people, projects and meetings it mentions.',
          },
          {
            icon: 'target',
            title: 'Voice to notes',
            description: 'Record a thought on a walk; get a tidy note with action items when you are back.',
          },
          {
            icon: 'lock',
            title: 'Private by design',
            description: 'End-to-end encrypted, stored in the EU, and never used to train anyone’s AI.',
          },
        ],
      },
      { padding: '24px 8px', color: INK },
    ),
  ]),
};
