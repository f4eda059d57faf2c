import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { TrackingTokens } from '../src/modules/email/delivery/tracking-tokens';
import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import { freePort } from '../src/shared/db/embedded-postgres';
import {
  SENDER,
  campaignRow,
  createCampaign,
  eventually,
  parse,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { createLead, type LeadJson } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { recordSubscription } from './support/subscription-recorder';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24, items 1–3: bounces (answered while sending, and reported later to each delivery's
 * own return path), complaints (ARF to complaints@), and the suppression list every send path
 * reads, over real SMTP both ways.
 */
const DOMAIN = 'bounces.example';
/** Addresses the sending server refuses for good while sending. */
const REFUSED = /^gone\./;
let sink: SmtpSink;
let server: TestServer;
let inboundPort: number;

beforeAll(async () => {
  inboundPort = await freePort();
  sink = await SmtpSink.start({
    rcpt: (address) =>
      REFUSED.test(address) ? { code: 550, message: '5.1.1 <' + address + '>: user unknown' } : null,
  });
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      SMTP_URL: sink.url,
      SMTP_FROM: SENDER,
      CAMPAIGN_SEND_RATE: '0',
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_EMAIL_DOMAIN: DOMAIN,
      BOUNCE_SOFT_LIMIT: '2',
      // Wide, so 'right after delivery' is certain in the test; human opens backdate the send.
      EMAIL_SCANNER_WINDOW_SECONDS: '60',
    },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** Mail to the app's inbound listener, as a remote mail server would deliver it. */
function deliverInbound(envelope: { from: string; to: string }, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: inboundPort,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ envelope, raw });
}

/** The message that arrived for an address: its envelope sender and Message-ID. */
async function arrivedFor(email: string) {
  const found = sink.messages.filter((m) => m.to.includes(email.toLowerCase())).pop();
  if (!found) throw new Error(`nothing arrived for ${email}`);
  const mail = await parse(found.raw);
  return { returnPath: found.from ?? '', messageId: mail.messageId ?? '' };
}

