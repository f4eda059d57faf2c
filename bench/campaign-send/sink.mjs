// The SMTP sink of bench/campaign-send, in a process of its own so neither sender shares its
// event loop: accepts every message (no TLS, no login), counts messages and unique recipients
// per phase, and the times of the first and last message. Controlled over IPC.
import { SMTPServer } from 'smtp-server';

let phase = null;
const fresh = () => ({ messages: 0, recipients: new Set(), first: null, last: null });

const server = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      if (phase) {
        const now = performance.now();
        phase.messages += 1;
        for (const r of session.envelope.rcptTo) phase.recipients.add(r.address.toLowerCase());
        phase.first ??= now;
        phase.last = now;
      }
      callback();
    });
  },
});

process.on('message', (message) => {
  if (message.type === 'reset') phase = fresh();
  if (message.type === 'read') {
    process.send({
      type: 'counts',
      messages: phase?.messages ?? 0,
      uniqueRecipients: phase?.recipients.size ?? 0,
      spanMs: phase && phase.first !== null ? phase.last - phase.first : 0,
    });
  }
});

server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.server.address().port }));
