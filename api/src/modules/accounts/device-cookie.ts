import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

export const DEVICE_COOKIE = 'ff.device';
/** About the longest browsers keep a cookie (400 days). */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's long-lived random device token: read from its cookie, or made and set now. It
 * only tells a browser that signed in before from a new one; it grants nothing.
 */
export function deviceTokenOf(req: Request, res: Response): string {
  const existing = parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE];
  if (existing && TOKEN.test(existing)) return existing;
  // One new token per response, however many steps of the request ask for it.
  const made: unknown = res.locals.deviceToken;
  if (typeof made === 'string') return made;
  const token = randomBytes(32).toString('base64url');
  res.locals.deviceToken = token;
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    path: '/',
  });
  return token;
}

/** What is stored: the token's hash, so a database copy cannot be replayed as a cookie. */
export const deviceHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The browser's device, as stored: the hash of its device token (made and set when missing). */
export const deviceHashOf = (req: Request, res: Response) => deviceHash(deviceTokenOf(req, res));

/** The browser's device hash when it already has a device cookie; null otherwise (nothing is set). */
export function existingDeviceHash(req: Request): string | null {
  const existing = parseCookies(req.headers.cookie ?? '')[DEVICE_COOKIE];
  return existing && TOKEN.test(existing) ? deviceHash(existing) : null;
}
