import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../../shared/jobs/job-queue';
import { SEND_JOB, type SendJobData } from './campaign-sending.jobs';

/** A queued slice that has not started this long after its time is taken for lost, and replaced. */
const LOST_AFTER = "interval '10 minutes'";

/**
 * A campaign's queued send slice: at most one waits at a time, and the earliest wins. A slice
 * asked for sooner than the one waiting replaces it (the later job then finds itself superseded
 * and does nothing); one asked for later is not queued, the waiting one comes first. (pg-boss's
 * singleton keys keep whichever job came first: a continuation minutes away, queued by a slice
 * that ran beside another, held back the other's continuation due at once, and the campaign
 * stalled until then.) Queued in the caller's transaction: the job exists exactly when the
 * campaign row says so.
 */
export async function queueSlice(
  tx: EntityManager,
  jobs: JobQueue,
  campaignId: string,
  waitMs: number,
): Promise<boolean> {
  const slice = randomUUID();
  const wait = Math.max(0, Math.round(waitMs));
  const rows = await tx.execute<Array<{ next_slice_at: Date | string }>>(
    `update campaigns set next_slice_at = now() + ? * interval '1 millisecond', next_slice_job = ?
      where id = ?
        and (next_slice_at is null or next_slice_at > now() + ? * interval '1 millisecond'
             or next_slice_at < now() - ${LOST_AFTER})
     returning next_slice_at`,
    [wait, slice, campaignId, wait],
  );
  const queued = rows[0]?.next_slice_at;
  if (queued === undefined) return false;
  const startAfter = new Date(queued);
  const data: SendJobData = { campaignId, slice };
  // A key of its own: the queue's policy keeps one waiting job per key, and this one must wait.
  // A time, not seconds: inside a transaction pg-boss's parameters are written into its SQL, where
  // a number of seconds also meets the branch that reads startAfter as a timestamp, and fails.
  await jobs.send(SEND_JOB, data, { id: slice, singletonKey: slice, startAfter, tx });
  return true;
}

/**
 * The slice `slice` starts: true while it is the campaign's latest queued one (from now on none
 * waits, so what it leaves is queued again; a retry of its job runs again unless it already
 * queued the next), false when another was queued since, which does its work. A job without a
 * slice id (queued before slices were tracked) runs.
 */
export async function startSlice(
  em: EntityManager,
  campaignId: string,
  slice: string | undefined,
): Promise<boolean> {
  if (slice === undefined) return true;
  const rows = await em.execute<Array<{ id: string }>>(
    `update campaigns set next_slice_at = null where id = ? and next_slice_job = ? returning id`,
    [campaignId, slice],
  );
  return rows.length > 0;
}
