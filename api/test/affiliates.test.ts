import { AFFILIATE_COMMISSIONS_JOB } from '../src/modules/affiliates';
import { queryRows } from './support/funnels';
import { deliverStripeEvent, stripeObjects } from './support/stripe-objects';
import { StripeStandIn, type StripeObject } from './support/stripe-stand-in';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

const WEBHOOK_SECRET = 'whsec_affiliateStandIn';
const PUBLIC_URL = 'https://app.funnelforge.example';
const DAY = 86_400_000;
const DAY_S = 86_400;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let standIn: StripeStandIn;
let server: TestServer;
let offsetMs = 0;
let proPlanId: string;
let elitePlanId: string;

beforeAll(async () => {
  standIn = await new StripeStandIn().start();
  server = await startTestServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_standIn',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standIn',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      PUBLIC_URL,
      STRIPE_CONNECT: 'on',
      // Every test signs up several accounts from one address.
      SIGNUP_RATE_LIMIT_PER_HOUR: '10000',
    },
    { clock: { now: () => new Date(Date.now() + offsetMs) } },
  );
  const plans = (await new TestClient(server.url).get('/api/subscription/plans')).json as unknown as Array<{
    id: string;
    name: string;
  }>;
  proPlanId = plans.find((p) => p.name === 'Pro')!.id;
  elitePlanId = plans.find((p) => p.name === 'Elite')!.id;
});
afterAll(async () => {
  await server?.close();
  await standIn?.stop();
});
afterEach(() => {
  offsetMs = 0;
});

const { subscriptionObject, paidIntent, invoiceObject } = stripeObjects(() => standIn);
const deliver = (event: StripeObject) => deliverStripeEvent(server.url, event, WEBHOOK_SECRET);
const nowS = () => Math.floor((Date.now() + offsetMs) / 1000);

type Profile = {
  id: string;
  affiliateCode: string;
  link: string | null;
  status: string;
  commissionRate: string;
  payoutThreshold: string;
  paymentMethod: string;
  canChangeCode: boolean;
  stripeConnect: { available: boolean; connected: boolean };
  bankDetails: { accountHolder: string; ibanMasked: string; bic: string | null } | null;
  stats: {
    totalEarnings: string;
    pendingCommissions: string;
    availableBalance: string;
    paidOut: string;
    pendingPayouts: string;
    totalReferrals: number;
    convertedReferrals: number;
    totalClicks: number;
    uniqueClicks: number;
    conversionRate: number;
  };
};
type Commission = { id: string; amount: string; type: string; status: string; referralId: string | null };

/** A browser: a user agent like Chromium's, and its own cookies (the device cookie among them). */
const browser = () => {
  const client = new TestClient(server.url);
  client.headers['user-agent'] = BROWSER_UA;
  return client;
};

async function affiliate() {
  const client = browser();
  const user = await client.signUp();
  const profile = (await client.get('/api/affiliates/my-affiliate')).json as unknown as Profile;
  return Object.assign(client, { userId: user.id, email: user.email, code: profile.affiliateCode });
}

const profileOf = async (client: TestClient) =>
  (await client.get('/api/affiliates/my-affiliate')).json as unknown as Profile;
const commissionsOf = async (client: TestClient) =>
  (await client.get('/api/affiliates/commissions')).json as unknown as Commission[];
const referralsOf = async (client: TestClient) =>
  (await client.get('/api/affiliates/referrals')).json as unknown as Array<Record<string, unknown>>;

/** The landing page's tracking call for ?ref=code, as the browser sends it (000 §3). */
const track = (client: TestClient, code: string, extra: Record<string, string> = {}) =>
  client.post('/api/referral/track', {
    affiliateCode: code,
    email: '',
    firstName: '',
    lastName: '',
    ...extra,
  });

/** A visitor opens the affiliate's link, then signs up in the same browser. */
async function referredVisitor(code: string) {
  const client = browser();
  expect((await track(client, code)).status).toBe(202);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id, email: user.email });
}

