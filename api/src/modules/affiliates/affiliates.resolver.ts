import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { Connection } from '../../shared/pagination';

@ObjectType({ description: 'The affiliate profile stats (001 §3). Amounts are decimals with two places.' })
class AffiliateStatsType {
  @Field({ description: 'Approved and paid commissions, net of adjustments.' })
  totalEarnings!: string;

  @Field({ description: 'Commissions in their holding period (awaiting approval).' })
  pendingCommissions!: string;

  @Field({ description: 'Approved commissions not yet paid out: what a payout would pay now.' })
  availableBalance!: string;

  @Field()
  paidOut!: string;

  @Field({ description: 'Bank transfers asked for and not yet made.' })
  pendingPayouts!: string;

  @Field(() => Int, { description: 'Sign-ups through your link.' })
  totalReferrals!: number;

  @Field(() => Int, { description: 'Referrals that have paid.' })
  convertedReferrals!: number;

  @Field(() => Int)
  totalClicks!: number;

  @Field(() => Int, { description: 'Distinct browsers that clicked.' })
  uniqueClicks!: number;

  @Field(() => Float, { description: 'Sign-ups per click, in percent with one decimal.' })
  conversionRate!: number;
}

@ObjectType({ description: 'Saved bank details, with the IBAN masked.' })
class AffiliateBankDetails {
  @Field()
  accountHolder!: string;

  @Field()
  ibanMasked!: string;

  @Field(() => String, { nullable: true })
  bic!: string | null;
}

@ObjectType({ description: 'Payouts by Stripe transfer (Stripe Connect).' })
class AffiliateStripeConnect {
  @Field({ description: 'Whether this server pays affiliates through Stripe.' })
  available!: boolean;

  @Field({ description: 'Whether you began Stripe onboarding (a connected account exists).' })
  connected!: boolean;
}

@ObjectType({ description: 'Your affiliate account (002 §3 Affiliate).' })
class AffiliateAccount {
  @Field(() => ID)
  id!: string;

  @Field()
  affiliateCode!: string;

  @Field(() => String, {
    nullable: true,
    description: "PUBLIC_URL + '/?ref=' + code; null when the server has no PUBLIC_URL.",
  })
  link!: string | null;

  @Field({ description: 'active, or another status (suspended).' })
  status!: string;

  @Field({ description: 'Percent, e.g. "10.00".' })
  commissionRate!: string;

  @Field({ description: 'Approved earnings needed for a payout, e.g. "50.00".' })
  payoutThreshold!: string;

  @Field({ description: 'forgecoin, bank_transfer or stripe.' })
  paymentMethod!: string;

  @Field(() => AffiliateStripeConnect)
  stripeConnect!: AffiliateStripeConnect;

  @Field(() => AffiliateBankDetails, { nullable: true })
  bankDetails!: AffiliateBankDetails | null;

  @Field({ description: 'Whether the code can still be changed (once).' })
  canChangeCode!: boolean;

  @Field()
  createdAt!: Date;

  @Field(() => AffiliateStatsType)
  stats!: AffiliateStatsType;
}

@ObjectType({ description: 'A sign-up through your link (002 §3 Referral).' })
class AffiliateReferral {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'pending, or converted once the account has paid.' })
  status!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field()
  commissionEarned!: string;

  @Field(() => String, { nullable: true, description: 'What the account paid in payments that earned.' })
  conversionValue!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  convertedAt!: Date | null;
}

@ObjectType({ description: 'What a payment earned you, or an adjustment of it (002 §3 Commission).' })
class AffiliateCommission {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  referralId!: string | null;

  @Field({ description: 'Negative for an adjustment.' })
  amount!: string;

  @Field({ description: 'referral or adjustment.' })
  type!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field({ description: 'pending, approved, paid or cancelled.' })
  status!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the holding period ends.' })
  availableAt!: Date | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;
}

@ObjectType({ description: '002 §3 Payout.' })
class AffiliatePayout {
  @Field(() => ID)
  id!: string;

  @Field()
  amount!: string;

  @Field({ description: "'ForgeCoin', 'Bank Transfer' or 'Stripe'." })
  method!: string;

  @Field({ description: 'pending, paid or failed.' })
  status!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The ledger movement, the bank transfer reference or the Stripe transfer.',
  })
  transactionId!: string | null;

  @Field(() => String, { nullable: true, description: "Why a failed payout failed (Stripe's words)." })
  failureReason!: string | null;
}

@ObjectType()
class AffiliateClickDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  date!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  uniqueClicks!: number;

  @Field(() => Int)
  signups!: number;
}

@ObjectType()
class AffiliateClickSource {
  @Field({
    description:
      'direct, search, social, email, referral (or unknown for clicks from before sources were kept).',
  })
  channel!: string;

