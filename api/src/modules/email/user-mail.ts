import { Service } from '../../shared/service';
import { describeSmtpFailure, smtpTransport } from './delivery/smtp';

/** One email sent for a user to one person, outside campaigns and sequences (a double opt-in confirmation). */
export type UserEmail = { to: string; subject: string; text: string; html: string; senderName: string };

/**
 * Mail sent in a user's name through their SMTP settings (else the server's SMTP_URL), DKIM-signed
 * when they turned signing on, one message at a time: for emails a visitor is waiting for, not
 * for sends to many (those go through the outbox engine). Without any SMTP server it sends
 * nothing and says so; a failure throws (without the password), so the job that sends retries.
 */
export class UserMail extends Service {
  async send(userId: string, email: UserEmail): Promise<'sent' | 'no-smtp'> {
    const target = await this.services.emailSettings.smtpFor(userId);
    if (!target) return 'no-smtp';
    const transport = smtpTransport(target);
    try {
      await transport.sendMail({
        from: { name: target.fromName ?? email.senderName, address: target.fromEmail },
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(target.dkim ? { dkim: target.dkim } : {}),
      });
    } catch (error) {
      throw new Error(`Email not sent: ${describeSmtpFailure(error, target)}`, { cause: error });
    } finally {
      transport.close();
    }
    return 'sent';
  }
}
