import type Redis from 'ioredis';

/** Messages a user may send through one SMTP server per clock hour and per day (UTC); 0: no quota. */
export type QuotaSettings = { hourlyQuota?: number; dailyQuota?: number };

type Window = { key: string; limit: number; endsAt: Date };

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The quota windows `now` falls in, each with its limit and when it ends. */
function windowsAt(now: Date, settings: QuotaSettings): Window[] {
  const at = now.getTime();
  const windows: Window[] = [];
  if (settings.hourlyQuota && settings.hourlyQuota > 0) {
    const start = Math.floor(at / HOUR_MS) * HOUR_MS;
    windows.push({ key: `h${start}`, limit: settings.hourlyQuota, endsAt: new Date(start + HOUR_MS) });
  }
  if (settings.dailyQuota && settings.dailyQuota > 0) {
    const start = Math.floor(at / DAY_MS) * DAY_MS;
    windows.push({ key: `d${start}`, limit: settings.dailyQuota, endsAt: new Date(start + DAY_MS) });
  }
  return windows;
}

/**
 * A user's hourly and daily sending quotas (what their SMTP provider allows). `take` counts one
 * message against `key` (the user and their SMTP server) and answers null, or, when a quota is
 * spent, counts nothing and answers when the spent window ends (the send waits until then).
 * `settings` are that server's quotas; without them, the ones the quota was made with.
 */
export interface SendQuota {
  take(key: string, settings?: QuotaSettings): Promise<Date | null>;
}

/** No quota set: every message may go. */
export const NO_QUOTA: SendQuota = { take: () => Promise.resolve(null) };

/** One process: the counts live here. */
export class LocalSendQuota implements SendQuota {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly settings: QuotaSettings,
    private readonly now: () => Date,
  ) {}

  take(key: string, settings: QuotaSettings = this.settings): Promise<Date | null> {
    const windows = windowsAt(this.now(), settings);
    const spent = windows.filter((w) => (this.counts.get(`${w.key}|${key}`) ?? 0) >= w.limit);
    if (spent.length > 0) return Promise.resolve(latestEnd(spent));
    for (const w of windows) {
      const counter = `${w.key}|${key}`;
      this.counts.set(counter, (this.counts.get(counter) ?? 0) + 1);
    }
    this.prune();
    return Promise.resolve(null);
  }

  /** Forgets the windows that ended (counters start with their window, which carries its start). */
  private prune(): void {
    if (this.counts.size < 1_000) return;
    const current = new Set(windowsAt(this.now(), { hourlyQuota: 1, dailyQuota: 1 }).map((w) => w.key));
    for (const counter of this.counts.keys())
      if (!current.has(counter.slice(0, counter.indexOf('|')))) this.counts.delete(counter);
  }
}

/** Every process: the counts live in Redis, so any number of workers together keep the quota. */
export class RedisSendQuota implements SendQuota {
  constructor(
    private readonly redis: Redis,
    private readonly settings: QuotaSettings,
    private readonly now: () => Date,
  ) {}

  async take(key: string, settings: QuotaSettings = this.settings): Promise<Date | null> {
    const windows = windowsAt(this.now(), settings);
    if (windows.length === 0) return null;
    // One script, so checking every window and counting in all of them is one step for Redis:
    // racing processes never count past a quota, nor see another's message that did not go.
    const spent = (await this.redis.eval(
      TAKE_SCRIPT,
      windows.length,
      ...windows.map((w) => `ff:smtp-quota:${key}:${w.key}`),
      ...windows.map((w) => w.limit),
      ...windows.map((w) => w.endsAt.getTime() + 60_000),
    )) as number[];
    if (spent.length === 0) return null;
    return latestEnd(spent.map((i) => windows[i - 1]!));
  }
}

/** KEYS: the windows' counters; ARGV: their limits, then when each key may expire. Answers the spent windows (1-based). */
const TAKE_SCRIPT = `
local spent = {}
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i]) then table.insert(spent, i) end
end
if #spent > 0 then return spent end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIREAT', key, ARGV[#KEYS + i])
end
return spent`;

const latestEnd = (windows: Window[]) => new Date(Math.max(...windows.map((w) => w.endsAt.getTime())));

/**
 * The quotas, with `settings` (the server-wide defaults) for a server whose own are not given:
 * this process's, or shared through Redis. Always a real one: a user's SMTP settings may set
 * quotas the defaults do not (a take without any quota answers at once).
 */
export function sendQuota(settings: QuotaSettings, now: () => Date, redis: Redis | null): SendQuota {
  return redis ? new RedisSendQuota(redis, settings, now) : new LocalSendQuota(settings, now);
}
