import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { createServices } from '../../services';

export const PRUNE_SESSIONS_JOB = 'sessions.prune';

export function accountsJobs(deps: AppDeps): JobDefinition[] {
  return [
    {
      name: PRUNE_SESSIONS_JOB,
      cron: '*/15 * * * *',
      handler: async () => {
        const em = deps.orm.em.fork();
        const removed = await createServices(deps, em).accounts.pruneExpiredSessions(deps.clock.now());
        if (removed > 0) deps.log.info({ removed }, 'pruned expired sessions');
      },
    },
  ];
}
