import { Writable } from 'node:stream';
import pino from 'pino';
import { TrackingTokens } from '../src/modules/email/delivery/tracking-tokens';
import {
  SENDER,
  campaignRow,
  createCampaign,
  hrefs,
  parse,
  rawHeader,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { CHROME_DESKTOP_UA, gqlCode, queryRows, testRateLimits } from './support/funnels';
import { createLead } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { recordSubscription } from './support/subscription-recorder';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 6: a campaign sent through a real SMTP server — the message (From, Message-ID,
 * List-Unsubscribe, HTML and text), the open pixel and tracked links, unsubscribes (one-click
 * POST and the confirm page; a GET alone does nothing), progress, tenancy and simulated sends.
 */
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      SMTP_URL: sink.url,
      SMTP_FROM: SENDER,
      CAMPAIGN_SEND_RATE: '0',
      CAMPAIGN_RETRY_SECONDS: '0.2',
    },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const CONTENT = [
  'Hello friend,',
  '',
  'Our <new> range is out & ready: https://shop.example/spring?utm=mail.',
  'Read [the story](https://blog.example/story) too.',
  '',
  'See you soon',
].join('\n');

/** A signed-in user with a name (the sender name of the server-wide SMTP) and three leads. */
async function userWithLeads(prefix: string) {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  await queryRows(server, `update users set first_name = 'Ada', last_name = 'Lovelace' where id = $1`, [
    user.id,
  ]);
  const leads = [];
  for (const name of ['one', 'two', 'three']) {
    leads.push(await createLead(client, { email: `${prefix}.${name}@example.com`, firstName: name }));
  }
  return { client, user, leads };
}

/** The raw message the sink received for an address (the last one). */
function messageFor(address: string): Buffer {
  const found = sink.messages.filter((m) => m.to.includes(address.toLowerCase())).pop();
  if (!found) throw new Error(`nothing arrived for ${address}`);
  return found.raw;
}

describe('sending a campaign', () => {
  it('delivers one message per recipient with the sender, a stable Message-ID, List-Unsubscribe, HTML and text', async () => {
    const { client, user, leads } = await userWithLeads('msg');
    const campaign = await createCampaign(client, {
      subject: 'Spring is here',
      content: CONTENT,
      selectedLeadIds: leads.map((l) => l.id),
    });
    const answered = await sendCampaign(client, campaign.id);
    expect(answered).toMatchObject({ id: campaign.id, recipients: 3 });
    expect(['sending', 'sent']).toContain(answered.status);
    expect(answered.sentAt).not.toBeNull();
    await waitForStatus(server, campaign.id, 'sent');

    const row = await campaignRow(server, campaign.id);
    expect(row).toMatchObject({ recipients: 3, sent_count: 3, failed_count: 0 });
    expect(row.finished_at).not.toBeNull();
    const recipients = await recipientRows(server, campaign.id);
    expect(recipients.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);

    for (const recipient of recipients) {
      expect(sink.received.get(recipient.email)).toBe(1);
      const mail = await parse(messageFor(recipient.email));
      expect(mail.subject).toBe('Spring is here');
      expect(mail.from?.value).toEqual([{ name: 'Ada Lovelace', address: SENDER }]);
      expect(mail.messageId).toBe(`<${recipient.id}.${campaign.id}@sender.example>`);
      expect(recipient.message_id).toBe(mail.messageId);
      expect(recipient.sent_at).not.toBeNull();

      const listUnsubscribe = rawHeader(mail, 'list-unsubscribe') ?? '';
      // No INBOUND_* settings here: no mailto, as nothing would read it (inbound-unsubscribe.test.ts has one).
      const match = /^<(http:\/\/localhost:\d+\/u\/([\w-]+\.[\w-]+))>$/.exec(listUnsubscribe);
      expect(match).not.toBeNull();
      expect(match?.[1]?.startsWith(server.url.replace('127.0.0.1', 'localhost'))).toBe(true);
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      const html = typeof mail.html === 'string' ? mail.html : '';
      expect(html).toContain('Hello friend,');
      expect(html).toContain('Our &lt;new&gt; range is out &amp; ready:');
      expect(html).not.toContain('<new>');
      expect(html).toContain('Ada Lovelace');
      expect(html).toMatch(/>Unsubscribe<\/a>/);
      const links = hrefs(html);
      expect(links).toContain(match?.[1]);
      const tracked = links.filter((href) => href.includes('/t/c/'));
      expect(tracked).toHaveLength(2);
      expect(links.some((href) => href.startsWith('https://shop.example'))).toBe(false);
      expect(html).toMatch(/<img src="http:\/\/localhost:\d+\/t\/o\/[\w-]+\.[\w-]+\.gif"/);

      expect(mail.text).toContain('Hello friend,');
      expect(mail.text).toContain('Our <new> range is out & ready: http://localhost:');
      expect(mail.text).toContain('Read the story (http://localhost:');
      expect(mail.text).toContain(`Unsubscribe: ${match?.[1]}`);
    }
    expect(user.id).toBeTruthy();
  });
});

