import type { Services } from '../../modules';
import type { AppDeps } from '../../shared/app-deps';
import type { JobDefinition } from '../../shared/jobs/job-queue';

export const AFFILIATE_COMMISSIONS_JOB = 'affiliates.commissions';

/**
 * Every ten minutes: commissions past their holding period are approved, payments whose
 * commission or reversal was missed (a crash between the payment and its reaction) are caught
 * up, and Stripe payouts a crash interrupted are sent again.
 */
export function affiliatesJobs(services: Services, deps: AppDeps): JobDefinition[] {
  return [
    {
      name: AFFILIATE_COMMISSIONS_JOB,
      cron: '*/10 * * * *',
      runAtStart: true,
      handler: async () => {
        const approved = await services.commissions.approveDue();
        const caughtUp = await services.commissions.catchUp();
        const retried = await services.payouts.retryInterruptedTransfers();
        if (approved + caughtUp + retried > 0)
          deps.log.info({ approved, caughtUp, retried }, 'affiliate commissions and payouts updated');
      },
    },
  ];
}
