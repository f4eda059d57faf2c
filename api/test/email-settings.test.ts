import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Client } from 'graphql-ws';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { SIMULATED_MESSAGE } from '../src/modules/email/email-settings.service';
import { SENDING_LIMIT_MESSAGES } from '../src/modules/email/email-settings.schemas';
import { SecretBox } from '../src/shared/crypto/secret-box';
import { queryRows, signedInClient, testRateLimits } from './support/funnels';
import { recordSubscription } from './support/subscription-recorder';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** 001 §2.8, §5, §7: SMTP settings (password sealed, never answered), connection test, email service status. */

const SMTP_USER = 'sender@example.com';
const SMTP_PASSWORD = 'Corr3ct-Horse:Battery Staple';

type Smtp = { port: number; logins: string[]; close(): Promise<void> };

/** A real SMTP server on a free port: plain (no TLS), requiring a login as SMTP_USER / SMTP_PASSWORD. */
async function startSmtp(): Promise<Smtp> {
  const logins: string[] = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: SMTP_USER });
      return callback(new Error('Authentication credentials invalid'));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, logins, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Everything the app logs, at every level, without redaction: to prove the password is never in it. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    logLines.push(chunk.toString('utf8'));
    callback();
  },
});

let server: TestServer;
let smtp: Smtp;
const openClients: Client[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    {},
    { rateLimits: testRateLimits(), log: pino({ level: 'trace', base: undefined }, logSink) },
  );
});
afterEach(async () => {
  await Promise.all(openClients.splice(0).map((c) => c.dispose()));
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpSecure: false,
  smtpUser: SMTP_USER,
  smtpPassword: SMTP_PASSWORD,
  fromEmail: 'news@example.com',
  fromName: 'Forge News',
  isActive: true,
  ...overrides,
});

type SettingsRow = {
  user_id: string;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  smtp_password: string;
  is_active: boolean;
  last_checked_at: Date | null;
  last_check_ok: boolean | null;
  last_check_message: string | null;
};

const rowsOf = (userId: string) =>
  queryRows<SettingsRow>(server, 'select * from email_settings where user_id = $1', [userId]);

/** The key the server seals with (the test server, on a shared database, is given one). */
function storedBox(): SecretBox {
  const hex = server.config.emailEncryptionKey;
  if (!hex) throw new Error('the test server has no EMAIL_ENCRYPTION_KEY');
  return SecretBox.fromHex(hex);
}

