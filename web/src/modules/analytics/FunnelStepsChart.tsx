import type { FunnelStepRow } from './analytics-tables';
import { formatStep } from './format-step';

/**
 * The drop-off through one funnel: a bar per step as wide as its share of the first step's
 * visits, with the figures written beside it. Plain HTML: it reads as a list without the chart.
 */
export function FunnelStepsChart({ steps }: { steps: readonly FunnelStepRow[] }) {
  return (
    <ol className="ff-funnel-steps">
      {steps.map((step, i) => (
        <li key={step.key} className={`ff-funnel-steps__step ff-funnel-steps__step--${step.kind}`}>
          <div className="ff-funnel-steps__label">{step.label}</div>
          <div className="ff-funnel-steps__track" aria-hidden="true">
            <div
              className="ff-funnel-steps__bar"
              style={{ width: `${Math.min(100, Math.max(step.visits > 0 ? 1 : 0, step.percentOfFirst))}%` }}
            />
          </div>
          <div className="ff-funnel-steps__figures">{formatStep(step, i === 0)}</div>
        </li>
      ))}
    </ol>
  );
}
