import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Config } from '../../../config';
import type { Logger } from '../../../shared/logging/logger';
import type { EmailTrackingService } from '../delivery/email-tracking.service';
import { isUnsubscribeMailbox, unsubscribeTokenIn } from './unsubscribe-mailbox';

/** An unsubscribe request is a few lines; anything much bigger is not one. */
export const INBOUND_MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_CONNECTIONS = 50;
const MAX_RECIPIENTS = 10;

export type InboundSettings = NonNullable<Config['inboundEmail']>;

export type InboundSmtpServer = { port: number; close(): Promise<void> };

/** An SMTP answer other than 250 (smtp-server reads `responseCode`). */
const answer = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** Reads the message up to the size limit; smtp-server itself answers 552 beyond it. */
function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= INBOUND_MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

/**
 * The MX for the List-Unsubscribe mailto: accepts mail only for `unsubscribe@DOMAIN` (550 for
 * anyone else), no AUTH and no STARTTLS (smtp-server's built-in certificate is public, so it
 * would only pretend to protect anything), and unsubscribes the lead whose signed token the
 * message carries — the same call as the one-click POST. A message with no valid token is
 * accepted and ignored (logged), so the answer never tells a sender which tokens are real; a
 * database failure answers 451, so the sender's server tries again later.
 */
export async function startInboundSmtpServer(
  tracking: EmailTrackingService,
  log: Logger,
  settings: InboundSettings,
): Promise<InboundSmtpServer> {
  async function handle(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const recipients = session.envelope.rcptTo.map((r) => r.address);
    const mail = await simpleParser(raw, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
    });
    const token = unsubscribeTokenIn(mail.subject, recipients);
    const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    if (!token) {
      log.info({ from, remote: session.remoteAddress }, 'inbound unsubscribe mail without a token, ignored');
      return;
    }
    if (!(await tracking.unsubscribe(token))) {
      log.info(
        { from, remote: session.remoteAddress },
        'inbound unsubscribe mail with an invalid token, ignored',
      );
    }
  }

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: INBOUND_MAX_MESSAGE_BYTES,
    maxClients: MAX_CONNECTIONS,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onRcptTo(address, session, callback) {
      if (!isUnsubscribeMailbox(address.address, settings.domain)) {
        return callback(answer(550, '5.1.1 No such mailbox here'));
      }
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        return callback(answer(452, '4.5.3 Too many recipients'));
      }
      callback();
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (raw === null) return callback(answer(552, '5.3.4 Message too big'));
          await handle(raw, session);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error, remote: session.remoteAddress }, 'inbound unsubscribe mail failed');
          callback(answer(451, '4.3.0 Temporary failure, try again later'));
        });
    },
  });
  // Connection-level trouble (resets, timeouts) is the sender's; log it, never throw.
  server.on('error', (error) => log.warn({ err: error }, 'inbound SMTP connection error'));

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) =>
      reject(
        new Error(
          `INBOUND_SMTP_PORT: cannot listen on ${settings.host}:${settings.port} (${error.message})`,
          {
            cause: error,
          },
        ),
      );
    server.server.once('error', failed);
    server.listen(settings.port, settings.host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  log.info(
    { host: settings.host, port, mailbox: settings.mailbox },
    'inbound SMTP for unsubscribes is listening',
  );
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
