import { beacon } from './beacon';

export type ClickOptions = {
  /** Where clicks are reported. */
  clickUrl: string;
};

export const CLICK_DEFAULTS: ClickOptions = { clickUrl: '/api/track/click' };

function reportClick(target: HTMLElement, options: ClickOptions) {
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
 * Clicks inside `root`: a dismiss button hides its banner ([data-ff-dismiss]), a tracked call to
 * action ([data-ff-track]) is reported. One listener, so a dismissal is never reported.
 * Answers a function that unwires it.
 */
export function attachClicks(root: HTMLElement | Document, options: ClickOptions): () => void {
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
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
