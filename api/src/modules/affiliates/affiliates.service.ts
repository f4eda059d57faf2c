import { ref } from '@mikro-orm/postgresql';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { User } from '../accounts';
import { Affiliate } from './affiliate.entity';
import { referralClickSchema } from './affiliates.schemas';
import { Referral } from './referral.entity';

/** The affiliate programme: referral clicks and the sign-ups they bring. */
export class AffiliatesService extends Service {
  /**
   * Records a visit through an affiliate link as a pending referral. Unknown or inactive codes
   * and clicks over the per-IP limit are ignored: the caller gets the same answer either way.
   */
  async trackReferralClick(input: unknown, meta: { ip: string }): Promise<Referral | null> {
    const click = parseInput(referralClickSchema, input);
    if (!(await this.deps.limits.referralClicksPerIp.allow(meta.ip))) return null;
    const affiliate = await this.activeAffiliate(click.affiliateCode);
    if (!affiliate) return null;
    const referral = this.em.create(Referral, {
      affiliate,
      referralCode: affiliate.affiliateCode,
      email: click.email,
      firstName: click.firstName,
      lastName: click.lastName,
    });
    await this.em.persistAndFlush(referral);
    return referral;
  }

  /** Links a new account to the affiliate whose link brought it (on 'account.created'). */
  async recordSignup(userId: string, email: string, referralCode: string): Promise<void> {
    const affiliate = await this.activeAffiliate(referralCode);
    if (!affiliate || affiliate.user.id === userId) return;
    const pending = await this.em.findOne(
      Referral,
      { affiliate, referredUser: null, status: 'pending' },
      { orderBy: { createdAt: 'desc' } },
    );
    const referral =
      pending ?? this.em.create(Referral, { affiliate, referralCode: affiliate.affiliateCode });
    referral.referredUser = ref(this.em.getReference(User, userId));
    referral.email ??= email;
    affiliate.totalReferrals += 1;
    await this.em.persistAndFlush(referral);
  }

  private activeAffiliate(code: string): Promise<Affiliate | null> {
    return this.em.findOne(Affiliate, { affiliateCode: code, status: 'active' });
  }
}