/** Sends a campaign with a link to three fresh leads and answers what arrived for each. */
async function sentCampaign(prefix: string) {
  const { client, user, leads } = await userWithLeads(prefix);
  const campaign = await createCampaign(client, {
    content: 'Look: https://shop.example/spring?utm=mail',
    selectedLeadIds: leads.map((l) => l.id),
  });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  const recipients = await recipientRows(server, campaign.id);
  const mails = await Promise.all(recipients.map((r) => parse(messageFor(r.email))));
  const links = mails.map((mail) => {
    const all = hrefs(typeof mail.html === 'string' ? mail.html : '');
    const pixel = /<img src="([^"]+)"/.exec(typeof mail.html === 'string' ? mail.html : '')?.[1] ?? '';
    const unsubscribe = /^<([^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
    return {
      click: all.find((href) => href.includes('/t/c/')) ?? '',
      pixel: new URL(pixel).pathname,
      unsubscribe: new URL(unsubscribe).pathname,
    };
  });
  return { client, user, leads, campaign, recipients, links };
}

/** A reader's mail client (a Node user agent would be counted as a machine). */
const anonymous = () => {
  const client = new TestClient(server.url);
  client.headers['user-agent'] = CHROME_DESKTOP_UA;
  return client;
};

async function leadOf(id: string) {
  const [lead] = await queryRows<{ unsubscribed_at: Date | null; score_breakdown: Array<{ rule: string }> }>(
    server,
    'select unsubscribed_at, score_breakdown from leads where id = $1',
    [id],
  );
  return lead;
}