async function runCommissionsJob() {
  await server.deps.jobs.send(AFFILIATE_COMMISSIONS_JOB, {});
  await server.deps.jobs.drain(AFFILIATE_COMMISSIONS_JOB);
}

/** The affiliate's totals against the sums of their rows: they must always agree. */
async function totalsAgree(affiliateUserId: string) {
  const [row] = await queryRows<{
    stored: string;
    summed: string;
    pending: string;
    pending_sum: string;
    refs: number;
    ref_rows: number;
  }>(
    server,
    `select a.total_earnings::text as stored,
            coalesce((select sum(amount) from commissions where affiliate_id = a.id and status in ('approved','paid')), 0)::text as summed,
            a.pending_commissions::text as pending,
            coalesce((select sum(amount) from commissions where affiliate_id = a.id and status = 'pending'), 0)::text as pending_sum,
            a.total_referrals as refs,
            (select count(*)::int from referrals where affiliate_id = a.id) as ref_rows
       from affiliates a where a.user_id = $1`,
    [affiliateUserId],
  );
  expect(Number(row!.stored)).toBe(Number(row!.summed));
  expect(Number(row!.pending)).toBe(Number(row!.pending_sum));
  expect(row!.refs).toBe(row!.ref_rows);
}

/** The referred visitor subscribes to Pro by card: checkout, the subscription, its first invoice paid. */
async function paysByCard(client: TestClient & { userId: string }) {
  const res = await client.post('/api/subscription/create-checkout-session', { planId: proPlanId });
  expect(res.status).toBe(200);
  const [user] = await queryRows<{ stripe_customer_id: string }>(
    server,
    'select stripe_customer_id from users where id = $1',
    [client.userId],
  );
  const customer = user!.stripe_customer_id;
  const periodEnd = nowS() + 30 * DAY_S;
  const sub = subscriptionObject({
    customer,
    status: 'active',
    userId: client.userId,
    planId: proPlanId,
    periodEnd,
  });
  const invoiceFor = (reason: 'subscription_create' | 'subscription_cycle', end: number) => {
    const paid = paidIntent({ amount: 2999 });
    const invoice = invoiceObject({
      customer,
      subscription: sub.id as string,
      userId: client.userId,
      planId: proPlanId,
      reason,
      status: 'paid',
      amount: 2999,
      paymentIntent: paid.intent.id as string,
      periodEnd: end,
    });
    return { invoice, ...paid };
  };
  const first = invoiceFor('subscription_create', periodEnd);
  const event = standIn.event('invoice.paid', first.invoice);
  expect((await deliver(event)).status).toBe(200);
  return { first, event, invoiceFor, periodEnd };
}

