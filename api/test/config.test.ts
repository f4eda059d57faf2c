import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/config';
import { requireSharedKeys } from '../src/shared/crypto/key-file';

/** The ConfigError loadConfig throws for `env` (fails the test if it does not throw one). */
function configErrorFor(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('listens on port 3000 on every interface', () => {
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
  });

  it('runs workers, in production (what `npm start` deploys), with the embedded database under .data', () => {
    expect(config.workers).toBe(true);
    expect(config.env).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data'));
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });

  it('has no OIDC, Redis, public URL or extra origins, and generates its session secret', () => {
    expect(config.oidc).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.publicUrl).toBeNull();
    expect(config.allowedOrigins).toEqual([]);
    expect(config.sessionSecret).toBeNull();
    expect(config.trustProxy).toBe(false);
  });

  it('receives no inbound mail (no unsubscribe mailbox)', () => {
    expect(config.inboundEmail).toBeNull();
  });

  it('keeps sessions 14 days and logs at info', () => {
    expect(config.sessionMaxAgeMs).toBe(14 * 24 * 60 * 60 * 1000);
    expect(config.logLevel).toBe('info');
  });

  it('is silent under test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });
});

describe('loadConfig reads', () => {
  it('PORT, WORKERS and DATA_DIR', () => {
    const config = loadConfig({ PORT: '8080', WORKERS: 'off', DATA_DIR: '/var/lib/funnelforge' });
    expect(config.port).toBe(8080);
    expect(config.workers).toBe(false);
    expect(config.dataDir).toBe('/var/lib/funnelforge');
  });

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['yes', true],
    ['off', false],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('WORKERS=%s as %s', (value, expected) => {
    expect(loadConfig({ WORKERS: value }).workers).toBe(expected);
  });

  it('a complete OIDC setting', () => {
    expect(
      loadConfig({
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'funnelforge',
        OIDC_CLIENT_SECRET: 'shh',
      }).oidc,
    ).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'funnelforge',
      clientSecret: 'shh',
      scopes: 'openid email profile',
    });
  });

  it('ALLOWED_ORIGINS as a list of origins and PUBLIC_URL as an origin', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:5173',
      PUBLIC_URL: 'https://funnels.example.com/',
    });
    expect(config.allowedOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(config.publicUrl).toBe('https://funnels.example.com');
  });

  it('TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('a production setup with a session secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.isProduction).toBe(true);
    expect(config.sessionSecret).toBe('x'.repeat(32));
  });

  it('blank optional variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', OIDC_ISSUER_URL: '' });
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.oidc).toBeNull();
  });
});

describe('loadConfig reads inbound mail (the List-Unsubscribe mailbox)', () => {
  it('INBOUND_SMTP_PORT with INBOUND_EMAIL_DOMAIN, local by default outside production', () => {
    expect(
      loadConfig({
        NODE_ENV: 'development',
        INBOUND_SMTP_PORT: '2525',
        INBOUND_EMAIL_DOMAIN: 'Mail.Example.com',
      }).inboundEmail,
    ).toEqual({
      port: 2525,
      host: '127.0.0.1',
      domain: 'mail.example.com',
      mailbox: 'unsubscribe@mail.example.com',
    });
  });

  it('on every interface in production, and INBOUND_SMTP_HOST when set', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    const mx = { INBOUND_SMTP_PORT: '25', INBOUND_EMAIL_DOMAIN: 'mx.example.com' };
    expect(loadConfig({ ...production, ...mx }).inboundEmail?.host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, ...mx, INBOUND_SMTP_HOST: '10.0.0.5' }).inboundEmail?.host).toBe(
      '10.0.0.5',
    );
    expect(loadConfig({ ...mx, INBOUND_SMTP_HOST: '::' }).inboundEmail?.host).toBe('::');
  });

  it('blank inbound variables as off', () => {
    expect(
      loadConfig({ INBOUND_SMTP_PORT: '', INBOUND_EMAIL_DOMAIN: ' ', INBOUND_SMTP_HOST: '' }).inboundEmail,
    ).toBeNull();
  });

  it('refuses INBOUND_SMTP_PORT without INBOUND_EMAIL_DOMAIN, and the other way round', () => {
    expect(configErrorFor({ INBOUND_SMTP_PORT: '2525' }).problems).toEqual([
      'INBOUND_EMAIL_DOMAIN is required when INBOUND_SMTP_PORT is set (the domain whose MX points at this app)',
    ]);
    expect(configErrorFor({ INBOUND_EMAIL_DOMAIN: 'mail.example.com' }).problems).toEqual([
      'INBOUND_SMTP_PORT is required when INBOUND_EMAIL_DOMAIN is set (the port to receive its mail on)',
    ]);
  });

  it.each(['0', '70000', 'smtp', '25.5'])('refuses INBOUND_SMTP_PORT=%s', (port) => {
    expect(
      configErrorFor({ INBOUND_SMTP_PORT: port, INBOUND_EMAIL_DOMAIN: 'mail.example.com' }).problems,
    ).toEqual([expect.stringMatching(/^INBOUND_SMTP_PORT must be a whole number from 1 to 65535/)]);
  });

  it.each([
    'unsubscribe@mail.example.com',
    'https://mail.example.com',
    'localhost',
    'bad_domain.com',
    '-x.example.com',
  ])('refuses INBOUND_EMAIL_DOMAIN=%s', (domain) => {
    expect(configErrorFor({ INBOUND_SMTP_PORT: '2525', INBOUND_EMAIL_DOMAIN: domain }).problems).toEqual([
      'INBOUND_EMAIL_DOMAIN must be a domain name like mail.example.com (no @, no scheme)',
    ]);
  });
});

