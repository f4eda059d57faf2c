import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../shared/auth/actor';
import type { RequestContext } from '../../shared/context';
import { given } from '../../shared/graphql/given';
import { requestOrigin } from '../../shared/http/request-origin';
import { Connection, type Page } from '../../shared/pagination';
import { toPaymentJson } from './payment.mapper';
import { SubscriptionPlan } from './subscription-plan.entity';
import type {
  CardConfig,
  CheckoutSessionCreated,
  PaymentIntentCreated,
  PaymentVerification,
} from './card-billing.service';
import type { SubscriptionStatusView } from './subscriptions.service';
import type { Usage } from './usage.service';

@ObjectType({ description: 'What a plan lets you create; -1: unlimited.' })
class PlanLimitsView {
  @Field(() => Int)
  maxFunnels!: number;

  @Field(() => Int)
  maxLeads!: number;

  @Field(() => Int, { description: 'Emails a calendar month.' })
  maxEmails!: number;

  @Field(() => Int, { description: 'AI images a calendar month.' })
  maxAiImages!: number;

  @Field(() => Int, { description: 'AI videos a calendar month.' })
  maxAiVideos!: number;
}

@ObjectType('PlanUsage', { description: 'What you have of each thing your plan limits.' })
class UsageView implements Usage {
  @Field(() => Int, { description: 'Funnels outside the recycle bin.' })
  funnels!: number;

  @Field(() => Int)
  leads!: number;

  @Field(() => Int, {
    description:
      'Campaign and sequence emails sent this calendar month (UTC), and those a sending campaign still has queued.',
  })
  emailsThisMonth!: number;

  @Field(() => Int, { description: 'AI images this calendar month (UTC).' })
  aiImagesThisMonth!: number;

  @Field(() => Int, { description: 'AI videos this calendar month (UTC).' })
  aiVideosThisMonth!: number;
}

@ObjectType('SubscriptionStatus', { description: 'Your subscription (002 §3 Subscription status).' })
class SubscriptionStatusObject implements SubscriptionStatusView {
  @Field({
    description:
      'trial, active, past_due, canceled, expired or inactive; screens show trial and active, else inactive.',
  })
  status!: string;

  @Field(() => ID, { nullable: true })
  planId!: string | null;

  @Field({ description: "The plan's name; 'Pro Trial' when there is none." })
  planName!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'When the next payment is due; null when nothing renews.',
  })
  nextBillingDate!: Date | null;

  @Field(() => Date, { nullable: true })
  currentPeriodEnd!: Date | null;

  @Field({
    description: 'The subscription ends at the period end instead of renewing (auto-renewal disabled).',
  })
  cancelAtPeriodEnd!: boolean;

  @Field()
  membershipLevel!: string;

  @Field(() => Date, { nullable: true })
  subscriptionEndDate!: Date | null;

  @Field(() => String, { nullable: true, description: 'trial, card or forgecoin.' })
  billingMethod!: string | null;

  @Field(() => PlanLimitsView, { description: 'The limits in force now.' })
  limits!: PlanLimitsView;

  @Field(() => String, { nullable: true, description: 'Why the subscription last ended by itself.' })
  endedReason!: string | null;
}

@ObjectType('BillingPayment', { description: 'A payment in your billing history.' })
class PaymentView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'A decimal with two places, in the currency.' })
  amount!: string;

  @Field({ description: 'eur for card payments, fc for ForgeCoin.' })
  currency!: string;

  @Field({ description: 'succeeded, pending, failed, refunded, partially_refunded or disputed.' })
  status!: string;

  @Field({ description: 'subscription, renewal or top_up.' })
  type!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => String, {
    nullable: true,
    description: 'Where its receipt downloads from; null until it went through.',
  })
  receiptUrl!: string | null;
}

const PaymentPage = Connection(PaymentView, 'BillingPaymentPage', { counted: false });

@InputType({ description: 'A plan to pay for.' })
class PlanChoiceInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => String, { nullable: true, description: 'Made once per attempt by the client.' })
  idempotencyKey?: string | null;
}

@ObjectType({ description: 'Whether card payments are configured on this server, and its publishable key.' })
class BillingConfig implements CardConfig {
  @Field()
  cardPayments!: boolean;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key (public by design)." })
  publishableKey!: string | null;
}

@ObjectType({
  description: "A Stripe checkout session: send the browser to its url (Stripe's hosted checkout).",
})
class CheckoutSession implements CheckoutSessionCreated {
  @Field()
  sessionId!: string;

  @Field()
  url!: string;
}

@ObjectType({ description: "A card payment to confirm with Stripe's card element (a ForgeCoin top-up)." })
class PaymentIntentView implements PaymentIntentCreated {
  @Field()
  clientSecret!: string;

  @Field()
  paymentIntentId!: string;

