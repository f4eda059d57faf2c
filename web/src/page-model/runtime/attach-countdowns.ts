import { splitDuration, type CountdownUnit } from '../countdown-units';

export type CountdownOptions = {
  /** Wall clock, injectable for tests. */
  now(): number;
};

export const COUNTDOWN_DEFAULTS: CountdownOptions = { now: () => Date.now() };

/** Evergreen countdowns (no end date) end a fixed time after this visitor arrived. */
function startEvergreenCountdowns(root: ParentNode, now: number) {
  root.querySelectorAll<HTMLElement>('[data-ff-countdown][data-duration]').forEach((counter) => {
    const duration = Number(counter.dataset.duration);
    if (Number.isFinite(duration)) counter.dataset.end = new Date(now + duration).toISOString();
  });
}

function tickCountdowns(root: ParentNode, now: number) {
  root.querySelectorAll<HTMLElement>('[data-ff-countdown]').forEach((counter) => {
    // No end (undefined) parses as NaN, like an empty one.
    const end = Date.parse(counter.dataset.end as string);
    if (Number.isNaN(end)) return;
    const ms = Math.max(0, end - now);
    const unitElements = Array.from(counter.querySelectorAll<HTMLElement>('[data-unit]'));
    // Each has a data-unit (the selector asks for one).
    const values = splitDuration(
      ms,
      unitElements.map((unit) => unit.dataset.unit as CountdownUnit),
    );
    unitElements.forEach((unit) => {
      const value = values[unit.dataset.unit as CountdownUnit];
      if (value !== undefined) unit.textContent = String(value).padStart(2, '0');
    });
    const units = counter.querySelector<HTMLElement>('.ffp-countdown__units');
    const expired = counter.querySelector<HTMLElement>('.ffp-countdown__expired');
    if (units) units.hidden = ms === 0;
    if (expired) expired.hidden = ms !== 0;
  });
}

/** Ticks the countdowns ([data-ff-countdown]) inside `root` every second; answers a function that stops them. */
export function attachCountdowns(root: ParentNode, options: CountdownOptions): () => void {
  startEvergreenCountdowns(root, options.now());
  tickCountdowns(root, options.now());
  const timer = setInterval(() => tickCountdowns(root, options.now()), 1000);
  return () => clearInterval(timer);
}