describe('affiliate accounts', () => {
  it('every account has one: a readable code, 10% and a 50.00 threshold, active, its link', async () => {
    const a = await affiliate();
    const profile = await profileOf(a);
    expect(profile).toMatchObject({
      affiliateCode: expect.stringMatching(/^[A-Z]{2,8}-[A-HJ-NP-Z2-9]{5}$|^FF-[A-HJ-NP-Z2-9]{5}$/),
      status: 'active',
      commissionRate: '10.00',
      payoutThreshold: '50.00',
      paymentMethod: 'forgecoin',
      canChangeCode: true,
      stats: {
        totalEarnings: '0.00',
        pendingCommissions: '0.00',
        totalReferrals: 0,
        totalClicks: 0,
        conversionRate: 0,
      },
    });
    expect(profile.link).toBe(`${PUBLIC_URL}/?ref=${profile.affiliateCode}`);
    // 001 §7 answers the same profile.
    const legacy = (await a.get('/api/affiliate/profile')).json as unknown as Profile;
    expect(legacy).toMatchObject({ affiliateCode: profile.affiliateCode, stats: profile.stats });
  });

  it('the code changes once, to a free and well-formed one, and the old one stops tracking', async () => {
    const a = await affiliate();
    const other = await affiliate();
    const oldCode = a.code;

    const invalid = await a.patch('/api/affiliates/my-affiliate', { affiliateCode: 'a b' });
    expect(invalid).toMatchObject({
      status: 400,
      json: { message: 'The affiliate code must be 3 to 50 letters, digits, dashes or underscores' },
    });
    const taken = await a.patch('/api/affiliates/my-affiliate', { affiliateCode: other.code.toLowerCase() });
    expect(taken).toMatchObject({
      status: 409,
      json: { message: 'That affiliate code is taken; choose another' },
    });

    const mine = `jane_${Date.now()}`;
    const changed = await a.patch('/api/affiliates/my-affiliate', { affiliateCode: mine });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ affiliateCode: mine.toUpperCase(), canChangeCode: false });
    const again = await a.patch('/api/affiliates/my-affiliate', { affiliateCode: `${mine}x` });
    expect(again).toMatchObject({
      status: 409,
      json: { message: 'Your affiliate code can be changed once, and it has been' },
    });

    await track(browser(), oldCode);
    await track(browser(), mine); // any case works
    expect((await profileOf(a)).stats.totalClicks).toBe(1);
  });

  it('saves bank details checked by their checksum and shows the IBAN masked', async () => {
    const a = await affiliate();
    const bad = await a.patch('/api/affiliates/my-affiliate', {
      paymentMethod: 'bank_transfer',
      bankDetails: { accountHolder: 'Jane Doe', iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(bad).toMatchObject({ status: 400, json: { message: 'Enter a valid IBAN' } });
    const noDetails = await a.patch('/api/affiliates/my-affiliate', { paymentMethod: 'bank_transfer' });
    expect(noDetails).toMatchObject({
      status: 400,
      json: { message: 'Add your bank details (account holder and IBAN) before asking for a bank transfer' },
    });
    const good = await a.patch('/api/affiliates/my-affiliate', {
      paymentMethod: 'bank_transfer',
      bankDetails: { accountHolder: 'Jane Doe', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
    });
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({
      paymentMethod: 'bank_transfer',
      bankDetails: { accountHolder: 'Jane Doe', ibanMasked: 'DE89 •••• 3000', bic: 'COBADEFFXXX' },
    });
  });
});

describe('clicks and attribution', () => {
  it('a click from a browser that then signs up makes a pending referral; stats count it', async () => {
    const a = await affiliate();
    const visitor = browser();
    visitor.headers.referer = `${PUBLIC_URL}/?ref=${a.code}&utm_source=newsletter&utm_medium=email`;
    expect(await track(visitor, a.code)).toMatchObject({ status: 202, json: { received: true } });
    await track(visitor, a.code); // a reload: one browser, two clicks
    const social = browser();
    await track(social, a.code, { referrer: 'https://www.facebook.com/some/post' });
    const user = await visitor.signUp();

    const referrals = await referralsOf(a);
    expect(referrals).toEqual([
      expect.objectContaining({ status: 'pending', email: user.email, commissionEarned: '0.00' }),
    ]);
    const profile = await profileOf(a);
    expect(profile.stats).toMatchObject({
      totalClicks: 3,
      uniqueClicks: 2,
      totalReferrals: 1,
      conversionRate: 33.3,
    });

    const stats = (await a.get('/api/affiliates/click-stats?days=7')).json as {
      days: number;
      totalClicks: number;
      uniqueClicks: number;
      signups: number;
      byDay: Array<{ date: string; clicks: number; uniqueClicks: number; signups: number }>;
      bySource: Array<{ channel: string; source: string | null; clicks: number }>;
    };
    expect(stats).toMatchObject({ days: 7, totalClicks: 3, uniqueClicks: 2, signups: 1 });
    expect(stats.byDay).toHaveLength(7);
    expect(stats.byDay.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      clicks: 3,
      uniqueClicks: 2,
      signups: 1,
    });
    expect(stats.bySource).toEqual(
      expect.arrayContaining([
        { channel: 'email', source: 'newsletter', clicks: 2 },
        { channel: 'social', source: 'facebook.com', clicks: 1 },
      ]),
    );
    await totalsAgree(a.userId);
  });

  it('last click wins: the browser signs up as the referral of the affiliate it clicked last', async () => {
    const first = await affiliate();
    const second = await affiliate();
    const visitor = browser();
    await track(visitor, first.code);
    await track(visitor, second.code);
    await visitor.signUp();
    expect(await referralsOf(first)).toEqual([]);
    expect(await referralsOf(second)).toHaveLength(1);
  });

  it('a sign-up after the 30-day window is nobody’s referral', async () => {
    const a = await affiliate();
    const visitor = browser();
    await track(visitor, a.code);
    offsetMs = 31 * DAY;
    await visitor.signUp();
    expect(await referralsOf(a)).toEqual([]);
    expect((await profileOf(a)).stats.totalReferrals).toBe(0);
  });

  it('refuses self-referral: the affiliate’s own session, browser and mailbox', async () => {
    const a = await affiliate();
    // Signed in as the affiliate: not counted.
    await track(a, a.code);
    // A browser the affiliate signed in with, now signed out: not counted, and no referral.
    await a.post('/api/auth/logout', {});
    await track(a, a.code);
    await a.signUp(uniqueEmail('second-account'));
    // Another browser, signing up with the affiliate's own mailbox under a +tag.
    const [local, domain] = a.email.split('@');
    const sameMailbox = browser();
    await track(sameMailbox, a.code);
    const login = browser();
    await login.post('/api/auth/login', { email: a.email, password: STRONG_PASSWORD });
    const profile = (await login.get('/api/affiliates/my-affiliate')).json as unknown as Profile;
    await sameMailbox.signUp(`${local}+promo@${domain}`);
    expect(await referralsOf(login)).toEqual([]);
    expect(profile.stats.totalClicks).toBe(1); // only the other browser's click
  });

  it('ignores bots and unknown codes, answering the same', async () => {
    const a = await affiliate();
    const bot = new TestClient(server.url);
    bot.headers['user-agent'] = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(await track(bot, a.code)).toMatchObject({ status: 202, json: { received: true } });
    expect(await track(browser(), 'NO-SUCH-CODE')).toMatchObject({ status: 202, json: { received: true } });
    expect((await profileOf(a)).stats.totalClicks).toBe(0);
  });
});

describe('commissions and payouts', () => {
  it('the whole loop by card: commission held, approved, a renewal adds one, replays add none', async () => {
    const a = await affiliate();
    const visitor = await referredVisitor(a.code);
    const { event, invoiceFor } = await paysByCard(visitor);
    // Stripe delivers again: nothing twice.
    expect(await deliver(event)).toMatchObject({ status: 200, json: { duplicate: true } });

    let commissions = await commissionsOf(a);
    expect(commissions).toEqual([
      expect.objectContaining({ amount: '3.00', type: 'referral', status: 'pending' }),
    ]);
    expect(await referralsOf(a)).toEqual([
      expect.objectContaining({ status: 'converted', conversionValue: '29.99', commissionEarned: '3.00' }),
    ]);
    expect((await profileOf(a)).stats).toMatchObject({
      totalEarnings: '0.00',
      pendingCommissions: '3.00',
      convertedReferrals: 1,
    });

    // Not yet: the holding period is 30 days.
    offsetMs = 29 * DAY;
    await runCommissionsJob();
    expect((await commissionsOf(a))[0]).toMatchObject({ status: 'pending' });
    offsetMs = 31 * DAY;
    await runCommissionsJob();
    expect((await commissionsOf(a))[0]).toMatchObject({ status: 'approved' });
    expect((await profileOf(a)).stats).toMatchObject({
      totalEarnings: '3.00',
      pendingCommissions: '0.00',
      availableBalance: '3.00',
    });

    // The renewal a month later earns again.
    const renewal = invoiceFor('subscription_cycle', nowS() + 30 * DAY_S);
    expect((await deliver(standIn.event('invoice.paid', renewal.invoice))).status).toBe(200);
    commissions = await commissionsOf(a);
    expect(commissions.map((c) => [c.amount, c.status])).toEqual([
      ['3.00', 'pending'],
      ['3.00', 'approved'],
    ]);
    expect(await referralsOf(a)).toEqual([
      expect.objectContaining({ conversionValue: '59.98', commissionEarned: '6.00' }),
    ]);
    // Below the threshold: no payout, and why.
    const early = await a.post('/api/affiliates/payouts', {
      method: 'forgecoin',
      idempotencyKey: 'payout-early-1',
    });
    expect(early).toMatchObject({
      status: 400,
      json: { message: 'Payouts start at $50.00 of approved earnings; you have $3.00.' },
    });
    await totalsAgree(a.userId);
  });

  it('renewals earn for 12 months after the first commission, then no more', async () => {
    const a = await affiliate();
    const visitor = await referredVisitor(a.code);
    const { invoiceFor } = await paysByCard(visitor);
    offsetMs = 330 * DAY;
    await deliver(
      standIn.event('invoice.paid', invoiceFor('subscription_cycle', nowS() + 30 * DAY_S).invoice),
    );
    offsetMs = 370 * DAY;
    await deliver(
      standIn.event('invoice.paid', invoiceFor('subscription_cycle', nowS() + 30 * DAY_S).invoice),
    );
    expect((await commissionsOf(a)).map((c) => c.amount)).toEqual(['3.00', '3.00']);
  });

  it('a refund takes back its share of an unpaid commission, and all of it when full', async () => {
    const a = await affiliate();
    const refunded = await referredVisitor(a.code);
    const { first } = await paysByCard(refunded);
    expect(await commissionsOf(a)).toEqual([expect.objectContaining({ status: 'pending', amount: '3.00' })]);

    // A partial refund takes back its share; the full refund cancels the rest.
    standIn.put({ ...first.charge!, amount_refunded: 1000 });
    await deliver(standIn.event('charge.refunded', standIn.get(first.charge!.id as string)));
    let rows = await commissionsOf(a);
    expect(rows.map((c) => [c.type, c.amount, c.status])).toEqual([
      ['adjustment', '-1.00', 'pending'],
      ['referral', '3.00', 'pending'],
    ]);
    standIn.put({ ...standIn.get(first.charge!.id as string), amount_refunded: 2999, refunded: true });
    await deliver(standIn.event('charge.refunded', standIn.get(first.charge!.id as string)));
    rows = await commissionsOf(a);
    expect(rows.map((c) => [c.type, c.status])).toEqual([
      ['adjustment', 'cancelled'],
      ['referral', 'cancelled'],
    ]);
    expect(await referralsOf(a)).toEqual([
      expect.objectContaining({ status: 'pending', commissionEarned: '0.00' }),
    ]);
    expect((await profileOf(a)).stats).toMatchObject({ pendingCommissions: '0.00', totalEarnings: '0.00' });
    await totalsAgree(a.userId);
  });

  it('pays out approved earnings in ForgeCoin once, through the ledger', async () => {
    const a = await affiliate();
    // An operator's rate for this affiliate, so one Elite payment passes the threshold.
    await queryRows(server, `update affiliates set commission_rate = 60 where user_id = $1`, [a.userId]);
    const buyer = await referredVisitor(a.code);
    await server.services.coins.credit({
      userId: buyer.userId,
      type: 'grant',
      idempotencyKey: `grant-${buyer.userId}`,
      cents: 10_000,
      description: 'test coins',
      counterAccount: 'grants',
    });
    expect((await buyer.post('/api/subscription/subscribe-forgecoin', { planId: elitePlanId })).status).toBe(
      200,
    );
    expect(await commissionsOf(a)).toEqual([expect.objectContaining({ amount: '59.99', status: 'pending' })]);

    offsetMs = 31 * DAY;
    await runCommissionsJob();
    expect((await profileOf(a)).stats.availableBalance).toBe('59.99');

    const ask = { method: 'forgecoin', idempotencyKey: `payout-${a.userId}` };
    const paid = await a.post('/api/affiliates/payouts', ask);
    expect(paid).toMatchObject({
      status: 201,
      json: { amount: '59.99', method: 'ForgeCoin', status: 'paid' },
    });
    // The same request again is the same payout: nothing paid twice.
    const again = await a.post('/api/affiliates/payouts', ask);
    expect(again.json).toMatchObject({ id: (paid.json as { id: string }).id });
    const another = await a.post('/api/affiliates/payouts', {
      method: 'forgecoin',
      idempotencyKey: `other-${a.userId}`,
    });
    expect(another.status).toBe(400);

    expect((await a.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '59.99' });
    const [ledger] = await queryRows<{ payouts: string }>(
      server,
      `select sum(amount)::text as payouts from forgecoin_transactions where user_id = $1 and account = 'affiliate_payouts'`,
      [a.userId],
    );
    expect(ledger!.payouts).toBe('-59.99');
    expect((await commissionsOf(a))[0]).toMatchObject({ status: 'paid' });
    expect((await profileOf(a)).stats).toMatchObject({
      totalEarnings: '59.99',
      availableBalance: '0.00',
      paidOut: '59.99',
    });
    const payouts = (await a.get('/api/affiliates/payouts')).json as unknown as Array<{
      id: string;
      status: string;
    }>;
    expect(payouts).toEqual([
      expect.objectContaining({ id: (paid.json as { id: string }).id, status: 'paid' }),
    ]);

    // Another account cannot read it.
    const stranger = await affiliate();
    expect((await stranger.get(`/api/affiliates/payouts/${payouts[0]!.id}`)).status).toBe(404);
    expect((await a.get(`/api/affiliates/payouts/${payouts[0]!.id}`)).status).toBe(200);
    expect(await commissionsOf(stranger)).toEqual([]);
    await totalsAgree(a.userId);
  });

  it('a dispute after the payout is a negative adjustment against future earnings', async () => {
    const a = await affiliate();
    await queryRows(server, `update affiliates set commission_rate = 100 where user_id = $1`, [a.userId]);
    const visitor = await referredVisitor(a.code);
    const { first, invoiceFor } = await paysByCard(visitor);
    const renewal = invoiceFor('subscription_cycle', nowS() + 30 * DAY_S);
    await deliver(standIn.event('invoice.paid', renewal.invoice));
    offsetMs = 31 * DAY;
    await runCommissionsJob();
    const payout = await a.post('/api/affiliates/payouts', { idempotencyKey: `dispute-${a.userId}` });
    expect(payout).toMatchObject({ status: 201, json: { amount: '59.98', status: 'paid' } });

    standIn.put({ ...standIn.get(first.charge!.id as string), disputed: true });
    const dispute = standIn.event('charge.dispute.created', {
      id: standIn.id('dp'),
      object: 'dispute',
      charge: first.charge!.id,
      payment_intent: first.intent.id,
    });
    await deliver(dispute);
    await deliver(dispute);
    const rows = await commissionsOf(a);
    expect(rows.filter((c) => c.type === 'adjustment')).toEqual([
      expect.objectContaining({ amount: '-29.99', status: 'approved' }),
    ]);
    expect((await profileOf(a)).stats).toMatchObject({
      totalEarnings: '29.99',
      availableBalance: '-29.99',
      paidOut: '59.98',
    });
    // The wallet keeps what was paid; the next commissions pay the adjustment back first.
    expect((await a.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '59.98' });
    await totalsAgree(a.userId);
  });

  it('a bank transfer payout waits for the operator, who records its reference', async () => {
    const a = await affiliate();
    await queryRows(server, `update affiliates set commission_rate = 60 where user_id = $1`, [a.userId]);
    await a.patch('/api/affiliates/my-affiliate', {
      paymentMethod: 'bank_transfer',
      bankDetails: { accountHolder: 'Jane Doe', iban: 'DE89370400440532013000' },
    });
    const buyer = await referredVisitor(a.code);
    await server.services.coins.credit({
      userId: buyer.userId,
      type: 'grant',
      idempotencyKey: `grant-${buyer.userId}`,
      cents: 10_000,
      description: 'test coins',
      counterAccount: 'grants',
    });
    await buyer.post('/api/subscription/subscribe-forgecoin', { planId: elitePlanId });
    offsetMs = 31 * DAY;
    await runCommissionsJob();

    const asked = await a.post('/api/affiliates/payouts', { idempotencyKey: `bank-${a.userId}` });
    expect(asked).toMatchObject({
      status: 201,
      json: { method: 'Bank Transfer', status: 'pending', amount: '59.99' },
    });
    expect((await profileOf(a)).stats).toMatchObject({ availableBalance: '0.00', pendingPayouts: '59.99' });
    expect((await a.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '0.00' });

    const id = (asked.json as { id: string }).id;
    await server.services.payouts.markPaid({ payoutId: id, reference: 'SEPA-2026-0001' });
    expect((await a.get(`/api/affiliates/payouts/${id}`)).json).toMatchObject({
      status: 'paid',
      transactionId: 'SEPA-2026-0001',
    });
    await expect(server.services.payouts.markPaid({ payoutId: id, reference: 'again' })).rejects.toThrow(
      'This payout has been paid already',
    );
    expect((await commissionsOf(a))[0]).toMatchObject({ status: 'paid' });
    expect((await profileOf(a)).stats).toMatchObject({ paidOut: '59.99', pendingPayouts: '0.00' });
  });
});

describe('payouts through Stripe Connect', () => {
  it('onboards, refuses until transfers are active, keeps a refused transfer as failed, then pays once', async () => {
    const a = await affiliate();
    await queryRows(server, `update affiliates set commission_rate = 100 where user_id = $1`, [a.userId]);
    const visitor = await referredVisitor(a.code);
    const { invoiceFor } = await paysByCard(visitor);
    await deliver(
      standIn.event('invoice.paid', invoiceFor('subscription_cycle', nowS() + 30 * DAY_S).invoice),
    );
    offsetMs = 31 * DAY;
    await runCommissionsJob();

    const connect = await a.post('/api/affiliates/stripe-connect', {});
    expect(connect.status).toBe(200);
    const url = (connect.json as { url: string }).url;
    const accountId = url.split('/').at(-1)!;
    expect(url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/e\/acct_/);
    expect(standIn.requestsTo('POST', '/v1/account_links').at(-1)?.params).toMatchObject({
      account: accountId,
      return_url: `${PUBLIC_URL}/affiliates?stripe=return`,
      type: 'account_onboarding',
    });
    expect((await profileOf(a)).stripeConnect).toEqual({ available: true, connected: true });
    // Connecting again keeps the same account.
    await a.post('/api/affiliates/stripe-connect', {});
    expect(
      standIn
        .requestsTo('POST', '/v1/accounts')
        .filter((r) => (r.params.metadata as { userId?: string })?.userId === a.userId),
    ).toHaveLength(1);

    const early = await a.patch('/api/affiliates/my-affiliate', { paymentMethod: 'stripe' });
    expect(early).toMatchObject({
      status: 400,
      json: {
        message:
          'Finish setting up your Stripe account (Connect with Stripe) before asking for a payout through Stripe',
      },
    });
    standIn.put({ ...standIn.get(accountId), capabilities: { transfers: 'active' } });
    expect((await a.patch('/api/affiliates/my-affiliate', { paymentMethod: 'stripe' })).json).toMatchObject({
      paymentMethod: 'stripe',
    });

    standIn.failNext(/^\/v1\/transfers$/, {
      status: 400,
      type: 'invalid_request_error',
      message: 'You have insufficient available funds in your Stripe account.',
    });
    const refused = await a.post('/api/affiliates/payouts', { idempotencyKey: `stripe-1-${a.userId}` });
    expect(refused).toMatchObject({
      status: 502,
      json: { message: expect.stringContaining('insufficient available funds') },
    });
    let payouts = (await a.get('/api/affiliates/payouts')).json as unknown as Array<Record<string, unknown>>;
    expect(payouts).toEqual([
      expect.objectContaining({
        method: 'Stripe',
        status: 'failed',
        failureReason: expect.stringContaining('insufficient'),
      }),
    ]);
    expect((await profileOf(a)).stats.availableBalance).toBe('59.98');
    // The operator's command records bank transfers only.
    await expect(
      server.services.payouts.markPaid({ payoutId: payouts[0]!.id, reference: 'not-a-bank-transfer' }),
    ).rejects.toThrow('Only a pending bank-transfer payout can be recorded as paid');

    const paid = await a.post('/api/affiliates/payouts', { idempotencyKey: `stripe-2-${a.userId}` });
    expect(paid).toMatchObject({
      status: 201,
      json: {
        method: 'Stripe',
        status: 'paid',
        amount: '59.98',
        transactionId: expect.stringMatching(/^tr_/),
      },
    });
    const transfers = standIn
      .requestsTo('POST', '/v1/transfers')
      .filter((r) => r.params.destination === accountId);
    expect(transfers.at(-1)?.params).toMatchObject({
      amount: '5998',
      currency: 'eur',
      destination: accountId,
    });
    payouts = (await a.get('/api/affiliates/payouts')).json as unknown as Array<Record<string, unknown>>;
    expect(payouts.map((p) => p.status)).toEqual(['paid', 'failed']);
    expect((await profileOf(a)).stats).toMatchObject({ availableBalance: '0.00', paidOut: '59.98' });
    expect((await commissionsOf(a)).every((c) => c.status === 'paid')).toBe(true);
    await totalsAgree(a.userId);
  });
});

describe('GraphQL and live updates', () => {
  it('answers the account and lists, and pushes a referral signing up', async () => {
    const a = await affiliate();
    const ws = a.ws();
    const pushes: Array<{ totalReferrals: number }> = [];
    const done = new Promise<void>((resolve, reject) => {
      ws.subscribe<{ affiliateChanged: { stats: { totalReferrals: number } } }>(
        { query: 'subscription { affiliateChanged { stats { totalReferrals } } }' },
        {
          next: ({ data }) => {
            if (data) pushes.push(data.affiliateChanged.stats);
            if (data?.affiliateChanged.stats.totalReferrals === 1) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await referredVisitor(a.code);
    await done;
    await ws.dispose();
    expect(pushes.at(-1)).toEqual({ totalReferrals: 1 });

    const res = await a.gql<{
      myAffiliate: { affiliateCode: string; stats: { totalReferrals: number; totalClicks: number } };
      affiliateReferrals: { total: number; items: Array<{ status: string }> };
      affiliateCommissions: { total: number };
      affiliatePayouts: { total: number };
      affiliateClickStats: { totalClicks: number; byDay: unknown[] };
    }>(
      `{ myAffiliate { affiliateCode stats { totalReferrals totalClicks } }
         affiliateReferrals(limit: 5) { total items { status } }
         affiliateCommissions { total }
         affiliatePayouts { total }
         affiliateClickStats(days: 30) { totalClicks byDay { date } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      myAffiliate: { affiliateCode: a.code, stats: { totalReferrals: 1, totalClicks: 1 } },
      affiliateReferrals: { total: 1, items: [{ status: 'pending' }] },
      affiliateCommissions: { total: 0 },
      affiliatePayouts: { total: 0 },
      affiliateClickStats: { totalClicks: 1 },
    });
    expect(res.data?.affiliateClickStats.byDay).toHaveLength(30);
    const anonymous = await new TestClient(server.url).gql('{ myAffiliate { affiliateCode } }');
    expect(anonymous.errors?.[0]?.message).toBe('Unauthorized');
  });
});
