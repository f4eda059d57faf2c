import { AppError } from '../../../shared/errors/app-error';

/** Sender authentication's refusals, in the words the Email Settings screen shows. */
export const SENDER_AUTH_MESSAGES = {
  noSender:
    'Save your SMTP settings with a From Email first: DKIM and the DNS check are for the domain your emails come from.',
  noKey: 'DKIM is not set up for this domain yet: use Set up DKIM first.',
} as const;

export const noSender = () => new AppError('BAD_USER_INPUT', SENDER_AUTH_MESSAGES.noSender);
export const noKey = () => new AppError('CONFLICT', SENDER_AUTH_MESSAGES.noKey);
export const alreadySetUp = (domain: string, selector: string) =>
  new AppError(
    'CONFLICT',
    `DKIM is already set up for ${domain} (selector ${selector}). Rotate the key to make a new one.`,
  );
export const rotationUnderway = (selector: string) =>
  new AppError(
    'CONFLICT',
    `A new key (selector ${selector}) is already waiting for its DNS record: publish it and Check.`,
  );
export const recordNotFound = (name: string) =>
  new AppError(
    'CONFLICT',
    `The DKIM record at ${name} was not found by the last check. Publish it and Check again, or choose Sign anyway (receivers cannot verify the signatures until the record is published).`,
  );
