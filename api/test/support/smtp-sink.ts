import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP error answer the sink gives (e.g. 421 or 550). */
export type SmtpFault = { code: number; message: string };

export type SinkOptions = {
  /** Consulted at each RCPT TO (attempt counts from 1 per address): an answer other than 250. */
  rcpt?: (address: string, attempt: number) => SmtpFault | null;
  /** Cut a connection, without an answer, at the first MAIL FROM once this many messages were accepted. */
  dropAfter?: number[];
  /** Keep each message's raw source (to parse it); off for big sends, which only count. */
  keepRaw?: boolean;
  /** Even without the raw source, keep each message's Subject header per recipient (`subjects`). */
  keepSubjects?: boolean;
  /** Require AUTH (PLAIN or LOGIN, without TLS) with this user and password; refuse others. */
  auth?: { user: string; pass: string };
};

/** An accepted message: its envelope recipients and sender (the return path), and its source. */
export type SinkMessage = { to: string[]; from: string | null; raw: Buffer };

/**
 * A real SMTP server on a random local port that accepts everything (no TLS; a login only when
 * told) unless told to fail, and remembers what arrived: how often per recipient, when, and the
 * raw messages.
 */
export class SmtpSink {
  readonly messages: SinkMessage[] = [];
  /** Accepted messages per recipient address (lower-cased). */
  readonly received = new Map<string, number>();
  /** The Subject header of each accepted message per recipient, in order (with keepRaw or keepSubjects). */
  readonly subjects = new Map<string, string[]>();
  readonly rcptAttempts = new Map<string, number>();
  /** When each accepted message arrived (Date.now()), in order. */
  readonly acceptedAt: number[] = [];
  /** Logins refused (a wrong user or password). */
  refusedLogins = 0;
  accepted = 0;
  dropped = 0;
  private readonly sockets = new Map<number, Socket>();
  private readonly drops: Set<number>;
  private readonly dataDrops = new Set<number>();
  private readonly recipientDrops = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    private readonly options: SinkOptions,
  ) {
    this.drops = new Set(options.dropAfter ?? []);
  }

  static async start(options: SinkOptions = {}): Promise<SmtpSink> {
    let sink: SmtpSink | null = null;
    const fault = (f: SmtpFault) => Object.assign(new Error(f.message), { responseCode: f.code });
    const auth = options.auth;
    const server = new SMTPServer({
      secure: false,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      ...(auth
        ? {
            authMethods: ['PLAIN', 'LOGIN'],
            authOptional: false,
            allowInsecureAuth: true,
            onAuth(login, _session, callback) {
              if (login.username === auth.user && login.password === auth.pass)
                return callback(null, { user: login.username });
              if (sink) sink.refusedLogins += 1;
              callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
            },
          }
        : {}),
      logger: false,
      size: 10 * 1024 * 1024,
      maxClients: 1000,
      onMailFrom(_address, session, callback) {
        const self = sink;
        const due = self ? [...self.drops].find((at) => at <= self.accepted) : undefined;
        if (self && due !== undefined) {
          self.drops.delete(due);
          self.dropped += 1;
          self.sockets.get(session.remotePort)?.destroy();
          return;
        }
        callback();
      },
      onRcptTo(address, _session, callback) {
        const self = sink;
        if (!self) return callback();
        const email = address.address.toLowerCase();
        const attempt = (self.rcptAttempts.get(email) ?? 0) + 1;
        self.rcptAttempts.set(email, attempt);
        const answer = self.options.rcpt?.(email, attempt) ?? null;
        callback(answer ? fault(answer) : undefined);
      },
      onData(stream, session, callback) {
        const self = sink;
        const due = self ? [...self.dataDrops].find((at) => at <= self.accepted) : undefined;
        const address = session.envelope.rcptTo[0]?.address.toLowerCase() ?? '';
        const forRecipient = self?.recipientDrops.get(address) ?? 0;
        if (self && (due !== undefined || forRecipient > 0)) {
          // Cut off while the message comes in: it is not accepted, and the client cannot know.
          if (due !== undefined) self.dataDrops.delete(due);
          else self.recipientDrops.set(address, forRecipient - 1);
          self.dropped += 1;
          stream.resume();
          self.sockets.get(session.remotePort)?.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let kept = 0;
        stream.on('data', (chunk: Buffer) => {
          // The headers come first: a few kilobytes hold the Subject.
          const keep = sink?.options.keepRaw !== false || (sink?.options.keepSubjects && kept < 16_384);
          if (!keep) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        stream.on('end', () => {
          const self = sink;
          if (self) {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            for (const address of to) self.received.set(address, (self.received.get(address) ?? 0) + 1);
            const subject = chunks.length > 0 ? subjectOf(Buffer.concat(chunks)) : null;
            if (subject !== null)
              for (const address of to)
                self.subjects.set(address, [...(self.subjects.get(address) ?? []), subject]);
            self.accepted += 1;
            self.acceptedAt.push(Date.now());
            if (self.options.keepRaw !== false)
              self.messages.push({
                to,
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                raw: Buffer.concat(chunks),
              });
            for (const notify of self.waiters) notify();
          }
          callback();
        });
      },
    });
    // A client killed mid-conversation resets its connection: expected here, not a failure.
    server.on('error', () => undefined);
    server.server.on('connection', (socket: Socket) => {
      const port = socket.remotePort;
      if (port === undefined) return;
      sink?.sockets.set(port, socket);
      socket.on('close', () => sink?.sockets.delete(port));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    sink = new SmtpSink(server, port, options);
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Client connections not yet closed (a killed sender's are closed once the sink has read them). */
  get openConnections(): number {
    return this.sockets.size;
  }

  /** Distinct recipients that received at least one message. */
  get uniqueRecipients(): number {
    return this.received.size;
  }

  /** Messages beyond the first per recipient. */
  get duplicates(): number {
    let extra = 0;
    for (const count of this.received.values()) extra += count - 1;
    return extra;
  }

  /**
   * Cuts a connection without an answer once `accepted` messages arrived in all: at the next
   * MAIL FROM (nothing of the message sent yet), or while the next message's DATA comes in.
   */
  dropAt(accepted: number, during: 'mail' | 'data' = 'data'): void {
    (during === 'mail' ? this.drops : this.dataDrops).add(accepted);
  }

  /** Cuts the connection during the DATA of the next `times` messages to `address`. */
  dropFor(address: string, times: number): void {
    this.recipientDrops.set(address.toLowerCase(), times);
  }

  /** Resolves once `done()` holds (checked after each accepted message). */
  until(done: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    return new Promise((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}: ${this.accepted} messages accepted`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets.values()) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The Subject header of a raw message (unfolded), or null without one. */
function subjectOf(raw: Buffer): string | null {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const headers = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const line = headers.split(/\r?\n/).find((h) => /^subject:/i.test(h));
  return line === undefined ? null : line.replace(/^subject:\s*/i, '');
}
