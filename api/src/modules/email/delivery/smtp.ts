import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { DkimSigning } from '../authentication/sender-authentication.service';
import type { SendLimitOverrides } from './send-limits';

/** How long a connection, the server's greeting, or a silent socket may take before giving up. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Where a user's emails go: their own active SMTP settings (password opened) or the
 * server-wide SMTP_URL (sender SMTP_FROM). `user`/`password` are null for a server without login.
 */
export type SmtpTarget = {
  source: 'user' | 'server';
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user: string | null;
  password: string | null;
  fromEmail: string;
  fromName: string | null;
  /**
   * DKIM signing for the From domain (sender authentication), when its key is set up and
   * signing is on: nodemailer's `dkim` option, plain strings so it crosses to the SMTP thread.
   */
  dkim?: DkimSigning | null;
  /** The sending limits the user set for this server (Email Settings); unset ones: the defaults. */
  limits?: SendLimitOverrides | null;
};

/** Which SMTP account a target is (host, port and login), hashed: the key its limits are counted under. */
export function smtpIdentity(target: Pick<SmtpTarget, 'host' | 'port' | 'user'>): string {
  return createHash('sha256')
    .update(`${target.host.toLowerCase()}:${target.port}:${target.user ?? ''}`)
    .digest('hex')
    .slice(0, 24);
}

/** A nodemailer transport for `target`, with the timeouts above; the caller closes it. */
export function smtpTransport(
  target: SmtpTarget,
): Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options> {
  return nodemailer.createTransport({
    host: target.host,
    port: target.port,
    secure: target.secure,
    auth: target.user ? { user: target.user, pass: target.password ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    logger: false,
    debug: false,
    // Signed as the user's campaigns are (a test email shows what recipients will get).
    ...(target.dkim ? { dkim: target.dkim } : {}),
  });
}

/** SMTP_URL as a target: smtps:// means TLS from the start; the port defaults to 465 or 587. */
export function serverSmtpTarget(smtpUrl: string, smtpFrom: string): SmtpTarget {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    source: 'server',
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
    fromEmail: smtpFrom,
    fromName: null,
  };
}

type SmtpFailure = { code?: string; message?: string; response?: string; responseCode?: number };

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'EPROTOCOL',
]);

/**
 * Whether a send failed because of the SMTP server or the settings (connect, TLS, login) rather
 * than because of one message or recipient: only these should mark the service as failing.
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as SmtpFailure | null)?.code;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}

/** Removes the password (as typed, and inside a base64 AUTH PLAIN/LOGIN line) from a text. */
export function scrubSecret(text: string, password: string | null, user: string | null = null): string {
  if (!password) return text;
  const forms = [
    password,
    Buffer.from(password).toString('base64'),
    ...(user ? [Buffer.from(`\0${user}\0${password}`).toString('base64')] : []),
  ];
  return forms.reduce((out, form) => out.split(form).join('[redacted]'), text);
}

/** A plain sentence for why talking to an SMTP server failed, never containing the password. */
export function describeSmtpFailure(
  error: unknown,
  target: Pick<SmtpTarget, 'host' | 'port' | 'secure' | 'user' | 'password'>,
): string {
  const failure = (error ?? {}) as SmtpFailure;
  const where = `${target.host}:${target.port}`;
  const raw = `${failure.message ?? ''}`;
  const server = failure.response ? ` (the server said: ${failure.response.trim()})` : '';
  let text: string;
  if (failure.code === 'EAUTH') {
    text = `The SMTP server refused the user name or password${server}`;
  } else if (/ECONNREFUSED/.test(raw)) {
    text = `Nothing accepts connections at ${where}; check the host and port`;
  } else if (failure.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(raw)) {
    text = `The SMTP host ${target.host} was not found`;
  } else if (failure.code === 'ETIMEDOUT' || /timeout|timed out/i.test(raw)) {
    text = `The SMTP server at ${where} did not answer within ${SMTP_TIMEOUT_MS / 1000} seconds`;
  } else if (failure.code === 'ETLS' || /wrong version number|SSL|TLS/i.test(raw)) {
    text = target.secure
      ? `A secure (TLS) connection to ${where} failed: ${raw}. Port 465 uses Secure on; ports 587 and 25 use Secure off (STARTTLS)`
      : `Starting TLS with ${where} failed: ${raw}`;
  } else {
    text = raw ? `${raw}${server}` : `The SMTP server at ${where} could not be used${server}`;
  }
  return scrubSecret(text, target.password, target.user).slice(0, 500);
}

/** Connects, greets, starts TLS when offered and logs in; then hangs up. */
export async function verifySmtp(target: SmtpTarget): Promise<{ ok: boolean; message: string }> {
  const transport = smtpTransport(target);
  try {
    await transport.verify();
    return { ok: true, message: 'SMTP connection test passed.' };
  } catch (error) {
    return { ok: false, message: describeSmtpFailure(error, target) };
  } finally {
    transport.close();
  }
}
