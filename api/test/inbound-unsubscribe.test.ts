import nodemailer from 'nodemailer';
import { prepareMessage } from '../src/modules/email/delivery/message';
import { TrackingTokens } from '../src/modules/email/delivery/tracking-tokens';
import {
  SENDER,
  createCampaign,
  eventually,
  parse,
  rawHeader,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { freePort } from '../src/shared/db/embedded-postgres';
import { createLead } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 6, items 5/6: the List-Unsubscribe mailto is read. The app's own inbound SMTP listener
 * (INBOUND_SMTP_PORT) takes mail for unsubscribe@INBOUND_EMAIL_DOMAIN and unsubscribes the lead
 * named by the signed token in the subject, as the one-click POST does; other recipients get 550;
 * a bad token is accepted and changes nothing.
 */
const DOMAIN = 'inbound.example';
let sink: SmtpSink;
let server: TestServer;
let inboundPort: number;

beforeAll(async () => {
  inboundPort = await freePort();
  sink = await SmtpSink.start();
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      SMTP_URL: sink.url,
      SMTP_FROM: SENDER,
      CAMPAIGN_SEND_RATE: '0',
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_EMAIL_DOMAIN: DOMAIN,
    },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** Mail to the app's inbound listener, as a recipient's mail server would deliver it. */
function deliver(mail: { to: string; subject: string; text?: string }) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ from: 'reader@example.com', text: 'Please unsubscribe me.', ...mail });
}

async function sendError(mail: { to: string; subject: string; text?: string }) {
  try {
    await deliver(mail);
  } catch (error) {
    return error as { responseCode?: number; message: string };
  }
  throw new Error(`mail to ${mail.to} was accepted`);
}

async function unsubscribedAt(leadId: string): Promise<Date | null> {
  const [lead] = await queryRows<{ unsubscribed_at: Date | null }>(
    server,
    'select unsubscribed_at from leads where id = $1',
    [leadId],
  );
  return lead?.unsubscribed_at ?? null;
}

/** A user with three leads and a campaign sent to them; the mailto of each lead's message. */
async function sentCampaign(prefix: string) {
  const client = new TestClient(server.url);
  await client.signUp();
  const leads = [];
  for (const name of ['one', 'two', 'three']) {
    leads.push(await createLead(client, { email: `${prefix}.${name}@example.com` }));
  }
  const campaign = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  const recipients = await recipientRows(server, campaign.id);
  const mailtos = new Map<string, URL>();
  for (const recipient of recipients) {
    const found = sink.messages.filter((m) => m.to.includes(recipient.email)).pop();
    if (!found) throw new Error(`nothing arrived for ${recipient.email}`);
    const header = rawHeader(await parse(found.raw), 'list-unsubscribe') ?? '';
    const mailto = /<(mailto:[^>]+)>/.exec(header)?.[1];
    if (!mailto) throw new Error(`no mailto in List-Unsubscribe: ${header}`);
    mailtos.set(recipient.lead_id, new URL(mailto));
  }
  return { client, leads, mailtos };
}

