import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { SnsVerifier, SNS_HOST } from '../src/modules/email/webhooks/providers/ses';
import { SENDER, createCampaign, parse, sendCampaign, waitForStatus } from './support/campaign-sending';
import { queryRows, testRateLimits } from './support/funnels';
import { createLead, type LeadJson } from './support/leads';
import { selfSignedCertificate } from './support/self-signed-certificate';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24, item 1: the bounce and complaint webhooks of Amazon SES (through SNS), SendGrid,
 * Postmark and Mailgun. Real deliveries first (a campaign over SMTP), so the events name real
 * Message-IDs; each provider's calls signed as the provider signs them, and forged ones refused.
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
      BOUNCE_SOFT_LIMIT: '2',
    },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

type WebhookJson = {
  provider: string;
  enabled: boolean;
  url: string | null;
  hasSecret: boolean;
  username: string | null;
  password: string | null;
  snsTopics: string[];
};

type Account = { client: TestClient; userId: string; leads: LeadJson[]; messageIds: string[] };

/** A user whose campaign reached `names` (one lead each): their Message-IDs as they arrived. */
async function accountWithDeliveries(names: string[]): Promise<Account> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = new TestClient(server.url);
  const user = await client.signUp();
  const leads: LeadJson[] = [];
  for (const name of names) leads.push(await createLead(client, { email: `${name}.${stamp}@example.com` }));
  const campaign = await createCampaign(client, { name: 'Launch', selectedLeadIds: leads.map((l) => l.id) });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  const messageIds: string[] = [];
  for (const lead of leads) {
    const found = sink.messages.filter((m) => m.to.includes(lead.email.toLowerCase())).pop();
    if (!found) throw new Error(`nothing arrived for ${lead.email}`);
    messageIds.push((await parse(found.raw)).messageId ?? '');
  }
  return { client, userId: user.id, leads, messageIds };
}

async function setUp(client: TestClient, provider: string, secret?: string): Promise<WebhookJson> {
  const res = await client.put(`/api/email/webhooks/${provider}`, { enabled: true, secret });
  if (res.status !== 200) throw new Error(`webhook setup failed: ${res.status} ${res.text}`);
  return res.json as unknown as WebhookJson;
}

/** A provider's call: no cookie, no Origin, the body exactly as given. */
async function call(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: JSON.parse(text) as Record<string, unknown>,
  };
}

const suppressionsOf = (userId: string) =>
  queryRows<{ email: string; reason: string; detail: string | null; source_label: string | null }>(
    server,
    'select email, reason, detail, source_label from email_suppressions where user_id = $1 order by email',
    [userId],
  );
const bouncesOf = (userId: string) =>
  queryRows<{ email: string; permanent: boolean; via: string }>(
    server,
    'select email, permanent, via from email_bounces where user_id = $1 order by created_at, email',
    [userId],
  );
async function unsubscribed(leadId: string): Promise<boolean> {
  const [lead] = await queryRows<{ unsubscribed_at: Date | null }>(
    server,
    'select unsubscribed_at from leads where id = $1',
    [leadId],
  );
  return lead?.unsubscribed_at !== null && lead?.unsubscribed_at !== undefined;
}