  @Field(() => String, { nullable: true, description: 'The referring site or utm_source.' })
  source!: string | null;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType({ description: '002 §3 Click stats, over a period.' })
class AffiliateClickStats {
  @Field(() => Int)
  days!: number;

  @Field(() => Int)
  totalClicks!: number;

  @Field(() => Int)
  uniqueClicks!: number;

  @Field(() => Int)
  signups!: number;

  @Field(() => Float)
  conversionRate!: number;

  @Field(() => [AffiliateClickDay])
  byDay!: AffiliateClickDay[];

  @Field(() => [AffiliateClickSource])
  bySource!: AffiliateClickSource[];
}

const AffiliateReferralPage = Connection(AffiliateReferral, 'AffiliateReferralPage', { counted: true });
const AffiliateCommissionPage = Connection(AffiliateCommission, 'AffiliateCommissionPage', { counted: true });
const AffiliatePayoutPage = Connection(AffiliatePayout, 'AffiliatePayoutPage', { counted: true });

@InputType({ description: 'Bank details for transfers (SEPA).' })
class AffiliateBankDetailsInput {
  @Field()
  accountHolder!: string;

  @Field()
  iban!: string;

  @Field(() => String, { nullable: true })
  bic?: string | null;
}

@InputType()
class UpdateAffiliateInput {
  @Field(() => String, { nullable: true, description: 'A new code: 3 to 50 letters, digits, - or _; once.' })
  affiliateCode?: string | null;

  @Field(() => String, { nullable: true, description: 'forgecoin, bank_transfer or stripe.' })
  paymentMethod?: string | null;

  @Field(() => AffiliateBankDetailsInput, { nullable: true })
  bankDetails?: AffiliateBankDetailsInput | null;
}

@InputType()
class RequestAffiliatePayoutInput {
  @Field(() => String, {
    nullable: true,
    description: 'forgecoin, bank_transfer or stripe; your saved method when left out.',
  })
  method?: string | null;

  @Field({ description: 'Made once per request by the client: asking again pays nothing twice.' })
  idempotencyKey!: string;
}

@Resolver()
export class AffiliatesResolver {
  @Authorized()
  @Query(() => AffiliateAccount, { description: 'Your affiliate account and its statistics.' })
  myAffiliate(@Ctx() ctx: RequestContext) {
    return ctx.services.affiliates.profile(ctx.actor);
  }

  @Authorized()
  @Query(() => AffiliateReferralPage, { description: 'Sign-ups through your link, newest first.' })
  affiliateReferrals(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    return ctx.services.affiliates.referrals(ctx.actor, given({ limit, after }));
  }

  @Authorized()
  @Query(() => AffiliateCommissionPage, { description: 'Your commissions and adjustments, newest first.' })
  affiliateCommissions(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    return ctx.services.affiliates.commissions(ctx.actor, given({ limit, after }));
  }

  @Authorized()
  @Query(() => AffiliatePayoutPage, { description: 'Your payouts, newest first.' })
  affiliatePayouts(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    return ctx.services.affiliates.payouts(ctx.actor, given({ limit, after }));
  }

  @Authorized()
  @Query(() => AffiliatePayout, { description: 'One of your payouts.' })
  affiliatePayout(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return ctx.services.affiliates.payout(ctx.actor, id);
  }

  @Authorized()
  @Query(() => AffiliateClickStats, { description: 'Clicks and sign-ups over the last 7, 30 or 90 days.' })
  affiliateClickStats(@Ctx() ctx: RequestContext, @Arg('days', () => Int, { nullable: true }) days?: number) {
    return ctx.services.affiliates.clickStats(ctx.actor, given({ days }));
  }

  @Authorized()
  @Mutation(() => AffiliateAccount, {
    description: 'Changes your code (once) and how payouts are made.',
  })
  updateAffiliate(@Arg('input') input: UpdateAffiliateInput, @Ctx() ctx: RequestContext) {
    return ctx.services.affiliates.update(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => AffiliatePayout, {
    description:
      'Pays out your approved earnings once they reach the threshold: ForgeCoin at once, or a bank transfer.',
  })
  requestAffiliatePayout(@Arg('input') input: RequestAffiliatePayoutInput, @Ctx() ctx: RequestContext) {
    return ctx.services.payouts.request(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      "Connect with Stripe: makes your connected account (once) and answers the address of Stripe's onboarding.",
  })
  async connectAffiliateStripe(@Ctx() ctx: RequestContext): Promise<string> {
    const origin = ctx.http?.req.headers.origin;
    return (
      await ctx.services.affiliates.connectStripe(ctx.actor, typeof origin === 'string' ? origin : null)
    ).url;
  }

  @Authorized()
  @Subscription(() => AffiliateAccount, {
    topics: 'AFFILIATE_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Your affiliate account, each time a click, referral, commission or payout changes it.',
  })
  affiliateChanged(@Ctx() ctx: RequestContext) {
    return ctx.services.affiliates.profile(ctx.actor);
  }
}
