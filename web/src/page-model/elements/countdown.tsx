import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { EVERGREEN_MS, splitDuration, type CountdownUnit } from '../countdown-units';
import { defineJsonElement, field } from '../define';

export const COUNTDOWN_TICK_MS = 1000;

const schema = z.object({
  title: field.text('Offer ends in', 300),
  // An ISO date-time; a missing or unreadable one counts down 24 h from render time (000 §9).
  endDate: field.text('', 64),
  expiredText: field.text('This offer has expired', 300),
  showDays: field.bool(true),
  showHours: field.bool(true),
  showMinutes: field.bool(true),
  showSeconds: field.bool(true),
});

export type CountdownContent = z.output<typeof schema>;

export type Remaining = Record<CountdownUnit, number> & { expired: boolean };

/** Time left until `end` in the shown units (all four when not said); never negative. */
export function remaining(end: number, now: number, shown: readonly CountdownUnit[] = ALL_UNITS): Remaining {
  const ms = Math.max(0, end - now);
  return { ...splitDuration(ms, shown), expired: ms === 0 };
}

/** The end date, or — for an evergreen countdown without one — 24 h from `now`. */
export function countdownEnd(content: CountdownContent, now: number): number {
  const parsed = Date.parse(content.endDate);
  return Number.isNaN(parsed) ? now + EVERGREEN_MS : parsed;
}

const ALL_UNITS: readonly CountdownUnit[] = ['days', 'hours', 'minutes', 'seconds'];

const UNITS = [
  ['days', 'showDays', 'Days'],
  ['hours', 'showHours', 'Hours'],
  ['minutes', 'showMinutes', 'Minutes'],
  ['seconds', 'showSeconds', 'Seconds'],
] as const;

export const COUNTDOWN_UNIT_REQUIRED = 'Show at least one unit of time';

export const countdown = defineJsonElement({
  type: 'countdown',
  label: 'Countdown',
  category: 'conversion',
  palette: true,
  schema,
  defaultContent: {
    title: 'Offer ends in',
    endDate: '',
    expiredText: 'This offer has expired',
    showDays: true,
    showHours: true,
    showMinutes: true,
    showSeconds: true,
  },
  defaultStyles: { ...BASE_STYLES, textAlign: 'center' },
  fields: [
    { key: 'title', kind: 'text', label: 'Title', maxLength: 300 },
    {
      key: 'endDate',
      kind: 'datetime',
      label: 'Ends at',
      hint: 'Leave empty to count down 24 hours from each visit.',
    },
    { key: 'expiredText', kind: 'text', label: 'Text after it ends', maxLength: 300 },
    { key: 'showDays', kind: 'switch', label: 'Show days' },
    { key: 'showHours', kind: 'switch', label: 'Show hours' },
    { key: 'showMinutes', kind: 'switch', label: 'Show minutes' },
    { key: 'showSeconds', kind: 'switch', label: 'Show seconds' },
  ],
  validate: (content) =>
    [content.showDays, content.showHours, content.showMinutes, content.showSeconds].some(Boolean)
      ? null
      : COUNTDOWN_UNIT_REQUIRED,
  styles: ['typography', 'box'],
  pageScript: 'countdowns',
  // The page runtime (and the preview) recompute the units every second from data-end.
  Render: ({ element, content, ctx }) => {
    const end = countdownEnd(content, ctx.now);
    const units = UNITS.filter(([, flag]) => content[flag]);
    const left = remaining(
      end,
      ctx.now,
      units.map(([unit]) => unit),
    );
    // Without an end date the countdown restarts for every visitor: the runtime sets the end on arrival.
    const evergreen = Number.isNaN(Date.parse(content.endDate));
    return (
      <div
        className="ffp-countdown"
        style={compact(textStyle(element.styles))}
        data-ff-countdown=""
        data-end={new Date(end).toISOString()}
        {...(evergreen ? { 'data-duration': String(EVERGREEN_MS) } : {})}
        data-expired-text={content.expiredText}
      >
        {content.title ? <p className="ffp-countdown__title">{content.title}</p> : null}
        <div className="ffp-countdown__units" role="timer" aria-live="off" hidden={left.expired}>
          {units.map(([unit, , label]) => (
            <div key={unit} className="ffp-countdown__unit">
              <span className="ffp-countdown__value" data-unit={unit}>
                {String(left[unit]).padStart(2, '0')}
              </span>
              <span className="ffp-countdown__label">{label}</span>
            </div>
          ))}
        </div>
        <p className="ffp-countdown__expired" hidden={!left.expired}>
          {content.expiredText}
        </p>
      </div>
    );
  },
});
