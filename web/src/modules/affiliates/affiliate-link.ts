/** 001 §2.7: the link is this site's origin, '/?ref=' and the code (not the api's `link`, which may be null). */
export function affiliateLinkOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

/** The api's rule for a new code: 3 to 50 letters, digits, - or _. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,50}$/;

export const AFFILIATE_CODE_FORMAT =
  'The affiliate code must be 3 to 50 letters, digits, dashes or underscores';
