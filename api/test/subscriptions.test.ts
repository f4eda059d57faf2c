import type { IncomingMessage } from 'node:http';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_READ_CACHE_MS } from '../src/shared/auth/session';
import { queryRows } from './support/funnels';
import { recordSubscription, type SubscriptionRecorder } from './support/subscription-recorder';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const openClients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.dispose()));
});
afterAll(() => server.close());

type MeUpdated = { meUpdated: { id: string; email: string; firstName: string | null } };

const ME_UPDATED = 'subscription { meUpdated { id email firstName } }';
const UPDATE_PROFILE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { id firstName } }';

/** A graphql-ws client for this browser-like client, disposed after each test. */
function wsFor(c: TestClient, origin?: string): Client {
  const ws = c.ws(origin);
  openClients.push(ws);
  return ws;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * graphql-ws does not acknowledge a subscription, so changes the profile until the
 * subscription has delivered one event: from then on it is certainly listening.
 */
async function untilListening(
  c: TestClient,
  sub: SubscriptionRecorder<MeUpdated>,
  firstName: string,
): Promise<void> {
  for (let attempt = 0; attempt < 50 && sub.results.length === 0; attempt += 1) {
    const res = await c.gql(UPDATE_PROFILE, { input: { firstName } });
    expect(res.errors).toBeUndefined();
    await sub.until(() => sub.results.length > 0, 'a warm-up event', 200).catch(() => undefined);
  }
  expect(sub.results.length).toBeGreaterThan(0);
}

function closeCodeOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
    ? error.code
    : null;
}

/** Opens a raw WebSocket upgrade and answers the HTTP status the server refused it with (null if accepted). */
function upgradeStatus(headers: Record<string, string>): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers,
    });
    socket.on('unexpected-response', (req, res: IncomingMessage) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
      res.resume();
    });
    socket.on('open', () => {
      resolve(null);
      socket.close();
    });
    // After an unexpected response the socket also reports the aborted handshake: already settled then.
    socket.on('error', reject);
  });
}

