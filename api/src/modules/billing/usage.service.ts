import { requireActor, type Actor } from '../../shared/auth/actor';
import { Service } from '../../shared/service';
import { calendarMonth, isUnlimited, roomLeft } from './plan-limits';

/** What a user has of each thing their plan limits (002 §3 Subscription status, with usage). */
export type Usage = {
  /** Funnels outside the recycle bin. */
  funnels: number;
  leads: number;
  /** Campaign and sequence emails sent this calendar month (UTC), plus those a sending campaign has queued. */
  emailsThisMonth: number;
  aiImagesThisMonth: number;
  aiVideosThisMonth: number;
};

/** The month's emails against the plan: `left` is Infinity (and `used` not counted) when it has no email limit. */
export type EmailAllowance = { planName: string; limit: number; used: number | null; left: number };

/**
 * Usage against the plan's limits. Each count is answered by the module that owns the rows
 * (funnels, leads, campaigns, sequences, AI), so billing reads no other module's tables.
 */
export class UsageService extends Service {
  of(actor: Actor | null): Promise<Usage> {
    const { userId } = requireActor(actor, 'read');
    return this.forUser(userId);
  }

  async forUser(userId: string): Promise<Usage> {
    const { start } = calendarMonth(this.now());
    // One after another: inside a transaction they share one connection anyway.
    const funnels = await this.services.funnels.countFor(userId);
    const leads = await this.services.leads.countFor(userId);
    const emailsThisMonth = await this.emailsUsed(userId, start);
    const aiImagesThisMonth = await this.services.aiImages.countSince(userId, start);
    const aiVideosThisMonth = await this.services.aiVideos.countSince(userId, start);
    return { funnels, leads, emailsThisMonth, aiImagesThisMonth, aiVideosThisMonth };
  }

  /**
   * What is left of this month's emails. Queued campaign emails count as used: they were
   * promised when their campaign started, so a later campaign or sequence step cannot take them.
   */
  async emailAllowance(userId: string): Promise<EmailAllowance> {
    const { planName, limits } = await this.services.subscriptions.limits(userId);
    if (isUnlimited(limits.maxEmails))
      return { planName, limit: limits.maxEmails, used: null, left: Number.POSITIVE_INFINITY };
    const used = await this.emailsUsed(userId, calendarMonth(this.now()).start);
    return { planName, limit: limits.maxEmails, used, left: roomLeft(limits.maxEmails, used) };
  }

  private async emailsUsed(userId: string, since: Date): Promise<number> {
    const campaigns = await this.services.campaignSending.emailsSince(userId, since);
    const sequences = await this.services.sequenceEngine.emailsSentSince(userId, since);
    return campaigns.sent + campaigns.queued + sequences;
  }
}
