import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { z } from 'zod';

/** Sends one slice of a campaign (ids only); continues itself until every recipient is done. */
export const SEND_JOB = 'campaigns.send';
/** Every minute and when a worker starts: due scheduled campaigns, and sends a crash left behind. */
export const TICK_JOB = 'campaigns.tick';

export type SendJobData = {
  campaignId: string;
  /** The origin of the tracking and unsubscribe links; null: PUBLIC_URL or the earlier one. */
  baseUrl: string | null;
};

export const sendJobSchema = z.object({
  campaignId: z.uuid(),
  baseUrl: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/)
    .nullable()
    .default(null),
});

/**
 * The send queue keeps at most one waiting job per singleton key ('short' policy). Continuations
 * and the tick use the campaign id, so they never pile up; a send started by a person gets a key
 * of its own so a waiting continuation (a retry hours away) never delays it.
 */
export const SEND_QUEUE: Omit<PgBoss.Queue, 'name'> = {
  policy: 'short',
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
};

export function sendJobOptions(campaignId: string, fresh = false): PgBoss.SendOptions {
  return { singletonKey: fresh ? `${campaignId}:${randomUUID()}` : campaignId };
}
