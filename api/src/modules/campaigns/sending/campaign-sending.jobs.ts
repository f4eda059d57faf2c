import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import type { JobDefinition } from '../../../shared/jobs/job-queue';

/** Sends one slice of a campaign (its id only); continues itself until every recipient is done. */
export const SEND_JOB = 'campaigns.send';
/** Every minute and when a worker starts: due scheduled campaigns, and sends a crash left behind. */
export const TICK_JOB = 'campaigns.tick';

export const sendJobSchema = z.object({ campaignId: z.uuid() });
export type SendJobData = z.output<typeof sendJobSchema>;

/**
 * The send queue keeps at most one waiting job per singleton key ('short' policy). Continuations
 * and the tick use the campaign id, so they never pile up; a send started by a person gets a key
 * of its own so a waiting continuation (a retry hours away) never delays it.
 */
export const SEND_QUEUE: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
};

export function sendJobOptions(campaignId: string, fresh = false): PgBoss.SendOptions {
  return { singletonKey: fresh ? `${campaignId}:${randomUUID()}` : campaignId };
}

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
        await services.campaignSendEngine.run(parsed.data.campaignId, signal);
      },
    },
    {
      name: TICK_JOB,
      cron: '* * * * *',
      runAtStart: true,
      handler: async () => {
        const { started, resumed } = await services.campaignSending.runSchedule(deps.clock.now());
        if (started > 0 || resumed > 0) deps.log.info({ started, resumed }, 'campaign schedule');
      },
    },
  ];
}
