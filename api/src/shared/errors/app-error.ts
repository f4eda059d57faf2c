export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** An outside provider (an AI service) refused or failed; the message is its own. */
  BAD_GATEWAY: 502,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure whose message is fit to show the person who caused it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fieldErrors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Unauthorized');

/** Another user's id and a missing id answer the same. */
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
