import { defineModule } from '../../shared/modules/module';
import { billingJobs } from './billing.jobs';
import { BillingResolver, SubscriptionStatusResolver } from './billing.resolver';
import { billingRoutes } from './billing.rest';
import { CardBillingService } from './card-billing.service';
import { Payment } from './payment.entity';
import { PaymentsService } from './payments.service';
import { PlansService } from './plans.service';
import { createStripeClient } from './stripe-client';
import { StripeEvent } from './stripe-event.entity';
import { StripeConnectService } from './stripe-connect.service';
import { StripeEventsService } from './stripe-events.service';
import { stripeWebhookRoutes } from './stripe-webhook.rest';
import { SubscriptionPlan } from './subscription-plan.entity';
import { SubscriptionsService } from './subscriptions.service';
import { UsageService } from './usage.service';

/** What the billing module adds to the app's services. */
export type BillingServices = {
  plans: PlansService;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  cardBilling: CardBillingService;
  stripeEvents: StripeEventsService;
  usage: UsageService;
  stripeConnect: StripeConnectService;
};

/** Plans, subscriptions (trial, ForgeCoin, card), payments and their receipts (002 §1–§5, §7). */
export const billingModule = defineModule<BillingServices>({
  name: 'billing',
  entities: [SubscriptionPlan, Payment, StripeEvent],
  services: (deps, services) => {
    // One Stripe client per process, when card payments are configured.
    const stripe = deps.config.stripe ? createStripeClient(deps.config.stripe) : null;
    return {
      plans: new PlansService(deps, services),
      subscriptions: new SubscriptionsService(deps, services),
      payments: new PaymentsService(deps, services),
      cardBilling: new CardBillingService(deps, services, stripe),
      stripeEvents: new StripeEventsService(deps, services, stripe),
      usage: new UsageService(deps, services),
      stripeConnect: new StripeConnectService(deps, services, stripe),
    };
  },
  resolvers: [BillingResolver, SubscriptionStatusResolver],
  routes: { api: () => billingRoutes(), webhooks: (services) => stripeWebhookRoutes(services) },
  jobs: (services, deps) => billingJobs(services, deps),
  subscriptions: (services) => ({
    'account.created': ({ userId }) => services.subscriptions.startTrial(userId),
  }),
  start: async (services) => {
    await services.plans.apply();
    await services.subscriptions.startMissingTrials();
  },
});

export { SubscriptionPlan } from './subscription-plan.entity';
export { Payment } from './payment.entity';
export type { PlanLimits } from './plans.service';
export type { Usage, EmailAllowance } from './usage.service';
export { limitReached, emailsLeftTooFew, BILLING_MESSAGES } from './billing.errors';
export { UNLIMITED, isUnlimited, roomLeft, calendarMonth } from './plan-limits';
