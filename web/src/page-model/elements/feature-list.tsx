import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { ContentIcon } from '../icons';
import { ICON_OPTIONS, optionsOf } from '../options';

/** 000 §9: feature lists have 1 to 4 columns and a grid or list layout. */
export const FEATURE_COLUMNS = [1, 2, 3, 4] as const;
export const FEATURE_LAYOUTS = ['grid', 'list'] as const;

const feature = z.object({
  /** A named icon (see icons.tsx; AI benefits use 'check') or a short emoji. */
  icon: field.text('check', 200),
  title: field.text('', 300),
  description: field.text('', 1000),
});

export type Feature = z.output<typeof feature>;

export const DEFAULT_FEATURES: Feature[] = [
  {
    icon: 'zap',
    title: 'Lightning Fast',
    description: 'Pages load in a blink, on every device, so visitors never wait.',
  },
  {
    icon: 'shield',
    title: 'Secure by Default',
    description: 'Your data and your customers’ data stay protected.',
  },
  {
    icon: 'heart',
    title: 'Loved by Customers',
    description: 'Thousands of businesses rely on us every day.',
  },
];

const schema = z.object({
  title: field.text('Why Choose Us', 300),
  features: field.list(feature, DEFAULT_FEATURES, 24),
  layout: field.oneOf(FEATURE_LAYOUTS, 'grid'),
  columns: field.number(3, 1, 4).transform((value) => Math.round(value)),
});

export type FeatureListContent = z.output<typeof schema>;

/** Features or benefits with an icon each, as a grid of cards or a checklist. */
export const featureList = defineJsonElement({
  type: 'feature-list',
  label: 'Feature List',
  category: 'sections',
  palette: true,
  schema,
  defaultContent: { title: 'Why Choose Us', features: DEFAULT_FEATURES, layout: 'grid', columns: 3 },
  defaultStyles: { ...BASE_STYLES },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300, aiWrite: 'headline' },
    {
      key: 'layout',
      kind: 'select',
      label: 'Layout',
      options: optionsOf(FEATURE_LAYOUTS, (v) => (v === 'grid' ? 'Grid of cards' : 'Checklist')),
    },
    {
      key: 'columns',
      kind: 'select',
      label: 'Columns',
      options: optionsOf(FEATURE_COLUMNS, (n) => (n === 1 ? '1 column' : `${n} columns`)),
      hint: 'Columns apply to the grid layout.',
      wordings: [{ when: { layout: ['grid'] }, hint: 'On phones the cards stack.' }],
    },
    {
      key: 'features',
      kind: 'list',
      label: 'Features',
      itemName: 'Feature',
      titleFrom: ['title'],
      newItem: { icon: 'check', title: 'New feature', description: '' },
      min: 1,
      max: 24,
      aiWrite: { type: 'benefits', title: 'title', text: 'description' },
      fields: [
        { key: 'icon', kind: 'select', label: 'Icon', options: ICON_OPTIONS },
        { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
        { key: 'description', kind: 'textarea', label: 'Description', rows: 2, maxLength: 1000 },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.features.length === 0 && 'Add at least one feature',
      ...content.features.map((f, i) => isBlank(f.title) && `Feature ${i + 1} needs a title`),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => {
    const grid = content.layout === 'grid';
    // Cards carry headings (under the list's own, or in its place when it has none); a
    // checklist's items are plain lines.
    const Title = grid ? (content.title ? 'h3' : 'h2') : 'p';
    return (
      <section className="ffp-features" style={compact(textStyle(element.styles))}>
        {content.title ? <h2 className="ffp-section-title">{content.title}</h2> : null}
        <ul
          className={`ffp-features__list ffp-features__list--${content.layout}${grid ? ` ffp-features__list--cols-${content.columns}` : ''}`}
        >
          {content.features.map((item, i) => (
            <li key={i} className="ffp-feature">
              <span className="ffp-feature__icon">
                <ContentIcon value={item.icon} fallback="check" size={grid ? 24 : 20} />
              </span>
              <div className="ffp-feature__body">
                {item.title ? <Title className="ffp-feature__title">{item.title}</Title> : null}
                {item.description ? <p className="ffp-feature__description">{item.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  },
});
