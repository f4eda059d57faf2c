import { z } from 'zod';
import { compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';

export const COUNTDOWN_TICK_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export type Remaining = { days: number; hours: number; minutes: number; seconds: number; expired: boolean };

/** Time left until `end`, split into units; never negative. */
export function remaining(end: number, now: number): Remaining {
  const ms = Math.max(0, end - now);
  return {
    days: Math.floor(ms / DAY_MS),
    hours: Math.floor((ms % DAY_MS) / 3_600_000),
    minutes: Math.floor((ms % 3_600_000) / 60_000),
    seconds: Math.floor((ms % 60_000) / 1000),
    expired: ms === 0,
  };
}

export function countdownEnd(content: CountdownContent, now: number): number {
  const parsed = Date.parse(content.endDate);
  return Number.isNaN(parsed) ? now + DAY_MS : parsed;
}

const UNITS = [
  ['days', 'showDays', 'Days'],
  ['hours', 'showHours', 'Hours'],
  ['minutes', 'showMinutes', 'Minutes'],
  ['seconds', 'showSeconds', 'Seconds'],
] as const;

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
  // The page runtime (and the preview) recompute the units every second from data-end.
  Render: ({ element, content, ctx }) => {
    const end = countdownEnd(content, ctx.now);
    const left = remaining(end, ctx.now);
    const units = UNITS.filter(([, flag]) => content[flag]);
    return (
      <div
        className="ffp-countdown"
        style={compact(textStyle(element.styles))}
        data-ff-countdown=""
        data-end={new Date(end).toISOString()}
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
