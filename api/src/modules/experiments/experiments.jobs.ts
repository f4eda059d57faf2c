import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const EXPERIMENTS_LOOK_JOB = 'experiments.look';
export const EXPERIMENTS_KEEP_DAYS_JOB = 'experiments.keep-days';

/**
 * Running A/B tests are looked at every five minutes: their sequential tests advance and
 * winners set to be promoted are. Every hour, finished days of visits are kept per test and
 * variant, long before raw visits pass their retention.
 */
export function experimentsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: EXPERIMENTS_LOOK_JOB,
      cron: '*/5 * * * *',
      handler: async () => {
        const promoted = await services.experiments.lookAtRunning();
        if (promoted > 0) deps.log.info({ promoted }, 'A/B tests decided and promoted');
      },
    },
    {
      name: EXPERIMENTS_KEEP_DAYS_JOB,
      cron: '17 * * * *',
      runAtStart: true,
      handler: async () => {
        const kept = await services.experiments.keepFinishedDays();
        if (kept > 0) deps.log.info({ experiments: kept }, 'A/B test days kept');
      },
    },
  ];
}
