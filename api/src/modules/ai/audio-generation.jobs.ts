import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { audioJobSchema } from './audio-generation.schemas';
import { AUDIO_GENERATION_JOB, AUDIO_RECOVERY_JOB } from './audio-generation.service';

export function audioGenerationJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: AUDIO_GENERATION_JOB,
      // A worker that dies mid-way leaves the job active: pg-boss expires it and gives it again.
      queue: { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 10 * 60 },
      pollingIntervalSeconds: 1,
      concurrency: 2,
      handler: async (data) => {
        const parsed = audioJobSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'audio generation job without a generation id: ignored');
          return;
        }
        await services.audioGenerations.run(parsed.data.generationId);
      },
    },
    {
      name: AUDIO_RECOVERY_JOB,
      queue: { retryLimit: 1, retryDelay: 60 },
      runAtStart: true,
      cron: '*/5 * * * *',
      handler: async () => {
        const failed = await services.audioGenerations.failStuck();
        if (failed > 0) deps.log.warn({ failed }, 'audio generations left by a stopped process were failed');
      },
    },
  ];
}
