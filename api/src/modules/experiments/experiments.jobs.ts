import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const EXPERIMENTS_LOOK_JOB = 'experiments.look';

/** Running A/B tests are looked at every five minutes: their sequential tests advance and winners set to be promoted are. */
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
  ];
}
