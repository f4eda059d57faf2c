import { PRUNE_SESSIONS_JOB } from '../src/modules/accounts/accounts.jobs';
import { withPg } from './support/db';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Inserts session rows with the given expiry (timestamp without time zone, as connect-pg-simple writes). */
async function insertSessions(server: TestServer, rows: Record<string, string>): Promise<void> {
  await withPg(server.config.databaseUrl, async (pg) => {
    for (const [sid, expire] of Object.entries(rows)) {
      await pg.query('insert into sessions (sid, sess, expire) values ($1, $2, $3::timestamp)', [
        sid,
        JSON.stringify({ cookie: {}, userId: null }),
        expire,
      ]);
    }
  });
}

async function sessionIds(server: TestServer, prefix: string): Promise<string[]> {
  return withPg(server.config.databaseUrl, async (pg) => {
    const { rows } = await pg.query<{ sid: string }>(
      'select sid from sessions where sid like $1 order by sid',
      [`${prefix}%`],
    );
    return rows.map((r) => r.sid);
  });
}

async function runPrune(server: TestServer): Promise<void> {
  const id = await server.deps.jobs.send(PRUNE_SESSIONS_JOB, {});
  expect(id).toEqual(expect.any(String));
  await server.deps.jobs.drain(PRUNE_SESSIONS_JOB);
}

describe('the sessions.prune job, with the clock set in the future', () => {
  // Far enough from the wall clock that no time zone offset matters.
  const NOW = new Date('2040-01-01T00:00:00Z');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { clock: { now: () => NOW } });
  });
  afterAll(() => server.close());

  it('deletes the sessions that expired before the injected now, and keeps the others', async () => {
    await insertSessions(server, {
      'future-expired-a': '2039-06-01 00:00:00', // still valid by the wall clock, expired by the injected one
      'future-expired-b': '2020-01-01 00:00:00',
      'future-live': '2041-01-01 00:00:00',
    });
    await runPrune(server);
    expect(await sessionIds(server, 'future-')).toEqual(['future-live']);
  });

  it('is safe to run twice at once', async () => {
    await insertSessions(server, {
      'again-expired': '2039-12-31 00:00:00',
      'again-live': '2042-01-01 00:00:00',
    });
    const ids = await Promise.all([
      server.deps.jobs.send(PRUNE_SESSIONS_JOB, {}),
      server.deps.jobs.send(PRUNE_SESSIONS_JOB, {}),
    ]);
    expect(new Set(ids).size).toBe(2);
    await server.deps.jobs.drain(PRUNE_SESSIONS_JOB);
    expect(await sessionIds(server, 'again-')).toEqual(['again-live']);
  });

  it('signs out a browser whose session it pruned', async () => {
    const c = new TestClient(server.url);
    await c.signUp();
    expect((await c.get('/api/auth/user')).status).toBe(200);
    // The browser's real session expires in two weeks by the wall clock, long before the injected now.
    await runPrune(server);
    expect((await c.get('/api/auth/user')).status).toBe(401);
  });
});

describe('the sessions.prune job, with the clock set in the past', () => {
  const NOW = new Date('2001-01-01T00:00:00Z');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { clock: { now: () => NOW } });
  });
  afterAll(() => server.close());

  it('keeps sessions the wall clock calls expired but the injected clock does not', async () => {
    await insertSessions(server, {
      'past-expired': '2000-06-01 00:00:00',
      'past-live-by-injected-clock': '2010-01-01 00:00:00', // expired by the wall clock
    });
    await runPrune(server);
    expect(await sessionIds(server, 'past-')).toEqual(['past-live-by-injected-clock']);
  });
});

describe('the job queue', () => {
  it('runs no handlers on a web-only node (WORKERS=off), but still accepts jobs', async () => {
    const web = await startTestServer({ WORKERS: 'off' }, { clock: { now: () => new Date('2040-01-01Z') } });
    try {
      await insertSessions(web, { 'web-expired': '2030-01-01 00:00:00' });
      const id = await web.deps.jobs.send(PRUNE_SESSIONS_JOB, {});
      expect(id).toEqual(expect.any(String));
      await expect(web.deps.jobs.drain(PRUNE_SESSIONS_JOB, 1_000)).rejects.toThrow(
        /queue sessions\.prune still has 1 job/,
      );
      expect(await sessionIds(web, 'web-')).toEqual(['web-expired']);
    } finally {
      await web.close();
    }
  });
});
