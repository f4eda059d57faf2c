import { defineModule } from '../../shared/modules/module';
import { Affiliate } from './affiliate.entity';
import { affiliatesRoutes } from './affiliates.rest';
import { AffiliatesService } from './affiliates.service';
import { Commission } from './commission.entity';
import { PayoutRequest } from './payout-request.entity';
import { Payout } from './payout.entity';
import { Referral } from './referral.entity';

/** What the affiliates module adds to the app's services. */
export type AffiliatesServices = { affiliates: AffiliatesService };

/** The affiliate programme: affiliates, referral clicks, the sign-ups they bring, commissions. */
export const affiliatesModule = defineModule<AffiliatesServices>({
  name: 'affiliates',
  entities: [Affiliate, Referral, Commission, Payout, PayoutRequest],
  services: (deps, services) => ({ affiliates: new AffiliatesService(deps, services) }),
  routes: { api: () => affiliatesRoutes() },
  subscriptions: (services) => ({
    'account.created': async ({ userId, email, referralCode }) => {
      if (referralCode) await services.affiliates.recordSignup(userId, email, referralCode);
    },
  }),
});
