import type { DomainEventMap } from '../src/shared/events/domain-events';
import { queryRows } from './support/funnels';
import { mulberry32 } from './support/seeded-random';
import { deliverStripeEvent, stripeObjects } from './support/stripe-objects';
import { StripeStandIn, type StripeObject } from './support/stripe-stand-in';
import { STRONG_PASSWORD, TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

const WEBHOOK_SECRET = 'whsec_standInSigningSecret';
const DAY_S = 86_400;

let standIn: StripeStandIn;
let server: TestServer;
let proPlanId: string;
let elitePlanId: string;
const emitted: {
  succeeded: Array<DomainEventMap['payment.succeeded']>;
  refunded: Array<DomainEventMap['payment.refunded']>;
} = { succeeded: [], refunded: [] };

beforeAll(async () => {
  standIn = await new StripeStandIn().start();
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_standIn',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standIn',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  server.deps.domainEvents.subscribe('stripe-billing-test', {
    'payment.succeeded': async (event) => {
      emitted.succeeded.push(event);
    },
    'payment.refunded': async (event) => {
      emitted.refunded.push(event);
    },
  });
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

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id });
}

/** Sends an event to the webhook as Stripe does: JSON, signed with the endpoint's secret. */
function deliver(event: StripeObject, secret = WEBHOOK_SECRET, signature?: string) {
  return deliverStripeEvent(server.url, event, secret, signature);
}

async function delivered(event: StripeObject) {
  const answer = await deliver(event);
  expect(answer).toEqual({ status: 200, json: expect.objectContaining({ received: true }) });
  return answer;
}

type UserRow = {
  subscription_status: string | null;
  membership_level: string;
  billing_method: string | null;
  cancel_at_period_end: boolean;
  subscription_plan_id: string | null;
  subscription_end_date: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
};

async function userRow(userId: string): Promise<UserRow> {
  const [row] = await queryRows<UserRow>(
    server,
    `select subscription_status, membership_level, billing_method, cancel_at_period_end, subscription_plan_id,
            subscription_end_date, stripe_customer_id, stripe_subscription_id from users where id = $1`,
    [userId],
  );
  return row!;
}

type PaymentRow = {
  id: string;
  type: string;
  status: string;
  amount: string;
  currency: string;
  stripe_invoice_id: string | null;
  stripe_payment_intent_id: string | null;
  metadata: Record<string, unknown> | null;
};

const paymentRows = (userId: string) =>
  queryRows<PaymentRow>(
    server,
    `select id, type, status, amount::text, currency, stripe_invoice_id, stripe_payment_intent_id, metadata
       from payments where user_id = $1 order by type, status, stripe_invoice_id`,
    [userId],
  );

async function wallet(client: TestClient): Promise<string> {
  return (await client.get('/api/forgecoin/balance')).json!.balance as string;
}

const now = () => Math.floor(Date.now() / 1000);
const { subscriptionObject, chargeObject, paidIntent, invoiceObject } = stripeObjects(() => standIn);

/** Starts a card checkout through the app (which makes the Stripe customer) and answers its ids. */
async function checkout(client: TestClient & { userId: string }, planId = proPlanId) {
  const res = await client.post('/api/subscription/create-checkout-session', { planId });
  expect(res.status).toBe(200);
  const customer = (await userRow(client.userId)).stripe_customer_id!;
  return { sessionId: (res.json as { sessionId: string }).sessionId, customer };
}

// ---- tests ----------------------------------------------------------------------------------------

