import type { AppDeps } from '../../../shared/app-deps';

/**
 * Sends the sequence steps that are due (every minute, and right after an enrolment or a change
 * that may make a step due now). Carries no data: the due subscribers are found in the database.
 */
export const SEQUENCE_TICK_JOB = 'sequences.tick';

/** Asks a worker to send what is due now instead of at the next minute's tick. */
export async function kickSequences(deps: Pick<AppDeps, 'jobs'>): Promise<void> {
  await deps.jobs.send(SEQUENCE_TICK_JOB, {}, { singletonKey: 'kick' });
}
