import { accountsModule, type AccountsServices } from './modules/accounts';
import { affiliatesModule, type AffiliatesServices } from './modules/affiliates';
import { aiModule, type AiServices } from './modules/ai';
import { analyticsModule, type AnalyticsServices } from './modules/analytics';
import { apiKeysModule, type ApiKeysServices } from './modules/api-keys';
import { billingModule, type BillingServices } from './modules/billing';
import { campaignsModule, type CampaignsServices } from './modules/campaigns';
import { coinsModule, type CoinsServices } from './modules/coins';
import { dashboardModule, type DashboardServices } from './modules/dashboard';
import { emailModule, type EmailServices } from './modules/email';
import { experimentsModule, type ExperimentsServices } from './modules/experiments';
import { funnelsModule, type FunnelsServices } from './modules/funnels';
import { leadsModule, type LeadsServices } from './modules/leads';
import { mediaModule, type MediaServices } from './modules/media';
import { pageRendererModule, type PageRendererServices } from './modules/page-renderer';
import { publicApiModule, type PublicApiServices } from './modules/public-api';
import { sequencesModule, type SequencesServices } from './modules/sequences';
import { templatesModule, type TemplatesServices } from './modules/templates';
import type { AppDeps } from './shared/app-deps';
import { serviceCalls } from './shared/db/unit-of-work';
import type { ModuleManifest } from './shared/modules/module';
import { Service } from './shared/service';

/**
 * Every module of the app, each through its manifest (`modules/<domain>/index.ts`). A new
 * domain adds its manifest here; see docs/architecture.md for the checklist. Routes are mounted
 * and domain events delivered in this order.
 */
export const MODULES: ReadonlyArray<ModuleManifest<object>> = [
  accountsModule,
  apiKeysModule,
  pageRendererModule,
  funnelsModule,
  templatesModule,
  analyticsModule,
  experimentsModule,
  leadsModule,
  emailModule,
  campaignsModule,
  sequencesModule,
  mediaModule,
  dashboardModule,
  affiliatesModule,
  billingModule,
  coinsModule,
  aiModule,
  publicApiModule,
];

/** Every module's services by name: what resolvers, routes, jobs and other services call. */
export type Services = AccountsServices &
  ApiKeysServices &
  PageRendererServices &
  FunnelsServices &
  TemplatesServices &
  AnalyticsServices &
  ExperimentsServices &
  LeadsServices &
  EmailServices &
  CampaignsServices &
  SequencesServices &
  MediaServices &
  DashboardServices &
  AffiliatesServices &
  BillingServices &
  CoinsServices &
  AiServices &
  PublicApiServices;

/**
 * The composition root: builds every module's services once, in module order, each handed the
 * shared infrastructure and the accessor to all of them (complete once this returns). A call
 * from outside any unit of work (a script, a test) gets one of its own.
 */
export function buildServices(deps: AppDeps): Services {
  const services = {} as Services;
  for (const module of MODULES) {
    const built: object = module.services(deps, services);
    for (const [name, service] of Object.entries(built)) {
      if (name in services) throw new Error(`Two modules define the service '${name}'`);
      // Domain services get a unit of work per outside call; plain helpers (caches, recorders) are as built.
      Object.assign(services, {
        [name]: service instanceof Service ? serviceCalls(deps.orm, service) : service,
      });
    }
  }
  return services;
}
