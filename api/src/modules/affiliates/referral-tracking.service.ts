import { isbot } from 'isbot';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { visitSource } from '../analytics';
import { mailboxOf } from './affiliate-code';
import { announceAffiliateChange, refreshAffiliateTotals } from './affiliate-totals';
import { Affiliate } from './affiliate.entity';
import { referralClickSchema } from './affiliates.schemas';
import { ReferralClick } from './referral-click.entity';

/** The click's request: who and what sent it. */
export type ClickMeta = {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, hashed. */
  deviceHash: string;
  /** The signed-in account, when the visitor is signed in. */
  userId: string | null;
  /** The landing page the click was made from (the request's Referer): its UTM parameters. */
  pageUrl: string | null;
  host: string | null;
};

/** What a sign-up brings to attribution (the 'account.created' event). */
export type SignupFacts = { userId: string; email: string; deviceHash: string | null };

/**
 * Attribution (issue 23): a visit through an affiliate link is a click tied to the browser's
 * device cookie; a sign-up from that browser within the attribution window becomes a referral
 * of the affiliate of its latest click (last click wins). The affiliate's own account, address
 * and browsers never refer themselves.
 */
export class ReferralTrackingService extends Service {
  /**
   * POST /api/referral/track. Unknown or inactive codes, bots, the affiliate's own visits and
   * clicks over the per-IP limit are not recorded: the caller gets the same answer either way.
   */
  async trackClick(input: unknown, meta: ClickMeta): Promise<ReferralClick | null> {
    const click = parseInput(referralClickSchema, input);
    if (meta.userAgent && isbot(meta.userAgent)) return null;
    if (!(await this.deps.limits.referralClicksPerIp.allow(meta.ip))) return null;
    const affiliate = await this.activeAffiliate(click.affiliateCode);
    if (!affiliate) return null;
    const ownerId = affiliate.user.id;
    if (meta.userId === ownerId) return null;
    if (await this.services.accountNotifications.knowsDevice(ownerId, meta.deviceHash)) return null;
    const ownHosts = new Set<string>();
    const appHost = this.deps.config.publicUrl ? new URL(this.deps.config.publicUrl).hostname : null;
    if (appHost) ownHosts.add(appHost);
    if (meta.host) ownHosts.add(meta.host.replace(/:\d+$/, '').toLowerCase());
    const source = visitSource(meta.pageUrl, click.referrer, ownHosts);
    const row = this.em.create(ReferralClick, {
      affiliate,
      deviceHash: meta.deviceHash,
      channel: source.channel,
      source: source.source,
      createdAt: this.now(),
    });
    await this.em.persistAndFlush(row);
    announceAffiliateChange(this.deps, ownerId);
    return row;
  }

  /**
   * On 'account.created': the browser's latest click within the window makes the new account
   * that affiliate's referral (pending until it pays). Nothing for a browser without one, an
   * affiliate no longer active, or the affiliate themselves (same account, same mailbox, or a
   * browser they signed in with).
   */
  async attributeSignup(signup: SignupFacts): Promise<void> {
    if (!signup.deviceHash) return;
    const since = new Date(this.now().getTime() - this.deps.config.affiliates.attributionDays * 86_400_000);
    const click = await this.em.findOne(
      ReferralClick,
      { deviceHash: signup.deviceHash, createdAt: { $gte: since } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['affiliate.user'] },
    );
    if (!click) return;
    const affiliate = click.affiliate.getEntity();
    const owner = affiliate.user.getEntity();
    if (affiliate.status !== 'active') return;
    const self =
      owner.id === signup.userId ||
      mailboxOf(owner.email) === mailboxOf(signup.email) ||
      (await this.services.accountNotifications.knowsDevice(owner.id, signup.deviceHash));
    if (self) {
      this.deps.log.info({ affiliateId: affiliate.id }, 'self-referral refused');
      return;
    }
    const inserted = await this.em.execute<Array<{ id: string }>>(
      `insert into referrals (affiliate_id, referred_user_id, click_id, referral_code, email, status, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'pending', ?, ?)
       on conflict (referred_user_id) do nothing returning id`,
      [affiliate.id, signup.userId, click.id, affiliate.affiliateCode, signup.email, this.now(), this.now()],
    );
    if (inserted.length === 0) return;
    await refreshAffiliateTotals(this.em, affiliate.id);
    announceAffiliateChange(this.deps, owner.id);
  }

  private activeAffiliate(code: string): Promise<Affiliate | null> {
    return this.em.findOne(Affiliate, { affiliateCode: code.trim().toUpperCase(), status: 'active' });
  }
}
