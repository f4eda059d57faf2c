import type { SystemEmail } from '../email';

export const PASSWORD_CHANGED_NOTICE_SUBJECT = 'The password of your FunnelForge account was changed';

/**
 * What an account's address is told when its password changes: a change the owner did not make
 * means someone else is in the account, and every other session has just been signed out.
 */
export function passwordChangedNotice(to: string, publicUrl: string | null): SystemEmail {
  const signIn = publicUrl ? ` at ${publicUrl}/login` : '';
  return {
    to,
    subject: PASSWORD_CHANGED_NOTICE_SUBJECT,
    text: [
      'Hello,',
      '',
      'The password of your FunnelForge account was changed, and every other browser signed in to the account was signed out.',
      'It was changed by someone signed in to your account who knew its previous password.',
      '',
      'If it was you: nothing else to do.',
      '',
      `If it was not you, someone else is using your account: try to sign in${signIn}; if your password no longer works, contact whoever runs this FunnelForge service to get the account back. Once in, turn on two-factor sign-in (Account Settings, Security).`,
      '',
      'FunnelForge',
    ].join('\n'),
  };
}
