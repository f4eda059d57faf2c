import { PURGE_RECYCLED_JOB } from '../src/modules/funnels/funnels.jobs';
import {
  DAY_MS,
  asRecycled,
  createFunnel,
  queryRows,
  recycle,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { startTestServer, type TestServer } from './support/test-server';

/** The scheduled purge of the recycle bin (002 Recycle bin: kept 7 days), with a clock the test moves. */
const START = new Date('2040-05-01T09:00:00Z');
let now = START;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error' },
    { clock: { now: () => now }, rateLimits: testRateLimits() },
  );
});
afterAll(() => server.close());

async function runPurge(): Promise<void> {
  const id = await server.deps.jobs.send(PURGE_RECYCLED_JOB, {});
  expect(id).toEqual(expect.any(String));
  await server.deps.jobs.drain(PURGE_RECYCLED_JOB);
}

const binIds = async () =>
  (
    await queryRows<{ original_funnel_id: string }>(server, 'select original_funnel_id from recycled_funnels')
  ).map((r) => r.original_funnel_id);

describe(`the ${PURGE_RECYCLED_JOB} job`, () => {
  // Seven seconds alone; several times that while other suites load both cores.
  it('deletes what was deleted more than seven days ago and keeps the rest, for every user', async () => {
    const { client: alice } = await signedInClient(server);
    const { client: bob } = await signedInClient(server);

    now = START;
    const old = await createFunnel(alice, { name: 'Deleted on day 0' });
    const oldRecycled = await recycle(alice, old.id);
    expect(oldRecycled.deletedAt).toBe(START.toISOString());
    expect(oldRecycled.permanentDeleteAt).toBe(new Date(START.getTime() + 7 * DAY_MS).toISOString());
    const bobsOld = await createFunnel(bob, { name: "Bob's, day 0" });
    await recycle(bob, bobsOld.id);

    now = new Date(START.getTime() + 3 * DAY_MS);
    const recent = await createFunnel(alice, { name: 'Deleted on day 3' });
    await recycle(alice, recent.id);

    // Day 6: nothing has had its seven days yet.
    now = new Date(START.getTime() + 6 * DAY_MS);
    await runPurge();
    expect((await binIds()).sort()).toEqual([old.id, bobsOld.id, recent.id].sort());

    // Day 8: the day-0 deletions are over their seven days, the day-3 one is not.
    now = new Date(START.getTime() + 8 * DAY_MS);
    await runPurge();
    expect(await binIds()).toEqual([recent.id]);
    expect(
      asRecycled((await alice.get('/api/funnels/recycled')).json).map((r) => r.originalFunnelId),
    ).toEqual([recent.id]);
    expect(asRecycled((await bob.get('/api/funnels/recycled')).json)).toEqual([]);
    // A purged funnel can no longer be restored.
    expect((await alice.post(`/api/funnels/recycled/${oldRecycled.id}/restore`)).status).toBe(404);

    // Running it again changes nothing.
    await runPurge();
    expect(await binIds()).toEqual([recent.id]);

    // Day 11: the last one goes too; live funnels are never touched.
    const live = await createFunnel(alice, { name: 'Still live' });
    now = new Date(START.getTime() + 11 * DAY_MS);
    await runPurge();
    expect(await binIds()).toEqual([]);
    expect((await alice.get(`/api/funnels/${live.id}`)).status).toBe(200);
  }, 90_000);
});
