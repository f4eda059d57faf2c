import type { Services } from '../../modules';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { AI_IMAGE_JOB, AI_IMAGE_SWEEP_JOB } from './image-generation.service';

export function imageGenerationJobs(services: Services): JobDefinition[] {
  return [
    {
      name: AI_IMAGE_JOB,
      // A process that dies mid-job leaves it active: after expiry pg-boss tries it again (the
      // handler starts over); the sweep fails what is still unfinished after every try.
      queue: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
      pollingIntervalSeconds: 1,
      concurrency: 2,
      handler: (data) => services.aiImages.run(data),
    },
    {
      name: AI_IMAGE_SWEEP_JOB,
      cron: '*/5 * * * *',
      queue: { retryLimit: 0 },
      // Also at start: a restart is when generations are most likely left behind.
      runAtStart: true,
      handler: async () => {
        await services.aiImages.sweepStale();
      },
    },
  ];
}
