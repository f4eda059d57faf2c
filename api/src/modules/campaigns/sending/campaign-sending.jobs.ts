import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../shared/app-deps';
import type { JobDefinition } from '../../../shared/jobs/job-queue';
import { CampaignSendingService } from './campaign-sending.service';
import { trackingTokens } from './campaign-tracking.service';
import { SendEngine } from './send-engine';
import { SEND_JOB, SEND_QUEUE, sendJobSchema, TICK_JOB } from './sending-jobs';
import type { TransportPool } from './transport-pool';

/** Campaign sending: the send slices (four at once per worker process) and the minute tick. The engine closes the pool. */
export function campaignSendingJobs(deps: AppDeps, pool?: TransportPool): JobDefinition[] {
  const engine = new SendEngine(deps, trackingTokens(deps.secret), pool);
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
        await engine.run(parsed.data, signal);
      },
      close: () => engine.close(),
    },
    {
      name: TICK_JOB,
      cron: '* * * * *',
      runAtStart: true,
      handler: async () => {
        const service = new CampaignSendingService(deps, deps.orm.em.fork() as EntityManager);
        const { started, resumed } = await service.runSchedule(deps.clock.now());
        if (started > 0 || resumed > 0) deps.log.info({ started, resumed }, 'campaign schedule');
      },
    },
  ];
}
