import { AppError } from '../../shared/errors/app-error';

const RENEWAL_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Over a monthly allowance of AI images or videos: the count, and when it renews (429). */
export function allowanceUsed(
  what: 'images' | 'videos',
  used: number,
  allowed: number,
  resetsAt: Date,
  now: Date,
): AppError {
  return new AppError(
    'RATE_LIMITED',
    `You have used ${used} of ${allowed} AI ${what} this month. Your allowance renews on ${RENEWAL_DATE.format(resetsAt)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)) },
  );
}