describe('opens and clicks', () => {
  it('the pixel is a GIF that is never cached and counts the first open of a recipient only', async () => {
    const { campaign, recipients, links } = await sentCampaign('open');
    const [first] = links;
    const pixel = await anonymous().get(first?.pixel ?? '');
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get('content-type')).toBe('image/gif');
    expect(pixel.headers.get('cache-control')).toMatch(/no-store/);
    await anonymous().get(first?.pixel ?? '');
    expect(await campaignRow(server, campaign.id)).toMatchObject({ opens: 1, clicks: 0 });
    const [opened] = await recipientRows(server, campaign.id);
    expect(opened?.opened_at).not.toBeNull();
    expect(opened?.clicked_at).toBeNull();
    // The lead's score now counts the open.
    expect((await leadOf(opened?.lead_id ?? ''))?.score_breakdown.map((f) => f.rule)).toContain('opens');
    expect(recipients[1]?.opened_at).toBeNull();

    // A forged pixel still answers a GIF, and counts nothing.
    const forged = await anonymous().get(`/t/o/${'A'.repeat(22)}.${'B'.repeat(22)}.gif`);
    expect(forged.status).toBe(200);
    expect(await campaignRow(server, campaign.id)).toMatchObject({ opens: 1 });
  });

  it('a tracked link redirects only to its own URL and counts one click (and the open) per recipient', async () => {
    const { campaign, recipients, links } = await sentCampaign('click');
    const target = 'https://shop.example/spring?utm=mail';
    const second = links[1];
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous().get(new URL(second?.click ?? '').pathname);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(target);
    }
    expect(await campaignRow(server, campaign.id)).toMatchObject({ opens: 1, clicks: 1 });
    const clicked = (await recipientRows(server, campaign.id))[1];
    expect(clicked?.clicked_at).not.toBeNull();
    expect(clicked?.opened_at).not.toBeNull();
    const breakdown = (await leadOf(recipients[1]?.lead_id ?? ''))?.score_breakdown.map((f) => f.rule);
    expect(breakdown).toEqual(expect.arrayContaining(['opens', 'clicks']));

    // An open after the click adds nothing.
    await anonymous().get(links[1]?.pixel ?? '');
    expect(await campaignRow(server, campaign.id)).toMatchObject({ opens: 1, clicks: 1 });

    // A token whose URL was changed, or cut short, is refused: no open redirect.
    const token = new URL(second?.click ?? '').pathname.split('/').pop() ?? '';
    const [payload, signature] = token.split('.');
    const evil = Buffer.from(payload ?? '', 'base64url');
    evil.write('https://evil.example/', 17, 'utf8');
    for (const bad of [`${evil.toString('base64url')}.${signature}`, `${payload}`, 'nonsense']) {
      const res = await anonymous().get(`/t/c/${bad}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
    // Another kind of token is not a link.
    const pixelToken = (links[0]?.pixel ?? '').replace(/^\/t\/o\//, '').replace(/\.gif$/, '');
    expect((await anonymous().get(`/t/c/${pixelToken}`)).status).toBe(404);
  });
});

describe('unsubscribing', () => {
  it('a GET of the link only shows a confirm page; its button (a cookieless POST) unsubscribes', async () => {
    const { links, recipients } = await sentCampaign('confirm');
    const link = links[0]?.unsubscribe ?? '';
    const leadId = recipients[0]?.lead_id ?? '';
    const page = await anonymous().get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Unsubscribe');
    expect(page.text).toContain(recipients[0]?.email);
    await anonymous().get(link);
    expect((await leadOf(leadId))?.unsubscribed_at).toBeNull();

    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(action).toBe(link);
    const posted = await fetch(server.url + action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You have been unsubscribed');
    expect((await leadOf(leadId))?.unsubscribed_at).not.toBeNull();
    // The page now says so, and a second POST changes nothing.
    expect((await anonymous().get(link)).text).toContain('You are unsubscribed');
    expect((await anonymous().post(link)).status).toBe(200);
  });

  it('one-click POST (RFC 8058) from a mail client, with no cookie or Origin; later sends skip the lead', async () => {
    const { client, leads, links, recipients } = await sentCampaign('oneclick');
    const res = await fetch(server.url + (links[1]?.unsubscribe ?? ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await leadOf(recipients[1]?.lead_id ?? ''))?.unsubscribed_at).not.toBeNull();
    expect((await anonymous().post('/u/not-a-token')).status).toBe(404);

    const before = sink.received.get(recipients[1]?.email ?? '');
    const again = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
    expect(again.recipients).toBe(2);
    const sent = await sendCampaign(client, again.id);
    expect(sent.recipients).toBe(2);
    await waitForStatus(server, again.id, 'sent');
    const emails = (await recipientRows(server, again.id)).map((r) => r.email);
    // Sorted by address: one, three, two; the second (three) unsubscribed.
    expect(recipients[1]?.email).toBe('oneclick.three@example.com');
    expect(emails).toEqual(['oneclick.one@example.com', 'oneclick.two@example.com']);
    expect(sink.received.get(recipients[1]?.email ?? '')).toBe(before);
    expect(sink.received.get('oneclick.one@example.com')).toBe(2);
  });

  it('the unsubscribe link still works after the campaign is deleted', async () => {
    const { client, campaign, links, recipients } = await sentCampaign('deleted');
    expect((await client.del(`/api/campaigns/${campaign.id}`)).status).toBe(200);
    expect((await anonymous().post(links[2]?.unsubscribe ?? '')).status).toBe(200);
    expect((await leadOf(recipients[2]?.lead_id ?? ''))?.unsubscribed_at).not.toBeNull();
  });
});

const SEND = `mutation Send($id: ID!) { sendCampaign(id: $id) { id status recipients sentCount failedCount } }`;
const PAUSE = `mutation Pause($id: ID!) { pauseCampaign(id: $id) { id status } }`;
const progressOf = (id: string) =>
  `subscription { campaignProgress(id: "${id}") { campaignId status sent failed total } }`;

type Progress = {
  campaignProgress: { campaignId: string; status: string; sent: number; failed: number; total: number };
};

describe('tenancy', () => {
  it("another user's campaign is not found to send, pause or follow", async () => {
    const { campaign } = await sentCampaign('tenant');
    const other = new TestClient(server.url);
    await other.signUp();
    const rest = await other.post(`/api/campaigns/${campaign.id}/send`);
    expect(rest.status).toBe(404);
    expect(rest.json).toEqual({ message: 'Campaign not found' });
    expect((await other.post('/api/campaigns/not-a-uuid/send')).status).toBe(404);
    for (const query of [SEND, PAUSE]) {
      const res = await other.gql(query, { id: campaign.id });
      expect(gqlCode(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Campaign not found');
    }
    const ws = other.ws();
    try {
      const sub = recordSubscription<Progress>(ws, progressOf(campaign.id));
      await sub.settled();
      const errors = [sub.error, ...sub.results.flatMap((r) => r.errors ?? [])];
      expect(JSON.stringify(errors)).toContain('Campaign not found');
      expect(sub.results.filter((r) => r.data)).toEqual([]);
    } finally {
      await ws.dispose();
    }
    // Signed out: refused.
    expect((await anonymous().post(`/api/campaigns/${campaign.id}/send`)).status).toBe(401);
  });
});

describe('progress', () => {
  it('campaignProgress shows the counts now and as the send goes, ending sent', async () => {
    const { client, leads } = await userWithLeads('progress');
    const campaign = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
    const ws = client.ws();
    try {
      const sub = recordSubscription<Progress>(ws, progressOf(campaign.id));
      await sub.until(() => sub.results.length > 0, 'the first progress');
      expect(sub.results[0]?.data?.campaignProgress).toEqual({
        campaignId: campaign.id,
        status: 'draft',
        sent: 0,
        failed: 0,
        total: 3,
      });
      const res = await client.gql(SEND, { id: campaign.id });
      expect(res.errors).toBeUndefined();
      await sub.until(
        () => sub.results.some((r) => r.data?.campaignProgress.status === 'sent'),
        'the campaign to be sent',
      );
      const last = sub.results[sub.results.length - 1]?.data?.campaignProgress;
      expect(last).toEqual({ campaignId: campaign.id, status: 'sent', sent: 3, failed: 0, total: 3 });
      // Sending again is refused; pausing a sent campaign too.
      const again = await client.gql(SEND, { id: campaign.id });
      expect(gqlCode(again)).toBe('CONFLICT');
      expect(gqlCode(await client.gql(PAUSE, { id: campaign.id }))).toBe('CONFLICT');
    } finally {
      await ws.dispose();
    }
  });
});

describe('without an SMTP server', () => {
  it('marks the campaign sent and only logs each email (001 §2.4)', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      }),
    );
    const simulated = await startTestServer({}, { log, rateLimits: testRateLimits() });
    try {
      const client = new TestClient(simulated.url);
      await client.signUp();
      const leads = [];
      for (const name of ['a', 'b'])
        leads.push(await createLead(client, { email: `sim.${name}@example.com` }));
      const campaign = await createCampaign(client, { selectedLeadIds: leads.map((l) => l.id) });
      await sendCampaign(client, campaign.id);
      await waitForStatus(simulated, campaign.id, 'sent');
      const logged = lines
        .map((line) => JSON.parse(line) as { msg: string; to?: string; messageId?: string })
        .filter((entry) => entry.msg.startsWith('campaign email simulated'));
      expect(logged.map((entry) => entry.to).sort()).toEqual(['sim.a@example.com', 'sim.b@example.com']);
      expect((await recipientRows(simulated, campaign.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(await campaignRow(simulated, campaign.id)).toMatchObject({ sent_count: 2, recipients: 2 });
      expect(sink.received.has('sim.a@example.com')).toBe(false);
    } finally {
      await simulated.close();
    }
  });
});

describe('tracking tokens', () => {
  it('are bound to the app secret and to their kind', () => {
    const tokens = new TrackingTokens('secret-one-0123456789-0123456789-0123456789');
    const other = new TrackingTokens('secret-two-0123456789-0123456789-0123456789');
    const recipientId = '0b7c7d2e-1f49-4c3e-9a4b-2d6a7f0e8c11';
    const leadId = '5a1e0c3b-7d2f-4e8a-b6c9-1f2e3d4c5b6a';
    const open = tokens.sign({ kind: 'open', recipientId });
    expect(tokens.verify('open', open)).toEqual({ kind: 'open', recipientId });
    expect(other.verify('open', open)).toBeNull();
    expect(tokens.verify('unsubscribe', open)).toBeNull();
    const unsubscribe = tokens.sign({ kind: 'unsubscribe', recipientId, leadId });
    expect(tokens.verify('unsubscribe', unsubscribe)).toEqual({ kind: 'unsubscribe', recipientId, leadId });
    const click = tokens.sign({ kind: 'click', recipientId, url: 'https://a.example/x?y=ü' });
    expect(tokens.verify('click', click)).toEqual({
      kind: 'click',
      recipientId,
      url: 'https://a.example/x?y=ü',
    });
  });
});
