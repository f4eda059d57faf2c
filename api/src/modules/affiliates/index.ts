import { defineModule } from '../../shared/modules/module';
import { Affiliate } from './affiliate.entity';
import { affiliatesJobs } from './affiliates.jobs';
import { AffiliatesResolver } from './affiliates.resolver';
import { affiliatesRoutes } from './affiliates.rest';
import { AffiliatesService } from './affiliates.service';
import { Commission } from './commission.entity';
import { CommissionsService } from './commissions.service';
import { PayoutRequest } from './payout-request.entity';
import { Payout } from './payout.entity';
import { PayoutsService } from './payouts.service';
import { ReferralClick } from './referral-click.entity';
import { Referral } from './referral.entity';
import { ReferralTrackingService } from './referral-tracking.service';

/** What the affiliates module adds to the app's services. */
export type AffiliatesServices = {
  affiliates: AffiliatesService;
  referralTracking: ReferralTrackingService;
  commissions: CommissionsService;
  payouts: PayoutsService;
};

/**
 * The affiliate programme (issue 23): every user's affiliate account, clicks on their link,
 * the sign-ups they bring, commissions that follow the referred accounts' payments, payouts.
 */
export const affiliatesModule = defineModule<AffiliatesServices>({
  name: 'affiliates',
  entities: [Affiliate, Referral, ReferralClick, Commission, Payout, PayoutRequest],
  services: (deps, services) => ({
    affiliates: new AffiliatesService(deps, services),
    referralTracking: new ReferralTrackingService(deps, services),
    commissions: new CommissionsService(deps, services),
    payouts: new PayoutsService(deps, services),
  }),
  resolvers: [AffiliatesResolver],
  routes: { api: () => affiliatesRoutes() },
  jobs: (services, deps) => affiliatesJobs(services, deps),
  subscriptions: (services) => ({
    'account.created': async ({ userId, email, deviceHash }) => {
      await services.affiliates.ensureFor(userId);
      await services.referralTracking.attributeSignup({ userId, email, deviceHash });
    },
    'payment.succeeded': ({ paymentId }) => services.commissions.forPayment(paymentId),
    'payment.refunded': ({ paymentId }) => services.commissions.reconcile(paymentId),
    'payment.disputed': ({ paymentId }) => services.commissions.reconcile(paymentId),
  }),
  start: async (services) => {
    await services.affiliates.ensureMissing();
  },
});

export { AFFILIATE_COMMISSIONS_JOB } from './affiliates.jobs';
