/**
 * Links and media sources from user content: only http(s), mailto and tel URLs, same-site
 * paths, anchors and queries. Anything else (javascript:, data:, protocol-relative //host)
 * answers null and is not rendered.
 */
export function safeHref(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\s]/.test(url.replace(/ /g, ''))) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      return new URL(url).href;
    } catch {
      return null;
    }
  }
  if (scheme === 'mailto' || scheme === 'tel') return url;
  return null;
}

/** Image and video sources: http(s) URLs and same-site paths only. */
export function safeMediaSrc(value: string | null | undefined): string | null {
  const href = safeHref(value);
  if (!href || href.startsWith('#') || href.startsWith('?')) return null;
  return /^(https?:|\/)/i.test(href) ? href : null;
}

/** A CSS url() for a background image, or null; the URL is quoted so it cannot break out. */
export function cssUrl(value: string | null | undefined): string | null {
  const src = safeMediaSrc(value);
  if (!src) return null;
  return `url("${src.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/** A link to one of the funnel's steps as stored: 'step:next' or 'step:{id}'. */
const STEP_LINK = /^step:[A-Za-z0-9_-]{1,100}$/;

/** 000 §5: a button link is an http(s) URL or a page path (or, since funnels have steps, a step). */
export function isValidButtonLink(value: string): boolean {
  const v = value.trim();
  return (
    /^https?:\/\/[^\s]+$/i.test(v) ||
    (/^\/[^\s]*$/.test(v) && !v.startsWith('//')) ||
    v.startsWith('#') ||
    STEP_LINK.test(v)
  );
}
