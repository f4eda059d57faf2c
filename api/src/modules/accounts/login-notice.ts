import type { SystemEmail } from '../email';

export const LOGIN_NOTICE_SUBJECT = 'New sign-in to your FunnelForge account';

export type LoginNoticeDetails = { device: string; at: Date; ip: string | null };

/** "Nov 26, 2026, 11:15 UTC": the spec's date format and the time, in UTC for everyone. */
function formatWhen(at: Date): string {
  const date = at.toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

/** The owner is told of a sign-in from a browser their account had not seen before. */
export function loginNotice(to: string, details: LoginNoticeDetails, publicUrl: string | null): SystemEmail {
  const settings = publicUrl ? ` at ${publicUrl}/account` : '';
  return {
    to,
    subject: LOGIN_NOTICE_SUBJECT,
    text: [
      'Hello,',
      '',
      'Your FunnelForge account was just signed in to from a device or browser it had not seen before:',
      '',
      `  Device:  ${details.device}`,
      `  When:    ${formatWhen(details.at)}`,
      `  Network: ${details.ip ?? 'unknown'} (approximate; the last part is hidden)`,
      '',
      'If this was you, there is nothing to do.',
      '',
      `If it was not you: change your password now and turn on two-factor authentication in your account's Security settings${settings}.`,
      '',
      'You can turn these emails off under Settings, Notifications.',
      '',
      'FunnelForge',
    ].join('\n'),
  };
}
