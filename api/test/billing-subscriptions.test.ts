import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { bearerClient, createApiKey } from './support/api-keys';
import { parse } from './support/campaign-sending';
import { writePlansFile } from './support/plans';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
/** The server's SMTP: where the renewals job's notices arrive. */
let sink: SmtpSink;
let offsetMs = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  sink = await SmtpSink.start({ keepRaw: true });
  server = await startTestServer(
    {
      SMTP_URL: sink.url,
      SMTP_FROM: 'billing@funnelforge.example',
      PUBLIC_URL: 'https://app.funnelforge.example',
      // The built-in plans as they ship (other test files run on a roomier trial).
      PLANS_FILE: await writePlansFile({}),
    },
    { clock: { now: () => new Date(Date.now() + offsetMs) } },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

/** The notices one address received, parsed, in order (waits for `count`). */
async function noticesTo(email: string, count: number) {
  const to = () => sink.messages.filter((m) => m.to.includes(email.toLowerCase()));
  await sink.until(() => to().length >= count, `${count} notices to ${email}`);
  return Promise.all(to().map((m) => parse(m.raw)));
}
afterEach(() => {
  offsetMs = 0;
});

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id, email: user.email });
}

type Plan = { id: string; name: string; price: string; priceForgecoins: string | null; interval: string };
type Status = {
  status: string;
  planId: string | null;
  planName: string;
  nextBillingDate: string | null;
  subscriptionEndDate: string | null;
  cancelAtPeriodEnd: boolean;
  membershipLevel: string;
  billingMethod: string | null;
  limits: { maxFunnels: number; maxLeads: number };
  endedReason: string | null;
};
type PaymentJson = {
  id: string;
  amount: string;
  currency: string;
  status: string;
  type: string;
  receiptUrl: string | null;
};

let grants = 0;
const grant = (userId: string, cents: number) =>
  server.services.coins.credit({
    userId,
    type: 'grant',
    idempotencyKey: `grant-${(grants += 1)}-${userId}`,
    cents,
    description: 'test grant',
    counterAccount: 'grants',
  });

async function plans(): Promise<Record<string, Plan>> {
  const res = await new TestClient(server.url).get('/api/subscription/plans');
  expect(res.status).toBe(200);
  return Object.fromEntries((res.json as unknown as Plan[]).map((plan) => [plan.name, plan]));
}

const status = async (client: TestClient) => (await client.get('/api/subscription/status')).json as Status;
const balance = async (client: TestClient) =>
  ((await client.get('/api/forgecoin/balance')).json as { balance: string }).balance;
const subscribe = (client: TestClient, planId: string) =>
  client.post('/api/subscription/subscribe-forgecoin', { planId });

/** Runs the renewals job as its schedule would, at the clock's now. */
async function renewals() {
  await server.deps.jobs.send('billing.renewals', {});
  await server.deps.jobs.drain('billing.renewals');
}

describe('plans (GET /api/subscription/plans, subscriptionPlans)', () => {
  it('lists Pro Trial, Pro and Elite in order, in EUR, to anyone', async () => {
    const res = await new TestClient(server.url).get('/api/subscription/plans');
    const list = res.json as unknown as Array<
      Plan & { currency: string; features: string[]; trialDays: number }
    >;
    expect(
      list.map((p) => [p.name, p.price, p.priceForgecoins, p.currency, p.interval, p.trialDays]),
    ).toEqual([
      ['Pro Trial', '0.00', '0.00', 'eur', 'month', 14],
      ['Pro', '29.99', '29.99', 'eur', 'month', 0],
      ['Elite', '99.99', '99.99', 'eur', 'month', 0],
    ]);
    expect(list[1]?.features).toContain('5 AI videos monthly');
    const gql = await new TestClient(server.url).gql<{
      subscriptionPlans: Array<{ name: string; maxFunnels: number }>;
    }>('{ subscriptionPlans { name maxFunnels } }');
    expect(gql.data?.subscriptionPlans).toEqual([
      { name: 'Pro Trial', maxFunnels: 3 },
      { name: 'Pro', maxFunnels: -1 },
      { name: 'Elite', maxFunnels: -1 },
    ]);
  });
});

