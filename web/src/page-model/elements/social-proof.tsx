import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank, mediaUrlError } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { itemTitle } from '../fields';
import { Icon } from '../icons';
import { optionsOf } from '../options';
import { safeMediaSrc } from '../safe-url';
import { initials } from './testimonial-slider';

/**
 * How the items are shown: a strip of customer or press logos, trust badges (logo and name in a
 * pill), or a row of customer avatars.
 */
export const SOCIAL_PROOF_TYPES = ['logos', 'badges', 'avatars'] as const;
export type SocialProofType = (typeof SOCIAL_PROOF_TYPES)[number];

const item = z.object({
  name: field.text('', 100),
  /** An image URL; without a usable one the name is shown as a text logo. */
  logo: field.text('', 2000),
});

export type SocialProofItem = z.output<typeof item>;

export const DEFAULT_SOCIAL_PROOF_ITEMS: SocialProofItem[] = [
  { name: 'Acme Corp', logo: '' },
  { name: 'Globex', logo: '' },
  { name: 'Initech', logo: '' },
  { name: 'Umbrella', logo: '' },
  { name: 'Stark Industries', logo: '' },
];

const schema = z.object({
  type: field.oneOf(SOCIAL_PROOF_TYPES, 'logos'),
  title: field.text('Trusted by 10,000+ businesses worldwide', 300),
  items: field.list(item, DEFAULT_SOCIAL_PROOF_ITEMS, 24),
});

export type SocialProofContent = z.output<typeof schema>;

function ProofItem({ type, item }: { type: SocialProofType; item: SocialProofItem }) {
  const logo = safeMediaSrc(item.logo);
  if (type === 'avatars') {
    return (
      <li className="ffp-proof__avatar">
        {logo ? (
          <img className="ffp-avatar" src={logo} alt={item.name} width={44} height={44} loading="lazy" />
        ) : (
          <span className="ffp-avatar ffp-avatar--initials" role="img" aria-label={item.name || 'Customer'}>
            {initials(item.name)}
          </span>
        )}
      </li>
    );
  }
  if (type === 'badges') {
    return (
      <li className="ffp-proof__badge">
        {logo ? (
          <img src={logo} alt="" width={24} height={24} loading="lazy" />
        ) : (
          <Icon name="shield" size={20} />
        )}
        <span>{item.name}</span>
      </li>
    );
  }
  return (
    <li className="ffp-proof__logo">
      {logo ? (
        <img src={logo} alt={item.name} loading="lazy" />
      ) : (
        <span className="ffp-proof__text-logo">{item.name}</span>
      )}
    </li>
  );
}

const TYPE_LABELS: Record<SocialProofType, string> = {
  logos: 'Logos',
  badges: 'Trust badges',
  avatars: 'Customer avatars',
};

/** How an item is named in the builder's list and messages: its name, else 'Item {n}'. */
const ITEM_TITLE = { itemName: 'Item', titleFrom: ['name'] } as const;

/** "Trusted by…": logos, badges or avatars of customers. */
export const socialProof = defineJsonElement({
  type: 'social-proof',
  label: 'Social Proof',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: {
    type: 'logos',
    title: 'Trusted by 10,000+ businesses worldwide',
    items: DEFAULT_SOCIAL_PROOF_ITEMS,
  },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  fields: [
    {
      key: 'type',
      kind: 'select',
      label: 'Show as',
      options: optionsOf(SOCIAL_PROOF_TYPES, (type) => TYPE_LABELS[type]),
    },
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
    {
      key: 'items',
      kind: 'list',
      label: 'Items',
      ...ITEM_TITLE,
      newItem: { name: 'New company', logo: '' },
      min: 1,
      max: 24,
      fields: [
        {
          key: 'name',
          kind: 'text',
          label: 'Name',
          maxLength: 100,
          hint: 'Also read out to screen readers in place of the logo.',
        },
        {
          key: 'logo',
          kind: 'media',
          label: 'Logo URL',
          maxLength: 2000,
          placeholder: 'https://…',
          hint: 'Optional; without a logo the name is shown.',
        },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.items.length === 0 && 'Add at least one item',
      ...content.items.map((item, i) =>
        firstProblem(
          isBlank(item.name) && `Item ${i + 1} needs a name`,
          mediaUrlError(item.logo, `${itemTitle(ITEM_TITLE, item, i)}: the logo URL`),
        ),
      ),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => (
    <section className={`ffp-proof ffp-proof--${content.type}`} style={compact(textStyle(element.styles))}>
      {content.title ? <p className="ffp-proof__title">{content.title}</p> : null}
      <ul className="ffp-proof__items">
        {content.items
          .filter((entry) => entry.name || safeMediaSrc(entry.logo))
          .map((entry, i) => (
            <ProofItem key={i} type={content.type} item={entry} />
          ))}
      </ul>
    </section>
  ),
});
