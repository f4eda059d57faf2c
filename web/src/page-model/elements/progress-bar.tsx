import { z } from 'zod';
import { compact, safeColor, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import { optionsOf } from '../options';

/** 000 §9: bar heights in px. */
export const PROGRESS_HEIGHTS = { small: 8, medium: 16, large: 24, 'extra-large': 32 } as const;
export const PROGRESS_HEIGHT_OPTIONS = ['small', 'medium', 'large', 'extra-large'] as const;
export type ProgressHeight = (typeof PROGRESS_HEIGHT_OPTIONS)[number];

const DEFAULT_COLOR = '#3b82f6';
const DEFAULT_TRACK = '#e5e7eb';

/** A height given in px (16, '16px') is read as the named height it matches. */
const heightField = z.preprocess(
  (value) => {
    const px =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/px$/i, '')) : NaN;
    const named = Object.entries(PROGRESS_HEIGHTS).find(([, h]) => h === px);
    return named ? named[0] : value;
  },
  field.oneOf(PROGRESS_HEIGHT_OPTIONS, 'medium'),
);

const schema = z.object({
  title: field.text('Progress', 300),
  // 000 §5: current falls back to 0 and total to 100 when not numeric.
  current: field.number(0),
  total: field.number(100),
  showPercentage: field.bool(true),
  color: field.text(DEFAULT_COLOR, 100),
  backgroundColor: field.text(DEFAULT_TRACK, 100),
  height: heightField,
  animated: field.bool(false),
  showLabels: field.bool(false),
  customLabels: field.bool(false),
  currentLabel: field.text('Current', 100),
  totalLabel: field.text('Goal', 100),
});

export type ProgressBarContent = z.output<typeof schema>;

/** 000 §4: the percentage is clamped to 0–100 (a total of 0 or less counts as 0 %). */
export function progressPercent(current: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, Math.round((current / total) * 100)));
}

const formatNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const HEIGHT_LABELS: Record<ProgressHeight, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra large',
};

export const PROGRESS_MESSAGES = {
  negativeCurrent: 'The current value cannot be negative',
  badTotal: 'The goal must be greater than 0',
} as const;

/** A goal bar (fundraising, spots filled, course progress). */
export const progressBar = defineJsonElement({
  type: 'progress-bar',
  label: 'Progress Bar',
  category: 'conversion',
  palette: true,
  schema,
  // 000 §9: 75 of 100.
  defaultContent: {
    title: 'Progress',
    current: 75,
    total: 100,
    showPercentage: true,
    color: DEFAULT_COLOR,
    backgroundColor: DEFAULT_TRACK,
    height: 'medium',
    animated: false,
    showLabels: false,
    customLabels: false,
    currentLabel: 'Current',
    totalLabel: 'Goal',
  },
  defaultStyles: { ...BASE_STYLES },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
    { key: 'current', kind: 'number', label: 'Current value', min: 0 },
    {
      key: 'total',
      kind: 'number',
      label: 'Goal (total)',
      min: 0,
      hint: 'The bar fills to current ÷ goal, shown as 0–100 %.',
    },
    { key: 'showPercentage', kind: 'switch', label: 'Show percentage' },
    {
      key: 'height',
      kind: 'select',
      label: 'Bar height',
      // 000 §9: small 8, medium 16, large 24, extra-large 32 px.
      options: optionsOf(PROGRESS_HEIGHT_OPTIONS, (h) => `${HEIGHT_LABELS[h]} (${PROGRESS_HEIGHTS[h]} px)`),
    },
    { key: 'color', kind: 'color', label: 'Bar colour', clearable: false },
    { key: 'backgroundColor', kind: 'color', label: 'Track colour', clearable: false },
    { key: 'animated', kind: 'switch', label: 'Animated stripes' },
    { key: 'showLabels', kind: 'switch', label: 'Show values below the bar' },
    { key: 'customLabels', kind: 'switch', label: 'Custom labels', visibleWhen: { showLabels: [true] } },
    {
      key: 'currentLabel',
      kind: 'text',
      label: 'Current value label',
      maxLength: 100,
      placeholder: 'Current',
      visibleWhen: { showLabels: [true], customLabels: [true] },
    },
    {
      key: 'totalLabel',
      kind: 'text',
      label: 'Goal label',
      maxLength: 100,
      placeholder: 'Goal',
      visibleWhen: { showLabels: [true], customLabels: [true] },
    },
  ],
  validate: (content) => {
    if (!(content.current >= 0)) return PROGRESS_MESSAGES.negativeCurrent;
    if (!(content.total > 0)) return PROGRESS_MESSAGES.badTotal;
    return null;
  },
  styles: ['typography', 'box'],
  Render: ({ element, content }) => {
    const percent = progressPercent(content.current, content.total);
    const currentLabel = content.customLabels ? content.currentLabel : 'Current';
    const totalLabel = content.customLabels ? content.totalLabel : 'Goal';
    const height = PROGRESS_HEIGHTS[content.height];
    return (
      <div
        className={`ffp-progress${content.animated ? ' ffp-progress--animated' : ''}`}
        style={compact(textStyle(element.styles))}
      >
        {content.title || content.showPercentage ? (
          <div className="ffp-progress__header">
            {content.title ? <span className="ffp-progress__title">{content.title}</span> : <span />}
            {content.showPercentage ? (
              <span className="ffp-progress__percent" aria-hidden="true">
                {percent}%
              </span>
            ) : null}
          </div>
        ) : null}
        <div
          className="ffp-progress__track"
          role="progressbar"
          aria-label={content.title || 'Progress'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% (${formatNumber(content.current)} of ${formatNumber(content.total)})`}
          style={compact({
            height: `${height}px`,
            backgroundColor: safeColor(content.backgroundColor) ?? DEFAULT_TRACK,
          })}
        >
          <div
            className="ffp-progress__fill"
            style={compact({
              width: `${percent}%`,
              backgroundColor: safeColor(content.color) ?? DEFAULT_COLOR,
            })}
          />
        </div>
        {content.showLabels ? (
          <div className="ffp-progress__labels">
            <span>
              {currentLabel}: {formatNumber(content.current)}
            </span>
            <span>
              {totalLabel}: {formatNumber(content.total)}
            </span>
          </div>
        ) : null}
      </div>
    );
  },
});
