import { beacon } from './beacon';

export type EngagementOptions = {
  /** Where engagement (engaged time, scroll depth, a form started) is reported. */
  engagementUrl: string;
  /** Wall clock, injectable for tests. */
  now(): number;
};

export const ENGAGEMENT_DEFAULTS: EngagementOptions = {
  engagementUrl: '/api/track/engagement',
  now: Date.now,
};

/**
 * Engagement: the time the page was visible, the deepest scroll and whether a form was started,
 * sent when the page is hidden or left, each send carrying the time since the previous one.
 * Answers a function that unwires it.
 */
export function attachEngagement(root: HTMLElement | Document, options: EngagementOptions): () => void {
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
  // Reading the layout while the page loads would make the browser lay it out before its first
  // paint (a forced reflow): the first measure waits until a frame has been drawn.
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScrollSoon = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => (timer = setTimeout(onScroll, 0)));
  };
  const onVisibility = (event?: Event) => {
    const now = options.now();
    const wasVisible = since >= 0;
    if (wasVisible) engaged += now - since;
    since = event?.type !== 'pagehide' && document.visibilityState === 'visible' ? now : -1;
    // Visible: what the window shows counts as seen. Hidden or left: so does what it showed
    // last, and the news is sent.
    if (since >= 0) return void onScrollSoon();
    if (wasVisible) onScroll();
    const funnelId = root.querySelector<HTMLElement>('[data-funnel-id]')?.dataset.funnelId;
    const engagedMs = Math.round(engaged);
    if (!funnelId || !(engagedMs || scroll > sentScroll || formStarted !== sentFormStarted)) return;
    engaged = 0;
    sentScroll = scroll;
    sentFormStarted = formStarted;
    beacon(options.engagementUrl, { funnelId, path: location.pathname, engagedMs, scroll, formStarted });
  };
  const onField = (event: Event) => {
    if ((event.target as Partial<Element>).closest?.('[data-ff-form] [name]')) formStarted = true;
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
  return () => {
    listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
