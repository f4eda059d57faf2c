import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const PRUNE_SESSIONS_JOB = 'sessions.prune';

export function accountsJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: PRUNE_SESSIONS_JOB,
      cron: '*/15 * * * *',
      handler: async () => {
        const removed = await services.accounts.pruneExpiredSessions(deps.clock.now());
        if (removed > 0) deps.log.info({ removed }, 'pruned expired sessions');
      },
    },
  ];
}
