import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config';

function forwardedHost(req: IncomingMessage, config: Config): string | undefined {
  const header = config.trustProxy !== false ? req.headers['x-forwarded-host'] : undefined;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || req.headers.host;
}

/**
 * Whether a browser's Origin header names this site: the host the request was sent to,
 * PUBLIC_URL, or one of ALLOWED_ORIGINS. Browsers always send Origin on WebSocket upgrades
 * and cross-site writes, so this is what stops another site from riding a user's cookie.
 */
export function isAllowedOrigin(origin: string | undefined, req: IncomingMessage, config: Config): boolean {
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (config.allowedOrigins.includes(parsed.origin) || config.publicUrl === parsed.origin) return true;
  const host = forwardedHost(req, config);
  return host !== undefined && parsed.host === host;
}

/**
 * The site a browser says a request comes from: its Origin, else the origin of its Referer
 * (older browsers leave Origin off some same-site form posts). Undefined when it says neither.
 */
export function browserOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
