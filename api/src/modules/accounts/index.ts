import { Router } from 'express';
import { defineModule } from '../../shared/modules/module';
import { accountsJobs } from './accounts.jobs';
import { AccountsResolver } from './accounts.resolver';
import { accountsRoutes } from './accounts.rest';
import { AccountsService } from './accounts.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountNotificationsService } from './account-notifications.service';
import { DataExportService } from './data-export.service';
import { OidcSignIn } from './oidc';
import { SecurityResolver } from './security.resolver';
import { securityJobs } from './security.jobs';
import { securityRoutes } from './security.rest';
import { TwoFactorService } from './two-factor.service';
import { Session } from './session.entity';
import { User } from './user.entity';
import { UserSecurity } from './user-security.entity';
import { RecoveryCode } from './recovery-code.entity';
import { KnownDevice } from './known-device.entity';
import { DataExport } from './data-export.entity';

/** What the accounts module adds to the app's services. */
export type AccountsServices = {
  accounts: AccountsService;
  /** Null unless OIDC_* settings are present. */
  oidcSignIn: OidcSignIn | null;
  twoFactor: TwoFactorService;
  accountNotifications: AccountNotificationsService;
  dataExports: DataExportService;
  accountDeletion: AccountDeletionService;
};

/**
 * Accounts: users, sessions, sign-up and sign-in (password or OpenID Connect, two-factor codes),
 * the profile, security (login notices, data export) and account deletion.
 */
export const accountsModule = defineModule<AccountsServices>({
  name: 'accounts',
  entities: [User, Session, UserSecurity, RecoveryCode, KnownDevice, DataExport],
  services: (deps, services) => ({
    accounts: new AccountsService(deps, services),
    /** Sign-in through an identity provider, when OIDC_* settings are present. */
    oidcSignIn: deps.config.oidc ? new OidcSignIn(deps.config.oidc, deps.config) : null,
    twoFactor: new TwoFactorService(deps, services),
    accountNotifications: new AccountNotificationsService(deps, services),
    dataExports: new DataExportService(deps, services),
    accountDeletion: new AccountDeletionService(deps, services),
  }),
  resolvers: [AccountsResolver, SecurityResolver],
  routes: {
    api: (services, deps) => Router().use(accountsRoutes(services.oidcSignIn, deps.config), securityRoutes()),
  },
  jobs: (services, deps) => [...accountsJobs(services, deps), ...securityJobs(services, deps)],
});

export { PRUNE_SESSIONS_JOB } from './accounts.jobs';
export { User } from './user.entity';
export { toPublicUser } from './public-user';
export { deviceHashOf } from './device-cookie';
