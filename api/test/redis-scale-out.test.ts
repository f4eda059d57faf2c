/**
 * Scale-out (ARCHITECTURE.md): several api processes share one PostgreSQL, and REDIS_URL makes
 * the GraphQL PubSub and the sign-in rate limits span all of them. Two app servers on one
 * database, with and without a private redis-server, show what REDIS_URL changes.
 */
import type { Client } from 'graphql-ws';
import type Redis from 'ioredis';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../src/shared/auth/rate-limits';
import { ensureRedisServerInstalled, startRedisServer, type RedisServer } from './support/redis-server';
import { recordSubscription, type SubscriptionRecorder } from './support/subscription-recorder';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { createTestDatabase } from './support/test-database';
import { startTestServer, type TestServer } from './support/test-server';

type MeUpdated = { meUpdated: { id: string; email: string; firstName: string | null } };

const ME_UPDATED = 'subscription { meUpdated { id email firstName } }';
const UPDATE_PROFILE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { id firstName } }';
const WRONG_PASSWORD = 'Not-The-Right-Passphrase-99';
const RATE_LIMITS: RateLimitRules = {
  ...DEFAULT_RATE_LIMITS,
  signInFailures: {
    failuresBeforeDelay: 3,
    firstDelaySeconds: 60,
    maxDelaySeconds: 3600,
    windowSeconds: 3600,
  },
};
/** How long an event that should not arrive is given to arrive anyway. */
const SILENCE_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const openClients: Client[] = [];
/** A graphql-ws client for `c` against its own server, disposed after each test. */
function wsFor(c: TestClient): Client {
  const ws = c.ws();
  openClients.push(ws);
  return ws;
}

/** The same browser session (cookie) talking to another app server. */
function sameSessionOn(server: TestServer, c: TestClient): TestClient {
  const other = new TestClient(server.url);
  other.cookie = c.cookie;
  return other;
}

/**
 * graphql-ws does not acknowledge a subscription, so changes the profile through `via` until
 * `sub` has delivered one event: from then on it is certainly listening. Clears what it got.
 */
async function untilListening(
  via: TestClient,
  sub: SubscriptionRecorder<MeUpdated>,
  firstName: string,
): Promise<void> {
  for (let attempt = 0; attempt < 50 && sub.results.length === 0; attempt += 1) {
    const res = await via.gql(UPDATE_PROFILE, { input: { firstName } });
    expect(res.errors).toBeUndefined();
    await sub.until(() => sub.results.length > 0, 'a warm-up event', 200).catch(() => undefined);
  }
  expect(sub.results.length).toBeGreaterThan(0);
  expect(sub.error).toBeUndefined();
  sub.results.length = 0;
}

const signIn = (c: TestClient, email: string, password: string) =>
  c.post('/api/auth/login', { email, password });

/** Two app servers, as two replicas behind a load balancer, on one new database. */
async function startPair(
  env: Record<string, string>,
): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const db = await createTestDatabase();
  const started: TestServer[] = [];
  const close = async () => {
    await Promise.allSettled(started.map((s) => s.close()));
    await db.drop();
  };
  try {
    for (let i = 0; i < 2; i += 1) {
      started.push(await startTestServer({ ...env, DATABASE_URL: db.url }, { rateLimits: RATE_LIMITS }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = started as [TestServer, TestServer];
  return { a, b, close };
}

afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.dispose()));
});

