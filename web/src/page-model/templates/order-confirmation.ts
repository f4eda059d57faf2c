import { alertBanner } from '../elements/alert-banner';
import { button } from '../elements/button';
import { contactForm } from '../elements/contact-form';
import { countdown } from '../elements/countdown';
import { ctaSection } from '../elements/cta-section';
import { divider } from '../elements/divider';
import { featureList } from '../elements/feature-list';
import { headline } from '../elements/headline';
import { progressBar } from '../elements/progress-bar';
import { text } from '../elements/text';
import { background, block, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const INK = '#0f172a';
const BODY = '#475569';

/** The page after checkout: reassurance, what happens next, a one-time upsell and support. */
export const orderConfirmation: TemplateSeed = {
  id: 'd83eba3e-1bd7-4fbd-9716-eb5c5d223f75',
  name: 'Order Confirmation',
  description:
    'Post-purchase thank-you page: payment confirmed, order status, the next steps, a time-limited one-click upsell and a support form for order questions.',
  category: 'thankyou',
  avgConversionRate: '12.60',
  config: page(background('#f8fafc'), [
    block(
      alertBanner,
      'paid',
      {
        message: 'Payment received. Your receipt is on its way to your inbox.',
        type: 'success',
        closeable: false,
      },
      { margin: '16px 0 8px' },
    ),
    textBlock(headline, 'title', 'Thank you! Your order is confirmed.', {
      fontSize: '40px',
      fontWeight: '800',
      color: INK,
      textAlign: 'center',
      padding: '24px 8px 8px',
    }),
    textBlock(
      text,
      'order-details',
      'Order #HP-20417 · Estimated delivery in 3 to 5 business days.\nWe will email your tracking number as soon as your parcel leaves our warehouse.',
      { fontSize: '18px', color: BODY, textAlign: 'center' },
    ),
    block(
      progressBar,
      'status',
      {
        title: 'Order status: being packed (step 2 of 4)',
        current: 2,
        total: 4,
        showPercentage: false,
        color: '#16a34a',
        backgroundColor: '#dcfce7',
        height: 'medium',
        animated: false,
        showLabels: false,
        customLabels: false,
        currentLabel: 'Current',
        totalLabel: 'Goal',
      },
      {
        backgroundColor: '#ffffff',
        padding: '20px 24px',
        borderRadius: '14px',
        borderWidth: '1px',
        borderColor: '#e2e8f0',
        margin: '16px 0',
        color: INK,
      },
    ),
    block(
      ctaSection,
      'upsell',
      {
        title: 'Wait! Add a second pair for 40% off',
        subtitle:
          'Just for new customers: add Hush Pro for your partner for $89 instead of $149. It ships in the same box, with no extra shipping.',
        buttonText: 'Yes, add it to my order',
        buttonLink: 'https://www.example.com/upsell/accept',
        secondaryText: 'One click: we use the card you just paid with.',
        backgroundColor: 'linear-gradient(135deg, #1e1b4b 0%, #4338ca 100%)',
        textColor: '#ffffff',
        buttonColor: '#15803d',
      },
      { margin: '16px 0 0' },
    ),
    block(
      countdown,
      'upsell-timer',
      {
        title: 'We are holding this price for you for the next 24 hours',
        endDate: '',
        expiredText: 'This one-time offer has expired.',
        showDays: false,
        showHours: true,
        showMinutes: true,
        showSeconds: true,
      },
      { color: BODY, fontSize: '15px', padding: '8px 0' },
    ),
    textBlock(
      button,
      'decline',
      'No thanks, take me to my account',
      {
        backgroundColor: '#475569',
        color: '#475569',
        buttonStyle: 'ghost',
        buttonSize: 'small',
        fontSize: '15px',
      },
      { action: 'link', link: 'https://www.example.com/account/orders' },
    ),
    block(divider, 'divider', { style: 'solid', color: '#e2e8f0', thickness: 1, width: 100, margin: 24 }),
    block(
      featureList,
      'next-steps',
      {
        title: 'What happens next',
        layout: 'list',
        columns: 1,
        features: [
          {
            icon: 'check',
            title: 'Today: we pack your order',
            description: 'Orders placed before 2 PM leave our warehouse the same business day.',
          },
          {
            icon: 'rocket',
            title: 'Within 24 hours: tracking email',
            description: 'Follow your parcel all the way to your door.',
          },
          {
            icon: 'gift',
            title: 'Delivery day: unbox and charge',
            description:
              'A full charge takes 90 minutes. The quick-start card shows how to pick the best tips.',
          },
          {
            icon: 'heart',
            title: 'Your first 100 nights start',
            description: 'Not sleeping better? Email us any time in the first 100 nights for a full refund.',
          },
        ],
      },
      { color: INK },
    ),
    block(
      contactForm,
      'support',
      {
        title: 'Questions about your order?',
        subtitle: 'Our support team answers within 4 hours, 7 days a week.',
        fields: [
          { type: 'text', name: 'name', label: 'Name', required: true },
          { type: 'email', name: 'email', label: 'Email used at checkout', required: true },
          { type: 'text', name: 'order_number', label: 'Order number', required: false },
          { type: 'textarea', name: 'message', label: 'How can we help?', required: true },
        ],
        buttonText: 'Send to support',
        successMessage: 'Got it! A member of our team will reply by email within 4 hours.',
      },
      {
        formBackgroundColor: '#ffffff',
        buttonColor: '#4338ca',
        buttonTextColor: '#ffffff',
        buttonText: 'Send to support',
        color: INK,
        margin: '16px 0',
      },
    ),
  ]),
};
