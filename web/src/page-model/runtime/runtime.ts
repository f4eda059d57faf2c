import { splitDuration, type CountdownUnit } from '../countdown-units';

/**
 * The only script a published page loads (and the preview attaches): it submits lead forms,
 * ticks countdowns, records clicks and engagement, and closes dismissable banners. Plain DOM, no
 * framework, nothing stored in the visitor's browser: the lead a form made goes on to the
 * funnel's next step in the address's fragment only.
 */

export type RuntimeOptions = {
  /** Where a form posts its lead. */
  leadUrl(funnelId: string): string;
  /** Where clicks are reported. */
  clickUrl: string;
  /** Where engagement (engaged time, scroll depth, a form started) is reported. */
  engagementUrl: string;
  /** Wall clock, injectable for tests. */
  now(): number;
  navigate(url: string): void;
};

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  leadUrl: (funnelId) => `/api/public/funnels/${encodeURIComponent(funnelId)}/leads`,
  clickUrl: '/api/track/click',
  engagementUrl: '/api/track/engagement',
  now: () => Date.now(),
  navigate: (url) => location.assign(url),
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The fragment that carries a visitor's lead to the funnel's next step (never sent to a server). */
const LEAD_FRAGMENT = /(?:^#|&)ff-lead=([\w-]+\.[\w-]+)/;

/** What this page knows of the visitor: the lead a form on an earlier step made. */
type Carried = { leadToken: string | null };

/** Takes the lead token from the address (and out of it, so it is not bookmarked or shared). */
function takeCarriedLead(): string | null {
  const match = LEAD_FRAGMENT.exec(location.hash);
  if (!match) return null;
  const rest = location.hash.replace(LEAD_FRAGMENT, '').replace(/^#?&?/, '');
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  // A match always has its (non-empty) token.
  return match[1] as string;
}

/** With a lead carried from an earlier step, forms do not ask for the email again. */
function hideCarriedEmail(root: ParentNode) {
  root.querySelectorAll<HTMLInputElement>('form[data-ff-form] input[type="email"]').forEach((input) => {
    input.required = false;
    const field = input.closest<HTMLElement>('.ffp-field');
    if (field) field.hidden = true;
  });
}

/** Same-site redirects (the funnel's next step) carry the lead in their fragment. */
function carryLead(url: string, token: string | null): string {
  if (!token || !url.startsWith('/') || url.startsWith('//') || url.includes('#')) return url;
  return `${url}#ff-lead=${token}`;
}
const REDIRECT_DELAY_MS = 1200;

function setFieldError(form: HTMLFormElement, name: string, message: string) {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  const error = input.closest('.ffp-field')?.querySelector('.ffp-field__error');
  if (error) error.textContent = message;
}

function showMessage(form: HTMLFormElement, message: string, kind: 'success' | 'error') {
  const box = form.querySelector('.ffp-form__message');
  if (!box) return;
  box.textContent = message;
  box.setAttribute('data-kind', kind);
}

/** Collects the named inputs of a form (the honeypot included: the server drops bot posts). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of form.elements) {
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name
    ) {
      values[element.name] = element.value.trim();
    }
  }
  return values;
}

async function submitLead(form: HTMLFormElement, options: RuntimeOptions, carried: Carried) {
  const funnelId = form.dataset.funnelId;
  if (!funnelId) return;
  const values = formValues(form);
  let invalid = false;
  // Each field's error is set or cleared (a hidden field's always cleared).
  form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.ffp-input').forEach((input) => {
    const value = input.value.trim();
    const message = input.closest('[hidden]')
      ? ''
      : input.required && !value
        ? input.type === 'email'
          ? 'Email is required'
          : 'This field is required'
        : input.type === 'email' && value && !EMAIL_RE.test(value)
          ? 'Enter a valid email address'
          : '';
    setFieldError(form, input.name, message);
    if (message) invalid = true;
  });
  if (invalid) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  showMessage(form, '', 'success');
  try {
    const response = await fetch(options.leadUrl(funnelId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...values,
        ...(carried.leadToken ? { leadToken: carried.leadToken } : {}),
        elementId: form.getAttribute('data-element-id'),
        pageUrl: location.href,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      fieldErrors?: Record<string, string>;
      leadToken?: string;
    };
    if (!response.ok) {
      for (const [name, message] of Object.entries(body.fieldErrors ?? {}))
        setFieldError(form, name, message);
      showMessage(form, body.message ?? 'Something went wrong. Please try again.', 'error');
      return;
    }
    form.reset();
    showMessage(form, form.dataset.success ?? 'Thank you!', 'success');
    if (typeof body.leadToken === 'string') carried.leadToken = body.leadToken;
    const redirect = form.dataset.redirect;
    if (redirect)
      setTimeout(() => options.navigate(carryLead(redirect, carried.leadToken)), REDIRECT_DELAY_MS);
  } catch {
    showMessage(form, 'Could not send the form. Check your connection and try again.', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

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

/** Posts a report as a beacon, or a keepalive fetch where beacons are missing or refused. */
function beacon(url: string, report: object) {
  const payload = JSON.stringify(report);
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, new Blob([payload], { type: 'application/json' }))
  )
    return;
  // A lost report costs the owner one count; the visitor is never told, nothing is retried.
  void fetch(url, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

function reportClick(target: HTMLElement, options: RuntimeOptions) {
  const page = target.closest<HTMLElement>('[data-funnel-id]');
  const funnelId = page?.dataset.funnelId;
  if (!funnelId) return;
  beacon(options.clickUrl, {
    funnelId,
    elementId: target.getAttribute('data-element-id'),
    elementType: target.getAttribute('data-element-type'),
    action: target.getAttribute('data-action'),
    targetUrl: target.getAttribute('href'),
  });
}

/**
 * Engagement: the time the page was visible, the deepest scroll and whether a form was started,
 * sent when the page is hidden or left, each send carrying the time since the previous one.
 * Answers a function that unwires it.
 */
function trackEngagement(root: HTMLElement | Document, options: RuntimeOptions): () => void {
  /** Visible time not yet sent (ms). */
  let engaged = 0;
  /** When the current visible stretch began; -1 while hidden. */
  let since = -1;
  /** The deepest scroll so far (percent), and what the previous send carried. */
  let scroll = 0;
  let sentScroll = 0;
  /** Whether a lead form's field was focused or typed into, and what the previous send carried. */
  let formStarted = false;
  let sentFormStarted = false;
  const onScroll = () => {
    // The share of the document seen: a page shorter than the window is seen whole.
    const seen = (scrollY + innerHeight) / document.documentElement.scrollHeight;
    scroll = Math.max(scroll, seen < 1 ? Math.round(seen * 100) : 100);
  };
  const onVisibility = (event?: Event) => {
    const now = options.now();
    if (since >= 0) engaged += now - since;
    since = event?.type !== 'pagehide' && document.visibilityState === 'visible' ? now : -1;
    // Visible: what the window shows counts as seen. Hidden or left: the news is sent.
    if (since >= 0) return onScroll();
    const funnelId = root.querySelector<HTMLElement>('[data-funnel-id]')?.dataset.funnelId;
    const engagedMs = Math.round(engaged);
    if (!funnelId || !(engagedMs || scroll > sentScroll || formStarted !== sentFormStarted)) return;
    engaged = 0;
    sentScroll = scroll;
    sentFormStarted = formStarted;
    beacon(options.engagementUrl, { funnelId, path: location.pathname, engagedMs, scroll, formStarted });
  };
  const onField = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-ff-form] [name]')) formStarted = true;
  };
  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [document, 'visibilitychange', onVisibility],
    [window, 'pagehide', onVisibility],
    [window, 'pageshow', onVisibility],
    [window, 'scroll', onScroll],
    [root, 'focusin', onField],
    [root, 'input', onField],
  ];
  listeners.forEach(([target, type, listener]) => target.addEventListener(type, listener, { passive: true }));
  onVisibility();
  return () => listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
}

