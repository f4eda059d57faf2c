import { isValidButtonLink, safeMediaSrc } from './safe-url';

/** Checks shared by the element definitions' `validate` (the builder shows these messages, the server answers them). */

/** The first message of a list of checks, or null when all pass. */
export function firstProblem(...problems: ReadonlyArray<string | null | false | undefined>): string | null {
  for (const problem of problems) if (problem) return problem;
  return null;
}

export const isBlank = (value: string): boolean => value.trim() === '';

export const LINK_ERROR =
  'Enter a web address starting with http:// or https://, or a page path starting with /';

/** 000 §5: a button link is an http(s) URL or a page path ('#' and empty mean none). */
export function linkError(value: string, allowEmpty = true): string | null {
  const v = value.trim();
  if (v === '' || v === '#') return allowEmpty ? null : LINK_ERROR;
  return isValidButtonLink(v) ? null : LINK_ERROR;
}

export const MEDIA_URL_ERROR =
  'must start with https:// or http://, or be a path on this site starting with /';

/** An image address as the page can show it (http(s) or a same-site path); empty is allowed. */
export function mediaUrlError(value: string, what: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  return safeMediaSrc(v) ? null : `${what} ${MEDIA_URL_ERROR}`;
}
