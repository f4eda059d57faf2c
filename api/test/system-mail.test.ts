import { createServer } from 'node:net';
import type { Config } from '../src/config';
import { SystemMail } from '../src/modules/email/system-mail';
import type { Logger } from '../src/shared/logging/logger';
import { parse } from './support/campaign-sending';
import { SmtpSink } from './support/smtp-sink';

/** The app's own emails (a sign-up notice): the server's SMTP_URL, else logged as simulated. */
const logger = () => {
  const info = jest.fn();
  return { info, log: { info } as unknown as Logger };
};
const config = (smtpUrl: string | null, smtpFrom: string | null) => ({ smtpUrl, smtpFrom }) as Config;
const EMAIL = { to: 'owner@example.com', subject: 'A notice', text: 'Hello' };

it('sends through SMTP_URL from SMTP_FROM', async () => {
  const sink = await SmtpSink.start();
  try {
    const mail = new SystemMail({ config: config(sink.url, 'app@funnelforge.example'), log: logger().log });
    expect(await mail.send(EMAIL)).toEqual({ simulated: false });
    const sent = await parse(sink.messages[0]!.raw);
    expect(sent.from?.value).toEqual([{ name: 'FunnelForge', address: 'app@funnelforge.example' }]);
    expect(sent.subject).toBe('A notice');
    expect(sent.text?.trim()).toBe('Hello');
  } finally {
    await sink.close();
  }
});

it('logs the email as simulated without SMTP_URL', async () => {
  const { info, log } = logger();
  const mail = new SystemMail({ config: config(null, null), log });
  expect(await mail.send(EMAIL, { userId: 'u1' })).toEqual({ simulated: true });
  expect(info).toHaveBeenCalledWith(
    { userId: 'u1', to: 'owner@example.com', subject: 'A notice' },
    'system email simulated (no SMTP_URL configured): logged, not sent',
  );
});

it('throws, saying why, when the SMTP server cannot be reached (its job is retried)', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
  const { port } = closed.address() as { port: number };
  await new Promise((resolve) => closed.close(resolve));
  const mail = new SystemMail({
    config: config(`smtp://127.0.0.1:${port}`, 'app@funnelforge.example'),
    log: logger().log,
  });
  await expect(mail.send(EMAIL)).rejects.toThrow(
    `System email not sent: Nothing accepts connections at 127.0.0.1:${port}; check the host and port`,
  );
});
