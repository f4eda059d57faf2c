import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const PURGE_RECYCLED_JOB = 'funnels.purge-recycled';

export function funnelsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: PURGE_RECYCLED_JOB,
      cron: '7 * * * *',
      handler: async () => {
        const removed = await services.recycleBin.purgeExpired(deps.clock.now());
        if (removed > 0)
          deps.log.info({ removed }, 'purged funnels whose seven days in the recycle bin were over');
      },
    },
  ];
}
