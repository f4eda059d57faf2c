import { startTestServer, type TestServer } from './support/test-server';

/** The committed migrations create exactly what the entities describe. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' });
});
afterAll(() => server.close());

describe('migrations', () => {
  it('leave nothing for a new migration to do', async () => {
    const migrator = server.deps.orm.getMigrator();
    expect(await migrator.getPendingMigrations()).toEqual([]);
    expect(await migrator.checkMigrationNeeded()).toBe(false);
  });
});