describe('a new account', () => {
  it('starts on Pro Trial for 14 days, no card, nothing to bill', async () => {
    const user = await signedIn();
    const now = Date.now();
    const current = await status(user);
    expect(current).toMatchObject({
      status: 'trial',
      planName: 'Pro Trial',
      membershipLevel: 'pro',
      billingMethod: 'trial',
      nextBillingDate: null,
      cancelAtPeriodEnd: false,
      limits: { maxFunnels: 3, maxLeads: 500 },
    });
    const ends = Date.parse(current.subscriptionEndDate ?? '');
    expect(Math.abs(ends - (now + 14 * DAY))).toBeLessThan(60_000);
  });

  it('ends the trial when its 14 days are over, keeping the trial limits', async () => {
    const user = await signedIn();
    offsetMs = 15 * DAY;
    await renewals();
    expect(await status(user)).toMatchObject({
      status: 'expired',
      membershipLevel: 'free',
      planName: 'Pro Trial',
    });
  });
});

describe('subscribing with ForgeCoin (POST /api/subscription/subscribe-forgecoin)', () => {
  it('refuses when the wallet cannot cover the coin price, with the spec message, and changes nothing', async () => {
    const user = await signedIn();
    const { Pro } = await plans();
    await grant(user.userId, 10_00);
    const res = await subscribe(user, Pro!.id);
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(
      'You need 29.99 FC but only have 10.00 FC. Please top up your Forgecoin balance.',
    );
    expect(await balance(user)).toBe('10.00');
    expect((await status(user)).status).toBe('trial');
  });

  it('debits the coin price and activates the plan for a month; asking again charges nothing', async () => {
    const user = await signedIn();
    const { Pro } = await plans();
    await grant(user.userId, 30_00);
    const [first, second] = await Promise.all([subscribe(user, Pro!.id), subscribe(user, Pro!.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await balance(user)).toBe('0.01');
    const now = await status(user);
    expect(now).toMatchObject({
      status: 'active',
      planId: Pro!.id,
      planName: 'Pro',
      membershipLevel: 'pro',
      billingMethod: 'forgecoin',
      cancelAtPeriodEnd: false,
      limits: { maxFunnels: -1, maxLeads: 10_000 },
    });
    expect(now.nextBillingDate).toBe(now.subscriptionEndDate);
    const payments = (await user.get('/api/billing/payments')).json as unknown as PaymentJson[];
    expect(payments).toEqual([
      expect.objectContaining({ amount: '29.99', currency: 'fc', status: 'succeeded', type: 'subscription' }),
    ]);
    const history = (await user.get('/api/forgecoin/transactions')).json as unknown as Array<{
      type: string;
      amount: string;
    }>;
    expect(history.map((h) => [h.type, h.amount])).toEqual([
      ['subscription', '-29.99'],
      ['grant', '30.00'],
    ]);
  });

  it('renews from the wallet at the period end, or ends clearly when it cannot', async () => {
    const user = await signedIn();
    const { Elite } = await plans();
    await grant(user.userId, 200_00);
    await subscribe(user, Elite!.id);
    expect(await balance(user)).toBe('100.01');
    const firstEnd = Date.parse((await status(user)).subscriptionEndDate ?? '');

    offsetMs = firstEnd - Date.now() + 60_000;
    await renewals();
    await renewals(); // twice: a renewal is paid once
    const renewed = await status(user);
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.subscriptionEndDate ?? '')).toBeGreaterThan(firstEnd + 27 * DAY);
    expect(await balance(user)).toBe('0.02');

    offsetMs = Date.parse(renewed.subscriptionEndDate ?? '') - Date.now() + 60_000;
    await renewals();
    const ended = await status(user);
    expect(ended).toMatchObject({ status: 'expired', membershipLevel: 'free', nextBillingDate: null });
    expect(ended.endedReason).toMatch(
      /^Your Elite plan ended on \d{4}-\d\d-\d\d: renewing needed 99\.99 FC and your wallet had 0\.02 FC\.$/,
    );
    expect(ended.limits).toMatchObject({ maxFunnels: 3 });
    expect(await balance(user)).toBe('0.02');
    const notices = await noticesTo(user.email, 2);
    expect(notices.map((n) => n.subject)).toEqual([
      'Your FunnelForge Elite plan was renewed',
      'Your FunnelForge Elite plan has ended',
    ]);
    expect(notices[0]?.text).toContain(': 99.99 FC from your wallet.');
    expect(notices[1]?.text).toContain(ended.endedReason ?? 'the reason');
    const payments = (await user.get('/api/billing/payments')).json as unknown as PaymentJson[];
    expect(payments.map((p) => [p.type, p.status, p.receiptUrl === null])).toEqual([
      ['renewal', 'failed', true],
      ['renewal', 'succeeded', false],
      ['subscription', 'succeeded', false],
    ]);
  });

  it('cancel turns auto-renewal off: nothing is billed and the plan ends at the period end; resume turns it on', async () => {
    const user = await signedIn();
    const { Pro } = await plans();
    await grant(user.userId, 100_00);
    await subscribe(user, Pro!.id);
    const cancelled = await user.post('/api/subscription/cancel', {});
    expect(cancelled.json).toMatchObject({
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      status: 'active',
    });
    expect((await user.post('/api/subscription/resume', {})).json).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await user.post('/api/subscription/cancel', {});
    const end = Date.parse((await status(user)).subscriptionEndDate ?? '');
    offsetMs = end - Date.now() + 60_000;
    await renewals();
    expect(await status(user)).toMatchObject({ status: 'canceled', membershipLevel: 'free' });
    expect(await balance(user)).toBe('70.01');
    const again = await user.post('/api/subscription/resume', {});
    expect(again.status).toBe(400);
    expect((again.json as { message: string }).message).toBe('You have no subscription that renews');
  });

  it('refuses the trial, unknown plans, bad input and API keys with clear errors', async () => {
    const user = await signedIn();
    const all = await plans();
    const cases: Array<[unknown, number, string]> = [
      [
        { planId: all['Pro Trial']!.id },
        400,
        'The free trial starts with every new account; choose Pro or Elite to subscribe',
      ],
      [{ planId: '00000000-0000-4000-8000-000000000000' }, 404, 'Plan not found'],
      [{ planId: 'not-a-plan' }, 404, 'Plan not found'],
      [{}, 400, 'Choose a plan'],
    ];
    for (const [body, code, message] of cases) {
      const res = await user.post('/api/subscription/subscribe-forgecoin', body);
      expect({ code: res.status, message: (res.json as { message: string }).message }).toEqual({
        code,
        message,
      });
    }
    const key = await createApiKey(user, { keyName: 'ci' });
    const viaKey = await bearerClient(server.url, key.key).gql(
      'mutation($id: ID!) { subscribeWithForgecoins(input: { planId: $id }) { status } }',
      { id: all.Pro!.id },
    );
    expect(viaKey.json.errors?.[0]?.message).toBe(
      'API keys cannot be used for this; sign in to FunnelForge instead',
    );
    expect((await new TestClient(server.url).get('/api/subscription/status')).status).toBe(401);
  });

  it('works through GraphQL as well', async () => {
    const user = await signedIn();
    const { Pro } = await plans();
    await grant(user.userId, 29_99);
    const res = await user.gql<{ subscribeWithForgecoins: { status: string; planName: string } }>(
      'mutation($id: ID!) { subscribeWithForgecoins(input: { planId: $id, idempotencyKey: "gql-subscribe-1" }) { status planName } }',
      { id: Pro!.id },
    );
    expect(res.data?.subscribeWithForgecoins).toEqual({ status: 'active', planName: 'Pro' });
    const me = await user.gql<{
      subscriptionStatus: { billingMethod: string; limits: { maxLeads: number } };
    }>('{ subscriptionStatus { billingMethod limits { maxLeads } } }');
    expect(me.data?.subscriptionStatus).toEqual({ billingMethod: 'forgecoin', limits: { maxLeads: 10_000 } });
  });
});