describe('webhook settings', () => {
  it('lists every provider, makes a secret URL per provider, checks keys, regenerates, and shows each user only their own', async () => {
    const client = new TestClient(server.url);
    await client.signUp();
    const empty = await client.get('/api/email/webhooks');
    expect(empty.status).toBe(200);
    expect((empty.json as unknown as WebhookJson[]).map((w) => [w.provider, w.enabled, w.url])).toEqual([
      ['ses', false, null],
      ['sendgrid', false, null],
      ['postmark', false, null],
      ['mailgun', false, null],
    ]);

    const badKey = await client.put('/api/email/webhooks/sendgrid', { secret: 'not a key' });
    expect(badKey.status).toBe(400);
    expect(badKey.json).toMatchObject({ fieldErrors: { secret: expect.stringMatching(/verification key/) } });
    const sesSecret = await client.put('/api/email/webhooks/ses', { secret: 'anything' });
    expect(sesSecret.status).toBe(400);
    expect((await client.put('/api/email/webhooks/sparkpost', {})).status).toBe(400);

    const mailgun = await setUp(client, 'mailgun', 'key-0123456789abcdef');
    expect(mailgun).toMatchObject({ provider: 'mailgun', enabled: true, hasSecret: true, password: null });
    expect(mailgun.url).toMatch(new RegExp(`^${server.url}/api/webhooks/email/mailgun/[A-Za-z0-9_-]{32}$`));
    expect(JSON.stringify(mailgun)).not.toContain('0123456789abcdef');

    const postmark = await setUp(client, 'postmark');
    expect(postmark.username).toMatch(/^ff-[0-9a-f]{12}$/);
    expect(postmark.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const withLogin = new URL(postmark.url!);
    expect([withLogin.username, withLogin.password]).toEqual([postmark.username, postmark.password]);

    // Through GraphQL: the same settings; regenerating makes a new URL and retires the old one.
    const gql = await client.gql<{ emailWebhooks: Array<{ provider: string; url: string | null }> }>(
      'query { emailWebhooks { provider url hasSecret } }',
    );
    expect(gql.data?.emailWebhooks.find((w) => w.provider === 'mailgun')?.url).toBe(mailgun.url);
    const regenerated = await client.gql<{ regenerateEmailWebhookUrl: { url: string } }>(
      'mutation { regenerateEmailWebhookUrl(provider: mailgun) { url hasSecret } }',
    );
    const fresh = regenerated.data!.regenerateEmailWebhookUrl.url;
    expect(fresh).not.toBe(mailgun.url);
    expect((await call(mailgun.url!, '{}')).status).toBe(404);
    expect((await call(fresh, '{}')).status).toBe(400);

    const other = new TestClient(server.url);
    await other.signUp();
    const theirs = (await other.get('/api/email/webhooks')).json as unknown as WebhookJson[];
    expect(theirs.every((w) => w.url === null)).toBe(true);
    expect((await other.post('/api/email/webhooks/postmark/regenerate')).status).toBe(404);

    // Turned off: the URL answers as if it did not exist.
    await client.put('/api/email/webhooks/mailgun', { enabled: false });
    expect((await call(fresh, '{}')).status).toBe(404);
  });
});

describe('SendGrid', () => {
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

  function signed(events: unknown[], key: KeyObject = keys.privateKey) {
    const body = JSON.stringify(events);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign('sha256', Buffer.from(timestamp + body), key).toString('base64');
    return {
      body,
      headers: {
        'X-Twilio-Email-Event-Webhook-Signature': signature,
        'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
      },
    };
  }

  it('records bounces and spam reports signed with the saved key; refuses forged ones; counts a retried soft bounce once', async () => {
    const account = await accountWithDeliveries(['hard', 'soft', 'spam']);
    const [hard, soft, spam] = account.leads;
    const [hardId, softId, spamId] = account.messageIds;
    const { url } = await setUp(account.client, 'sendgrid', publicKey);

    const forged = signed(
      [{ event: 'bounce', type: 'bounce', email: hard!.email, 'smtp-id': hardId, sg_event_id: 'sg-forged' }],
      generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey,
    );
    expect((await call(url!, forged.body, forged.headers)).status).toBe(401);
    const good = signed([{ event: 'delivered', email: hard!.email, sg_event_id: 'sg-0' }]);
    // The body changed after signing: refused.
    expect((await call(url!, good.body.replace('delivered', 'bounce'), good.headers)).status).toBe(401);
    expect((await call(url!, good.body)).status).toBe(401);
    expect(await bouncesOf(account.userId)).toEqual([]);

    const batch = signed([
      {
        event: 'bounce',
        type: 'bounce',
        email: hard!.email,
        'smtp-id': hardId,
        sg_event_id: 'sg-1',
        status: '5.1.1',
        reason: '550 5.1.1 mailbox does not exist',
      },
      { event: 'bounce', type: 'blocked', email: soft!.email, 'smtp-id': softId, sg_event_id: 'sg-2' },
      { event: 'spamreport', email: spam!.email, 'smtp-id': spamId, sg_event_id: 'sg-3' },
      { event: 'open', email: spam!.email, sg_event_id: 'sg-4' },
    ]);
    const answer = await call(url!, batch.body, batch.headers);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ events: 4, recorded: 3, duplicates: 0, ignored: 1 });
    // SendGrid retries: nothing is counted again, so the soft bounce is still one of two.
    const retried = await call(url!, batch.body, batch.headers);
    expect(retried.json).toMatchObject({ recorded: 0, duplicates: 3 });
    expect((await bouncesOf(account.userId)).map((b) => [b.email, b.permanent, b.via])).toEqual(
      [
        [hard!.email, true, 'webhook'],
        [soft!.email, false, 'webhook'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect((await suppressionsOf(account.userId)).map((s) => [s.email, s.reason, s.source_label])).toEqual(
      [
        [hard!.email, 'hard_bounce', 'Campaign "Launch"'],
        [spam!.email, 'complaint', 'Campaign "Launch"'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await unsubscribed(spam!.id)).toBe(true);
    expect(await unsubscribed(hard!.id)).toBe(false);

    // A second, new soft bounce reaches BOUNCE_SOFT_LIMIT (2).
    const again = signed([
      { event: 'bounce', type: 'blocked', email: soft!.email, 'smtp-id': softId, sg_event_id: 'sg-5' },
    ]);
    expect((await call(url!, again.body, again.headers)).json).toMatchObject({ recorded: 1 });
    expect((await suppressionsOf(account.userId)).map((s) => s.email)).toContain(soft!.email);

    const malformed = signed([{ email: hard!.email }]);
    expect((await call(url!, malformed.body, malformed.headers)).status).toBe(400);
  });
});

describe('Mailgun', () => {
  const signingKey = 'mg-signing-key-0123456789abcdef';

  function signedCall(
    eventData: Record<string, unknown>,
    options: { key?: string; at?: number; token?: string } = {},
  ) {
    const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
    const token = options.token ?? randomUUID().replace(/-/g, '');
    const signature = createHmac('sha256', options.key ?? signingKey)
      .update(timestamp + token)
      .digest('hex');
    return JSON.stringify({ signature: { timestamp, token, signature }, 'event-data': eventData });
  }

  it('records failed and complained events; refuses a wrong signature, an old timestamp and a replayed token', async () => {
    const account = await accountWithDeliveries(['failed', 'angry']);
    const [failed, angry] = account.leads;
    const { url } = await setUp(account.client, 'mailgun', signingKey);
    const headerOf = (messageId: string) => ({ headers: { 'message-id': messageId.replace(/^<|>$/g, '') } });
    const failure = {
      id: 'mg-1',
      event: 'failed',
      severity: 'permanent',
      recipient: failed!.email,
      'delivery-status': { code: 550, message: 'No such user', description: 'No such user here' },
      message: headerOf(account.messageIds[0]!),
    };

    expect((await call(url!, signedCall(failure, { key: 'another-signing-key' }))).status).toBe(401);
    expect((await call(url!, signedCall(failure, { at: Date.now() - 6 * 60_000 }))).status).toBe(401);
    expect(await bouncesOf(account.userId)).toEqual([]);

    const first = signedCall(failure);
    expect(await call(url!, first)).toMatchObject({ status: 200, json: { recorded: 1 } });
    const replayed = await call(url!, first);
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ message: 'This webhook call was received before' });
    // The same event again under a new signature (Mailgun's retry): recorded once.
    expect((await call(url!, signedCall(failure))).json).toMatchObject({ recorded: 0, duplicates: 1 });

    const complaint = {
      id: 'mg-2',
      event: 'complained',
      recipient: angry!.email,
      message: headerOf(account.messageIds[1]!),
    };
    expect((await call(url!, signedCall(complaint))).json).toMatchObject({ recorded: 1 });
    expect((await call(url!, signedCall({ id: 'mg-3', event: 'delivered' }))).json).toMatchObject({
      ignored: 1,
    });

    expect((await suppressionsOf(account.userId)).map((s) => [s.email, s.reason, s.detail])).toEqual(
      [
        [failed!.email, 'hard_bounce', 'No such user here'],
        [angry!.email, 'complaint', 'Feedback report: complaint (Mailgun)'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await bouncesOf(account.userId)).toHaveLength(1);
    expect(await unsubscribed(angry!.id)).toBe(true);
  });

  it("ignores a Message-ID of another user's delivery", async () => {
    const victim = await accountWithDeliveries(['victim']);
    const attacker = await accountWithDeliveries(['own']);
    const { url } = await setUp(attacker.client, 'mailgun', signingKey);
    const event = {
      id: 'mg-other',
      event: 'failed',
      severity: 'permanent',
      recipient: victim.leads[0]!.email,
      message: { headers: { 'message-id': victim.messageIds[0]!.replace(/^<|>$/g, '') } },
    };
    const answer = await call(url!, signedCall(event));
    expect(answer).toMatchObject({ status: 200, json: { recorded: 0, ignored: 1 } });
    expect(await suppressionsOf(victim.userId)).toEqual([]);
    expect(await suppressionsOf(attacker.userId)).toEqual([]);
    expect(await bouncesOf(victim.userId)).toEqual([]);
  });
});

describe('Postmark', () => {
  it('checks the basic-auth login from its URL; finds the delivery by Message-ID, else by address', async () => {
    const account = await accountWithDeliveries(['hardpm', 'spampm']);
    const [hard, spam] = account.leads;
    const webhook = await setUp(account.client, 'postmark');
    const withLogin = new URL(webhook.url!);
    const login = `Basic ${Buffer.from(`${decodeURIComponent(withLogin.username)}:${decodeURIComponent(withLogin.password)}`).toString('base64')}`;
    withLogin.username = '';
    withLogin.password = '';
    const url = withLogin.href;
    const bounce = JSON.stringify({
      RecordType: 'Bounce',
      ID: 4323372036854775,
      Type: 'HardBounce',
      TypeCode: 1,
      Email: hard!.email,
      Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
      Headers: [{ Name: 'Message-ID', Value: account.messageIds[0] }],
    });

    const wrong = await call(url, bounce, {
      authorization: `Basic ${Buffer.from('ff-x:nope').toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await call(url, bounce)).status).toBe(401);
    expect(await bouncesOf(account.userId)).toEqual([]);

    expect(await call(url, bounce, { authorization: login })).toMatchObject({
      status: 200,
      json: { recorded: 1 },
    });
    // No headers: the user's latest delivery to the address is the one complained about.
    const complaint = JSON.stringify({
      RecordType: 'SpamComplaint',
      ID: 42,
      Type: 'SpamComplaint',
      Email: spam!.email.toUpperCase(),
    });
    expect(await call(url, complaint, { authorization: login })).toMatchObject({
      status: 200,
      json: { recorded: 1 },
    });
    const delivery = JSON.stringify({ RecordType: 'Delivery', ID: 43, Email: spam!.email });
    expect((await call(url, delivery, { authorization: login })).json).toMatchObject({ ignored: 1 });
    expect((await call(url, 'RecordType=Bounce', { authorization: login })).status).toBe(400);

    expect((await suppressionsOf(account.userId)).map((s) => [s.email, s.reason])).toEqual(
      [
        [hard!.email, 'hard_bounce'],
        [spam!.email, 'complaint'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await unsubscribed(spam!.id)).toBe(true);
  });
});

describe('Amazon SES through SNS', () => {
  const certificate = selfSignedCertificate();
  const CERT_URL = 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-0123456789abcdef.pem';
  const TOPIC = 'arn:aws:sns:us-east-1:123456789012:ses-bounces';
  const fetched: string[] = [];

  beforeAll(() => {
    // Amazon is not reachable from a test: its certificate and confirmation URL are served here.
    server.services.emailWebhooks.sns = new SnsVerifier({
      hostPattern: SNS_HOST,
      fetchText: (url) => {
        fetched.push(url.href);
        if (url.href === CERT_URL) return Promise.resolve(certificate.pem);
        if (url.searchParams.get('Action') === 'ConfirmSubscription')
          return Promise.resolve('<ConfirmSubscriptionResponse/>');
        return Promise.reject(new Error(`${url.host} answered 404`));
      },
    });
  });

  function snsSigned(fields: Record<string, string>, version: '1' | '2' = '1', certUrl = CERT_URL): string {
    const names =
      fields.Type === 'Notification'
        ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
        : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
    const text = names
      .filter((name) => fields[name] !== undefined)
      .map((name) => `${name}\n${fields[name]}\n`)
      .join('');
    const signature = sign(version === '1' ? 'sha1' : 'sha256', Buffer.from(text), certificate.privateKey);
    return JSON.stringify({
      ...fields,
      SignatureVersion: version,
      Signature: signature.toString('base64'),
      SigningCertURL: certUrl,
    });
  }

  const notification = (message: Record<string, unknown>, id = randomUUID()) => ({
    Type: 'Notification',
    MessageId: id,
    TopicArn: TOPIC,
    Message: JSON.stringify(message),
    Timestamp: new Date().toISOString(),
  });

  it('confirms the subscription, then records bounces and complaints signed with SNS certificates', async () => {
    const account = await accountWithDeliveries(['seshard', 'sessoft', 'sesspam']);
    const [hard, soft, spam] = account.leads;
    const { url } = await setUp(account.client, 'ses');
    const bounce = (lead: LeadJson, messageId: string, bounceType: string) => ({
      notificationType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType: 'General',
        bouncedRecipients: [
          { emailAddress: lead.email, status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
        ],
      },
      mail: { messageId: 'ses-own-id', commonHeaders: { messageId } },
    });

    // Before its subscription is confirmed here, a topic's notifications are refused.
    const early = await call(
      url!,
      snsSigned(notification(bounce(hard!, account.messageIds[0]!, 'Permanent'))),
    );
    expect(early.status).toBe(403);

    const subscribeUrl = `https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=abc`;
    const confirmation = snsSigned({
      Type: 'SubscriptionConfirmation',
      MessageId: randomUUID(),
      Token: 'abc',
      TopicArn: TOPIC,
      Message: 'You have chosen to subscribe to the topic.',
      SubscribeURL: subscribeUrl,
      Timestamp: new Date().toISOString(),
    });
    expect(await call(url!, confirmation)).toMatchObject({ status: 200, json: { subscribed: TOPIC } });
    expect(fetched).toContain(new URL(subscribeUrl).href);

    const hardCall = snsSigned(notification(bounce(hard!, account.messageIds[0]!, 'Permanent')), '2');
    expect(await call(url!, hardCall)).toMatchObject({ status: 200, json: { recorded: 1 } });
    // SNS delivers again: once is enough.
    expect((await call(url!, hardCall)).json).toMatchObject({ recorded: 0, duplicates: 1 });
    const softCall = snsSigned(
      notification({
        ...bounce(soft!, '', 'Transient'),
        mail: { headers: [{ name: 'Message-ID', value: account.messageIds[1] }] },
      }),
    );
    expect((await call(url!, softCall)).json).toMatchObject({ recorded: 1 });
    const complaint = snsSigned(
      notification({
        notificationType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: spam!.email }], complaintFeedbackType: 'abuse' },
        mail: { commonHeaders: { messageId: account.messageIds[2] } },
      }),
    );
    expect((await call(url!, complaint)).json).toMatchObject({ recorded: 1 });
    const delivery = snsSigned(notification({ notificationType: 'Delivery', mail: {} }));
    expect((await call(url!, delivery)).json).toMatchObject({ ignored: 1 });

    expect((await suppressionsOf(account.userId)).map((s) => [s.email, s.reason, s.detail])).toEqual(
      [
        [hard!.email, 'hard_bounce', 'smtp; 550 5.1.1 user unknown'],
        [spam!.email, 'complaint', 'Feedback report: abuse (Amazon SES)'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect((await bouncesOf(account.userId)).map((b) => [b.email, b.permanent])).toEqual([
      [hard!.email, true],
      [soft!.email, false],
    ]);
    expect(await unsubscribed(spam!.id)).toBe(true);
    const settings = (await account.client.get('/api/email/webhooks')).json as unknown as WebhookJson[];
    expect(settings.find((w) => w.provider === 'ses')?.snsTopics).toEqual([TOPIC]);
  });

  it('refuses a bad signature, and certificates or confirmations from anywhere but SNS over https', async () => {
    const account = await accountWithDeliveries(['sesforged']);
    const { url } = await setUp(account.client, 'ses');
    const message = notification({
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: account.leads[0]!.email }] },
      mail: { commonHeaders: { messageId: account.messageIds[0] } },
    });
    const tampered = JSON.parse(snsSigned(message)) as Record<string, string>;
    tampered.Message = tampered.Message!.replace('Permanent', 'Transient');
    expect((await call(url!, JSON.stringify(tampered))).status).toBe(401);

    fetched.length = 0;
    for (const certUrl of [
      'http://sns.us-east-1.amazonaws.com/cert.pem',
      'https://sns.us-east-1.amazonaws.com.evil.example/cert.pem',
      'https://evil.example/sns.us-east-1.amazonaws.com/cert.pem',
      'https://sns.us-east-1.amazonaws.com:8443/cert.pem',
    ])
      expect({ certUrl, status: (await call(url!, snsSigned(message, '1', certUrl))).status }).toEqual({
        certUrl,
        status: 401,
      });
    expect(fetched).toEqual([]);

    const elsewhere = snsSigned({
      Type: 'SubscriptionConfirmation',
      MessageId: randomUUID(),
      Token: 'abc',
      TopicArn: message.TopicArn,
      Message: 'Subscribe?',
      SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription',
      Timestamp: new Date().toISOString(),
    });
    expect((await call(url!, elsewhere)).status).toBe(400);
    expect(fetched).toEqual([]);
    expect((await call(url!, '{"Type":"Notification"}')).status).toBe(400);
    expect((await call(url!, 'not json')).status).toBe(400);
    expect(await bouncesOf(account.userId)).toEqual([]);
    expect(await suppressionsOf(account.userId)).toEqual([]);
  });
});
