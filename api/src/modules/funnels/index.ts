import { defineModule } from '../../shared/modules/module';
import { FunnelDomain } from './funnel-domain.entity';
import { FunnelDomainsResolver } from './funnel-domains.resolver';
import { FunnelDomainsService } from './funnel-domains.service';
import { Funnel } from './funnel.entity';
import { funnelsJobs } from './funnels.jobs';
import { FunnelsResolver, RecycleBinResolver } from './funnels.resolver';
import { funnelsRoutes } from './funnels.rest';
import { FunnelsService } from './funnels.service';
import { PublishedPageCache } from './published-page-cache';
import { RecycleBinService } from './recycle-bin.service';
import { RecycledFunnel } from './recycled-funnel.entity';
import { SitemapsService } from './sitemaps.service';

/** What the funnels module adds to the app's services. */
export type FunnelsServices = {
  funnels: FunnelsService;
  funnelDomains: FunnelDomainsService;
  sitemaps: SitemapsService;
  recycleBin: RecycleBinService;
  publishedPages: PublishedPageCache;
};

/** Funnels: My Funnels, the page each holds, publishing to /p/{id}, and the recycle bin. */
export const funnelsModule = defineModule<FunnelsServices>({
  name: 'funnels',
  entities: [Funnel, RecycledFunnel, FunnelDomain],
  services: (deps, services) => ({
    funnels: new FunnelsService(deps, services),
    funnelDomains: new FunnelDomainsService(deps, services),
    sitemaps: new SitemapsService(deps, services),
    recycleBin: new RecycleBinService(deps, services),
    /** Published pages in memory for a few seconds, so /p/{id} costs no database round trip. */
    publishedPages: new PublishedPageCache(deps.clock),
  }),
  resolvers: [FunnelsResolver, RecycleBinResolver, FunnelDomainsResolver],
  routes: { api: () => funnelsRoutes() },
  jobs: funnelsJobs,
});

export { PURGE_RECYCLED_JOB } from './funnels.jobs';
export { Funnel } from './funnel.entity';
export { publishedPageHandler } from './published.routes';
export { CONVERSION_RATE_DEFINITION, conversionRate, conversionRateSql } from './conversion-rate';
export { FUNNEL_STATUSES, FUNNEL_TEMPLATE_TYPES } from './funnel.entity';
export { createFunnelSchema, funnelListSchema, updateFunnelSchema } from './funnels.schemas';
export { toFunnelJson, toRecycledFunnelJson } from './funnel.mapper';
export { funnelNotFound } from './funnels.errors';
