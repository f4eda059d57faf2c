import { DEFAULT_CONSENT_TEXT, type PageElement } from './contract';

export { DEFAULT_CONSENT_TEXT, MAX_CONSENT_TEXT } from './contract';

/** The consent text a form shows under it when it asks for double opt-in (the default when none was written). */
export const consentTextOf = (element: Pick<PageElement, 'consentText'>): string =>
  element.consentText?.trim() || DEFAULT_CONSENT_TEXT;
