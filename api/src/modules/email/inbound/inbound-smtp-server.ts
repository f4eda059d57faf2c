import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Config } from '../../../config';
import type { Services } from '../../../modules';
import type { AppDeps } from '../../../shared/app-deps';
import { readDeliveryReport } from './delivery-reports';
import { inboundMailboxOf, type InboundMailbox } from './inbound-mailboxes';
import { unsubscribeTokenIn } from './unsubscribe-mailbox';

/**
 * An unsubscribe request is a few lines; a bounce or complaint report carries the original
 * message (or its headers) back: room for that, no more.
 */
export const INBOUND_MAX_MESSAGE_BYTES = 1024 * 1024;
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
 * The MX of the inbound domain, with no AUTH and no STARTTLS (smtp-server's built-in certificate
 * is public, so it would only pretend to protect anything). It takes mail for three kinds of
 * mailbox only (550 for anyone else):
 * - unsubscribe@: unsubscribes the lead whose signed token the message carries, the same call as
 *   the one-click POST;
 * - bounce+…@, each delivery's own return path (VERP): a delivery status notification about it
 *   records a bounce (a hard one suppresses the address);
 * - complaints@, for feedback loops: an ARF report unsubscribes and suppresses the lead whose
 *   message it returns.
 * Anything without a valid token or report is accepted and ignored (logged), so the answer never
 * tells a sender which tokens are real; a database failure answers 451, so the sender's server
 * tries again later.
 */
export async function startInboundSmtpServer(
  services: Services,
  deps: AppDeps,
  settings: InboundSettings,
): Promise<InboundSmtpServer> {
  const { log } = deps;
  const tokens = services.emailTracking.tokens;
  const mailboxesOf = (session: SMTPServerSession): InboundMailbox[] =>
    session.envelope.rcptTo
      .map((r) => inboundMailboxOf(r.address, settings.domain, tokens))
      .filter((mailbox): mailbox is InboundMailbox => mailbox !== null);

  async function unsubscribe(raw: Buffer, session: SMTPServerSession, from: string | null): Promise<void> {
    const recipients = session.envelope.rcptTo.map((r) => r.address);
    const mail = await simpleParser(raw, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      skipImageLinks: true,
    });
    const token = unsubscribeTokenIn(mail.subject, recipients);
    if (!token) {
      log.info({ from, remote: session.remoteAddress }, 'inbound unsubscribe mail without a token, ignored');
      return;
    }
    if (!(await services.emailTracking.unsubscribe(token)))
      log.info(
        { from, remote: session.remoteAddress },
        'inbound unsubscribe mail with an invalid token, ignored',
      );
  }

  /** A bounce (to a return path) or a complaint (to complaints@, or to a return path). */
  async function report(
    raw: Buffer,
    mailboxes: InboundMailbox[],
    session: SMTPServerSession,
    from: string | null,
  ) {
    const parsed = await readDeliveryReport(raw);
    if (!parsed) {
      log.info(
        { from, remote: session.remoteAddress },
        'inbound mail that is no bounce or complaint, ignored',
      );
      return;
    }
    const returnPath = mailboxes.find((mailbox) => mailbox.kind === 'bounce');
    const owner = returnPath
      ? await services.emailBounces.deliveryOwner({
          outbox: returnPath.delivery.outbox,
          id: returnPath.delivery.recipientId,
        })
      : null;
    const outcome = await services.emailBounces.report(parsed, owner);
    log.info(
      { from, remote: session.remoteAddress, report: parsed.kind, outcome },
      'inbound delivery report',
    );
  }

  async function handle(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    const mailboxes = mailboxesOf(session);
    if (mailboxes.some((mailbox) => mailbox.kind === 'unsubscribe')) await unsubscribe(raw, session, from);
    if (mailboxes.some((mailbox) => mailbox.kind !== 'unsubscribe'))
      await report(raw, mailboxes, session, from);
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
      if (!inboundMailboxOf(address.address, settings.domain, tokens)) {
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
          log.error({ err: error, remote: session.remoteAddress }, 'inbound mail failed');
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
    'inbound SMTP for unsubscribes, bounces and complaints is listening',
  );
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
