import type { AppDeps } from '../../../shared/app-deps';
import type { JobDefinition } from '../../../shared/jobs/job-queue';
import type { TrackingTokens } from '../../campaigns/sending/tracking-tokens';
import type { TransportPool } from '../../campaigns/sending/transport-pool';
import { SequenceEngine } from './sequence-engine';
import { SEQUENCE_TICK_JOB } from './sequence-jobs';

/** The sequence tick: every minute, when a worker starts, and when kicked (kickSequences). */
export function sequenceJobs(deps: AppDeps, tokens: TrackingTokens, pool: TransportPool): JobDefinition[] {
  const engine = new SequenceEngine(deps, tokens, pool);
  return [
    {
      name: SEQUENCE_TICK_JOB,
      cron: '* * * * *',
      runAtStart: true,
      pollingIntervalSeconds: 1,
      handler: async (_data, { signal }) => {
        const { queued, sent } = await engine.tick(signal);
        if (queued > 0 || sent > 0) deps.log.info({ queued, sent }, 'sequence emails');
      },
    },
  ];
}
