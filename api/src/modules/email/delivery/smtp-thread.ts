import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { OutgoingMessage } from './message';

export type SendOutcome = { ok: true; response: string } | { ok: false; error: unknown };

/** What an SMTP failure keeps when it crosses to the main thread (all classifyFailure reads). */
export type ThreadError = {
  message: string;
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
};

export type ThreadRequest =
  | { type: 'open'; key: string; options: SMTPPool.Options }
  | { type: 'send'; seq: number; key: string; message: OutgoingMessage }
  | { type: 'close'; key: string };

export type ThreadReply =
  { seq: number; ok: true; response: string } | { seq: number; ok: false; error: ThreadError };

/** The worker's file next to this one: compiled JavaScript, or TypeScript run from the sources. */
function startWorker(): Worker {
  const extension = path.extname(__filename);
  const file = path.join(__dirname, `smtp-thread.worker${extension}`);
  if (extension !== '.ts') return new Worker(file);
  const register = require.resolve('@swc-node/register');
  return new Worker(`require(${JSON.stringify(register)}); require(${JSON.stringify(file)});`, {
    eval: true,
  });
}

/**
 * Pooled nodemailer transports in a worker thread of their own. Composing and streaming a message
 * (MIME, quoted-printable, socket writes) is most of a send's cost: on its own thread it runs
 * beside the engine's bookkeeping instead of taking turns with it and with the API's requests,
 * and free of the promise hooks the ORM's async context switches on in the main thread. Messages
 * go in and outcomes come back by id; a thread that dies fails what it held as a lost connection
 * (the recipients are retried) and is started again, with its transports, on the next send.
 */
export class SmtpThread {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<number, (outcome: SendOutcome) => void>();
  private readonly transports = new Map<string, SMTPPool.Options>();

  /** Makes the transport `key` (connections open on first use). */
  open(key: string, options: SMTPPool.Options): void {
    this.transports.set(key, options);
    this.post({ type: 'open', key, options });
  }

  send(key: string, message: OutgoingMessage): Promise<SendOutcome> {
    const seq = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(seq, resolve);
      this.post({ type: 'send', seq, key, message });
    });
  }

  /** Closes the transport `key` once its messages are sent. */
  closeTransport(key: string): void {
    if (!this.transports.delete(key) || !this.worker) return;
    this.worker.postMessage({ type: 'close', key } satisfies ThreadRequest);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.transports.clear();
    if (worker) await worker.terminate();
    this.failPending('The sending thread was stopped.');
  }

  private post(request: ThreadRequest): void {
    this.thread().postMessage(request);
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      const resolve = this.pending.get(reply.seq);
      if (!resolve) return;
      this.pending.delete(reply.seq);
      resolve(reply.ok ? { ok: true, response: reply.response } : { ok: false, error: reply.error });
    });
    const lost = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failPending(reason);
    };
    worker.on('error', (error) => lost(`The sending thread failed: ${error.message}`));
    worker.on('exit', (code) => lost(`The sending thread stopped (exit ${code}).`));
    this.worker = worker;
    for (const [key, options] of this.transports)
      worker.postMessage({ type: 'open', key, options } satisfies ThreadRequest);
    return worker;
  }

  /** Outcomes for sends the thread will never answer: a lost connection, so they are tried again. */
  private failPending(message: string): void {
    const error: ThreadError = { message, code: 'ECONNECTION' };
    for (const resolve of this.pending.values()) resolve({ ok: false, error });
    this.pending.clear();
  }
}
