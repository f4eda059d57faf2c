import { z } from 'zod';
import { compact, safeColor, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import { Icon } from '../icons';
import { optionsOf } from '../options';

/** What is running out; it names the unit in the status line. */
export const SCARCITY_TYPES = ['spots', 'stock', 'seats'] as const;
export type ScarcityType = (typeof SCARCITY_TYPES)[number];

const STATUS: Record<ScarcityType, (remaining: string, total: string) => string> = {
  spots: (remaining, total) => `Only ${remaining} of ${total} spots left`,
  stock: (remaining, total) => `Only ${remaining} of ${total} left in stock`,
  seats: (remaining, total) => `Only ${remaining} of ${total} seats left`,
};

const DEFAULT_COLOR = '#ef4444';

const schema = z.object({
  type: field.oneOf(SCARCITY_TYPES, 'spots'),
  /** {remaining} and {total} in the message are replaced by the numbers. */
  message: field.text('Hurry! Spots are filling up fast.', 500),
  total: field.number(100, 0, 1e9),
  remaining: field.number(5, 0, 1e9),
  showBar: field.bool(true),
  color: field.text(DEFAULT_COLOR, 100),
});

export type ScarcityIndicatorContent = z.output<typeof schema>;

const formatNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Remaining never exceeds the total; the bar shows the share already taken. */
export function scarcityNumbers(content: Pick<ScarcityIndicatorContent, 'total' | 'remaining'>) {
  const total = Math.round(content.total);
  const remaining = Math.min(total, Math.round(content.remaining));
  const takenPercent = total > 0 ? Math.round(((total - remaining) / total) * 100) : 100;
  return { total, remaining, takenPercent };
}

const TYPE_LABELS: Record<ScarcityType, string> = {
  spots: 'Spots (… spots left)',
  stock: 'Stock (… left in stock)',
  seats: 'Seats (… seats left)',
};

export const SCARCITY_MESSAGES = {
  negative: 'Total and remaining cannot be negative',
  tooMany: 'Remaining cannot be more than the total',
} as const;

/** "Only 5 of 100 spots left" with a filling bar (002: default 5 of 100). */
export const scarcityIndicator = defineJsonElement({
  type: 'scarcity-indicator',
  label: 'Scarcity Indicator',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: {
    type: 'spots',
    message: 'Hurry! Spots are filling up fast.',
    total: 100,
    remaining: 5,
    showBar: true,
    color: DEFAULT_COLOR,
  },
  defaultStyles: { ...BASE_STYLES },
  fields: [
    {
      key: 'type',
      kind: 'select',
      label: 'What is running out',
      options: optionsOf(SCARCITY_TYPES, (type) => TYPE_LABELS[type]),
    },
    {
      key: 'message',
      kind: 'textarea',
      label: 'Message',
      rows: 2,
      maxLength: 500,
      hint: "Write {remaining} and {total} to show the numbers, e.g. 'Only {remaining} of {total} left!'",
    },
    { key: 'total', kind: 'number', label: 'Total', min: 0, max: 1e9 },
    { key: 'remaining', kind: 'number', label: 'Remaining', min: 0, max: 1e9 },
    { key: 'showBar', kind: 'switch', label: 'Show bar' },
    { key: 'color', kind: 'color', label: 'Accent colour', clearable: false },
  ],
  validate: (content) => {
    if (!(content.total >= 0) || !(content.remaining >= 0)) return SCARCITY_MESSAGES.negative;
    if (content.remaining > content.total) return SCARCITY_MESSAGES.tooMany;
    return null;
  },
  styles: ['typography', 'box'],
  Render: ({ element, content }) => {
    const { total, remaining, takenPercent } = scarcityNumbers(content);
    const color = safeColor(content.color) ?? DEFAULT_COLOR;
    const status = STATUS[content.type](formatNumber(remaining), formatNumber(total));
    const message = content.message
      .replace(/\{remaining\}/g, formatNumber(remaining))
      .replace(/\{total\}/g, formatNumber(total));
    return (
      <div
        className="ffp-scarcity"
        style={compact({ ...textStyle(element.styles), ['--ffp-accent' as string]: color })}
      >
        {message ? (
          <p className="ffp-scarcity__message">
            <Icon name="clock" size={20} className="ffp-scarcity__icon" />
            <span>{message}</span>
          </p>
        ) : null}
        {content.showBar ? (
          <div
            className="ffp-scarcity__track"
            role="progressbar"
            aria-label={status}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={takenPercent}
            aria-valuetext={status}
          >
            <div className="ffp-scarcity__fill" style={{ width: `${takenPercent}%` }} />
          </div>
        ) : null}
        <p className="ffp-scarcity__status">{status}</p>
      </div>
    );
  },
});
