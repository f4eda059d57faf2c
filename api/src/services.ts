import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsService } from './modules/accounts/accounts.service';
import { AffiliatesService } from './modules/affiliates/affiliates.service';
import type { AppDeps } from './shared/app-deps';

/** The services of one unit of work (a request, a subscription event, a job), sharing one EntityManager. */
export function createServices(deps: AppDeps, em: EntityManager) {
  return {
    accounts: new AccountsService(deps, em),
    affiliates: new AffiliatesService(deps, em),
  };
}

export type Services = ReturnType<typeof createServices>;
