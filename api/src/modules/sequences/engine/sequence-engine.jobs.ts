import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import type { JobDefinition } from '../../../shared/jobs/job-queue';

/**
 * Sends the sequence steps that are due (every minute, and right after an enrolment or a change
 * that may make a step due now). Carries no data: the due subscribers are found in the database.
 */
export const SEQUENCE_TICK_JOB = 'sequences.tick';

/** Asks a worker to send what is due now instead of at the next minute's tick. */
export async function kickSequences(deps: Pick<AppDeps, 'jobs'>): Promise<void> {
  await deps.jobs.send(SEQUENCE_TICK_JOB, {}, { singletonKey: 'kick' });
}

/** The sequence tick: every minute, when a worker starts, and when kicked. */
export function sequenceJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: SEQUENCE_TICK_JOB,
      cron: '* * * * *',
      runAtStart: true,
      pollingIntervalSeconds: 1,
      handler: async (_data, { signal }) => {
        const { queued, sent } = await services.sequenceEngine.tick(signal);
        if (queued > 0 || sent > 0) deps.log.info({ queued, sent }, 'sequence emails');
      },
    },
  ];
}