/** An RFC 3464 delivery status notification about `recipient`. */
function dsn(recipient: string, messageId: string, status: string, action = 'failed') {
  const boundary = 'dsn-boundary-1';
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.recipient.example>',
    `To: <${SENDER}>`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.recipient.example',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${status.startsWith('5') ? '550' : '452'} ${status} mailbox says no`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    `To: ${recipient}`,
    'Subject: Our launch',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** An ARF (RFC 5965) abuse report returning the original message's headers. */
function arf(recipient: string, messageId: string) {
  const boundary = 'arf-boundary-1';
  return [
    'From: <fbl@isp.example>',
    `To: <complaints@${DOMAIN}>`,
    'Subject: FW: Our launch',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=feedback-report; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain',
    '',
    'This is an email abuse report.',
    '',
    `--${boundary}`,
    'Content-Type: message/feedback-report',
    '',
    'Feedback-Type: abuse',
    'User-Agent: ISP-FBL/1.0',
    'Version: 1',
    `Original-Rcpt-To: ${recipient}`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    `From: ${SENDER}`,
    `To: ${recipient}`,
    'Subject: Our launch',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

async function suppressionsOf(userId: string) {
  return queryRows<{ email: string; reason: string; detail: string | null; source_label: string | null }>(
    server,
    'select email, reason, detail, source_label from email_suppressions where user_id = $1 order by email',
    [userId],
  );
}

async function userWithLeads(prefix: string, names: string[]) {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  const leads: LeadJson[] = [];
  for (const name of names) leads.push(await createLead(client, { email: `${name}.${prefix}@example.com` }));
  return { client, userId: user.id, leads };
}

async function sentCampaignTo(client: TestClient, leads: LeadJson[], name = 'Launch') {
  const campaign = await createCampaign(client, { name, selectedLeadIds: leads.map((l) => l.id) });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  return campaign;
}

describe('bounces', () => {
  it('a 550 while sending suppresses exactly the refused addresses; a later send skips them', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['gone', 'here', 'gone.too', 'there']);
    const first = await sentCampaignTo(client, leads);
    const rows = await recipientRows(server, first.id);
    expect(
      rows
        .filter((r) => r.status === 'failed')
        .map((r) => r.email)
        .sort(),
    ).toEqual([`gone.${stamp}@example.com`, `gone.too.${stamp}@example.com`].sort());
    const listed = await suppressionsOf(userId);
    expect(listed.map((s) => [s.email, s.reason, s.source_label])).toEqual(
      [
        [`gone.${stamp}@example.com`, 'hard_bounce', 'Campaign "Launch"'],
        [`gone.too.${stamp}@example.com`, 'hard_bounce', 'Campaign "Launch"'],
      ].sort(),
    );
    expect(listed[0]?.detail).toMatch(/550 5\.1\.1/);

    const refusedBefore = sink.rcptAttempts.get(`gone.${stamp}@example.com`);
    const second = await sentCampaignTo(client, leads, 'Again');
    const after = await recipientRows(server, second.id);
    expect(
      after
        .filter((r) => r.status === 'skipped')
        .map((r) => r.email)
        .sort(),
    ).toEqual([`gone.${stamp}@example.com`, `gone.too.${stamp}@example.com`].sort());
    expect(after.find((r) => r.status === 'skipped')?.error).toMatch(/suppression list because it bounced/);
    // Skipped, not tried again and not failed.
    expect(sink.rcptAttempts.get(`gone.${stamp}@example.com`)).toBe(refusedBefore);
    const counts = await campaignRow(server, second.id);
    expect(counts).toMatchObject({ sent_count: 2, failed_count: 0, skipped_count: 2 });
    // The live progress counts them too, so the screen's bar reaches the end.
    const ws = client.ws();
    try {
      const sub = recordSubscription<{ campaignProgress: Record<string, unknown> }>(
        ws,
        `subscription { campaignProgress(id: "${second.id}") { status sent failed skipped total } }`,
      );
      await sub.until(() => sub.results.length > 0, 'the first progress');
      expect(sub.results[0]?.data?.campaignProgress).toEqual({
        status: 'sent',
        sent: 2,
        failed: 0,
        skipped: 2,
        total: 4,
      });
    } finally {
      await ws.dispose();
    }
  });

  it('every delivery has its own return path; a DSN to it suppresses the address, soft ones after the limit', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['hard', 'soft', 'late', 'fine']);
    await sentCampaignTo(client, leads);
    const [hard, soft, late] = await Promise.all(leads.slice(0, 3).map((lead) => arrivedFor(lead.email)));
    if (!hard || !soft || !late) throw new Error('three deliveries expected');
    for (const path of [hard, soft, late])
      expect(path.returnPath).toMatch(new RegExp(`^bounce\\+c[0-9a-f]{48}@${DOMAIN}$`));
    expect(new Set([hard.returnPath, soft.returnPath, late.returnPath]).size).toBe(3);

    const mailer = { from: '' };
    await deliverInbound(
      { ...mailer, to: hard.returnPath },
      dsn(`hard.${stamp}@example.com`, hard.messageId, '5.1.1'),
    );
    await deliverInbound(
      { ...mailer, to: late.returnPath },
      dsn(`late.${stamp}@example.com`, late.messageId, '4.4.7', 'delayed'),
    );
    await deliverInbound(
      { ...mailer, to: soft.returnPath },
      dsn(`soft.${stamp}@example.com`, soft.messageId, '4.2.2'),
    );
    await eventually(async () => (await suppressionsOf(userId)).length === 1, 'the hard bounce suppressed');
    expect((await suppressionsOf(userId))[0]).toMatchObject({
      email: `hard.${stamp}@example.com`,
      reason: 'hard_bounce',
    });
    // The second soft bounce within the window reaches BOUNCE_SOFT_LIMIT (2).
    await deliverInbound(
      { ...mailer, to: soft.returnPath },
      dsn(`soft.${stamp}@example.com`, soft.messageId, '4.2.2'),
    );
    await eventually(async () => (await suppressionsOf(userId)).length === 2, 'the soft bounces suppressed');
    const listed = await suppressionsOf(userId);
    expect(listed.map((s) => s.email)).toEqual([`hard.${stamp}@example.com`, `soft.${stamp}@example.com`]);
    expect(listed[1]?.detail).toMatch(/^2 soft bounces within 7 days/);
    const bounces = await queryRows<{ email: string; permanent: boolean; status: string; via: string }>(
      server,
      'select email, permanent, status, via from email_bounces where user_id = $1 order by created_at',
      [userId],
    );
    expect(bounces.map((b) => [b.email.split('.')[0], b.permanent, b.status, b.via])).toEqual([
      ['hard', true, '5.1.1', 'dsn'],
      ['late', false, '4.4.7', 'dsn'],
      ['soft', false, '4.2.2', 'dsn'],
      ['soft', false, '4.2.2', 'dsn'],
    ]);
  });

  it('a forged return path is refused with 550; an auto-reply to a real one changes nothing', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['auto']);
    await sentCampaignTo(client, leads);
    const real = await arrivedFor(leads[0]!.email);
    const forged = real.returnPath.replace(
      /[0-9a-f](@)/,
      (digit: string, at: string) => `${digit === '0' ? '1' : '0'}${at}`,
    );
    await expect(
      deliverInbound({ from: '', to: forged }, dsn(leads[0]!.email, real.messageId, '5.1.1')),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    await deliverInbound(
      { from: `auto.${stamp}@example.com`, to: real.returnPath },
      [
        'From: <auto@example.com>',
        'Subject: Out of office',
        'Auto-Submitted: auto-replied',
        '',
        'I am away until Monday.',
        '',
      ].join('\r\n'),
    );
    expect(await suppressionsOf(userId)).toEqual([]);
  });
});

