import { defineModule } from '../../shared/modules/module';
import { accountsJobs } from './accounts.jobs';
import { AccountsResolver } from './accounts.resolver';
import { accountsRoutes } from './accounts.rest';
import { AccountsService } from './accounts.service';
import { OidcSignIn } from './oidc';
import { Session } from './session.entity';
import { User } from './user.entity';

/** What the accounts module adds to the app's services. */
export type AccountsServices = {
  accounts: AccountsService;
  /** Null unless OIDC_* settings are present. */
  oidcSignIn: OidcSignIn | null;
};

/** Accounts: users, sessions, sign-up and sign-in (password or OpenID Connect), the profile. */
export const accountsModule = defineModule<AccountsServices>({
  name: 'accounts',
  entities: [User, Session],
  services: (deps, services) => ({
    accounts: new AccountsService(deps, services),
    /** Sign-in through an identity provider, when OIDC_* settings are present. */
    oidcSignIn: deps.config.oidc ? new OidcSignIn(deps.config.oidc, deps.config) : null,
  }),
  resolvers: [AccountsResolver],
  routes: { api: (services, deps) => accountsRoutes(services.oidcSignIn, deps.config) },
  jobs: accountsJobs,
});

export { PRUNE_SESSIONS_JOB } from './accounts.jobs';
export { User } from './user.entity';
export { toPublicUser } from './public-user';
