import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';
export const ANALYTICS_RETENTION_JOB = 'analytics.retention';

/** Finished days are rolled up a few minutes past each hour (a day is done 35 minutes after midnight); raw events are purged daily. */
export function analyticsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: ANALYTICS_ROLLUP_JOB,
      cron: '*/15 * * * *',
      handler: async () => {
        const days = await services.analyticsRollup.rollUp();
        if (days.length > 0) deps.log.info({ days }, 'rolled up analytics');
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
