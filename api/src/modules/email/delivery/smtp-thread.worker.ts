import { parentPort } from 'node:worker_threads';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { ThreadError, ThreadReply, ThreadRequest } from './smtp-thread';

/** The SMTP thread (see SmtpThread): one pooled nodemailer transport per key, sends on request. */
const transports = new Map<string, Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>>();

function plainError(error: unknown): ThreadError {
  const failure = (error ?? {}) as Partial<ThreadError>;
  return {
    message: typeof failure.message === 'string' ? failure.message : String(error),
    ...(typeof failure.code === 'string' ? { code: failure.code } : {}),
    ...(typeof failure.responseCode === 'number' ? { responseCode: failure.responseCode } : {}),
    ...(typeof failure.response === 'string' ? { response: failure.response } : {}),
    ...(typeof failure.command === 'string' ? { command: failure.command } : {}),
  };
}

const port = parentPort;
if (!port) throw new Error('smtp-thread.worker runs as a worker thread');

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'open') {
    transports.get(request.key)?.close();
    transports.set(request.key, nodemailer.createTransport(request.options));
  } else if (request.type === 'close') {
    transports.get(request.key)?.close();
    transports.delete(request.key);
  } else {
    const { seq } = request;
    const transport = transports.get(request.key);
    if (!transport) {
      const reply: ThreadReply = {
        seq,
        ok: false,
        error: { message: 'No SMTP transport', code: 'ECONNECTION' },
      };
      port.postMessage(reply);
      return;
    }
    transport.sendMail(request.message).then(
      (info) => port.postMessage({ seq, ok: true, response: info.response } satisfies ThreadReply),
      (error: unknown) =>
        port.postMessage({ seq, ok: false, error: plainError(error) } satisfies ThreadReply),
    );
  }
});
