import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import { z } from 'zod';
import type { JobDefinition } from '../../shared/jobs/job-queue';
import { SUBSCRIPTION_NOTICE_KINDS } from './subscription-notice';

export const BILLING_RENEWALS_JOB = 'billing.renewals';
export const SUBSCRIPTION_NOTICE_JOB = 'billing.subscription-notice';

/** A notice job carries the outcome as it was (a snapshot of what happened), and whom to tell. */
const noticeSchema = z.object({
  userId: z.string().uuid(),
  kind: z.enum(SUBSCRIPTION_NOTICE_KINDS),
  planName: z.string(),
  date: z.string(),
  detail: z.string().nullable(),
});

/**
 * Every ten minutes, trials and ForgeCoin subscriptions whose period is over renew or end; each
 * outcome is emailed to the account (retried when SMTP fails).
 */
export function billingJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: BILLING_RENEWALS_JOB,
      cron: '*/10 * * * *',
      runAtStart: true,
      handler: async () => {
        const handled = await services.subscriptions.renewDue();
        if (handled > 0) deps.log.info({ handled }, 'subscriptions renewed or ended');
      },
    },
    {
      name: SUBSCRIPTION_NOTICE_JOB,
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      pollingIntervalSeconds: 1,
      handler: async (data) => {
        const parsed = noticeSchema.safeParse(data);
        if (!parsed.success) {
          deps.log.warn({ data }, 'subscription notice job without its facts: ignored');
          return;
        }
        await services.subscriptions.sendNotice(parsed.data);
      },
    },
  ];
}
