import { z } from 'zod';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

/** Makes an image's resized variants and thumbnail (its id only). */
export const MEDIA_VARIANTS_JOB = 'media.variants';

/** Adds images uploaded before the library had a table (once per start; nothing to do after). */
export const MEDIA_LEGACY_IMPORT_JOB = 'media.legacy-import';

const variantsSchema = z.object({ mediaId: z.uuid() });

export function mediaJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: MEDIA_VARIANTS_JOB,
      queue: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
      pollingIntervalSeconds: 1,
      // Resizing is CPU work: two at once keep a worker responsive on a small machine.
      concurrency: 2,
      handler: async (data) => {
        const parsed = variantsSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'media variants job without a media id: ignored');
          return;
        }
        await services.mediaVariants.build(parsed.data.mediaId);
      },
    },
    {
      name: MEDIA_LEGACY_IMPORT_JOB,
      queue: { retryLimit: 1, retryDelay: 60 },
      runAtStart: true,
      handler: async () => {
        const imported = await services.legacyUploads.importAll();
        if (imported > 0) deps.log.info({ imported }, 'earlier uploads added to the media library');
      },
    },
  ];
}
