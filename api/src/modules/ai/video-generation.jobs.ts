import type { Services } from '../../modules';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { AI_VIDEO_JOB, AI_VIDEO_SWEEP_JOB } from './video-generation.service';

export function videoGenerationJobs(services: Services): JobDefinition[] {
  return [
    {
      name: AI_VIDEO_JOB,
      // One step each: an offline render (up to a 4k encode), or one question to Luma that queues
      // the next. A process that dies mid-step leaves it active: after expiry pg-boss tries it
      // again (the handler starts that step over); the sweep fails what is left after every try.
      queue: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 20 * 60 },
      pollingIntervalSeconds: 1,
      concurrency: 2,
      handler: (data) => services.aiVideos.run(data),
    },
    {
      name: AI_VIDEO_SWEEP_JOB,
      cron: '*/5 * * * *',
      queue: { retryLimit: 0 },
      // Also at start: a restart is when generations are most likely left behind.
      runAtStart: true,
      handler: async () => {
        await services.aiVideos.sweepStale();
      },
    },
  ];
}
