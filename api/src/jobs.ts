import { accountsJobs } from './modules/accounts/accounts.jobs';
import { campaignSendingJobs } from './modules/campaigns/sending/campaign-sending.jobs';
import { trackingTokens } from './modules/campaigns/sending/campaign-tracking.service';
import { TransportPool } from './modules/campaigns/sending/transport-pool';
import { funnelsJobs } from './modules/funnels/funnels.jobs';
import { sequenceJobs } from './modules/sequences/engine/sequence-engine.jobs';
import type { AppDeps } from './shared/app-deps';
import type { JobDefinition } from './shared/jobs/job-queue';

/** Every background job of the app. */
export function allJobs(deps: AppDeps): JobDefinition[] {
  // One SMTP pool for campaigns and sequences: a user's connection cap and rate cover both.
  const pool = new TransportPool(deps.config.campaignSending);
  return [
    ...accountsJobs(deps),
    ...funnelsJobs(deps),
    ...campaignSendingJobs(deps, pool),
    ...sequenceJobs(deps, trackingTokens(deps.secret), pool),
  ];
}
