import { defineModule } from '../../shared/modules/module';
import { billingJobs } from './billing.jobs';
import { BillingResolver, SubscriptionStatusResolver } from './billing.resolver';
import { billingRoutes } from './billing.rest';
import { CardBillingService } from './card-billing.service';
import { Payment } from './payment.entity';
import { PaymentsService } from './payments.service';
import { PlansService } from './plans.service';
import { SubscriptionPlan } from './subscription-plan.entity';
import { SubscriptionsService } from './subscriptions.service';
import { UsageService } from './usage.service';

/** What the billing module adds to the app's services. */
export type BillingServices = {
  plans: PlansService;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  cardBilling: CardBillingService;
  usage: UsageService;
};

/** Plans, subscriptions (trial, ForgeCoin, card), payments and their receipts (002 §1–§5, §7). */
export const billingModule = defineModule<BillingServices>({
  name: 'billing',
  entities: [SubscriptionPlan, Payment],
  services: (deps, services) => ({
    plans: new PlansService(deps, services),
    subscriptions: new SubscriptionsService(deps, services),
    payments: new PaymentsService(deps, services),
    cardBilling: new CardBillingService(deps, services),
    usage: new UsageService(deps, services),
  }),
  resolvers: [BillingResolver, SubscriptionStatusResolver],
  routes: { api: () => billingRoutes() },
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