describe('checkout sessions (POST /api/subscription/create-checkout-session)', () => {
  it('creates the customer once and sends Stripe the plan, the user and the return addresses', async () => {
    const client = await signedIn();
    const res = await client.post('/api/subscription/create-checkout-session', { planId: proPlanId });
    expect(res.status).toBe(200);
    const { sessionId, url } = res.json as { sessionId: string; url: string };
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const user = await userRow(client.userId);
    expect(user.stripe_customer_id).toMatch(/^cus_/);
    const customerCall = standIn.requestsTo('POST', '/v1/customers').at(-1)!;
    expect(customerCall.params).toMatchObject({ metadata: { userId: client.userId } });

    const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params;
    expect(sent).toEqual({
      mode: 'subscription',
      customer: user.stripe_customer_id,
      client_reference_id: client.userId,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '2999',
            recurring: { interval: 'month' },
            product_data: { name: 'FunnelForge Pro' },
          },
        },
      ],
      metadata: { userId: client.userId, planId: proPlanId },
      subscription_data: { metadata: { userId: client.userId, planId: proPlanId } },
      success_url: `${server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/subscription`,
    });

    // A second checkout reuses the customer.
    const customersBefore = standIn.requestsTo('POST', '/v1/customers').length;
    expect(
      (await client.post('/api/subscription/create-checkout-session', { planId: elitePlanId })).status,
    ).toBe(200);
    expect(standIn.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      customer: user.stripe_customer_id,
      metadata: { planId: elitePlanId },
    });
  });

  it('GraphQL createCheckoutSession answers the same; the trial and unknown plans are refused', async () => {
    const client = await signedIn();
    const res = await client.gql<{ createCheckoutSession: { sessionId: string; url: string } }>(
      'mutation($planId: ID!) { createCheckoutSession(planId: $planId) { sessionId url } }',
      { planId: proPlanId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createCheckoutSession.sessionId).toMatch(/^cs_/);

    const plans = (await client.get('/api/subscription/plans')).json as unknown as Array<{
      id: string;
      name: string;
    }>;
    const trial = plans.find((p) => p.name === 'Pro Trial')!;
    const refused = await client.post('/api/subscription/create-checkout-session', { planId: trial.id });
    expect(refused.status).toBe(400);
    const unknown = await client.post('/api/subscription/create-checkout-session', {
      planId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Plan not found' } });
    expect((await client.post('/api/subscription/create-checkout-session', {})).status).toBe(400);
  });
});

describe('a card subscription through its webhook events', () => {
  it('follows checkout, payments, cancel and resume, past due, renewal and the end', async () => {
    const client = await signedIn();
    const { sessionId, customer } = await checkout(client);
    const periodEnd = now() + 30 * DAY_S;
    const sub = subscriptionObject({
      customer,
      status: 'active',
      userId: client.userId,
      planId: proPlanId,
      periodEnd,
    });
    const session = standIn.put({ ...standIn.get(sessionId), status: 'complete', subscription: sub.id });

    await delivered(standIn.event('checkout.session.completed', session));
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'active',
      membership_level: 'pro',
      billing_method: 'card',
      cancel_at_period_end: false,
      subscription_plan_id: proPlanId,
      subscription_end_date: new Date(periodEnd * 1000),
      stripe_customer_id: customer,
      stripe_subscription_id: sub.id,
    });
    const status = (await client.get('/api/subscription/status')).json!;
    expect(status).toMatchObject({ status: 'active', planName: 'Pro', billingMethod: 'card' });

    // Paying by card already: another checkout is refused, clearly.
    const again = await client.post('/api/subscription/create-checkout-session', { planId: elitePlanId });
    expect(again).toMatchObject({
      status: 409,
      json: { message: expect.stringContaining('You already pay for a subscription by card') },
    });

    // The first invoice: a payments row, announced once.
    const first = paidIntent({ amount: 2999 });
    const invoice = invoiceObject({
      customer,
      subscription: sub.id,
      userId: client.userId,
      planId: proPlanId,
      reason: 'subscription_create',
      status: 'paid',
      amount: 2999,
      paymentIntent: first.intent.id,
      periodEnd,
    });
    const paid = standIn.event('invoice.paid', invoice);
    await delivered(paid);
    expect(await deliver(paid)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    let payments = await paymentRows(client.userId);
    expect(payments).toEqual([
      expect.objectContaining({
        type: 'subscription',
        status: 'succeeded',
        amount: '29.99',
        currency: 'eur',
        stripe_invoice_id: invoice.id,
        stripe_payment_intent_id: first.intent.id,
      }),
    ]);
    expect(emitted.succeeded.filter((e) => e.userId === client.userId)).toEqual([
      { userId: client.userId, paymentId: payments[0]!.id, amountCents: 2999, currency: 'eur' },
    ]);
    const receipt = await client.get(`/api/billing/payments/${payments[0]!.id}`);
    expect(receipt).toMatchObject({ status: 200, json: { status: 'succeeded', type: 'subscription' } });

    // Cancel: Stripe is told, and the user's row follows.
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel).toMatchObject({ status: 200, json: { cancelAtPeriodEnd: true } });
    expect(standIn.requestsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)!.params).toEqual({
      cancel_at_period_end: 'true',
    });
    await delivered(standIn.event('customer.subscription.updated', standIn.get(sub.id)));
    expect((await userRow(client.userId)).cancel_at_period_end).toBe(true);
    const resume = await client.post('/api/subscription/resume');
    expect(resume).toMatchObject({ status: 200, json: { cancelAtPeriodEnd: false } });
    expect(standIn.get(sub.id).cancel_at_period_end).toBe(false);

    // Stripe failing the change: a 502 in its words, and nothing changed here.
    standIn.failNext(/^\/v1\/subscriptions\//, {
      status: 400,
      type: 'invalid_request_error',
      message: 'This subscription cannot be updated right now',
    });
    const failed = await client.post('/api/subscription/cancel');
    expect(failed).toMatchObject({
      status: 502,
      json: { message: expect.stringContaining('This subscription cannot be updated right now') },
    });
    expect((await userRow(client.userId)).cancel_at_period_end).toBe(false);

    // A renewal that fails: past due, a failed renewal payment; the plan is kept meanwhile.
    const nextEnd = periodEnd + 30 * DAY_S;
    const declined = paidIntent({ amount: 2999, failed: true });
    const renewal = invoiceObject({
      customer,
      subscription: sub.id,
      userId: client.userId,
      planId: proPlanId,
      reason: 'subscription_cycle',
      status: 'open',
      amount: 2999,
      paymentIntent: declined.intent.id,
      periodEnd: nextEnd,
    });
    standIn.put({ ...standIn.get(sub.id), status: 'past_due' });
    await delivered(standIn.event('invoice.payment_failed', renewal));
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'past_due',
      membership_level: 'pro',
    });
    expect((await paymentRows(client.userId)).find((p) => p.stripe_invoice_id === renewal.id)).toMatchObject({
      type: 'renewal',
      status: 'failed',
    });

    // The retry goes through: the same row succeeds and the subscription is active to the new end.
    const retried = chargeObject({ paymentIntent: declined.intent.id, amount: 2999 });
    standIn.put({
      ...standIn.get(declined.intent.id),
      status: 'succeeded',
      last_payment_error: null,
      latest_charge: retried.id,
    });
    standIn.put({
      ...standIn.get(renewal.id),
      status: 'paid',
      amount_paid: 2999,
      payments: {
        object: 'list',
        data: [
          {
            id: standIn.id('inpay'),
            object: 'invoice_payment',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: declined.intent.id },
          },
        ],
      },
    });
    subscriptionObject({
      id: sub.id,
      customer,
      status: 'active',
      userId: client.userId,
      planId: proPlanId,
      periodEnd: nextEnd,
    });
    await delivered(standIn.event('invoice.paid', standIn.get(renewal.id)));
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'active',
      subscription_end_date: new Date(nextEnd * 1000),
    });
    payments = await paymentRows(client.userId);
    expect(payments.map((p) => [p.type, p.status])).toEqual([
      ['renewal', 'succeeded'],
      ['subscription', 'succeeded'],
    ]);

    // Deleted at Stripe: canceled here, back to free.
    standIn.put({ ...standIn.get(sub.id), status: 'canceled', ended_at: now() });
    await delivered(standIn.event('customer.subscription.deleted', standIn.get(sub.id)));
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'canceled',
      membership_level: 'free',
      cancel_at_period_end: false,
      billing_method: 'card',
    });
  });

  it('an old subscription ending never ends the one that replaced it', async () => {
    const client = await signedIn();
    const { customer } = await checkout(client);
    const periodEnd = now() + 30 * DAY_S;
    const old = subscriptionObject({
      customer,
      status: 'canceled',
      userId: client.userId,
      planId: proPlanId,
      periodEnd,
      endedAt: now(),
    });
    const current = subscriptionObject({
      customer,
      status: 'active',
      userId: client.userId,
      planId: elitePlanId,
      periodEnd,
    });
    await delivered(standIn.event('customer.subscription.created', current));
    await delivered(standIn.event('customer.subscription.deleted', old));
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'active',
      membership_level: 'elite',
      subscription_plan_id: elitePlanId,
      stripe_subscription_id: current.id,
    });
  });
});

