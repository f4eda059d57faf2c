import { z } from 'zod';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

/** Imports one uploaded CSV file (its import id only); safe to run twice: one worker claims it. */
export const LEAD_IMPORT_JOB = 'leads.import';
/** Every minute and when a worker starts: imports waiting, or left by a crash or a shutdown. */
export const LEAD_IMPORT_RESUME_JOB = 'leads.import-resume';

const importJobSchema = z.object({ importId: z.uuid() });

export function leadImportJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: LEAD_IMPORT_JOB,
      // The job checkpoints and resumes by itself (leads.import-resume); a retry would only wait.
      queue: { retryLimit: 0, expireInSeconds: 4 * 60 * 60 },
      concurrency: 2,
      pollingIntervalSeconds: 1,
      handler: async (data, { signal }) => {
        const parsed = importJobSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'lead import job without an import id: ignored');
          return;
        }
        await services.leadImportJobs.run(parsed.data.importId, signal);
      },
    },
    {
      name: LEAD_IMPORT_RESUME_JOB,
      cron: '* * * * *',
      runAtStart: true,
      handler: async () => {
        const queued = await services.leadImportJobs.resume();
        if (queued > 0) deps.log.info({ queued }, 'lead imports resumed');
      },
    },
  ];
}
