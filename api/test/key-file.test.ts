import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { loadSessionSecret } from '../src/shared/auth/session';
import { loadSecretBox } from '../src/shared/crypto/secret-box';

/** The quick start's generated keys: once, private to their owner, kept across restarts. */
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ff-key-file-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

it('generates the session secret once into DATA_DIR, readable by its owner alone', async () => {
  const first = await loadSessionSecret({ sessionSecret: null, dataDir });
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(await modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
  expect(await loadSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
});

it('several processes starting at once agree on one session secret', async () => {
  const secrets = await Promise.all(
    Array.from({ length: 8 }, () => loadSessionSecret({ sessionSecret: null, dataDir })),
  );
  expect(new Set(secrets).size).toBe(1);
});

it('SESSION_SECRET wins and writes nothing', async () => {
  expect(await loadSessionSecret({ sessionSecret: 'y'.repeat(40), dataDir })).toBe('y'.repeat(40));
  await expect(stat(path.join(dataDir, 'session-secret'))).rejects.toThrow();
});

it('a restored key file with loose permissions is made private again', async () => {
  const file = path.join(dataDir, 'email-encryption-key');
  await writeFile(file, 'ab'.repeat(32));
  await chmod(file, 0o644);
  await loadSecretBox({ emailEncryptionKey: null, dataDir });
  expect(await modeOf(file)).toBe(0o600);
  expect((await readFile(file, 'utf8')).trim()).toBe('ab'.repeat(32));
});

it('a damaged session secret stops the start with what to do', async () => {
  await writeFile(path.join(dataDir, 'session-secret'), 'short');
  await expect(loadSessionSecret({ sessionSecret: null, dataDir })).rejects.toThrow(
    /session-secret is too short to sign sessions; delete it, or set SESSION_SECRET/,
  );
});

it('the app on a shared database refuses to start without its keys, before touching the database', async () => {
  // Nothing listens on port 1: reaching the database would fail differently.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://127.0.0.1:1/none',
    DATA_DIR: dataDir,
  });
  await expect(startServer(config)).rejects.toThrow(ConfigError);
  await expect(startServer(config)).rejects.toThrow(/SESSION_SECRET .*EMAIL_ENCRYPTION_KEY/s);
});
