import type { SystemEmail } from '../email';

export const SIGN_UP_NOTICE_SUBJECT = 'Someone tried to create a FunnelForge account with your email address';

/**
 * What the owner of an address is told when a sign-up with it was refused. The sign-in link
 * names PUBLIC_URL only: the address a request came to is the requester's to choose, and this
 * email goes to someone else.
 */
export function signUpNotice(to: string, publicUrl: string | null): SystemEmail {
  const signIn = publicUrl
    ? `sign in with your existing account at ${publicUrl}/login`
    : 'sign in with your existing account';
  return {
    to,
    subject: SIGN_UP_NOTICE_SUBJECT,
    text: [
      'Hello,',
      '',
      `Someone just tried to create a new FunnelForge account with this email address (${to}).`,
      'You already have an account, so no new account was created and nothing about yours was changed.',
      '',
      `If it was you: ${signIn}. Signing up again with your current password signs you in too.`,
      '',
      'If it was not you: you can ignore this email. Nobody can get into your account without your password.',
      '',
      'FunnelForge',
    ].join('\n'),
  };
}
