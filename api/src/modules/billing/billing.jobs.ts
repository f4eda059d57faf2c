import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const BILLING_RENEWALS_JOB = 'billing.renewals';

/** Every ten minutes, trials and ForgeCoin subscriptions whose period is over renew or end. */
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
  ];
}
