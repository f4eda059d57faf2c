import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import type { JobDefinition } from '../../../shared/jobs/job-queue';

/** Sends one slice of a campaign (its id only); continues itself until every recipient is done. */
export const SEND_JOB = 'campaigns.send';
/** Every minute and when a worker starts: due scheduled campaigns, A/B winners due, and sends a crash left behind. */
export const TICK_JOB = 'campaigns.tick';

/** `slice`: the id queueSlice gave it (jobs queued before slices were tracked have none). */
export const sendJobSchema = z.object({ campaignId: z.uuid(), slice: z.uuid().optional() });
export type SendJobData = z.output<typeof sendJobSchema>;

/**
 * The send queue. Which slice of a campaign waits is decided by queueSlice (the earliest wins),
 * so each job has a singleton key of its own; the 'short' policy stays as the queue was created.
 */
export const SEND_QUEUE: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** Campaign sending: the send slices (four at once per worker process) and the minute tick. */
export function campaignSendingJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: SEND_JOB,
      queue: SEND_QUEUE,
      concurrency: 4,
      pollingIntervalSeconds: 1,
      handler: async (data, { signal }) => {
        const parsed = sendJobSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'campaign send job without a campaign id: ignored');
          return;
        }
        await services.campaignSendEngine.run(parsed.data.campaignId, signal, parsed.data.slice);
      },
    },
    {
      name: TICK_JOB,
      cron: '* * * * *',
      runAtStart: true,
      handler: async () => {
        const { started, resumed, decided } = await services.campaignSending.runSchedule(deps.clock.now());
        if (started > 0 || resumed > 0 || decided > 0)
          deps.log.info({ started, resumed, decided }, 'campaign schedule');
      },
    },
  ];
}
