import type { Services } from '../../modules';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { AI_FUNNEL_JOB, AI_FUNNEL_SWEEP_JOB } from './funnel-generation.service';

export function funnelGenerationJobs(services: Services): JobDefinition[] {
  return [
    {
      name: AI_FUNNEL_JOB,
      // One try: a run removes what it made when it fails; a process that dies mid-run leaves
      // it running, and the sweep fails it (and removes its images) once it is stale.
      queue: { retryLimit: 0, expireInSeconds: 600 },
      pollingIntervalSeconds: 1,
      concurrency: 2,
      handler: (data) => services.funnelGenerations.run(data),
    },
    {
      name: AI_FUNNEL_SWEEP_JOB,
      cron: '*/5 * * * *',
      queue: { retryLimit: 0 },
      runAtStart: true,
      handler: async () => {
        await services.funnelGenerations.sweepStale();
      },
    },
  ];
}
