import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: its envelope recipients and its source. */
export type ReceivedMail = { recipients: string[]; raw: string };

export type SmtpSink = { port: number; messages: ReceivedMail[]; close(): Promise<void> };

/** A real SMTP server for the app to send through: it takes one login and keeps what arrives. */
export function startSmtpSink(login: { user: string; password: string }): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.password)
        callback(null, { user: login.user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        messages.push({ recipients: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        messages,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** The https URL of a message's List-Unsubscribe header (unfolded), if it has one. */
export function unsubscribeUrlOf(raw: string): string | undefined {
  const header = /^List-Unsubscribe:\s*((?:.*\r?\n[ \t].*)*.*)$/im.exec(raw)?.[1] ?? '';
  return /<(https?:\/\/[^>]+)>/.exec(header.replace(/\r?\n[ \t]/g, ''))?.[1];
}