describe('the webhook endpoint', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const client = await signedIn();
    const { customer } = await checkout(client);
    const sub = subscriptionObject({
      customer,
      status: 'active',
      userId: client.userId,
      planId: proPlanId,
      periodEnd: now() + 30 * DAY_S,
    });
    const event = standIn.event('customer.subscription.created', sub);
    const before = await userRow(client.userId);

    const wrongSecret = await deliver(event, 'whsec_someoneElsesSecret');
    expect(wrongSecret).toEqual({
      status: 400,
      json: { message: 'The Stripe-Signature header is missing or does not match this payload' },
    });
    expect((await deliver(event, WEBHOOK_SECRET, '')).status).toBe(400);
    expect((await deliver(event, WEBHOOK_SECRET, 't=1,v1=00')).status).toBe(400);
    expect(await userRow(client.userId)).toEqual(before);
    expect(await queryRows(server, 'select id from stripe_events where id = $1', [event.id])).toEqual([]);

    // Signed properly, the same event is stored once and applied.
    await delivered(event);
    const [stored] = await queryRows<{ type: string; processed_at: Date | null }>(
      server,
      'select type, processed_at from stripe_events where id = $1',
      [event.id],
    );
    expect(stored).toEqual({ type: 'customer.subscription.created', processed_at: expect.any(Date) });
    expect((await userRow(client.userId)).subscription_status).toBe('active');
  });

  it('applies the state Stripe has now, not the snapshot the event carries', async () => {
    const client = await signedIn();
    const { customer } = await checkout(client);
    const periodEnd = now() + 30 * DAY_S;
    const sub = subscriptionObject({
      customer,
      status: 'active',
      userId: client.userId,
      planId: proPlanId,
      periodEnd,
    });
    // The event says incomplete; by the time it arrives Stripe says active.
    await delivered(standIn.event('customer.subscription.created', { ...sub, status: 'incomplete' }));
    expect((await userRow(client.userId)).subscription_status).toBe('active');
  });
});

