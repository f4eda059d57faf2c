import { defineModule } from '../../shared/modules/module';
import { Payment } from './payment.entity';
import { SubscriptionPlan } from './subscription-plan.entity';

/** What the billing module adds to the app's services. */
export type BillingServices = Record<never, never>;

/** Subscriptions and payments (002 §3): the tables so far; checkout comes with its issue. */
export const billingModule = defineModule<BillingServices>({
  name: 'billing',
  entities: [SubscriptionPlan, Payment],
  services: () => ({}),
});