describe('loadConfig refuses bad settings, naming the variable', () => {
  it.each(['abc', '-1', '70000', '3000.5'])('PORT=%s', (port) => {
    const error = configErrorFor({ PORT: port });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toMatch(/\bPORT\b/);
    expect(error.problems).toEqual([expect.stringMatching(/^PORT /)]);
  });

  it('a blank PORT does not silently pick a random port', () => {
    let outcome: number | 'refused';
    try {
      outcome = loadConfig({ PORT: '' }).port;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      expect(error.message).toMatch(/\bPORT\b/);
      outcome = 'refused';
    }
    // Blank means unset for every other variable: the default, or at least a refusal. Never port 0.
    expect(outcome).not.toBe(0);
    expect([3000, 'refused']).toContain(outcome);
  });

  it('OIDC partly set, naming each missing variable', () => {
    const error = configErrorFor({ OIDC_ISSUER_URL: 'https://id.example.com' });
    expect(error.problems).toEqual([
      'OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set',
      'OIDC_CLIENT_SECRET is required when OIDC_ISSUER_URL is set',
    ]);
    expect(error.message).not.toMatch(/OIDC_ISSUER_URL is required/);
  });

  it('OIDC with two of three set, naming the third', () => {
    const error = configErrorFor({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' });
    expect(error.problems).toEqual([
      'OIDC_ISSUER_URL is required when OIDC_CLIENT_ID, OIDC_CLIENT_SECRET are set',
    ]);
  });

  it('production on the embedded database needs no setting (its keys are generated under DATA_DIR)', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.sessionSecret).toBeNull();
    expect(config.emailEncryptionKey).toBeNull();
    expect(() => requireSharedKeys(config)).not.toThrow();
  });

  it('a shared database without SESSION_SECRET and EMAIL_ENCRYPTION_KEY, naming both', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example.com/ff' });
    let error: unknown;
    try {
      requireSharedKeys(config);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(/^SESSION_SECRET .* is required with DATABASE_URL/),
      expect.stringMatching(/^EMAIL_ENCRYPTION_KEY .* is required with DATABASE_URL/),
    ]);
  });

  it('a shared database with only one of its keys, naming the other', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.example.com/ff',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(() => requireSharedKeys(config)).toThrow(/EMAIL_ENCRYPTION_KEY .* is required with DATABASE_URL/);
    const both = loadConfig({
      DATABASE_URL: 'postgres://db.example.com/ff',
      SESSION_SECRET: 'x'.repeat(32),
      EMAIL_ENCRYPTION_KEY: 'ab'.repeat(32),
    });
    expect(() => requireSharedKeys(both)).not.toThrow();
  });

  it('a SESSION_SECRET that is too short', () => {
    expect(configErrorFor({ SESSION_SECRET: 'short' }).problems).toEqual([
      'SESSION_SECRET must be at least 32 characters long',
    ]);
  });

  it.each(['mysql://db.example.com/ff', 'http://db.example.com/ff', 'not a url'])(
    'DATABASE_URL=%s',
    (url) => {
      expect(configErrorFor({ DATABASE_URL: url }).problems).toEqual([
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      ]);
    },
  );

  it('REDIS_URL with another protocol', () => {
    expect(configErrorFor({ REDIS_URL: 'http://cache:6379' }).message).toMatch(/\bREDIS_URL\b/);
  });

  it.each(['not an origin', 'https://app.example.com/path', 'app.example.com'])(
    'ALLOWED_ORIGINS with %s',
    (bad) => {
      const error = configErrorFor({ ALLOWED_ORIGINS: `https://ok.example.com,${bad}` });
      expect(error.message).toMatch(/\bALLOWED_ORIGINS\b/);
      expect(error.message).toContain(`"${bad}"`);
    },
  );

  it.each([
    ['NODE_ENV', 'staging'],
    ['WORKERS', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_MAX_AGE_DAYS', '0'],
  ])('%s=%s', (name, value) => {
    expect(configErrorFor({ [name]: value }).problems).toEqual([
      expect.stringMatching(new RegExp(`^${name} `)),
    ]);
  });

  it('reports every problem at once', () => {
    const error = configErrorFor({ PORT: 'x', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    const named = error.problems.map((p) => p.split(' ')[0]).sort();
    expect(named).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
});
