import { z } from 'zod';
import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { SEND_OPT_IN_CONFIRMATION_JOB } from './lead-opt-in.service';

const jobSchema = z.object({ consentId: z.uuid(), origin: z.string().max(500).nullable().catch(null) });

/** Double opt-in confirmation emails: sent off the capture request, retried while the SMTP server fails. */
export function leadOptInJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: SEND_OPT_IN_CONFIRMATION_JOB,
      // About an hour of retries (30 s doubling): a visitor waiting on the email is worth more tries.
      queue: { retryLimit: 7, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
      pollingIntervalSeconds: 1,
      concurrency: 2,
      handler: async (data) => {
        const parsed = jobSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'opt-in confirmation job without a consent id: ignored');
          return;
        }
        const outcome = await services.leadOptIn.sendConfirmation(parsed.data);
        if (outcome === 'sent')
          deps.log.info({ consentId: parsed.data.consentId }, 'opt-in confirmation sent');
      },
    },
  ];
}
