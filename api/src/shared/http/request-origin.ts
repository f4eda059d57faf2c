import type { Request } from 'express';

/** The origin a request came to (protocol and host as Express sees them, trust proxy applied). */
export function requestOrigin(req: Request | undefined | null): string | null {
  if (!req) return null;
  const host = req.get('host');
  if (!host) return null;
  try {
    const origin = new URL(`${req.protocol}://${host}`).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
