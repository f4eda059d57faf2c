import { button } from '../elements/button';
import { divider } from '../elements/divider';
import { headline } from '../elements/headline';
import { section2col } from '../elements/section-2col';
import { socialProof } from '../elements/social-proof';
import { text } from '../elements/text';
import { background, block, columns, page, textBlock } from './build';
import type { TemplateSeed } from './template-seed';

const GOLD = '#d6a461';
const CREAM = '#f5f5f4';

/** An age-verification splash page that also announces a seasonal product. */
export const ageGatePromo: TemplateSeed = {
  id: 'a1a2905a-568f-4753-8955-ba95921edcba',
  name: 'Age Verification Promo',
  description:
    'Age-gate splash page for a drinks brand: a seasonal announcement, the legal-age question with enter and leave buttons, trust badges and responsible-drinking small print.',
  category: 'splash',
  avgConversionRate: '44.20',
  config: page(background('#1c1917', 'linear-gradient(180deg, #1c1917 0%, #292524 60%, #1c1917 100%)'), [
    textBlock(text, 'brand', 'COPPER STILL DISTILLERY · EST. 2014', {
      fontSize: '14px',
      fontWeight: '700',
      color: GOLD,
      textAlign: 'center',
      padding: '72px 8px 8px',
      fontFamily: 'Georgia',
    }),
    textBlock(headline, 'headline', 'The Holiday Gift Sets are here', {
      fontSize: '48px',
      fontWeight: 'bold',
      color: '#ffffff',
      textAlign: 'center',
      fontFamily: 'Georgia',
    }),
    textBlock(
      text,
      'announcement',
      'Small-batch bourbon, rye and barrel-aged gin, boxed with two crystal tasting glasses and a hand-signed tasting card. Order by December 15 for delivery before the holidays.',
      { fontSize: '19px', color: '#d6d3d1', textAlign: 'center', width: '760px', margin: '8px auto' },
    ),
    block(divider, 'rule', { style: 'double', color: GOLD, thickness: 3, width: 25, margin: 24 }),
    textBlock(headline, 'age-question', 'Are you 21 or older?', {
      fontSize: '28px',
      fontWeight: 'bold',
      color: CREAM,
      textAlign: 'center',
      fontFamily: 'Georgia',
    }),
    textBlock(text, 'age-note', 'You must be of legal drinking age in your country to enter this site.', {
      fontSize: '16px',
      color: '#a8a29e',
      textAlign: 'center',
    }),
    block(
      section2col,
      'age-buttons',
      columns(
        {
          elements: [
            textBlock(
              button,
              'enter',
              'Yes, I am 21 or older',
              {
                backgroundColor: '#b45309',
                color: '#ffffff',
                buttonSize: 'large',
                buttonStyle: 'solid',
                hoverScale: 'small',
                width: 'full',
                borderRadius: '8px',
                padding: '16px 24px',
                fontSize: '18px',
              },
              { action: 'link', link: 'https://www.example.com/shop/holiday-gift-sets' },
            ),
          ],
        },
        {
          elements: [
            textBlock(
              button,
              'leave',
              'No, I am under 21',
              {
                backgroundColor: '#d6d3d1',
                color: '#d6d3d1',
                buttonSize: 'large',
                buttonStyle: 'outline',
                width: 'full',
                borderRadius: '8px',
                padding: '16px 24px',
                fontSize: '18px',
              },
              { action: 'link', link: 'https://www.example.com/responsible-drinking' },
            ),
          ],
        },
      ),
      { margin: '8px auto', width: '640px' },
    ),
    block(
      socialProof,
      'promises',
      {
        type: 'badges',
        title: '',
        items: [
          { name: 'Free gift wrapping', logo: '' },
          { name: 'Ships to 42 states', logo: '' },
          { name: 'Adult signature on delivery', logo: '' },
        ],
      },
      { padding: '24px 8px 8px' },
    ),
    // The generous bottom padding keeps the dark background filling a tall screen.
    textBlock(
      text,
      'small-print',
      'Please enjoy responsibly. By entering this site you agree to our Terms of Use and Privacy Policy. We only ship to addresses where the recipient is of legal drinking age.',
      {
        fontSize: '13px',
        color: '#78716c',
        textAlign: 'center',
        width: '760px',
        margin: '8px auto',
        padding: '24px 8px 128px',
      },
    ),
  ]),
};