describe('meUpdated over graphql-ws', () => {
  it("delivers a user's own change to their subscription and never to another user's", async () => {
    const alice = new TestClient(server.url);
    const aliceUser = await alice.signUp();
    const bob = new TestClient(server.url);
    const bobUser = await bob.signUp();

    const aliceSub = recordSubscription<MeUpdated>(wsFor(alice), ME_UPDATED);
    const bobSub = recordSubscription<MeUpdated>(wsFor(bob), ME_UPDATED);
    await untilListening(alice, aliceSub, 'WarmAlice');
    await untilListening(bob, bobSub, 'WarmBob');
    aliceSub.results.length = 0;
    bobSub.results.length = 0;

    const res = await alice.gql(UPDATE_PROFILE, { input: { firstName: 'Ada' } });
    expect(res.errors).toBeUndefined();

    await aliceSub.until(
      () => aliceSub.results.some((r) => r.data?.meUpdated.firstName === 'Ada'),
      "Alice's event",
    );
    const event = aliceSub.results.find((r) => r.data?.meUpdated.firstName === 'Ada');
    expect(event).toEqual({
      data: { meUpdated: { id: aliceUser.id, email: aliceUser.email, firstName: 'Ada' } },
    });

    // Give a misrouted event time to arrive, then check Bob saw nothing of Alice's.
    await sleep(300);
    expect(bobSub.results.filter((r) => r.data?.meUpdated.id !== bobUser.id)).toEqual([]);
    expect(bobSub.results.some((r) => r.data?.meUpdated.firstName === 'Ada')).toBe(false);
    expect(aliceSub.error).toBeUndefined();
    expect(bobSub.error).toBeUndefined();
  });

  it('answers a subscription over the alias limit with a validation error and keeps the connection', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const ws = wsFor(c);
    let closed = false;
    ws.on('closed', () => {
      closed = true;
    });

    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: id`).join(' ');
    const tooMany = recordSubscription<MeUpdated>(ws, `subscription { meUpdated { ${aliases} } }`);
    await tooMany.settled();
    // Not a closed connection (4500 Internal server error), but GraphQL errors for this operation.
    expect(closeCodeOf(tooMany.error)).toBeNull();
    expect(tooMany.error).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/Aliases limit of 15 exceeded, found 16/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);

    // The same connection still serves a valid subscription.
    const ok = recordSubscription<MeUpdated>(ws, ME_UPDATED);
    await untilListening(c, ok, 'StillOpen');
    expect(closed).toBe(false);
  });

  it('answers an unknown field with a validation error, without details of the server', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const sub = recordSubscription<MeUpdated>(wsFor(c), 'subscription { meUpdated { passwordHash } }');
    await sub.settled();
    expect(sub.error).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/passwordHash/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
  });
});

describe('graphql-ws authentication', () => {
  it('refuses a connection without a session cookie with close code 4403', async () => {
    const anonymous = new TestClient(server.url);
    const sub = recordSubscription<MeUpdated>(wsFor(anonymous), ME_UPDATED);
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4403);
    expect(sub.results).toEqual([]);
  });

  it('refuses a connection whose cookie names no session', async () => {
    const forged = new TestClient(server.url);
    forged.cookie = 'ff.sid=s%3Anot-a-session.bad-signature';
    const sub = recordSubscription<MeUpdated>(wsFor(forged), ME_UPDATED);
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4403);
  });

  it('refuses a connection after the session was signed out', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const cookie = c.cookie;
    await c.post('/api/auth/logout', {});
    const stale = new TestClient(server.url);
    stale.cookie = cookie;
    const sub = recordSubscription<MeUpdated>(wsFor(stale), ME_UPDATED);
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4403);
  });

  it('refuses the upgrade from a foreign Origin with HTTP 403, even with a valid cookie', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const cookie = c.cookie ?? '';
    expect(await upgradeStatus({ origin: 'https://evil.example', cookie })).toBe(403);
    expect(await upgradeStatus({ cookie })).toBe(403);
    // The same request from this site's own origin is accepted.
    expect(await upgradeStatus({ origin: server.url, cookie })).toBeNull();

    const sub = recordSubscription<MeUpdated>(wsFor(c, 'https://evil.example'), ME_UPDATED);
    await sub.settled();
    expect(sub.error).toBeDefined();
    expect(sub.results).toEqual([]);
  });
});

describe('a socket lives no longer than its session', () => {
  /** The session id inside a TestClient's signed cookie (`ff.sid=s%3A<sid>.<signature>`). */
  const sidOf = (c: TestClient) => {
    const value = decodeURIComponent((c.cookie ?? '').slice('ff.sid='.length));
    return value.slice(2, value.lastIndexOf('.'));
  };

  /** A signed-in browser with an open meUpdated subscription that is certainly listening. */
  async function listening(c: TestClient) {
    const ws = wsFor(c);
    const sub = recordSubscription<MeUpdated>(ws, ME_UPDATED);
    await untilListening(c, sub, 'Listening');
    return { ws, sub };
  }

  it('closes the socket as unauthorized (4401) when its session signs out, and ends its subscription', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const cookie = c.cookie;
    const { sub } = await listening(c);

    expect((await c.post('/api/auth/logout', {})).status).toBeLessThan(300);
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4401);

    // The same cookie cannot open another socket either.
    const stale = new TestClient(server.url);
    stale.cookie = cookie;
    const again = recordSubscription<MeUpdated>(wsFor(stale), ME_UPDATED);
    await again.settled();
    expect(closeCodeOf(again.error)).toBe(4403);
  });

  it("closes another browser's socket when a password change signs that session out, and keeps the changer's", async () => {
    const email = uniqueEmail('sockets');
    const changer = new TestClient(server.url);
    await changer.signUp(email);
    const other = new TestClient(server.url);
    expect((await other.post('/api/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(200);
    const otherSocket = await listening(other);
    const changerSocket = await listening(changer);

    const changed = await changer.patch('/api/users/profile', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another-Strong-Passphrase-77',
    });
    expect(changed.status).toBe(200);
    await otherSocket.sub.settled();
    expect(closeCodeOf(otherSocket.sub.error)).toBe(4401);

    // The session that changed the password keeps its socket and its events.
    changerSocket.sub.results.length = 0;
    await untilListening(changer, changerSocket.sub, 'StillHere');
    expect(changerSocket.sub.error).toBeUndefined();
  });

  it('closes the socket when the account is deleted', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const { sub } = await listening(c);
    const deleted = await c.gql('mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) }', {
      input: { password: STRONG_PASSWORD, confirmation: 'DELETE' },
    });
    expect(deleted.errors).toBeUndefined();
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4401);
  });

  it('refuses a later operation on a socket whose session ended unannounced (expired), and closes it', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    const { ws, sub } = await listening(c);
    // Expired in the store without any event (as if the notice was lost): only a re-read sees it.
    await queryRows(server, `update sessions set expire = now() - interval '1 minute' where sid = $1`, [
      sidOf(c),
    ]);
    await sleep(SESSION_READ_CACHE_MS + 100); // past this process's session read cache

    const later = recordSubscription<MeUpdated>(ws, ME_UPDATED);
    await later.settled();
    expect(later.results).toEqual([]);
    const refused = later.error;
    // Either the operation's own refusal or the close that follows it; never a result.
    if (closeCodeOf(refused) === null)
      expect(refused).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    else expect(closeCodeOf(refused)).toBe(4401);
    await sub.settled();
    expect(closeCodeOf(sub.error)).toBe(4401);
  });
});
