import { X509Certificate, verify } from 'node:crypto';
import { z } from 'zod';
import { parseInput } from '../../../../shared/errors/parse-input';
import { headerIn, jsonOf, type HeardEvent } from './heard-event';

/**
 * Amazon SES reports bounces and complaints through an SNS topic subscribed to the webhook URL.
 * SNS signs each message (SignatureVersion 1: RSA-SHA1, 2: RSA-SHA256) with a certificate at
 * SigningCertURL; that URL must be https on an SNS host, or anyone could sign with their own.
 */

/** Where SNS certificates and subscription confirmations may be fetched, and how. */
export type SnsAccess = {
  /** The hosts allowed (the URL must also be https on the default port). */
  hostPattern: RegExp;
  /** GET the URL; answers the body, throws when the answer is not 2xx or does not come. */
  fetchText: (url: URL) => Promise<string>;
};

/** sns.<region>.amazonaws.com (and .com.cn in China), as Amazon's own validators allow. */
export const SNS_HOST = /^sns\.[a-z0-9-]{3,}\.amazonaws\.com(\.cn)?$/;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_FETCH_CHARS = 64 * 1024;
const CACHED_CERTIFICATES = 50;

async function fetchText(url: URL): Promise<string> {
  // No redirects: the host checked is the host answering.
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_FETCH_CHARS) throw new Error(`${url.host} answered more than expected`);
  return text;
}

export const defaultSnsAccess = (): SnsAccess => ({ hostPattern: SNS_HOST, fetchText });

/** SNS could not be reached to check a call: not the caller's fault, so worth a retry. */
export class SnsUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnsUnreachable';
  }
}

const snsMessage = z.object({
  Type: z.string({ error: 'Type is required' }),
  MessageId: z.string({ error: 'MessageId is required' }).min(1, 'MessageId is required'),
  TopicArn: z.string({ error: 'TopicArn is required' }).min(1, 'TopicArn is required'),
  Message: z.string({ error: 'Message is required' }),
  Timestamp: z.string({ error: 'Timestamp is required' }),
  SignatureVersion: z.string({ error: 'SignatureVersion is required' }),
  Signature: z.string({ error: 'Signature is required' }),
  SigningCertURL: z.string({ error: 'SigningCertURL is required' }),
  Subject: z.string().nullish(),
  Token: z.string().nullish(),
  SubscribeURL: z.string().nullish(),
});

export type SnsMessage = z.output<typeof snsMessage>;

export function parseSns(body: Buffer): SnsMessage {
  return parseInput(snsMessage, jsonOf(body));
}

/** The text SNS signed: named fields in order, each as name and value lines. */
function signedText(message: SnsMessage): string | null {
  const fields =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : message.Type === 'SubscriptionConfirmation' || message.Type === 'UnsubscribeConfirmation'
        ? ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type']
        : null;
  if (!fields) return null;
  let text = '';
  for (const field of fields) {
    const value = message[field as keyof SnsMessage];
    // Subject is signed only when the message has one.
    if (value === undefined || value === null) {
      if (field === 'Subject') continue;
      return null;
    }
    text += `${field}\n${value}\n`;
  }
  return text;
}

/** Checks SNS messages' signatures against Amazon's certificates, kept once fetched. */
export class SnsVerifier {
  private readonly certificates = new Map<string, X509Certificate>();

  constructor(readonly access: SnsAccess = defaultSnsAccess()) {}

  /** The URL when it is https on an allowed host (and the default port), else null. */
  allowedUrl(text: string | null | undefined): URL | null {
    let url: URL;
    try {
      url = new URL(text ?? '');
    } catch {
      return null;
    }
    const allowed =
      url.protocol === 'https:' &&
      url.port === '' &&
      url.username === '' &&
      url.password === '' &&
      this.access.hostPattern.test(url.hostname);
    return allowed ? url : null;
  }