  @Field(() => Int, { description: 'In cents.' })
  amount!: number;
}

@ObjectType({ description: '002 §3 Payment verification result.' })
class PaymentVerificationView implements PaymentVerification {
  @Field(() => Int, { description: 'In cents.' })
  amount!: number;

  @Field()
  id!: string;

  @Field({ description: "Stripe's status: succeeded, processing, requires_payment_method…" })
  status!: string;
}

@Resolver()
export class BillingResolver {
  @Authorized()
  @Query(() => BillingConfig)
  billingConfig(@Ctx() ctx: RequestContext): CardConfig {
    return ctx.services.cardBilling.config();
  }

  @Authorized()
  @Mutation(() => CheckoutSession, {
    description: "Starts paying for a plan by card on Stripe's hosted checkout.",
  })
  createCheckoutSession(
    @Arg('planId', () => ID) planId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckoutSessionCreated> {
    return ctx.services.cardBilling.createCheckoutSession(
      ctx.actor,
      { planId },
      { origin: requestOrigin(ctx.http?.req) },
    );
  }

  @Authorized()
  @Mutation(() => PaymentIntentView, {
    description: 'Starts a card payment that tops up ForgeCoin (1 FC = 1 EUR); default 2999 cents.',
  })
  createPaymentIntent(
    @Ctx() ctx: RequestContext,
    @Arg('amount', () => Int, { nullable: true, description: 'In cents.' }) amount?: number,
  ): Promise<PaymentIntentCreated> {
    return ctx.services.cardBilling.createPaymentIntent(ctx.actor, given({ amount }));
  }

  @Authorized()
  @Mutation(() => PaymentVerificationView, {
    description: 'Checks a card payment with Stripe after its confirmation.',
  })
  verifyPayment(
    @Arg('paymentIntentId') paymentIntentId: string,
    @Arg('clientSecret') clientSecret: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentVerification> {
    return ctx.services.cardBilling.verifyPayment(ctx.actor, { paymentIntentId, clientSecret });
  }

  @Query(() => [SubscriptionPlan], {
    description: 'The plans on offer, in order (public: the pricing page reads them too).',
  })
  subscriptionPlans(@Ctx() ctx: RequestContext): Promise<SubscriptionPlan[]> {
    return ctx.services.plans.list();
  }

  @Authorized()
  @Query(() => SubscriptionStatusObject)
  subscriptionStatus(@Ctx() ctx: RequestContext): Promise<SubscriptionStatusView> {
    return ctx.services.subscriptions.status(ctx.actor);
  }

  @Authorized()
  @Query(() => PaymentPage, { description: 'Your billing history, newest first.' })
  async billingPayments(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ) {
    const page = await ctx.services.payments.list(ctx.actor, given({ limit, after }));
    return {
      ...page,
      items: page.items.map((p) => ({ ...toPaymentJson(p), createdAt: p.createdAt })),
    } satisfies Omit<Page<PaymentView>, 'total'> & { total: number | null };
  }

  @Authorized()
  @Mutation(() => SubscriptionStatusObject, {
    description:
      'Pays for a plan with ForgeCoin (its coin price, else its price) and activates it for one interval.',
  })
  subscribeWithForgecoins(
    @Arg('input') input: PlanChoiceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionStatusView> {
    return ctx.services.subscriptions.subscribeWithCoins(ctx.actor, given(input));
  }

  @Authorized()
  @Mutation(() => SubscriptionStatusObject, {
    description: 'Turns auto-renewal off: the plan ends at the period end.',
  })
  cancelSubscription(@Ctx() ctx: RequestContext): Promise<SubscriptionStatusView> {
    return ctx.services.subscriptions.cancel(ctx.actor);
  }

  @Authorized()
  @Mutation(() => SubscriptionStatusObject, { description: 'Turns auto-renewal back on.' })
  resumeSubscription(@Ctx() ctx: RequestContext): Promise<SubscriptionStatusView> {
    return ctx.services.subscriptions.resume(ctx.actor);
  }

  @Authorized()
  @Subscription(() => SubscriptionStatusObject, {
    topics: 'SUBSCRIPTION_CHANGED',
    topicId: ({ context }: { context: RequestContext }) => requireActor(context.actor).userId,
    description: 'Your subscription, each time it changes (instead of polling).',
  })
  subscriptionStatusChanged(@Ctx() ctx: RequestContext): Promise<SubscriptionStatusView> {
    return ctx.services.subscriptions.status(ctx.actor);
  }
}

@Resolver(() => SubscriptionStatusObject)
export class SubscriptionStatusResolver {
  @FieldResolver(() => UsageView, { description: 'Your usage against limits, counted now.' })
  usage(@Root() _status: SubscriptionStatusView, @Ctx() ctx: RequestContext): Promise<Usage> {
    return ctx.services.usage.of(ctx.actor);
  }
}
