import { alertBanner } from '../elements/alert-banner';
import { button } from '../elements/button';
import { countdown } from '../elements/countdown';
import { headline } from '../elements/headline';
import { scarcityIndicator } from '../elements/scarcity-indicator';
import { socialProof } from '../elements/social-proof';
import { text } from '../elements/text';
import { background, block, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

/** A short, dark, full-screen promo page announcing a time-limited sale. */
export const flashSaleSplash: TemplateSeed = {
  id: '8a8ee68f-012c-4093-a9cb-68e5e1199c0f',
  name: 'Flash Sale Announcement',
  description:
    'Bold one-screen splash page for a time-limited sale: early-access banner, a big offer headline, a countdown, one button to the shop, a low-stock bar, trust badges and the offer terms.',
  category: 'splash',
  avgConversionRate: '38.60',
  config: page(background('#0f172a', 'linear-gradient(160deg, #0f172a 0%, #1e293b 50%, #312e81 100%)'), [
    block(
      alertBanner,
      'early-access',
      {
        message: 'Subscriber early access is open now. The public sale starts tomorrow at 9 AM ET.',
        type: 'warning',
        closeable: true,
        urgent: false,
      },
      { margin: '16px 0 8px' },
    ),
    textBlock(text, 'brand', 'NORTHWIND OUTFITTERS', {
      fontSize: '15px',
      fontWeight: '700',
      color: '#a5b4fc',
      textAlign: 'center',
      padding: '48px 8px 8px',
    }),
    textBlock(headline, 'offer', '48-Hour Flash Sale:\n40% off everything', {
      fontSize: '44px',
      fontWeight: '800',
      color: '#ffffff',
      textAlign: 'center',
    }),
    textBlock(
      text,
      'offer-details',
      'Jackets, base layers, packs and boots. Every item, every size. No code needed: prices are already marked down.',
      { fontSize: '20px', color: '#cbd5e1', textAlign: 'center', padding: '8px 8px 16px' },
    ),
    block(
      countdown,
      'ends-in',
      {
        title: 'Sale ends in',
        endDate: '',
        expiredText: 'The flash sale has ended. Thanks to everyone who shopped!',
        showDays: true,
        showHours: true,
        showMinutes: true,
        showSeconds: false,
      },
      { color: '#e2e8f0', fontSize: '18px', padding: '8px 0' },
    ),
    textBlock(
      button,
      'shop',
      'Shop the sale',
      {
        backgroundColor: '#ffffff',
        color: '#0f172a',
        buttonSize: 'xl',
        buttonStyle: 'shadow',
        hoverScale: 'medium',
        borderRadius: '9999px',
        padding: '20px 48px',
        fontSize: '20px',
        margin: '16px 0',
      },
      { action: 'link', link: 'https://www.example.com/collections/flash-sale' },
    ),
    block(
      scarcityIndicator,
      'stock',
      {
        type: 'stock',
        message: 'Selling fast: only {remaining} Ridgeline Down Jackets left in the sale.',
        total: 600,
        remaining: 87,
        showBar: true,
        color: '#e11d48',
      },
      { margin: '16px auto', width: '640px' },
    ),
    block(socialProof, 'guarantees', {
      type: 'badges',
      title: '',
      items: [
        { name: 'Free shipping over $75', logo: '' },
        { name: 'Free 60-day returns', logo: '' },
        { name: 'Secure checkout', logo: '' },
        { name: 'Lifetime repair promise', logo: '' },
      ],
    }),
    textBlock(
      text,
      'terms',
      'Offer valid for 48 hours from the start of the sale on orders shipped within the US and Canada. Excludes gift cards and items already on clearance. Cannot be combined with other offers.',
      { fontSize: '13px', color: '#94a3b8', textAlign: 'center', padding: '24px 8px 8px' },
    ),
  ]),
};