describe('two app servers with REDIS_URL', () => {
  let redis: RedisServer | undefined;
  let redisClient: Redis | undefined;
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;

  // A fresh machine or CI has no redis-server: install the Debian package once (as root).
  beforeAll(() => {
    const installMs = ensureRedisServerInstalled();
    if (installMs > 0) console.info(`redis-server installed with apt-get in ${installMs} ms`);
  }, 600_000);

  beforeAll(async () => {
    redis = await startRedisServer();
    redisClient = redis.client();
    pair = await startPair({ REDIS_URL: redis.url });
  }, 60_000);

  afterAll(async () => {
    await pair?.close();
    await redisClient?.quit();
    await redis?.stop();
  });

  const servers = () => {
    if (!pair) throw new Error('the app servers did not start');
    return pair;
  };

  it("delivers an event published on B to a subscription on A, and only to that user's", async () => {
    const { a, b } = servers();
    const aliceOnA = new TestClient(a.url);
    const alice = await aliceOnA.signUp(uniqueEmail('alice'));
    const bobOnA = new TestClient(a.url);
    await bobOnA.signUp(uniqueEmail('bob'));

    // Sessions live in PostgreSQL: the cookie A set signs Alice in on B too.
    const aliceOnB = sameSessionOn(b, aliceOnA);
    const me = await aliceOnB.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: alice.id, email: alice.email });

    const aliceSub = recordSubscription<MeUpdated>(wsFor(aliceOnA), ME_UPDATED);
    const bobSub = recordSubscription<MeUpdated>(wsFor(bobOnA), ME_UPDATED);
    await untilListening(aliceOnA, aliceSub, 'WarmAlice');
    await untilListening(bobOnA, bobSub, 'WarmBob');

    // Published by B, whose own process has no subscriber for it.
    const res = await aliceOnB.gql(UPDATE_PROFILE, { input: { firstName: 'Grace' } });
    expect(res).toEqual({ data: { updateProfile: { id: alice.id, firstName: 'Grace' } } });

    await aliceSub.until(() => aliceSub.results.length > 0, "Alice's event from B");
    expect(aliceSub.results[0]).toEqual({
      data: { meUpdated: { id: alice.id, email: alice.email, firstName: 'Grace' } },
    });

    // Give a misrouted event time to arrive, then check Bob saw nothing of Alice's.
    await sleep(SILENCE_MS);
    expect(bobSub.results).toEqual([]);
    expect(aliceSub.results).toHaveLength(1);
    expect(aliceSub.error).toBeUndefined();
    expect(bobSub.error).toBeUndefined();
  });

  it('counts sign-in failures for one email and address across both servers', async () => {
    const { a, b } = servers();
    const email = uniqueEmail('limited');
    await new TestClient(a.url).signUp(email);
    const onA = new TestClient(a.url);
    const onB = new TestClient(b.url);

    expect((await signIn(onA, email, WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(onA, email, WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(onB, email, WRONG_PASSWORD)).status).toBe(401);

    // The fourth attempt (B has seen only one) is over the limit of 3, even with the right password.
    const limited = await signIn(onB, email, STRONG_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(onB.cookie).toBeNull();

    // The count is kept in this Redis, not in either process.
    const keys = (await redisClient?.keys('ff:rl:signin-ip-email-*')) ?? [];
    expect(keys.some((key) => key.includes(email))).toBe(true);
    expect((await signIn(onA, email, STRONG_PASSWORD)).status).toBe(429);
  });

  it('ends a session on both servers at once when it signs out on one', async () => {
    const { a, b } = servers();
    const onA = new TestClient(a.url);
    await onA.signUp(uniqueEmail('two.tabs'));
    const onB = sameSessionOn(b, onA);
    // B has just read (and cached) the session.
    expect((await onB.get('/api/auth/user')).status).toBe(200);
    expect((await onA.post('/api/auth/logout', {})).status).toBeLessThan(400);
    await sleep(100);
    expect((await onB.get('/api/auth/user')).status).toBe(401);
  });
});

describe('two app servers without REDIS_URL (control)', () => {
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;

  beforeAll(async () => {
    pair = await startPair({});
  }, 60_000);

  afterAll(async () => {
    await pair?.close();
  });

  const servers = () => {
    if (!pair) throw new Error('the app servers did not start');
    return pair;
  };

  it('does not deliver an event published on B to a subscription on A', async () => {
    const { a, b } = servers();
    const aliceOnA = new TestClient(a.url);
    const alice = await aliceOnA.signUp(uniqueEmail('alice'));
    const aliceOnB = sameSessionOn(b, aliceOnA);

    const subOnA = recordSubscription<MeUpdated>(wsFor(aliceOnA), ME_UPDATED);
    const subOnB = recordSubscription<MeUpdated>(wsFor(aliceOnB), ME_UPDATED);
    await untilListening(aliceOnA, subOnA, 'WarmA');
    await untilListening(aliceOnB, subOnB, 'WarmB');

    const res = await aliceOnB.gql(UPDATE_PROFILE, { input: { firstName: 'Grace' } });
    expect(res).toEqual({ data: { updateProfile: { id: alice.id, firstName: 'Grace' } } });

    // B published it: its own subscriber gets it...
    await subOnB.until(() => subOnB.results.length > 0, "the event on B's own subscription");
    expect(subOnB.results[0]).toEqual({
      data: { meUpdated: { id: alice.id, email: alice.email, firstName: 'Grace' } },
    });
    // ...but without Redis it never leaves B's process.
    await sleep(SILENCE_MS);
    expect(subOnA.results).toEqual([]);
    expect(subOnA.error).toBeUndefined();
  });

  it('counts sign-in attempts per server', async () => {
    const { a, b } = servers();
    const email = uniqueEmail('unshared');
    await new TestClient(a.url).signUp(email);
    const onA = new TestClient(a.url);
    const onB = new TestClient(b.url);

    expect((await signIn(onA, email, WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(onA, email, WRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(onB, email, WRONG_PASSWORD)).status).toBe(401);
    // B alone has seen two attempts: under its limit of 3, so the right password signs in.
    expect((await signIn(onB, email, STRONG_PASSWORD)).status).toBe(200);
  });
});