describe('the billing history and receipts', () => {
  it('answers a PDF receipt for a payment that went through; another user gets not found', async () => {
    const user = await signedIn();
    await user.patch('/api/users/profile', { firstName: 'Ada', lastName: 'Lovelace' });
    const { Pro } = await plans();
    await grant(user.userId, 30_00);
    await subscribe(user, Pro!.id);
    const [payment] = (await user.get('/api/billing/payments')).json as unknown as PaymentJson[];
    expect(payment?.receiptUrl).toBe(`/api/billing/payments/${payment?.id}/receipt`);

    const receipt = await fetch(`${server.url}${payment!.receiptUrl}`, {
      headers: { cookie: user.cookie ?? '' },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toMatch(
      /^attachment; filename="funnelforge-receipt-FF-\d{8}-[0-9A-F]{8}\.pdf"$/,
    );
    const pdf = Buffer.from(await receipt.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'FunnelForge',
      'Receipt',
      'Ada Lovelace',
      'Pro plan, paid with Forgecoins',
      '29.99 FC',
      'Paid',
    ])
      expect(text).toContain(expected);

    const other = await signedIn();
    expect((await other.get(`/api/billing/payments/${payment!.id}`)).status).toBe(404);
    expect((await other.get(`/api/billing/payments/${payment!.id}/receipt`)).status).toBe(404);
    expect((await other.get('/api/billing/payments')).json).toEqual([]);
  });
});

describe('plans from configuration (PLANS_FILE)', () => {
  it('replaces built-in plans by name and adds new ones', async () => {
    const file = path.join(os.tmpdir(), `ff-plans-${process.pid}.json`);
    await writeFile(
      file,
      JSON.stringify([
        { name: 'Pro', price: 24, priceForgecoins: 20, features: ['Everything'], maxLeads: 5000 },
        { name: 'Agency', price: 299, interval: 'year', membershipLevel: 'elite', sortOrder: 3 },
      ]),
    );
    const other = await startTestServer({ PLANS_FILE: file });
    try {
      const list = (await new TestClient(other.url).get('/api/subscription/plans')).json as unknown as Array<
        Plan & { maxLeads: number }
      >;
      expect(list.map((p) => [p.name, p.price, p.priceForgecoins, p.interval])).toEqual([
        ['Pro Trial', '0.00', '0.00', 'month'],
        ['Pro', '24.00', '20.00', 'month'],
        ['Elite', '99.99', '99.99', 'month'],
        ['Agency', '299.00', null, 'year'],
      ]);
      expect(list.find((p) => p.name === 'Pro')?.maxLeads).toBe(5000);
    } finally {
      await other.close();
    }
  });

  it('a plans file that is not valid stops the boot saying what is wrong', async () => {
    const file = path.join(os.tmpdir(), `ff-plans-bad-${process.pid}.json`);
    await writeFile(file, JSON.stringify([{ name: 'Pro', price: -5 }]));
    await expect(startTestServer({ PLANS_FILE: file })).rejects.toThrow(`PLANS_FILE ${file}: 0.price`);
  });
});

/** The text a PDF shows: pdfkit writes each run as a hex string of WinAnsi codes in a TJ array. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const body = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) =>
      [...chunk.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join(' ');
}