async function save(client: TestClient, body: Record<string, unknown> = form()) {
  const res = await client.post('/api/email/settings', body);
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${res.text}`);
  return res.json as Record<string, unknown>;
}

const servicesFor = () => server.services;

describe('signed out', () => {
  it.each([
    ['GET', '/api/email/settings'],
    ['POST', '/api/email/settings'],
    ['DELETE', '/api/email/settings'],
    ['POST', '/api/email/test'],
    ['GET', '/api/email/status'],
  ])('%s %s answers 401 Unauthorized', async (method, urlPath) => {
    const res = await new TestClient(server.url).request(
      method,
      urlPath,
      method === 'POST' ? form() : undefined,
    );
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
    expect(smtp.logins).toHaveLength(0);
  });

  it('GraphQL answers Unauthorized too', async () => {
    const res = await new TestClient(server.url).gql('{ emailStatus { configured } emailSettings { id } }');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('POST /api/email/settings validation (001 §5)', () => {
  it.each([
    ['smtpHost', { smtpHost: '  ' }, 'SMTP host is required'],
    ['smtpHost', { smtpHost: undefined }, 'SMTP host is required'],
    ['smtpPort', { smtpPort: 0 }, 'Port must be a number from 1 to 65535'],
    ['smtpPort', { smtpPort: 65536 }, 'Port must be a number from 1 to 65535'],
    ['smtpPort', { smtpPort: 'abc' }, 'Port must be a number from 1 to 65535'],
    ['smtpPort', { smtpPort: 587.5 }, 'Port must be a number from 1 to 65535'],
    ['smtpUser', { smtpUser: 'not-an-email' }, 'Valid email is required'],
    ['smtpUser', { smtpUser: '' }, 'Valid email is required'],
    ['smtpPassword', { smtpPassword: '' }, 'Password is required'],
    ['smtpPassword', { smtpPassword: undefined }, 'Password is required'],
    ['fromEmail', { fromEmail: 'news@' }, 'Valid email is required'],
    ['smtpSecure', { smtpSecure: 'maybe' }, 'Secure must be true or false'],
    ['isActive', { isActive: 3 }, 'Active must be true or false'],
    ...(
      [
        ['sendRatePerSecond', { sendRatePerSecond: -1 }],
        ['sendRatePerSecond', { sendRatePerSecond: 'fast' }],
        ['sendRatePerSecond', { sendRatePerSecond: 100_001 }],
        ['sendConnections', { sendConnections: 0 }],
        ['sendConnections', { sendConnections: 51 }],
        ['sendConnections', { sendConnections: 2.5 }],
        ['hourlyQuota', { hourlyQuota: -5 }],
        ['hourlyQuota', { hourlyQuota: '10.5' }],
        ['dailyQuota', { dailyQuota: 100_000_001 }],
      ] satisfies Array<[keyof typeof SENDING_LIMIT_MESSAGES, Record<string, unknown>]>
    ).map(([field, change]): [string, Record<string, unknown>, string] => [
      field,
      change,
      SENDING_LIMIT_MESSAGES[field],
    ]),
  ] as Array<[string, Record<string, unknown>, string]>)(
    '%s: %j answers 400 %s and stores nothing',
    async (field, change, message) => {
      const { client, userId } = await signedInClient(server);
      const res = await client.post('/api/email/settings', form(change));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message, fieldErrors: { [field]: message } });
      expect(await rowsOf(userId)).toHaveLength(0);
    },
  );

  it('answers every wrong field at once, next to each field', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/email/settings', { smtpPort: 99999, smtpUser: 'x', fromEmail: 'y' });
    expect(res.status).toBe(400);
    expect(res.json?.fieldErrors).toEqual({
      smtpHost: 'SMTP host is required',
      smtpPort: 'Port must be a number from 1 to 65535',
      smtpUser: 'Valid email is required',
      fromEmail: 'Valid email is required',
    });
  });

  it('GraphQL answers the same messages with field errors', async () => {
    const { client, userId } = await signedInClient(server);
    const res = await client.gql(
      'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { id } }',
      { input: { ...form(), smtpHost: '', smtpPassword: null } },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'SMTP host is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { smtpHost: 'SMTP host is required' } },
    });
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});

describe('sending limits (issue 24, item 7)', () => {
  it('blank limits are the defaults; set ones are stored, answered and handed to the sending engine', async () => {
    const { client, userId } = await signedInClient(server);
    const blank = await save(client, form({ sendRatePerSecond: '', sendConnections: null }));
    expect(blank).toMatchObject({
      sendRatePerSecond: null,
      sendConnections: null,
      hourlyQuota: null,
      dailyQuota: null,
    });
    expect((await servicesFor().emailSettings.smtpFor(userId))?.limits).toBeUndefined();
    const saved = await save(
      client,
      form({ sendRatePerSecond: '0.5', sendConnections: 2, hourlyQuota: '200', dailyQuota: 0 }),
    );
    expect(saved).toMatchObject({
      sendRatePerSecond: 0.5,
      sendConnections: 2,
      hourlyQuota: 200,
      dailyQuota: 0,
    });
    expect((await client.get('/api/email/settings')).json).toMatchObject({ hourlyQuota: 200, dailyQuota: 0 });
    expect((await servicesFor().emailSettings.smtpFor(userId))?.limits).toEqual({
      ratePerSecond: 0.5,
      maxConnections: 2,
      hourlyQuota: 200,
      dailyQuota: 0,
    });
  });

  it('GraphQL answers the defaults a blank field stands for, and the limits’ messages by their fields', async () => {
    const { client, userId } = await signedInClient(server);
    const defaults = await client.gql<{ emailSendingDefaults: Record<string, number> }>(
      '{ emailSendingDefaults { ratePerSecond maxConnections hourlyQuota dailyQuota } }',
    );
    const { ratePerSecond, maxConnections, hourlyQuota, dailyQuota } = server.config.campaignSending;
    expect(defaults.data?.emailSendingDefaults).toEqual({
      ratePerSecond,
      maxConnections,
      hourlyQuota,
      dailyQuota,
    });
    const res = await client.gql(
      'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { id } }',
      { input: { ...form(), sendConnections: 80, hourlyQuota: -1 } },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: SENDING_LIMIT_MESSAGES.sendConnections,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          sendConnections: SENDING_LIMIT_MESSAGES.sendConnections,
          hourlyQuota: SENDING_LIMIT_MESSAGES.hourlyQuota,
        },
      },
    });
    expect(await rowsOf(userId)).toHaveLength(0);
  });
});

describe('saving and reading', () => {
  it('applies the defaults: port 465, secure on, active on, no from name', async () => {
    const { client, userId } = await signedInClient(server);
    const saved = await save(client, {
      smtpHost: 'smtp.gmail.com',
      smtpUser: SMTP_USER,
      smtpPassword: SMTP_PASSWORD,
      fromEmail: 'news@example.com',
    });
    expect(saved).toEqual({
      id: expect.any(String),
      smtpHost: 'smtp.gmail.com',
      smtpPort: 465,
      smtpSecure: true,
      smtpUser: SMTP_USER,
      fromEmail: 'news@example.com',
      fromName: null,
      isActive: true,
      hasPassword: true,
      sendRatePerSecond: null,
      sendConnections: null,
      hourlyQuota: null,
      dailyQuota: null,
      lastTestedAt: null,
      lastTestOk: null,
      lastTestMessage: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await client.get('/api/email/settings')).json).toEqual(saved);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ smtp_port: 465, smtp_secure: true, is_active: true });
  });

  it('answers null when nothing is stored', async () => {
    const { client } = await signedInClient(server);
    const res = await client.get('/api/email/settings');
    expect(res.status).toBe(200);
    expect(res.json).toBeNull();
    expect((await client.gql('{ emailSettings { id } }')).data).toEqual({ emailSettings: null });
  });

  it('never answers, logs or stores the password in clear; stores it sealed', async () => {
    const { client, userId } = await signedInClient(server);
    const saved = await save(client);
    const answers = [
      JSON.stringify(saved),
      (await client.get('/api/email/settings')).text,
      (await client.get('/api/email/status')).text,
      (await client.post('/api/email/test', form())).text,
      (await client.post('/api/email/test', form({ smtpPassword: 'Wrong-Password' }))).text,
      JSON.stringify(
        await client.gql(
          '{ emailSettings { id smtpHost smtpUser hasPassword lastTestMessage } emailStatus { message } }',
        ),
      ),
    ];
    for (const answer of answers) expect(answer).not.toContain(SMTP_PASSWORD);
    const schema = await client.gql<{ __type: { fields: Array<{ name: string }> } }>(
      '{ __type(name: "EmailSettings") { fields { name } } }',
    );
    const fieldNames = schema.data?.__type.fields.map((f) => f.name) ?? [];
    expect(fieldNames).toContain('hasPassword');
    expect(fieldNames.filter((name) => /password/i.test(name))).toEqual(['hasPassword']);
    const [row] = await rowsOf(userId);
    expect(row?.smtp_password).toMatch(/^v1:/);
    expect(row?.smtp_password).not.toContain(SMTP_PASSWORD);
    expect(storedBox().open(row?.smtp_password ?? '')).toBe(SMTP_PASSWORD);
    expect(logLines.join('')).not.toContain(SMTP_PASSWORD);
    expect(logLines.join('')).not.toContain(Buffer.from(SMTP_PASSWORD).toString('base64'));
  });

  it('keeps the stored password when an update leaves it out or empty, and replaces it when given', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    const [before] = await rowsOf(userId);
    const updated = await save(client, form({ smtpPassword: '', fromName: 'Renamed', smtpPort: 2525 }));
    expect(updated).toMatchObject({ fromName: 'Renamed', smtpPort: 2525, hasPassword: true });
    await save(client, { ...form({ smtpPort: smtp.port }), smtpPassword: undefined });
    const [after] = await rowsOf(userId);
    expect(after?.smtp_password).toBe(before?.smtp_password);
    // The stored password still logs in.
    expect((await client.post('/api/email/test', form({ smtpPassword: '' }))).json).toEqual({
      success: true,
      message: 'SMTP connection test passed.',
    });
    await save(client, form({ smtpPassword: 'A-New-One' }));
    const [replaced] = await rowsOf(userId);
    expect(storedBox().open(replaced?.smtp_password ?? '')).toBe('A-New-One');
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('keeps one row when two first saves race', async () => {
    const { client, userId } = await signedInClient(server);
    const results = await Promise.all([
      client.post('/api/email/settings', form({ fromName: 'One' })),
      client.post('/api/email/settings', form({ fromName: 'Two' })),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('saves and reads through GraphQL', async () => {
    const { client } = await signedInClient(server);
    const res = await client.gql<{ saveEmailSettings: Record<string, unknown> }>(
      'mutation($input: EmailSettingsInput!) { saveEmailSettings(input: $input) { smtpHost smtpPort smtpSecure isActive hasPassword fromName } }',
      {
        input: { smtpHost: 'smtp.example.com', smtpUser: SMTP_USER, smtpPassword: 'x', fromEmail: SMTP_USER },
      },
    );
    expect(res.data?.saveEmailSettings).toEqual({
      smtpHost: 'smtp.example.com',
      smtpPort: 465,
      smtpSecure: true,
      isActive: true,
      hasPassword: true,
      fromName: null,
    });
  });
});

describe('POST /api/email/test', () => {
  it('connects and logs in: success, recorded on the stored settings when they match', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    const res = await client.post('/api/email/test', form());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'SMTP connection test passed.' });
    expect(smtp.logins).toContain(SMTP_USER);
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ last_check_ok: true, last_check_message: 'SMTP connection test passed.' });
    expect(row?.last_checked_at).toBeInstanceOf(Date);
  });

  it('answers 400 with the reason when the server refuses the password, without recording other values', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    const res = await client.post('/api/email/test', form({ smtpPassword: 'Wrong-Password' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: expect.stringContaining('The SMTP server refused the user name or password'),
    });
    expect(String(res.json?.message)).toContain('535');
    // Not the stored password: the stored settings' status is untouched.
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ last_checked_at: null, last_check_ok: null });
  });

  it('fails quickly and plainly when nothing listens on the port', async () => {
    const { client } = await signedInClient(server);
    const port = await closedPort();
    const started = Date.now();
    const res = await client.post('/api/email/test', form({ smtpPort: port }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: `Nothing accepts connections at 127.0.0.1:${port}; check the host and port`,
    });
  });

  it('requires a password when none is stored, and validates like saving', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post('/api/email/test', form({ smtpPassword: '' }));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Password is required',
      fieldErrors: { smtpPassword: 'Password is required' },
    });
    const bad = await client.post('/api/email/test', form({ smtpHost: '' }));
    expect(bad.json).toMatchObject({ message: 'SMTP host is required' });
  });

  it('works through GraphQL', async () => {
    const { client } = await signedInClient(server);
    const res = await client.gql(
      'mutation($input: EmailSettingsInput!) { testEmailSettings(input: $input) { success message } }',
      { input: form({ smtpPassword: 'nope' }) },
    );
    expect(res.data).toEqual({
      testEmailSettings: {
        success: false,
        message: expect.stringContaining('refused the user name or password'),
      },
    });
  });
});

describe('email service status', () => {
  it('not configured: emails are simulated', async () => {
    const { client } = await signedInClient(server);
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: false,
      connected: false,
      message: SIMULATED_MESSAGE,
    });
    expect(SIMULATED_MESSAGE).toBe(
      'Emails are simulated: no SMTP server is configured. Campaigns are marked sent and each message is logged, not delivered.',
    );
  });

  it('configured but failing: a never-tested configuration is tested, and the failure recorded', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client, form({ smtpPassword: 'Wrong-Password' }));
    const status = (await client.get('/api/email/status')).json;
    expect(status).toEqual({
      configured: true,
      connected: false,
      message: expect.stringContaining(`Your SMTP server 127.0.0.1:${smtp.port} is not working`),
    });
    expect(String(status?.message)).toContain('refused the user name or password');
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ last_check_ok: false });
  });

  it('ready: configured and connected', async () => {
    const { client } = await signedInClient(server);
    await save(client);
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: true,
      connected: true,
      message: `Ready: emails are sent through your SMTP server 127.0.0.1:${smtp.port} as ${SMTP_USER}.`,
    });
    const gql = await client.gql('{ emailStatus { configured connected message } }');
    expect(gql.data).toEqual({
      emailStatus: { configured: true, connected: true, message: expect.any(String) },
    });
  });

  it('inactive settings: simulated, saying so', async () => {
    const { client } = await signedInClient(server);
    await save(client, form({ isActive: false }));
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: false,
      connected: false,
      message: expect.stringContaining('saved but turned off'),
    });
  });

  it('a changed connection forgets the last test', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    await client.post('/api/email/test', form());
    await save(client, form({ smtpHost: 'localhost' }));
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ last_checked_at: null, last_check_ok: null, last_check_message: null });
  });
});

describe('a stored password that cannot be opened', () => {
  it('is a configuration issue saying to enter the password again; smtpFor refuses', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    const foreign = new SecretBox(Buffer.alloc(32, 7)).seal(SMTP_PASSWORD);
    await queryRows(server, 'update email_settings set smtp_password = $1 where user_id = $2', [
      foreign,
      userId,
    ]);
    await expect(servicesFor().emailSettings.smtpFor(userId)).rejects.toThrow('cannot be read');
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: true,
      connected: false,
      message: expect.stringContaining('The stored SMTP password cannot be read'),
    });
    // Saving the password again mends it.
    await save(client);
    expect((await client.get('/api/email/status')).json).toMatchObject({ configured: true, connected: true });
  });
});

describe('for the sending engine', () => {
  it('smtpFor answers the opened active settings, else null (simulated)', async () => {
    const { client, userId } = await signedInClient(server);
    expect(await servicesFor().emailSettings.smtpFor(userId)).toBeNull();
    await save(client);
    expect(await servicesFor().emailSettings.smtpFor(userId)).toEqual({
      source: 'user',
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: SMTP_USER,
      password: SMTP_PASSWORD,
      fromEmail: 'news@example.com',
      fromName: 'Forge News',
    });
    await save(client, form({ isActive: false }));
    expect(await servicesFor().emailSettings.smtpFor(userId)).toBeNull();
  });

  it('recordConnectionCheck updates the status and pushes it when it changes', async () => {
    const { client, userId } = await signedInClient(server);
    await save(client);
    expect((await client.get('/api/email/status')).json).toMatchObject({ connected: true });
    const ws = client.ws();
    openClients.push(ws);
    const sub = recordSubscription<{
      emailStatusChanged: { configured: boolean; connected: boolean; message: string };
    }>(ws, 'subscription { emailStatusChanged { configured connected message } }');
    // graphql-ws does not acknowledge a subscription: report until one push arrives.
    for (let i = 0; i < 50 && sub.results.length === 0; i += 1) {
      await servicesFor().emailSettings.recordConnectionCheck(
        userId,
        i % 2 === 0 ? false : true,
        'Greeting never received',
      );
      await sub.until(() => sub.results.length > 0, 'a push', 200).catch(() => undefined);
    }
    expect(sub.results.length).toBeGreaterThan(0);
    await servicesFor().emailSettings.recordConnectionCheck(userId, false, 'Connection closed unexpectedly');
    await sub.until(
      () =>
        sub.results.some((r) =>
          r.data?.emailStatusChanged.message.includes('Connection closed unexpectedly'),
        ),
      'the failure pushed',
    );
    const failing = (await client.get('/api/email/status')).json;
    expect(failing).toMatchObject({ configured: true, connected: false });
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ last_check_ok: false, last_check_message: 'Connection closed unexpectedly' });
    await servicesFor().emailSettings.recordConnectionCheck(userId, true, '250 Accepted');
    await sub.until(
      () => sub.results.at(-1)?.data?.emailStatusChanged.connected === true,
      'the recovery pushed',
    );
  });
});

describe('emailStatusChanged subscription', () => {
  it('pushes the new status on save, test and delete, only to its user', async () => {
    const { client } = await signedInClient(server);
    const { client: other } = await signedInClient(server);
    const ws = client.ws();
    const otherWs = other.ws();
    openClients.push(ws, otherWs);
    type Pushed = { emailStatusChanged: { configured: boolean; connected: boolean } };
    const sub = recordSubscription<Pushed>(
      ws,
      'subscription { emailStatusChanged { configured connected } }',
    );
    const otherSub = recordSubscription<Pushed>(
      otherWs,
      'subscription { emailStatusChanged { configured connected } }',
    );
    for (let i = 0; i < 50 && sub.results.length === 0; i += 1) {
      await save(client, form({ fromName: `Warm-up ${i}` }));
      await sub.until(() => sub.results.length > 0, 'a push', 200).catch(() => undefined);
    }
    await sub.until(
      () => sub.results.some((r) => r.data?.emailStatusChanged.connected === true),
      'the ready status',
    );
    const before = sub.results.length;
    expect((await client.del('/api/email/settings')).status).toBe(200);
    await sub.until(
      () => sub.results.slice(before).some((r) => r.data?.emailStatusChanged.configured === false),
      'the not-configured status',
    );
    expect(otherSub.results).toHaveLength(0);
  });
});

describe('tenancy and delete', () => {
  it("never shows another user's settings; deletes only one's own", async () => {
    const { client: owner, userId: ownerId } = await signedInClient(server);
    const { client: other, userId: otherId } = await signedInClient(server);
    await save(owner);
    expect((await other.get('/api/email/settings')).json).toBeNull();
    expect((await other.get('/api/email/status')).json).toMatchObject({ configured: false });
    const refused = await other.del('/api/email/settings');
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ message: 'Email settings not found' });
    expect(await rowsOf(ownerId)).toHaveLength(1);
    expect(await servicesFor().emailSettings.smtpFor(otherId)).toBeNull();
    // Saving and testing as the other user leave the owner's row alone.
    await save(other, form({ smtpHost: 'localhost' }));
    await other.post('/api/email/test', form({ smtpPassword: '' }));
    const [ownerRow] = await rowsOf(ownerId);
    expect(ownerRow).toMatchObject({ smtp_host: '127.0.0.1', last_checked_at: null });

    const deleted = await owner.del('/api/email/settings');
    expect(deleted.json).toEqual({ message: 'Settings deleted' });
    expect(await rowsOf(ownerId)).toHaveLength(0);
    expect(await rowsOf(otherId)).toHaveLength(1);
    expect((await owner.get('/api/email/settings')).json).toBeNull();
    expect((await owner.gql('mutation { deleteEmailSettings }')).errors?.[0]?.message).toBe(
      'Email settings not found',
    );
  });
});

describe('with a server-wide SMTP_URL', () => {
  let wide: TestServer;
  afterEach(() => wide?.close());

  it("is configured and ready without settings of one's own, and smtpFor answers it", async () => {
    wide = await startTestServer(
      {
        SMTP_URL: `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'noreply@example.com',
      },
      { rateLimits: testRateLimits() },
    );
    const client = new TestClient(wide.url);
    const { id } = await client.signUp();
    const status = (await client.get('/api/email/status')).json;
    expect(status).toEqual({
      configured: true,
      connected: true,
      message: `Ready: emails are sent through the server's SMTP server 127.0.0.1:${smtp.port} (SMTP_URL) from noreply@example.com.`,
    });
    expect(JSON.stringify(status)).not.toContain(SMTP_PASSWORD);
    const services = wide.services;
    expect(await services.emailSettings.smtpFor(id)).toEqual({
      source: 'server',
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: SMTP_USER,
      password: SMTP_PASSWORD,
      fromEmail: 'noreply@example.com',
      fromName: null,
    });
    await services.emailSettings.recordConnectionCheck(id, false, 'Greeting never received');
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: true,
      connected: false,
      message: expect.stringContaining("The server's SMTP server 127.0.0.1"),
    });
  });

  it('is a configuration issue when SMTP_URL does not work', async () => {
    const port = await closedPort();
    wide = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'noreply@example.com' },
      { rateLimits: testRateLimits() },
    );
    const client = new TestClient(wide.url);
    await client.signUp();
    expect((await client.get('/api/email/status')).json).toEqual({
      configured: true,
      connected: false,
      message: expect.stringContaining(`Nothing accepts connections at 127.0.0.1:${port}`),
    });
  });
});
