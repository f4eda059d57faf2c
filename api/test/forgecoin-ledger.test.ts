import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { queryRows } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return Object.assign(client, { userId: user.id, email: user.email });
}

let keys = 0;
const key = (label: string) => `${label}-${Date.now()}-${(keys += 1)}`;

const grant = (userId: string, cents: number) =>
  server.services.coins.credit({
    userId,
    type: 'grant',
    idempotencyKey: key('grant'),
    cents,
    description: 'test grant',
    counterAccount: 'grants',
  });

/** What the ledger itself says: every movement sums to zero, and the wallet equals its wallet legs. */
async function ledgerOf(userId: string) {
  const [row] = await queryRows<{ wallet: string; legs: string; unbalanced: string; version: number }>(
    server,
    `select (select balance::text from forgecoin_wallets where user_id = $1) as wallet,
            (select coalesce(sum(amount), 0)::text from forgecoin_transactions where user_id = $1 and account = 'wallet') as legs,
            (select count(*)::text from (select movement_id from forgecoin_transactions group by movement_id having sum(amount) <> 0) u) as unbalanced,
            (select version from forgecoin_wallets where user_id = $1) as version`,
    [userId],
  );
  return row!;
}

describe('spending (the wallet is locked, never below zero)', () => {
  it('200 concurrent spends of 10 FC on a 1,000 FC wallet: exactly 100 succeed and the balance is 0', async () => {
    const user = await signedIn();
    await grant(user.userId, 1_000_00);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        server.services.coins.spend({
          userId: user.userId,
          type: 'subscription',
          idempotencyKey: `spend-${i}`,
          cents: 10_00,
          description: 'concurrent spend',
          counterAccount: 'platform',
        }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(succeeded).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const failure of refused)
      expect((failure.reason as Error).message).toBe(
        'You need 10.00 FC but only have 0.00 FC. Please top up your Forgecoin balance.',
      );
    const ledger = await ledgerOf(user.userId);
    expect(ledger).toMatchObject({ wallet: '0.00', legs: '0.00', unbalanced: '0', version: 101 });
    expect((await user.get('/api/forgecoin/balance')).json).toMatchObject({
      balance: '0.00',
      userId: user.userId,
    });
  });

  it('the same idempotency key twice moves coins once; the key for another amount is refused', async () => {
    const user = await signedIn();
    await grant(user.userId, 50_00);
    const spend = (cents: number) =>
      server.services.coins.spend({
        userId: user.userId,
        type: 'subscription',
        idempotencyKey: 'same-key-0001',
        cents,
        description: 'once',
        counterAccount: 'platform',
      });
    const [first, second] = await Promise.all([spend(20_00), spend(20_00)]);
    expect(first.movementId).toBe(second.movementId);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect((await ledgerOf(user.userId)).wallet).toBe('30.00');
    await expect(spend(5_00)).rejects.toThrow(
      'This idempotency key was already used for a different ForgeCoin operation',
    );
    expect((await ledgerOf(user.userId)).wallet).toBe('30.00');
  });

  it('refuses to rewrite history: a ledger row cannot be updated', async () => {
    const user = await signedIn();
    await grant(user.userId, 5_00);
    await expect(
      queryRows(server, `update forgecoin_transactions set amount = 500 where user_id = $1`, [user.userId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      queryRows(server, `update forgecoin_wallets set balance = -1 where user_id = $1`, [user.userId]),
    ).rejects.toThrow(/forgecoin_wallets_balance_non_negative/);
  });
});

describe('transfers (POST /api/forgecoin/transfer, transferForgecoins)', () => {
  it('moves coins between two accounts by email, conserves the total, and happens once per key', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await grant(alice.userId, 100_00);
    const body = {
      email: bob.email.toUpperCase(),
      amount: '12.50',
      note: 'for the webinar',
      idempotencyKey: key('t'),
    };
    const sent = await alice.post('/api/forgecoin/transfer', body);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ replayed: false, balance: '87.50' });
    const again = await alice.post('/api/forgecoin/transfer', body);
    expect(again.json).toMatchObject({
      replayed: true,
      movementId: (sent.json as { movementId: string }).movementId,
    });

    expect((await bob.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '12.50' });
    expect((await alice.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '87.50' });
    const [total] = await queryRows<{ sum: string }>(
      server,
      `select sum(balance)::text as sum from forgecoin_wallets where user_id = any($1::uuid[])`,
      [[alice.userId, bob.userId]],
    );
    expect(total?.sum).toBe('100.00');

    const history = await bob.get('/api/forgecoin/transactions');
    expect(history.json).toEqual([
      expect.objectContaining({
        type: 'transfer',
        amount: '12.50',
        counterparty: alice.email,
        description: 'Transfer — for the webinar',
      }),
    ]);
    const gql = await alice.gql<{
      forgecoinHistory: { items: Array<{ type: string; amount: string; counterparty: string }> };
    }>('{ forgecoinHistory(limit: 1) { items { type amount counterparty } hasMore } }');
    expect(gql.data?.forgecoinHistory.items).toEqual([
      { type: 'transfer', amount: '-12.50', counterparty: bob.email },
    ]);
  });

  it('concurrent transfers both ways conserve the total and never deadlock', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await grant(a.userId, 100_00);
    await grant(b.userId, 100_00);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? a : b).post('/api/forgecoin/transfer', {
          email: (i % 2 === 0 ? b : a).email,
          amount: String(1 + (i % 7)),
          idempotencyKey: `both-ways-${i}-${a.userId}`,
        }),
      ),
    );
    const [total] = await queryRows<{ sum: string }>(
      server,
      `select sum(balance)::text as sum from forgecoin_wallets where user_id = any($1::uuid[])`,
      [[a.userId, b.userId]],
    );
    expect(total?.sum).toBe('200.00');
    expect((await ledgerOf(a.userId)).unbalanced).toBe('0');
    expect((await ledgerOf(a.userId)).wallet).toBe((await ledgerOf(a.userId)).legs);
  });

  it("deleting the sender's account keeps the recipient's coins and their ledger legs", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await grant(alice.userId, 30_00);
    await alice.post('/api/forgecoin/transfer', {
      email: bob.email,
      amount: '10',
      idempotencyKey: key('gone'),
    });
    await queryRows(server, 'delete from users where id = $1', [alice.userId]);
    expect(await ledgerOf(bob.userId)).toMatchObject({ wallet: '10.00', legs: '10.00' });
    expect((await bob.get('/api/forgecoin/transactions')).json).toEqual([
      expect.objectContaining({ type: 'transfer', amount: '10.00', counterparty: alice.email }),
    ]);
  });

  it('answers clear errors and moves nothing for bad input', async () => {
    const alice = await signedIn();
    await grant(alice.userId, 5_00);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { email: 'nobody@example.com', amount: '1', idempotencyKey: key('x') },
        404,
        'No FunnelForge account has this email address',
      ],
      [
        { email: alice.email, amount: '1', idempotencyKey: key('x') },
        400,
        'You cannot send ForgeCoins to yourself',
      ],
      [
        { email: 'x@example.com', amount: '1.005', idempotencyKey: key('x') },
        400,
        'Amount must be a positive amount with at most two decimals',
      ],
      [
        { email: 'x@example.com', amount: '-3', idempotencyKey: key('x') },
        400,
        'Amount must be a positive amount with at most two decimals',
      ],
      [{ email: 'x@example.com', amount: '1' }, 400, 'An idempotency key is required'],
    ];
    for (const [body, status, message] of cases) {
      const res = await alice.post('/api/forgecoin/transfer', body);
      expect({ status: res.status, message: (res.json as { message: string }).message }).toEqual({
        status,
        message,
      });
    }
    const bob = await signedIn();
    const short = await alice.post('/api/forgecoin/transfer', {
      email: bob.email,
      amount: '6',
      idempotencyKey: key('x'),
    });
    expect(short.status).toBe(400);
    expect((short.json as { message: string }).message).toBe(
      'You need 6.00 FC but only have 5.00 FC. Please top up your Forgecoin balance.',
    );
    expect((await ledgerOf(alice.userId)).wallet).toBe('5.00');
    expect((await new TestClient(server.url).post('/api/forgecoin/transfer', {})).status).toBe(401);
  });
});

