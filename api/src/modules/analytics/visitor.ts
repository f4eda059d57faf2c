import { createHmac } from 'node:crypto';
import Bowser from 'bowser';
import { isbot } from 'isbot';

export type Visitor = {
  /** Same for one browser on one network for one UTC day; not reversible, no cookie needed. */
  visitorId: string;
  /** The address with its host part zeroed (IPv4 /24, IPv6 /48). */
  ipAddress: string | null;
  userAgent: string | null;
  device: 'mobile' | 'tablet' | 'desktop' | 'bot' | 'unknown';
  browser: string | null;
  os: string | null;
};

/** Keeps the network, drops the host: enough for rough origin, not enough to identify a person. */
export function anonymizeIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.0');
  if (ip.includes(':')) {
    const groups = ip.split(':').slice(0, 3);
    return `${groups.join(':')}::`;
  }
  return null;
}

type DayKey = {
  secret: string;
  startsAt: number;
  endsAt: number;
  key: Buffer;
  sessions: Map<string, string>;
};
let today: DayKey | null = null;
const MAX_SESSIONS = 20_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day's salt: derived from the app secret and the UTC date, so it rotates daily and is shared by every process. */
function dayKey(secret: string, at: Date): DayKey {
  const time = at.getTime();
  if (today?.secret !== secret || time < today.startsAt || time >= today.endsAt) {
    const startsAt = Math.floor(time / DAY_MS) * DAY_MS;
    const day = new Date(startsAt).toISOString().slice(0, 10);
    today = {
      secret,
      startsAt,
      endsAt: startsAt + DAY_MS,
      key: createHmac('sha256', secret).update(`page-views:${day}`).digest(),
      sessions: new Map(),
    };
  }
  return today;
}

/** HMAC(day salt, ip | user agent), remembered for the day: a visitor's repeat views cost a lookup. */
function visitorIdOf(secret: string, at: Date, ip: string, userAgent: string): string {
  const day = dayKey(secret, at);
  const input = `${ip}|${userAgent}`;
  let id = day.sessions.get(input);
  if (id === undefined) {
    id = createHmac('sha256', day.key).update(input).digest('hex').slice(0, 32);
    if (day.sessions.size >= MAX_SESSIONS) day.sessions.clear();
    day.sessions.set(input, id);
  }
  return id;
}

type ParsedAgent = Pick<Visitor, 'device' | 'browser' | 'os'>;

/** Parsing a user agent is slow next to serving a cached page, and the same agents repeat all day. */
const agents = new Map<string, ParsedAgent>();
const MAX_AGENTS = 2000;

function parseAgent(userAgent: string): ParsedAgent {
  const known = agents.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  // isbot knows far more crawlers, previewers and monitors than the browser parser does.
  const platform = isbot(userAgent) ? 'bot' : parsed.platform.type;
  const agent: ParsedAgent = {
    device:
      platform === 'mobile' || platform === 'tablet' || platform === 'desktop'
        ? platform
        : platform === 'bot'
          ? 'bot'
          : 'unknown',
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
  };
  if (agents.size >= MAX_AGENTS) agents.clear();
  agents.set(userAgent, agent);
  return agent;
}

export function describeVisitor(
  input: { ip: string | null | undefined; userAgent: string | null | undefined },
  secret: string,
  at: Date,
): Visitor {
  const userAgent = input.userAgent?.slice(0, 500) ?? null;
  const visitorId = visitorIdOf(secret, at, input.ip ?? '', userAgent ?? '');
  // Every browser names itself; a request that does not is a script.
  const agent: ParsedAgent = userAgent?.trim()
    ? parseAgent(userAgent)
    : { device: 'bot', browser: null, os: null };
  return { visitorId, ipAddress: anonymizeIp(input.ip), userAgent, ...agent };
}
