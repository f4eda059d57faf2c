import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { ACCOUNT_MESSAGES as M } from './accounts.errors';

/** zxcvbn's "safely unguessable" bar: about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first 64 characters are scored, and at most 4 l33t readings tried: with zxcvbn's
 * defaults (256, 100) a random 128-character password blocks the event loop for over a second
 * (0.5 s for a 64-character one). With these, measured on this machine: a passphrase like the
 * tests' 8 ms, a short password 2 ms, the worst case about 25 ms; the l33t passwords the
 * defaults catch (p@ssw0rd, P@$$w0rd1, 5unsh1n3…) are still caught.
 */
const SCORED_LENGTH = 64;
const L33T_READINGS = 4;

/** Words of this product that make a password guessable here, as the user's own data would. */
const PRODUCT_WORDS = ['funnelforge'];

const USER_INPUTS_WARNING = 'Words from your email address or from FunnelForge are easy to guess.';

let zxcvbn: ZxcvbnFactory | undefined;

/** Ranks the ~240k dictionary words on first use (about 0.3 s), once per process. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: {
      ...zxcvbnEn.translations,
      // Its own words ("personal or page related data") read oddly on a sign-up form.
      warnings: { ...zxcvbnEn.translations.warnings, userInputs: USER_INPUTS_WARNING },
    },
    maxLength: SCORED_LENGTH,
    l33tMaxSubstitutions: L33T_READINGS,
  });
  return zxcvbn;
}

const COMMON_PASSWORD_WARNINGS: ReadonlySet<string> = new Set([
  zxcvbnEn.translations.warnings.topTen,
  zxcvbnEn.translations.warnings.topHundred,
  zxcvbnEn.translations.warnings.common,
  zxcvbnEn.translations.warnings.similarToCommon,
]);

/**
 * The one strength rule for a new password (sign-up; a password change or reset would call it
 * too): it must not contain the email's name, and zxcvbn must rate it 3 or more. Answers the
 * message to show, or null when the password is strong enough. Length limits stay in the
 * schemas, which say them first.
 */
export function passwordStrengthProblem(password: string, email: string): string | null {
  const local = email.split('@')[0] ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local.toLowerCase())) {
    return M.passwordContainsEmail;
  }
  // zxcvbn matches each input whole: give it the address's words too (ada, lovelace, example).
  const words = email.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  const { score, feedback } = estimator().check(password, [email, local, ...words, ...PRODUCT_WORDS]);
  if (score >= MIN_PASSWORD_SCORE) return null;
  if (feedback.warning && COMMON_PASSWORD_WARNINGS.has(feedback.warning)) return M.passwordTooCommon;
  return M.passwordTooWeak(feedback.warning, feedback.suggestions[0] ?? null);
}
