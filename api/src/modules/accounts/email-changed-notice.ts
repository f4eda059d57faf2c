import type { SystemEmail } from '../email';

export const EMAIL_CHANGED_NOTICE_SUBJECT = 'The email address of your FunnelForge account was changed';

/**
 * What the previous address of an account is told when the account moves to another one: the
 * owner learns of a change they did not make while the old inbox is still theirs. Links name
 * PUBLIC_URL only, as the sign-up notice's do.
 */
export function emailChangedNotice(to: string, newEmail: string, publicUrl: string | null): SystemEmail {
  const signIn = publicUrl ? ` at ${publicUrl}/login` : '';
  return {
    to,
    subject: EMAIL_CHANGED_NOTICE_SUBJECT,
    text: [
      'Hello,',
      '',
      `The email address of your FunnelForge account was changed from ${to} to ${newEmail}.`,
      'It was changed by someone signed in to your account who knew its password.',
      '',
      'If it was you: nothing else to do. Sign in with the new address from now on.',
      '',
      `If it was not you, someone knows your password: sign in${signIn} with the new address and your password while it still works, and change both.`,
      '',
      'FunnelForge',
    ].join('\n'),
  };
}
