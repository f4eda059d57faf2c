import { beacon } from './beacon';

export type ClickOptions = {
  /** Where clicks are reported. */
  clickUrl: string;
};

export const CLICK_DEFAULTS: ClickOptions = { clickUrl: '/api/track/click' };

/**
 * Clicks inside `root`: a dismiss button hides its banner ([data-ff-dismiss]), a tracked call to
 * action ([data-ff-track]) is reported. One listener, so a dismissal is never reported. Answers
 * a function that unwires it.
 */
export function attachClicks(root: HTMLElement | Document, options: ClickOptions): () => void {
  const onClick = (event: Event) => {
    // Not every event target is an element (closest is then missing).
    const target = event.target as Partial<Element>;
    const dismiss = target.closest?.('[data-ff-dismiss]');
    if (dismiss) {
      const banner = dismiss.closest<HTMLElement>('[data-ff-dismissable]');
      if (banner) banner.hidden = true;
      return;
    }
    const tracked = target.closest?.<HTMLElement>('[data-ff-track]');
    const funnelId = tracked?.closest<HTMLElement>('[data-funnel-id]')?.dataset.funnelId;
    if (!tracked || !funnelId) return;
    const { elementId, elementType, action } = tracked.dataset;
    beacon(options.clickUrl, {
      funnelId,
      elementId,
      elementType,
      action,
      targetUrl: tracked.getAttribute('href'),
    });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
