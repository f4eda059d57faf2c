import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../shared/errors/app-error';
import { parseInput } from '../../../shared/errors/parse-input';
import { Service } from '../../../shared/service';
import type { SuppressionReason } from '../suppressions/email-suppression.entity';
import { classifyFailure } from './failure';
import { prepareMessage, type MessageContent } from './message';
import { smtpTransport } from './smtp';

/** At most this many addresses per test. */
export const MAX_TEST_RECIPIENTS = 5;

export const TEST_EMAIL_MESSAGES = {
  notConfigured:
    'Email service not configured: set up your SMTP server in Email Settings to send test emails (sends are only simulated without one).',
  recipientsRequired: 'Enter at least one email address',
  tooManyRecipients: `Enter at most ${MAX_TEST_RECIPIENTS} email addresses`,
  invalidAddress: 'Enter a valid email address',
  tooMany: (minutes: number) =>
    `Too many test emails: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export const testRecipientsSchema = z.object({
  to: z
    .array(
      z
        .string({ error: TEST_EMAIL_MESSAGES.invalidAddress })
        .trim()
        .max(320, TEST_EMAIL_MESSAGES.invalidAddress)
        .pipe(z.email({ error: TEST_EMAIL_MESSAGES.invalidAddress })),
      { error: TEST_EMAIL_MESSAGES.recipientsRequired },
    )
    .min(1, TEST_EMAIL_MESSAGES.recipientsRequired)
    .max(MAX_TEST_RECIPIENTS, TEST_EMAIL_MESSAGES.tooManyRecipients),
});

/** What happened for one address: sent, skipped (on the suppression list, and why) or failed. */
export type TestEmailResult = {
  email: string;
  status: 'sent' | 'skipped' | 'failed';
  /** Skipped: the suppression's reason. */
  suppression: SuppressionReason | null;
  /** Skipped or failed, in words. */
  reason: string | null;
};

const SKIP_REASONS: Record<SuppressionReason, string> = {
  hard_bounce: 'Suppressed: the address bounced (hard bounce)',
  complaint: 'Suppressed: the recipient marked your email as spam (complaint)',
  unsubscribe: 'Suppressed: the recipient unsubscribed',
  manual: 'Suppressed: added to your suppression list',
};

/**
 * Test emails (Send test in the campaign and sequence editors): the content as recipients get
 * it, laid out in the user's theme by the campaigns' own message builder, subject prefixed
 * "[Test] ", sent at once through the user's SMTP server (not through an outbox or the user's
 * sending limits' queue: a few messages a person waits for). Suppressed addresses are skipped
 * as every send path skips them. The caller owns the content (tenancy) and limits how often.
 */
export class TestEmailService extends Service {
  async send(
    userId: string,
    content: MessageContent,
    input: unknown,
    options: { baseUrl?: string | null } = {},
  ): Promise<TestEmailResult[]> {
    const { to } = parseInput(testRecipientsSchema, input ?? {});
    const target = await this.services.emailSettings.smtpFor(userId);
    if (!target) throw new AppError('CONFLICT', TEST_EMAIL_MESSAGES.notConfigured);
    await this.deps.limits.testEmailsPerUser.consume(userId, TEST_EMAIL_MESSAGES.tooMany);
    const addresses = [...new Map(to.map((email) => [email.toLowerCase(), email])).values()];
    const suppressed = await this.services.suppressions.reasonsOf(userId, addresses);
    const render = await prepareMessage({
      outbox: 'campaign',
      content: { ...content, subject: `[Test] ${content.subject}` },
      theme: await this.services.emailDesign.themeFor(userId),
      sender: { fromEmail: target.fromEmail, fromName: target.fromName },
      baseUrl: this.deps.config.publicUrl ?? options.baseUrl ?? `http://localhost:${this.deps.config.port}`,
      tokens: this.services.emailTracking.tokens,
    });
    const transport = smtpTransport(target);
    const results: TestEmailResult[] = [];
    try {
      for (const email of addresses) {
        const suppression = suppressed.get(email.toLowerCase()) ?? null;
        if (suppression) {
          results.push({ email, status: 'skipped', suppression, reason: SKIP_REASONS[suppression] });
          continue;
        }
        // Ids of no delivery: its tracking links still lead on, and count nothing.
        const message = render({ id: randomUUID(), email, leadId: randomUUID() });
        try {
          await transport.sendMail(message);
          results.push({ email, status: 'sent', suppression: null, reason: null });
        } catch (error) {
          results.push({
            email,
            status: 'failed',
            suppression: null,
            reason: classifyFailure(error, target).reason,
          });
        }
      }
    } finally {
      transport.close();
    }
    this.deps.log.info(
      { userId, contentId: content.id, results: results.map((r) => r.status) },
      'test emails sent',
    );
    return results;
  }
}