describe('the List-Unsubscribe mailto, when inbound mail is configured', () => {
  it('points at unsubscribe@INBOUND_EMAIL_DOMAIN with the unsubscribe token in the subject', async () => {
    const { leads, mailtos } = await sentCampaign('header');
    for (const lead of leads) {
      const mailto = mailtos.get(lead.id);
      expect(mailto?.pathname).toBe(`unsubscribe@${DOMAIN}`);
      expect(mailto?.searchParams.get('subject')).toMatch(/^unsubscribe-[\w-]+\.[\w-]+$/);
    }
  });

  it('mail to it unsubscribes the lead, and a later campaign skips them', async () => {
    const { client, leads, mailtos } = await sentCampaign('mail');
    const [first, second, third] = leads;
    if (!first || !second || !third) throw new Error('three leads expected');
    const mailto = mailtos.get(second.id);
    const info = await deliver({
      to: mailto?.pathname ?? '',
      subject: mailto?.searchParams.get('subject') ?? '',
    });
    expect(info.accepted).toEqual([`unsubscribe@${DOMAIN}`]);

    await eventually(async () => (await unsubscribedAt(second.id)) !== null, 'the lead to be unsubscribed');
    expect(await unsubscribedAt(first.id)).toBeNull();
    expect(await unsubscribedAt(third.id)).toBeNull();
    // The same mail again (a resend by the client) changes nothing and is not an error.
    await deliver({
      to: mailto?.pathname ?? '',
      subject: `Re: ${mailto?.searchParams.get('subject') ?? ''}`,
    });

    const later = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
    await sendCampaign(client, later.id);
    await waitForStatus(server, later.id, 'sent');
    const rows = await recipientRows(server, later.id);
    expect(rows.map((r) => r.lead_id).sort()).toEqual([first.id, third.id].sort());
    expect(sink.received.get(second.email)).toBe(1);
    expect(sink.received.get(first.email)).toBeGreaterThanOrEqual(2);
  });

  it('takes the token from a plus address when the subject was dropped', async () => {
    const { leads, mailtos } = await sentCampaign('plus');
    const lead = leads[0];
    if (!lead) throw new Error('a lead expected');
    const token = (mailtos.get(lead.id)?.searchParams.get('subject') ?? '').replace(/^unsubscribe-/, '');
    await deliver({ to: `unsubscribe+${token}@${DOMAIN}`, subject: '' });
    await eventually(async () => (await unsubscribedAt(lead.id)) !== null, 'the lead to be unsubscribed');
  });

  it('rejects every other recipient with 550', async () => {
    for (const to of [`someone@${DOMAIN}`, 'unsubscribe@other.example', `postmaster@${DOMAIN}`]) {
      const error = await sendError({ to, subject: 'unsubscribe-x.y' });
      expect(error.responseCode).toBe(550);
    }
  });

  it('accepts and ignores a bad or missing token, changing nothing', async () => {
    const { leads, mailtos } = await sentCampaign('bad');
    const lead = leads[0];
    if (!lead) throw new Error('a lead expected');
    const real = (mailtos.get(lead.id)?.searchParams.get('subject') ?? '').replace(/^unsubscribe-/, '');
    const [payload] = real.split('.');
    // Right payload, forged signature; a real token of another kind; garbage; no token at all.
    const forged = `${payload}.${'A'.repeat(22)}`;
    const open = new TrackingTokens(server.deps.secret).sign({ kind: 'open', recipientId: lead.id });
    for (const subject of [
      `unsubscribe-${forged}`,
      `unsubscribe-${open}`,
      'unsubscribe-!!!',
      'Please remove me',
    ]) {
      const info = await deliver({ to: `unsubscribe@${DOMAIN}`, subject });
      expect(info.accepted).toEqual([`unsubscribe@${DOMAIN}`]);
    }
    const [{ count } = { count: '-1' }] = await queryRows<{ count: string }>(
      server,
      `select count(*) from leads where email like 'bad.%' and unsubscribed_at is not null`,
    );
    expect(count).toBe('0');
  });

  it('refuses a message over the size limit with 552', async () => {
    const error = await sendError({
      to: `unsubscribe@${DOMAIN}`,
      subject: 'unsubscribe-x.y',
      text: 'x'.repeat(1100 * 1024),
    });
    expect(error.responseCode).toBe(552);
  });
});

describe('the List-Unsubscribe header without inbound mail', () => {
  it('has the https link and one-click POST only: no mailto nobody reads', async () => {
    const render = await prepareMessage({
      outbox: 'campaign',
      content: { id: '00000000-0000-4000-8000-000000000001', subject: 'Hi', content: 'Hello.' },
      sender: { fromEmail: SENDER, fromName: null },
      baseUrl: 'https://app.example',
      tokens: new TrackingTokens('a-secret-that-is-long-enough-0123456789'),
      unsubscribeMailbox: null,
    });
    const message = render({
      id: '00000000-0000-4000-8000-000000000002',
      email: 'lead@example.com',
      leadId: '00000000-0000-4000-8000-000000000003',
    });
    expect(message.headers['List-Unsubscribe']).toMatch(/^<https:\/\/app\.example\/u\/[\w-]+\.[\w-]+>$/);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const withMailbox = await prepareMessage({
      outbox: 'campaign',
      content: { id: '00000000-0000-4000-8000-000000000001', subject: 'Hi', content: 'Hello.' },
      sender: { fromEmail: SENDER, fromName: null },
      baseUrl: 'https://app.example',
      tokens: new TrackingTokens('a-secret-that-is-long-enough-0123456789'),
      unsubscribeMailbox: `unsubscribe@${DOMAIN}`,
    });
    const header = withMailbox({
      id: '00000000-0000-4000-8000-000000000002',
      email: 'lead@example.com',
      leadId: '00000000-0000-4000-8000-000000000003',
    }).headers['List-Unsubscribe'];
    expect(header).toMatch(
      /^<https:\/\/app\.example\/u\/([\w-]+\.[\w-]+)>, <mailto:unsubscribe@inbound\.example\?subject=unsubscribe-\1>$/,
    );
  });
});
