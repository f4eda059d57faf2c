import { createHmac } from 'node:crypto';
import Bowser from 'bowser';

export type Visitor = {
  /** Same for one browser on one network for one UTC day; not reversible, no cookie needed. */
  sessionId: string;
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

/** The day's salt: derived from the app secret and the UTC date, so it rotates daily and is shared by every process. */
function dailyKey(secret: string, at: Date): Buffer {
  return createHmac('sha256', secret)
    .update(`page-views:${at.toISOString().slice(0, 10)}`)
    .digest();
}

export function describeVisitor(
  input: { ip: string | null | undefined; userAgent: string | null | undefined },
  secret: string,
  at: Date,
): Visitor {
  const userAgent = input.userAgent?.slice(0, 500) ?? null;
  const sessionId = createHmac('sha256', dailyKey(secret, at))
    .update(`${input.ip ?? ''}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  let device: Visitor['device'] = 'unknown';
  let browser: string | null = null;
  let os: string | null = null;
  if (userAgent) {
    const parsed = Bowser.parse(userAgent);
    const platform = parsed.platform.type;
    device =
      platform === 'mobile' || platform === 'tablet' || platform === 'desktop'
        ? platform
        : platform === 'bot'
          ? 'bot'
          : 'unknown';
    browser = parsed.browser.name ?? null;
    os = parsed.os.name ?? null;
  }
  return { sessionId, ipAddress: anonymizeIp(input.ip), userAgent, device, browser, os };
}
