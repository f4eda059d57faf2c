import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import Redis from 'ioredis';

/**
 * Every topic a GraphQL subscription can reach is addressed to one user (the routing id), so an
 * event can only ever reach that user's subscriptions. Payloads carry ids; subscribers re-read
 * what they show. SESSIONS_ENDED is internal: no subscription exposes it.
 */
export type EventTopics = {
  USER_UPDATED: [userId: string, payload: { userId: string }];
  LEAD_CAPTURED: [userId: string, payload: { leadId: string; funnelId: string }];
  /** Any lead created, edited, captured, imported or deleted; an empty list means "many". */
  LEADS_CHANGED: [userId: string, payload: { leadIds: string[] }];
  /** The email service status may have changed: SMTP settings saved, deleted or tested, or a send reported. */
  EMAIL_STATUS_CHANGED: [userId: string, payload: { userId: string }];
  /** A campaign's send moved on (started, progressed, paused, finished): subscribers re-read its counts. */
  CAMPAIGN_PROGRESS: [userId: string, payload: { campaignId: string }];
  /** A CSV import job moved on (queued, progressed, done, failed, cancelled): subscribers re-read it. */
  LEAD_IMPORT_PROGRESS: [userId: string, payload: { importId: string }];
  /** A "Download Your Data" archive moved on (progress, ready, downloaded): subscribers re-read it. */
  DATA_EXPORT_UPDATED: [userId: string, payload: { exportId: string }];
  /** A media library item was added, changed (its thumbnail made) or deleted. */
  MEDIA_CHANGED: [userId: string, payload: { id: string; change: 'created' | 'updated' | 'deleted' }];
  /** An AI generation (image, video, audio or a complete funnel) moved on: pending, processing, completed or failed. */
  AI_GENERATION_CHANGED: [
    userId: string,
    payload: { kind: 'image' | 'video' | 'audio' | 'funnel'; id: string },
  ];
  /** Visits to the user's funnel pages were recorded (views, beacons, conversions): live analytics re-read. */
  VISITS_CHANGED: [
    userId: string,
    payload: { funnelIds: string[]; conversions: Array<{ funnelId: string; at: string }> },
  ];
  /** A ForgeCoin movement touched the user's wallet: balance and history re-read. */
  FORGECOIN_CHANGED: [userId: string, payload: { userId: string }];
  /** The user's plan, subscription status, dates or payments changed: billing screens re-read. */
  SUBSCRIPTION_CHANGED: [userId: string, payload: { userId: string }];
  /** The user's affiliate account changed (a click, a referral signed up or converted, a commission, a payout): its screens re-read. */
  AFFILIATE_CHANGED: [userId: string, payload: { userId: string }];
  /** The user's suppression list changed (an address added or removed, a bounce or complaint heard). */
  SUPPRESSIONS_CHANGED: [userId: string, payload: { userId: string }];
  /** Sessions signed out or pruned: every process drops them from its session read cache. */
  SESSIONS_ENDED: [payload: { sids: string[] }];
};

export type EventBus = PubSub<EventTopics> & { close(): Promise<void> };

/** In-process by default; through Redis when REDIS_URL is set, so every api process sees every event. */
export function createEventBus(redisUrl: string | null): EventBus {
  if (!redisUrl) return Object.assign(createPubSub<EventTopics>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const pubSub = createPubSub<EventTopics>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return Object.assign(pubSub, {
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}