/** Wires a rendered page inside `root`; answers a function that unwires it. */
export function attachPageRuntime(
  root: HTMLElement | Document,
  overrides: Partial<RuntimeOptions> = {},
): () => void {
  const options = { ...DEFAULT_RUNTIME_OPTIONS, ...overrides };
  const carried: Carried = { leadToken: takeCarriedLead() };
  if (carried.leadToken) hideCarriedEmail(root);
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-ff-form')) return;
    event.preventDefault();
    void submitLead(form, options, carried);
  };
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const dismiss = target.closest<HTMLElement>('[data-ff-dismiss]');
    if (dismiss) {
      const banner = dismiss.closest<HTMLElement>('[data-ff-dismissable]');
      if (banner) banner.hidden = true;
      return;
    }
    const tracked = target.closest<HTMLElement>('[data-ff-track]');
    if (tracked) reportClick(tracked, options);
  };
  root.addEventListener('submit', onSubmit);
  root.addEventListener('click', onClick);
  startEvergreenCountdowns(root, options.now());
  tickCountdowns(root, options.now());
  const timer = setInterval(() => tickCountdowns(root, options.now()), 1000);
  const untrack = trackEngagement(root, options);
  return () => {
    root.removeEventListener('submit', onSubmit);
    root.removeEventListener('click', onClick);
    clearInterval(timer);
    untrack();
  };
}