describe('ForgeCoin top-ups by card (create-payment-intent, verify-payment)', () => {
  it('creates a payment intent for 2999 cents by default, with a pending payment', async () => {
    const client = await signedIn();
    const res = await client.post('/api/create-payment-intent', {});
    expect(res.status).toBe(200);
    const { clientSecret, paymentIntentId, amount } = res.json as {
      clientSecret: string;
      paymentIntentId: string;
      amount: number;
    };
    expect(amount).toBe(2999);
    expect(clientSecret).toBe(standIn.get(paymentIntentId).client_secret);
    expect(standIn.requestsTo('POST', '/v1/payment_intents').at(-1)!.params).toEqual({
      amount: '2999',
      currency: 'eur',
      description: '29.99 ForgeCoins',
      metadata: { userId: client.userId, purpose: 'forgecoin_top_up' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(await paymentRows(client.userId)).toEqual([
      expect.objectContaining({
        type: 'top_up',
        status: 'pending',
        amount: '29.99',
        currency: 'eur',
        stripe_payment_intent_id: paymentIntentId,
      }),
    ]);

    const gql = await client.gql<{ createPaymentIntent: { amount: number; clientSecret: string } }>(
      'mutation { createPaymentIntent(amount: 500) { amount clientSecret paymentIntentId } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.createPaymentIntent.amount).toBe(500);
  });

  it('refuses amounts that are not whole cents between 100 and 1,000,000', async () => {
    const client = await signedIn();
    const cases: Array<[unknown, string]> = [
      [99, 'The smallest top-up is 1.00 EUR (100 cents)'],
      [1_000_001, 'The largest top-up is 10,000.00 EUR (1,000,000 cents)'],
      [10.5, 'Amount must be a whole number of cents'],
      ['2999', 'Amount must be a whole number of cents'],
    ];
    const before = standIn.requestsTo('POST', '/v1/payment_intents').length;
    for (const [amount, message] of cases)
      expect(await client.post('/api/create-payment-intent', { amount })).toMatchObject({
        status: 400,
        json: { message },
      });
    expect(standIn.requestsTo('POST', '/v1/payment_intents')).toHaveLength(before);
    expect(await paymentRows(client.userId)).toEqual([]);
  });

  it('a declined card is the user’s to fix (400, Stripe’s words); Stripe failing is a 502', async () => {
    const client = await signedIn();
    standIn.failNext(/^\/v1\/payment_intents$/, {
      status: 402,
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await client.post('/api/create-payment-intent', {})).toMatchObject({
      status: 400,
      json: { message: 'Your card was declined.' },
    });
    standIn.failNext(/^\/v1\/payment_intents$/, {
      status: 400,
      type: 'invalid_request_error',
      message: 'Amount must be no more than €999,999.99',
    });
    const refused = await client.post('/api/create-payment-intent', {});
    expect(refused).toMatchObject({
      status: 502,
      json: { message: 'The payment provider refused the request: Amount must be no more than €999,999.99' },
    });
    expect(refused.text).not.toMatch(/at .*\.ts|stack/i);
    expect(await paymentRows(client.userId)).toEqual([]);
  });

  it('verify credits the coins once, even when the webhook arrives too', async () => {
    const client = await signedIn();
    const created = (await client.post('/api/create-payment-intent', { amount: 2999 })).json as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const verify = () => client.post('/api/verify-payment', created);

    // Not paid yet: its status, no coins.
    expect(await verify()).toMatchObject({
      status: 200,
      json: { amount: 2999, id: created.paymentIntentId, status: 'requires_payment_method' },
    });
    expect(await wallet(client)).toBe('0.00');

    const { intent } = paidIntent({
      id: created.paymentIntentId,
      amount: 2999,
      metadata: { userId: client.userId, purpose: 'forgecoin_top_up' },
    });
    expect(await verify()).toEqual(
      expect.objectContaining({
        status: 200,
        json: { amount: 2999, id: created.paymentIntentId, status: 'succeeded' },
      }),
    );
    await delivered(standIn.event('payment_intent.succeeded', intent));
    expect((await verify()).status).toBe(200);
    const gql = await client.gql<{ verifyPayment: { status: string } }>(
      'mutation($id: String!, $secret: String!) { verifyPayment(paymentIntentId: $id, clientSecret: $secret) { amount id status } }',
      { id: created.paymentIntentId, secret: created.clientSecret },
    );
    expect(gql.data?.verifyPayment.status).toBe('succeeded');

    expect(await wallet(client)).toBe('29.99');
    const movements = await queryRows<{ type: string; amount: string }>(
      server,
      'select type, amount::text from forgecoin_movements where user_id = $1',
      [client.userId],
    );
    expect(movements).toEqual([{ type: 'top_up', amount: '29.99' }]);
    const [payment] = await paymentRows(client.userId);
    expect(payment).toMatchObject({ type: 'top_up', status: 'succeeded' });
    expect(emitted.succeeded.filter((e) => e.userId === client.userId)).toEqual([
      { userId: client.userId, paymentId: payment!.id, amountCents: 2999, currency: 'eur' },
    ]);
  });

  it('answers 404 for another user’s payment intent, a wrong client secret or an unknown id', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = (await owner.post('/api/create-payment-intent', {})).json as {
      clientSecret: string;
      paymentIntentId: string;
    };
    paidIntent({
      id: created.paymentIntentId,
      amount: 2999,
      metadata: { userId: owner.userId, purpose: 'forgecoin_top_up' },
    });
    const notFound = { status: 404, json: { message: 'Payment not found' } };
    expect(await other.post('/api/verify-payment', created)).toMatchObject(notFound);
    expect(
      await owner.post('/api/verify-payment', {
        ...created,
        clientSecret: `${created.paymentIntentId}_secret_wrong`,
      }),
    ).toMatchObject(notFound);
    expect(
      await owner.post('/api/verify-payment', {
        paymentIntentId: 'pi_unknown',
        clientSecret: 'pi_unknown_secret_x',
      }),
    ).toMatchObject(notFound);
    expect(await wallet(owner)).toBe('0.00');
    expect(await wallet(other)).toBe('0.00');

    const [payment] = await paymentRows(owner.userId);
    expect(await other.get(`/api/billing/payments/${payment!.id}`)).toMatchObject(notFound);
    expect((await owner.get(`/api/billing/payments/${payment!.id}`)).status).toBe(200);
  });

  it('a refund takes the coins back, at most what the wallet holds; the shortfall is recorded', async () => {
    const client = await signedIn();
    const friend = await signedIn();
    const friendEmail = (await friend.get('/api/auth/user')).json!.email as string;
    const created = (await client.post('/api/create-payment-intent', { amount: 2999 })).json as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const { intent, charge } = paidIntent({
      id: created.paymentIntentId,
      amount: 2999,
      metadata: { userId: client.userId, purpose: 'forgecoin_top_up' },
    });
    await delivered(standIn.event('payment_intent.succeeded', intent));
    expect(await wallet(client)).toBe('29.99');

    // A partial refund of 5.00: taken back in full.
    standIn.put({ ...charge!, amount_refunded: 500 });
    await delivered(standIn.event('charge.refunded', standIn.get(charge!.id)));
    expect(await wallet(client)).toBe('24.99');
    expect((await paymentRows(client.userId))[0]).toMatchObject({ status: 'partially_refunded' });

    // The user spends 20.00, then the rest (24.99) is refunded: 4.99 can be taken back.
    const sent = await client.post('/api/forgecoin/transfer', {
      email: friendEmail,
      amount: '20.00',
      idempotencyKey: `gift-${client.userId}`,
    });
    expect(sent.status).toBe(200);
    standIn.put({ ...standIn.get(charge!.id), amount_refunded: 2999, refunded: true });
    const refunded = standIn.event('charge.refunded', standIn.get(charge!.id));
    await delivered(refunded);
    await delivered({ ...refunded, id: standIn.id('evt') });
    expect(await wallet(client)).toBe('0.00');
    const [payment] = await paymentRows(client.userId);
    expect(payment).toMatchObject({
      status: 'refunded',
      metadata: expect.objectContaining({
        refundedCents: 2999,
        coinsTakenBackCents: 999,
        refundShortfallCents: 2000,
      }),
    });
    const movements = await queryRows<{ type: string; amount: string }>(
      server,
      `select type, amount::text from forgecoin_movements where user_id = $1 and type = 'refund' order by created_at`,
      [client.userId],
    );
    expect(movements).toEqual([
      { type: 'refund', amount: '5.00' },
      { type: 'refund', amount: '4.99' },
    ]);
    expect(emitted.refunded.filter((e) => e.userId === client.userId)).toEqual([
      { userId: client.userId, paymentId: payment!.id, amountCents: 500 },
      { userId: client.userId, paymentId: payment!.id, amountCents: 2499 },
    ]);
  });
});

/**
 * One account's whole card history in the stand-in, in its final state: a checkout, its
 * subscription, three invoices (the first disputed, a renewal partly refunded, a renewal that
 * failed) and a top-up partly refunded. Answers the events Stripe would have sent, in order,
 * each carrying the snapshot of its moment (some stale by now).
 */
async function cardHistory(
  client: TestClient & { userId: string },
  periodEnd: number,
): Promise<StripeObject[]> {
  const { sessionId, customer } = await checkout(client);
  const sub = subscriptionObject({
    customer,
    status: 'active',
    userId: client.userId,
    planId: proPlanId,
    periodEnd,
  });
  const session = standIn.put({ ...standIn.get(sessionId), status: 'complete', subscription: sub.id });
  const base = { customer, subscription: sub.id, userId: client.userId, planId: proPlanId, amount: 2999 };
  const first = paidIntent({ amount: 2999, disputed: true });
  const firstInvoice = invoiceObject({
    ...base,
    reason: 'subscription_create',
    status: 'paid',
    paymentIntent: first.intent.id,
    periodEnd: periodEnd - 60 * DAY_S,
  });
  const second = paidIntent({ amount: 2999, refunded: 500 });
  const secondInvoice = invoiceObject({
    ...base,
    reason: 'subscription_cycle',
    status: 'paid',
    paymentIntent: second.intent.id,
    periodEnd: periodEnd - 30 * DAY_S,
  });
  const declined = paidIntent({ amount: 2999, failed: true });
  const failedInvoice = invoiceObject({
    ...base,
    reason: 'subscription_cycle',
    status: 'open',
    paymentIntent: declined.intent.id,
    periodEnd,
  });
  const created = (await client.post('/api/create-payment-intent', { amount: 2999 })).json as {
    paymentIntentId: string;
  };
  const topUp = paidIntent({
    id: created.paymentIntentId,
    amount: 2999,
    refunded: 1000,
    metadata: { userId: client.userId, purpose: 'forgecoin_top_up' },
  });
  const dispute = {
    id: standIn.id('dp'),
    object: 'dispute',
    charge: first.charge!.id,
    status: 'needs_response',
  };
  return [
    standIn.event('checkout.session.completed', session),
    standIn.event('customer.subscription.created', { ...sub, status: 'incomplete' }),
    standIn.event('customer.subscription.updated', sub),
    standIn.event('invoice.paid', firstInvoice),
    standIn.event('invoice.paid', secondInvoice),
    standIn.event('invoice.payment_failed', failedInvoice),
    standIn.event('payment_intent.succeeded', { ...topUp.intent, latest_charge: null }),
    standIn.event('charge.refunded', topUp.charge!),
    standIn.event('charge.refunded', second.charge!),
    standIn.event('charge.dispute.created', dispute),
  ];
}

/** What an account ended with, without the ids that differ between accounts. */
async function outcome(client: TestClient & { userId: string }) {
  const user = await userRow(client.userId);
  const payments = await paymentRows(client.userId);
  return {
    user: {
      ...user,
      stripe_customer_id: Boolean(user.stripe_customer_id),
      stripe_subscription_id: Boolean(user.stripe_subscription_id),
    },
    payments: payments.map((p) => ({
      type: p.type,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      refundedCents: p.metadata?.refundedCents ?? 0,
    })),
    wallet: await wallet(client),
    announced: {
      succeeded: emitted.succeeded.filter((e) => e.userId === client.userId).length,
      refunded: emitted.refunded
        .filter((e) => e.userId === client.userId)
        .map((e) => e.amountCents)
        .sort((a, b) => a - b),
    },
  };
}

describe('order independence', () => {
  it('every event replayed three times in random order ends where one delivery in order does', async () => {
    const periodEnd = now() + 30 * DAY_S;
    const inOrder = await signedIn();
    for (const event of await cardHistory(inOrder, periodEnd)) await delivered(event);
    const expected = await outcome(inOrder);
    expect(expected).toEqual({
      user: {
        subscription_status: 'active',
        membership_level: 'pro',
        billing_method: 'card',
        cancel_at_period_end: false,
        subscription_plan_id: proPlanId,
        subscription_end_date: new Date(periodEnd * 1000),
        stripe_customer_id: true,
        stripe_subscription_id: true,
      },
      payments: [
        { type: 'renewal', status: 'failed', amount: '29.99', currency: 'eur', refundedCents: 0 },
        {
          type: 'renewal',
          status: 'partially_refunded',
          amount: '29.99',
          currency: 'eur',
          refundedCents: 500,
        },
        { type: 'subscription', status: 'disputed', amount: '29.99', currency: 'eur', refundedCents: 0 },
        {
          type: 'top_up',
          status: 'partially_refunded',
          amount: '29.99',
          currency: 'eur',
          refundedCents: 1000,
        },
      ],
      wallet: '19.99',
      announced: { succeeded: 3, refunded: [500, 1000] },
    });

    for (const seed of [1, 2, 3]) {
      const random = mulberry32(seed);
      const shuffledAccount = await signedIn();
      const events = await cardHistory(shuffledAccount, periodEnd);
      const deliveries = [...events, ...events, ...events]
        .map((event) => ({ event, order: random() }))
        .sort((a, b) => a.order - b.order);
      for (const { event } of deliveries) await delivered(event);
      expect(await outcome(shuffledAccount)).toEqual(expected);
    }
  });
});

describe('deleting an account that pays by card', () => {
  const DELETE_ACCOUNT = 'mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) }';
  const deleteAccount = (client: TestClient) =>
    client.gql<{ deleteAccount: boolean }>(DELETE_ACCOUNT, {
      input: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
    });
  const accountExists = async (userId: string) =>
    (await queryRows(server, 'select id from users where id = $1', [userId])).length === 1;

  /** A signed-in user whose card subscription is active (through checkout and its webhook). */
  async function paying() {
    const client = await signedIn();
    const { sessionId, customer } = await checkout(client);
    const sub = subscriptionObject({
      customer,
      status: 'active',
      userId: client.userId,
      planId: proPlanId,
      periodEnd: now() + 30 * DAY_S,
    });
    const session = standIn.put({ ...standIn.get(sessionId), status: 'complete', subscription: sub.id });
    await delivered(standIn.event('checkout.session.completed', session));
    expect(await userRow(client.userId)).toMatchObject({ stripe_subscription_id: sub.id });
    return { client, customer, subscriptionId: sub.id };
  }

  it('cancels the subscription at Stripe at once and deletes the customer before deleting the account', async () => {
    const { client, customer, subscriptionId } = await paying();
    const requestsBefore = standIn.requests.length;

    const deleted = await deleteAccount(client);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteAccount).toBe(true);

    // Cancelled now (not at the period's end), then the customer deleted: in that order, once each.
    const calls = standIn.requests.slice(requestsBefore).filter((r) => r.method === 'DELETE');
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: `/v1/subscriptions/${subscriptionId}`,
        params: { cancellation_details: { comment: 'FunnelForge account deleted' } },
      },
      { method: 'DELETE', path: `/v1/customers/${customer}`, params: {} },
    ]);
    expect(standIn.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(standIn.get(customer)).toMatchObject({ deleted: true });
    expect(await accountExists(client.userId)).toBe(false);

    // Stripe's event about the cancellation then names no account here: received, nothing to do.
    await delivered(standIn.event('customer.subscription.deleted', standIn.get(subscriptionId)));
  });

  it('stops with a clear message and deletes nothing when Stripe refuses; a retry finishes the job', async () => {
    const { client, customer, subscriptionId } = await paying();
    standIn.failNext(/^\/v1\/subscriptions\//, {
      status: 400,
      type: 'invalid_request_error',
      message: 'This subscription cannot be canceled right now',
    });
    const refused = await deleteAccount(client);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Your account was not deleted: Stripe could not cancel your card subscription (The payment provider refused the request: This subscription cannot be canceled right now). Nothing was removed; please try again in a few minutes.',
      extensions: { code: 'BAD_GATEWAY' },
    });
    // Everything stays: the account, its session, its subscription here and at Stripe.
    expect(await accountExists(client.userId)).toBe(true);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await userRow(client.userId)).toMatchObject({
      subscription_status: 'active',
      stripe_subscription_id: subscriptionId,
      stripe_customer_id: customer,
    });
    expect(standIn.get(subscriptionId)).toMatchObject({ status: 'active' });
    expect(standIn.requestsTo('DELETE', `/v1/customers/${customer}`)).toEqual([]);

    // The subscription is cancelled but the customer cannot be deleted: still nothing removed here.
    standIn.failNext(/^\/v1\/customers\//, {
      status: 400,
      type: 'invalid_request_error',
      message: 'This customer cannot be deleted right now',
    });
    const halfway = await deleteAccount(client);
    expect(halfway.errors?.[0]?.message).toBe(
      'Your account was not deleted: Stripe could not remove your saved payment details (The payment provider refused the request: This customer cannot be deleted right now). Nothing was removed; please try again in a few minutes.',
    );
    expect(standIn.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await accountExists(client.userId)).toBe(true);

    // Trying again: the subscription Stripe no longer has counts as cancelled; the customer goes, then the account.
    const retried = await deleteAccount(client);
    expect(retried.errors).toBeUndefined();
    expect(standIn.requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(3);
    expect(standIn.get(customer)).toMatchObject({ deleted: true });
    expect(await accountExists(client.userId)).toBe(false);
  });
});
