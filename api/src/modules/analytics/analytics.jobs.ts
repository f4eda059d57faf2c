import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';
export const ANALYTICS_RETENTION_JOB = 'analytics.retention';

/** Visits that are over are rolled up every five minutes; raw events past their retention are purged daily. */
export function analyticsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: ANALYTICS_ROLLUP_JOB,
      cron: '*/5 * * * *',
      handler: async () => {
        const visits = await services.analyticsRollup.rollUp();
        if (visits > 0) deps.log.info({ visits }, 'rolled up analytics');
      },
    },
    {
      name: ANALYTICS_RETENTION_JOB,
      cron: '23 3 * * *',
      handler: async () => {
        const dropped = await services.analyticsRollup.purgeRaw();
        deps.log.info(dropped, 'dropped raw analytics events past their retention');
      },
    },
  ];
}
