import type { Config } from '../../../config';
import { describeSmtpFailure, isConnectionFailure, type SmtpTarget } from './smtp';

/** The longest wait between tries of a delivery, however many tries came before. */
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/**
 * How a failed attempt counts: the recipient's fault, a busy server, or the connection. A
 * permanent answer to the address itself (5xx to RCPT TO) is a hard bounce: `bounce` says so,
 * with the enhanced status code when the server gave one.
 */
export type Failure = {
  kind: 'permanent' | 'temporary' | 'transport';
  reason: string;
  bounce?: { status: string | null };
};

type SmtpError = { responseCode?: number; response?: string; message?: string; command?: string };

/** An enhanced status code (RFC 3463) in an SMTP answer, e.g. 5.1.1. */
const ENHANCED_STATUS = /\b([245]\.\d{1,3}\.\d{1,3})\b/;

/** 5xx from the server about this message: failed; 4xx: try again later; anything else: the connection. */
export function classifyFailure(error: unknown, target: SmtpTarget): Failure {
  const failure = (error ?? {}) as SmtpError;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (code !== null && !isConnectionFailure(error)) {
    const reason = (failure.response ?? failure.message ?? `SMTP ${code}`).trim().slice(0, 500);
    if (code >= 500 && code < 600) {
      // A refusal of the message (its content, its size) says nothing about the address.
      if (failure.command !== 'RCPT TO') return { kind: 'permanent', reason };
      return { kind: 'permanent', reason, bounce: { status: ENHANCED_STATUS.exec(reason)?.[1] ?? null } };
    }
    if (code >= 400 && code < 500) return { kind: 'temporary', reason };
  }
  return { kind: 'transport', reason: describeSmtpFailure(error, target) };
}

/**
 * The retry policy: after the n-th failed try, wait the base (CAMPAIGN_RETRY_SECONDS) doubled
 * n - 1 times, at most six hours; give up once CAMPAIGN_SEND_ATTEMPTS tries failed, or at once
 * when the server refused the message for good (5xx).
 */
export class RetryPolicy {
  constructor(private readonly settings: Pick<Config['campaignSending'], 'retryBaseMs' | 'maxAttempts'>) {}

  delayMs(attempts: number): number {
    return Math.min(MAX_RETRY_MS, this.settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  }

  /** Whether the attempt that just failed (the `attempts`-th) ends the delivery. */
  givesUp(failure: Failure, attempts: number): boolean {
    return failure.kind === 'permanent' || attempts >= this.settings.maxAttempts;
  }
}

/** The From of simulated sends (no SMTP server): SMTP_FROM, else an address that cannot exist. */
export function simulatedSender(config: Pick<Config, 'smtpFrom'>): string {
  return config.smtpFrom ?? 'no-reply@funnelforge.invalid';
}
