import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { firstProblem, isBlank } from '../content-checks';
import { defineJsonElement, field } from '../define';
import { optionsOf } from '../options';

/** 000 §9: stats layouts. */
export const STATS_LAYOUTS = ['horizontal', 'vertical'] as const;

const stat = z.object({
  /** Shown as written ('10,000+', '98%', '24/7'); a bare number is accepted too. */
  number: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).slice(0, 40))
    .catch('0'),
  label: field.text('', 200),
});

export type Stat = z.output<typeof stat>;

export const DEFAULT_STATS: Stat[] = [
  { number: '10,000+', label: 'Happy Customers' },
  { number: '98%', label: 'Satisfaction Rate' },
  { number: '24/7', label: 'Support' },
];

const schema = z.object({
  title: field.text('Our Results Speak for Themselves', 300),
  stats: field.list(stat, DEFAULT_STATS, 12),
  layout: field.oneOf(STATS_LAYOUTS, 'horizontal'),
});

export type StatsSectionContent = z.output<typeof schema>;

/** Key figures in a row (or a column). */
export const statsSection = defineJsonElement({
  type: 'stats-section',
  label: 'Stats Section',
  category: 'sections',
  palette: true,
  schema,
  defaultContent: { title: 'Our Results Speak for Themselves', stats: DEFAULT_STATS, layout: 'horizontal' },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
    {
      key: 'layout',
      kind: 'select',
      label: 'Layout',
      options: optionsOf(STATS_LAYOUTS, (v) => (v === 'horizontal' ? 'In a row' : 'In a column')),
    },
    {
      key: 'stats',
      kind: 'list',
      label: 'Stats',
      itemName: 'Stat',
      titleFrom: ['label', 'number'],
      newItem: { number: '100+', label: 'New stat' },
      min: 1,
      max: 12,
      fields: [
        {
          key: 'number',
          kind: 'text',
          label: 'Number',
          maxLength: 40,
          hint: 'Shown as written: 10,000+, 98%, 24/7…',
        },
        { key: 'label', kind: 'text', label: 'Label', maxLength: 200 },
      ],
    },
  ],
  validate: (content) =>
    firstProblem(
      content.stats.length === 0 && 'Add at least one stat',
      ...content.stats.map((s, i) => isBlank(s.number) && `Stat ${i + 1} needs a number`),
    ),
  styles: ['typography', 'box'],
  Render: ({ element, content }) => (
    <section className="ffp-stats" style={compact(textStyle(element.styles))}>
      {content.title ? <h2 className="ffp-section-title">{content.title}</h2> : null}
      <ul className={`ffp-stats__list ffp-stats__list--${content.layout}`}>
        {content.stats.map((item, i) => (
          <li key={i} className="ffp-stat">
            <span className="ffp-stat__number">{item.number}</span>
            {item.label ? <span className="ffp-stat__label">{item.label}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  ),
});