  /** Whether SNS signed the message; throws SnsUnreachable when its certificate cannot be fetched. */
  async verify(message: SnsMessage, now: Date): Promise<boolean> {
    const algorithm =
      message.SignatureVersion === '1' ? 'sha1' : message.SignatureVersion === '2' ? 'sha256' : null;
    const text = signedText(message);
    const url = this.allowedUrl(message.SigningCertURL);
    if (!algorithm || text === null || !url) return false;
    const certificate = await this.certificate(url);
    if (!certificate) return false;
    if (now.getTime() < Date.parse(certificate.validFrom) || now.getTime() > Date.parse(certificate.validTo))
      return false;
    try {
      return verify(
        algorithm,
        Buffer.from(text, 'utf8'),
        certificate.publicKey,
        Buffer.from(message.Signature, 'base64'),
      );
    } catch {
      return false;
    }
  }

  /** Follows a verified SubscriptionConfirmation's SubscribeURL (same host rule); false when it is not allowed. */
  async confirm(message: SnsMessage): Promise<boolean> {
    const url = this.allowedUrl(message.SubscribeURL);
    if (!url) return false;
    try {
      await this.access.fetchText(url);
    } catch (error) {
      throw new SnsUnreachable(error instanceof Error ? error.message : String(error));
    }
    return true;
  }

  private async certificate(url: URL): Promise<X509Certificate | null> {
    const cached = this.certificates.get(url.href);
    if (cached) return cached;
    let pem: string;
    try {
      pem = await this.access.fetchText(url);
    } catch (error) {
      throw new SnsUnreachable(error instanceof Error ? error.message : String(error));
    }
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      return null;
    }
    if (this.certificates.size >= CACHED_CERTIFICATES) this.certificates.clear();
    this.certificates.set(url.href, certificate);
    return certificate;
  }
}

const sesRecipients = z.array(
  z.object({
    emailAddress: z.string({ error: 'Each recipient needs its emailAddress' }),
    status: z.string().nullish(),
    diagnosticCode: z.string().nullish(),
  }),
);

const sesNotification = z.object({
  notificationType: z.string().nullish(),
  eventType: z.string().nullish(),
  bounce: z
    .object({
      bounceType: z.string({ error: 'bounce.bounceType is required' }),
      bounceSubType: z.string().nullish(),
      bouncedRecipients: sesRecipients,
    })
    .nullish(),
  complaint: z
    .object({
      complainedRecipients: sesRecipients,
      complaintFeedbackType: z.string().nullish(),
    })
    .nullish(),
  mail: z
    .object({
      commonHeaders: z.object({ messageId: z.string().nullish() }).nullish(),
      headers: z.array(z.object({ name: z.string(), value: z.string() })).nullish(),
    })
    .nullish(),
});

/**
 * The SES notification an SNS Notification carries: Bounce (Permanent: for good; Transient and
 * Undetermined: for now) and Complaint, one event per recipient; the rest (Delivery, SES's own
 * test message) are ignored. `notificationType` is SES's notifications', `eventType` its event
 * publishing's.
 */
export function sesEvents(message: SnsMessage): HeardEvent[] {
  let inner: unknown;
  try {
    inner = JSON.parse(message.Message);
  } catch {
    return [{ kind: 'ignored', id: message.MessageId, type: 'not an SES notification' }];
  }
  const ses = parseInput(sesNotification, inner);
  const type = ses.notificationType ?? ses.eventType ?? 'unknown';
  const messageId =
    ses.mail?.commonHeaders?.messageId ?? headerIn(ses.mail?.headers ?? undefined, 'message-id');
  if (type === 'Bounce' && ses.bounce) {
    const bounce = ses.bounce;
    return bounce.bouncedRecipients.map((recipient, i) => ({
      kind: 'bounce',
      id: `${message.MessageId}:${i}`,
      messageId,
      email: recipient.emailAddress,
      permanent: bounce.bounceType === 'Permanent',
      status: recipient.status ?? null,
      diagnostic:
        recipient.diagnosticCode ??
        `${bounce.bounceType} bounce${bounce.bounceSubType ? ` (${bounce.bounceSubType})` : ''}`,
    }));
  }
  if (type === 'Complaint' && ses.complaint) {
    const feedbackType = ses.complaint.complaintFeedbackType ?? 'abuse';
    return ses.complaint.complainedRecipients.map((recipient, i) => ({
      kind: 'complaint',
      id: `${message.MessageId}:${i}`,
      messageId,
      email: recipient.emailAddress,
      feedbackType: `${feedbackType} (Amazon SES)`,
    }));
  }
  return [{ kind: 'ignored', id: message.MessageId, type }];
}