describe('the operator command (npm run coins:credit)', () => {
  const run = (args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', path.join(__dirname, '../src/credit-coins.ts'), ...args],
      {
        cwd: path.join(__dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: server.config.databaseUrl ?? '',
          DATA_DIR: server.config.dataDir,
          PLANS_FILE: server.config.plansFile ?? '',
          SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
          EMAIL_ENCRYPTION_KEY: '5e'.repeat(32),
          WORKERS: 'off',
          LOG_LEVEL: 'silent',
        },
      },
    );

  it('credits an account by email once per key, and says so', async () => {
    const user = await signedIn();
    const args = [
      '--email',
      user.email,
      '--amount',
      '250',
      '--key',
      `op-${user.userId}`,
      '--note',
      'Launch bonus',
    ];
    expect((await run(args)).stdout).toContain(`Credited 250 FC to ${user.email}. Balance: 250.00 FC.`);
    expect((await run(args)).stdout).toContain('Nothing moved');
    expect((await user.get('/api/forgecoin/balance')).json).toMatchObject({ balance: '250.00' });
    await expect(
      run(['--email', 'missing@example.com', '--amount', '1', '--key', 'op-missing-1']),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('No FunnelForge account has this email address'),
    });
  }, 120_000);
});

describe('card payments on a server without Stripe settings', () => {
  const NOT_CONFIGURED = 'Card payment is not configured on this server. Pay with Forgecoins instead.';

  it('every card path says so, the webhook too, and no payment is recorded', async () => {
    const user = await signedIn();
    const plans = (await user.get('/api/subscription/plans')).json as unknown as Array<{
      id: string;
      name: string;
    }>;
    const pro = plans.find((p) => p.name === 'Pro')!;

    expect((await user.get('/api/billing/config')).json).toEqual({
      cardPayments: false,
      publishableKey: null,
    });
    for (const [path, body] of [
      ['/api/subscription/create-checkout-session', { planId: pro.id }],
      ['/api/create-payment-intent', {}],
      ['/api/verify-payment', { paymentIntentId: 'pi_x', clientSecret: 'pi_x_secret_y' }],
    ] as const)
      expect(await user.post(path, body)).toMatchObject({ status: 400, json: { message: NOT_CONFIGURED } });
    const gql = await user.gql('mutation { createPaymentIntent { clientSecret } }');
    expect(gql.errors?.[0]?.message).toBe(NOT_CONFIGURED);

    const webhook = await fetch(`${server.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(webhook.status).toBe(404);
    expect(await webhook.json()).toEqual({
      message: 'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set)',
    });
    expect(await queryRows(server, 'select id from payments where user_id = $1', [user.userId])).toEqual([]);
  });
});
