import { accountsJobs } from './modules/accounts/accounts.jobs';
import { campaignSendingJobs } from './modules/campaigns/sending/campaign-sending.jobs';
import { funnelsJobs } from './modules/funnels/funnels.jobs';
import type { AppDeps } from './shared/app-deps';
import type { JobDefinition } from './shared/jobs/job-queue';

/** Every background job of the app. */
export function allJobs(deps: AppDeps): JobDefinition[] {
  return [...accountsJobs(deps), ...funnelsJobs(deps), ...campaignSendingJobs(deps)];
}