describe('complaints', () => {
  it('an ARF report to complaints@ unsubscribes the lead and suppresses the address', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['angry', 'calm']);
    await sentCampaignTo(client, leads);
    const angry = await arrivedFor(leads[0]!.email);
    await deliverInbound(
      { from: 'fbl@isp.example', to: `complaints@${DOMAIN}` },
      arf(leads[0]!.email, angry.messageId),
    );
    await eventually(async () => (await suppressionsOf(userId)).length === 1, 'the complaint heard');
    expect((await suppressionsOf(userId))[0]).toMatchObject({ email: leads[0]!.email, reason: 'complaint' });
    const [lead] = await queryRows<{ unsubscribed_at: Date | null }>(
      server,
      'select unsubscribed_at from leads where id = $1',
      [leads[0]!.id],
    );
    expect(lead?.unsubscribed_at).not.toBeNull();
  });
});

describe('the suppression list', () => {
  it('is searched, added to by hand, exported and removed from; each user sees only their own', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['list']);
    const added = await client.post('/api/suppressions', {
      email: ` Manual.${stamp}@Example.com `,
      note: 'asked by phone',
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({
      email: `manual.${stamp}@example.com`,
      reason: 'manual',
      detail: 'asked by phone',
    });
    const again = await client.post('/api/suppressions', { email: `manual.${stamp}@example.com` });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'This address is already on your suppression list' });
    expect((await client.post('/api/suppressions', { email: 'not an address' })).status).toBe(400);

    expect(leads).toHaveLength(1);

    const page = await client.get('/api/suppressions?search=manual');
    expect(page.status).toBe(200);
    expect((page.json as unknown as Array<{ email: string }>).map((s) => s.email)).toEqual([
      `manual.${stamp}@example.com`,
    ]);
    expect(page.headers.get('x-total-count')).toBe('1');

    const gql = await client.gql<{
      suppressions: { total: number; items: Array<{ email: string; reason: string }> };
    }>(`query { suppressions(reason: manual) { total items { email reason } } }`);
    expect(gql.data?.suppressions).toEqual({
      total: 1,
      items: [{ email: `manual.${stamp}@example.com`, reason: 'manual' }],
    });

    const csv = await client.get('/api/suppressions/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toContain(`manual.${stamp}@example.com,manual,asked by phone`);

    const other = new TestClient(server.url);
    await other.signUp();
    const id = (added.json as { id: string }).id;
    expect((await other.del(`/api/suppressions/${id}`)).status).toBe(404);
    expect(((await other.get('/api/suppressions')).json as unknown as unknown[]).length).toBe(0);

    expect((await client.del(`/api/suppressions/${id}`)).status).toBe(200);
    expect((await suppressionsOf(userId)).map((s) => s.email)).not.toContain(`manual.${stamp}@example.com`);
  });

  it('an unsubscribe puts the address on the list; re-importing the lead does not lift it', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['leaver', 'stayer']);
    // The one-click unsubscribe of an email's link (RFC 8058).
    const token = new TrackingTokens(server.deps.secret).sign({
      kind: 'unsubscribe',
      recipientId: randomUUID(),
      leadId: leads[0]!.id,
      outbox: 'campaign',
    });
    expect(
      (
        await client.post(`/u/${token}`, 'List-Unsubscribe=One-Click', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBeLessThan(400);
    expect((await suppressionsOf(userId)).map((s) => [s.email, s.reason])).toEqual([
      [leads[0]!.email, 'unsubscribe'],
    ]);
    await queryRows(server, 'delete from leads where id = $1', [leads[0]!.id]);
    const imported = await client.post('/api/leads/import', { rows: [{ email: leads[0]!.email }] });
    expect(imported.json).toMatchObject({ created: 1 });
    const [back] = await queryRows<{ id: string }>(
      server,
      'select id from leads where user_id = $1 and email = $2',
      [userId, leads[0]!.email],
    );
    const campaign = await sentCampaignTo(client, [{ ...leads[0]!, id: back!.id }, leads[1]!]);
    const rows = await recipientRows(server, campaign.id);
    expect(rows.map((r) => [r.email, r.status]).sort()).toEqual(
      [
        [leads[0]!.email, 'skipped'],
        [leads[1]!.email, 'sent'],
      ].sort(),
    );
  });

  it('sequences skip suppressed addresses and count them as skipped', async () => {
    const stamp = Date.now();
    const { client, userId, leads } = await userWithLeads(`${stamp}`, ['seqgone', 'seqhere']);
    expect((await client.post('/api/suppressions', { email: leads[0]!.email })).status).toBe(201);
    const created = await client.post('/api/email/sequences', { name: 'Welcome' });
    const sequenceId = (created.json as { id: string }).id;
    expect(
      (
        await client.post(`/api/email/sequences/${sequenceId}/steps`, {
          subject: 'Hello',
          content: 'Welcome aboard.',
          delayHours: 0,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await client.post(`/api/email/sequences/${sequenceId}/subscribers`, {
          leadIds: leads.map((l) => l.id),
        })
      ).status,
    ).toBe(200);
    await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
    await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
    await eventually(async () => {
      const rows = await queryRows<{ status: string }>(
        server,
        `select status from email_sequence_logs where sequence_id = $1 and status <> 'pending'`,
        [sequenceId],
      );
      return rows.length === 2;
    }, 'both sends done');
    const logs = await queryRows<{ email: string; status: string; error_message: string | null }>(
      server,
      `select l.email, g.status, g.error_message from email_sequence_logs g join leads l on l.id = g.lead_id
        where g.sequence_id = $1 order by l.email`,
      [sequenceId],
    );
    expect(logs.map((l) => [l.email, l.status])).toEqual([
      [leads[0]!.email, 'skipped'],
      [leads[1]!.email, 'sent'],
    ]);
    expect(logs[0]?.error_message).toMatch(/suppression list because it was added by hand/);
    expect(sink.received.get(leads[0]!.email)).toBeUndefined();
    expect((await suppressionsOf(userId)).map((s) => s.reason)).toEqual(['manual']);
  });
});

describe('honest engagement figures', () => {
  /** The open pixel and the tracked links of the message that arrived for an address. */
  async function trackingOf(email: string) {
    const found = sink.messages.filter((m) => m.to.includes(email.toLowerCase())).pop();
    if (!found) throw new Error(`nothing arrived for ${email}`);
    const html = (await parse(found.raw)).html || '';
    const pixel = /\/t\/o\/[^"'\s]+\.gif/.exec(html)?.[0];
    const links = [...html.matchAll(/href="[^"]*(\/t\/c\/[^"]+)"/g)].map((m) => m[1] ?? '');
    if (!pixel) throw new Error('no pixel');
    return { pixel, links: [...new Set(links)] };
  }
  const visit = (path: string, userAgent: string) =>
    fetch(`${server.url}${path}`, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
  const READER =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

  it('records opens and clicks of bots, scanners and privacy proxies apart; the rates count readers only', async () => {
    const stamp = Date.now();
    const { client, leads } = await userWithLeads(`${stamp}`, [
      'burst',
      'person',
      'proxy',
      'reader',
      'scanner',
    ]);
    const campaign = await createCampaign(client, {
      selectedLeadIds: leads.map((l) => l.id),
      content: 'See https://shop.example/one and https://shop.example/two today.',
    });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    const [burst, person, proxy, reader, scanner] = await Promise.all(
      leads.map((lead) => trackingOf(lead.email)),
    );
    if (!burst || !person || !proxy || !reader || !scanner) throw new Error('five messages expected');

    // Apple Mail Privacy Protection fetches every image on arrival; a gateway follows links at once.
    expect((await visit(proxy.pixel, 'Mozilla/5.0')).status).toBe(200);
    expect((await visit(scanner.pixel, 'Mozilla/5.0 (compatible; BarracudaCentral/1.0)')).status).toBe(200);
    expect((await visit(scanner.links[0] ?? '', READER)).headers.get('location')).toBe(
      'https://shop.example/one',
    );
    // Well after delivery: a reader's open counts; a second link within two seconds of the first
    // makes both links a scanner's (the first was counted, then taken back), and the open a
    // click implied goes with them; one link alone is a person's click.
    await queryRows(
      server,
      `update campaign_recipients set sent_at = now() - interval '10 minutes' where campaign_id = $1`,
      [campaign.id],
    );
    expect((await visit(reader.pixel, READER)).status).toBe(200);
    expect((await visit(reader.links[0] ?? '', READER)).status).toBe(302);
    expect((await visit(reader.links[1] ?? '', READER)).status).toBe(302);
    expect((await visit(burst.links[0] ?? '', READER)).status).toBe(302);
    expect((await visit(burst.links[1] ?? '', READER)).status).toBe(302);
    expect((await visit(person.links[1] ?? '', READER)).status).toBe(302);

    const rows = await queryRows<{
      email: string;
      opened: boolean;
      clicked: boolean;
      machine_opened: boolean;
      machine_clicked: boolean;
      machine_reason: string | null;
    }>(
      server,
      `select email, opened_at is not null as opened, clicked_at is not null as clicked,
              machine_opened_at is not null as machine_opened, machine_clicked_at is not null as machine_clicked, machine_reason
         from campaign_recipients where campaign_id = $1 order by email`,
      [campaign.id],
    );
    expect(
      rows.map((r) => [
        r.email.split('.')[0],
        r.opened,
        r.clicked,
        r.machine_opened,
        r.machine_clicked,
        r.machine_reason,
      ]),
    ).toEqual([
      ['burst', false, false, true, true, 'several links at once (a security scanner)'],
      ['person', true, true, false, false, null],
      ['proxy', false, false, true, false, 'privacy proxy (Apple Mail Privacy Protection)'],
      ['reader', true, false, false, true, 'several links at once (a security scanner)'],
      ['scanner', false, false, true, true, 'bot or security scanner'],
    ]);
    expect(await campaignRow(server, campaign.id)).toMatchObject({ opens: 2, clicks: 1 });
    const gql = await client.gql<{
      emailPerformance: {
        overall: {
          delivered: number;
          opened: number;
          clicked: number;
          machineOpened: number;
          openRate: number;
        };
      };
    }>('query { emailPerformance { overall { delivered opened clicked machineOpened openRate } } }');
    expect(gql.data?.emailPerformance.overall).toEqual({
      delivered: 5,
      opened: 2,
      clicked: 1,
      machineOpened: 3,
      openRate: 40,
    });
  });
});
