import type { AppDeps } from '../../shared/app-deps';
import { describeSmtpFailure, serverSmtpTarget, smtpTransport } from './delivery/smtp';

/** An email the app sends in its own name (an account notice), plain text. */
export type SystemEmail = { to: string; subject: string; text: string };

/** The name system emails come from (the address is SMTP_FROM). */
export const SYSTEM_SENDER_NAME = 'FunnelForge';

/**
 * Mail the app sends in its own name rather than for a user (no campaign, no user's SMTP
 * settings, no tracking): through the server-wide SMTP_URL from SMTP_FROM, the way a user
 * without settings of their own sends; without SMTP_URL it is logged as simulated, as those
 * sends are. A failure to send throws, so the job that sends it is retried.
 */
export class SystemMail {
  constructor(private readonly deps: Pick<AppDeps, 'config' | 'log'>) {}

  /** Sends `email`; answers whether it was only simulated (no SMTP_URL). */
  async send(email: SystemEmail, logContext: Record<string, unknown> = {}): Promise<{ simulated: boolean }> {
    const { smtpUrl, smtpFrom } = this.deps.config;
    if (!smtpUrl || !smtpFrom) {
      this.deps.log.info(
        { ...logContext, to: email.to, subject: email.subject },
        'system email simulated (no SMTP_URL configured): logged, not sent',
      );
      return { simulated: true };
    }
    const target = serverSmtpTarget(smtpUrl, smtpFrom);
    const transport = smtpTransport(target);
    try {
      await transport.sendMail({
        from: { name: SYSTEM_SENDER_NAME, address: smtpFrom },
        to: email.to,
        subject: email.subject,
        text: email.text,
      });
    } catch (error) {
      throw new Error(`System email not sent: ${describeSmtpFailure(error, target)}`, { cause: error });
    } finally {
      transport.close();
    }
    this.deps.log.info({ ...logContext, subject: email.subject }, 'system email sent');
    return { simulated: false };
  }
}
