import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: api/src/config.ts and api/dist/config.js both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const url = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** A number from `min` to `max`; the message names the unit. */
const number = (min: number, max: number, unit: string, whole = false) => {
  const message = `must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max} (${unit})`;
  const base = z.coerce.number({ error: message }).min(min, message).max(max, message);
  return whole ? base.int(message) : base;
};

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;

const envSchema = z.object({
  // Production unless told: `npm start` is what people deploy; `npm run dev` asks for development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0 to 65535)' })
    .int('must be a port number (0 to 65535)')
    .min(0, 'must be a port number (0 to 65535)')
    .max(65535, 'must be a port number (0 to 65535)')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']),
  ALLOWED_ORIGINS: optionalText,
  TRUST_PROXY: optionalText,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: optionalText,
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  SESSION_MAX_AGE_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 365' })
    .int('must be a whole number of days from 1 to 365')
    .min(1, 'must be a whole number of days from 1 to 365')
    .max(365, 'must be a whole number of days from 1 to 365')
    .default(14),
  WORKERS: flag(true),
  REDIS_URL: url(['redis:', 'rediss:']),
  OIDC_ISSUER_URL: url(['http:', 'https:']),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().default('openid email profile'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']),
  SMTP_FROM: optionalText.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: 'must be an email address',
  }),
  EMAIL_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || /^[0-9a-f]{64}$/i.test(v), {
    message: 'must be 64 hexadecimal characters (a 256-bit key)',
  }),
  CAMPAIGN_SEND_RATE: number(0, 100_000, 'messages per second; 0 means no limit').default(10),
  CAMPAIGN_SEND_CONNECTIONS: number(1, 50, 'connections', true).default(5),
  CAMPAIGN_SEND_HOURLY_QUOTA: number(0, 10_000_000, 'messages per hour; 0 means none', true).default(0),
  CAMPAIGN_SEND_DAILY_QUOTA: number(0, 100_000_000, 'messages per day; 0 means none', true).default(0),
  CAMPAIGN_SEND_ATTEMPTS: number(1, 20, 'attempts', true).default(5),
  CAMPAIGN_RETRY_SECONDS: number(0, 86_400, 'seconds').default(60),
  CAMPAIGN_CLAIM_TIMEOUT_SECONDS: number(1, 86_400, 'seconds').default(300),
  BOUNCE_SOFT_LIMIT: number(1, 100, 'soft bounces', true).default(3),
  BOUNCE_SOFT_WINDOW_DAYS: number(1, 365, 'days', true).default(7),
  EMAIL_SCANNER_WINDOW_SECONDS: number(0, 60, 'seconds').default(1),
  INBOUND_SMTP_PORT: number(1, 65535, 'a port number', true).optional(),
  API_RATE_LIMIT_PER_MINUTE: number(1, 100_000, 'requests per minute per API key', true).default(120),
  SIGNUP_RATE_LIMIT_PER_HOUR: number(1, 100_000, 'sign-ups per hour per address', true).default(20),
  ANALYTICS_RETENTION_DAYS: number(7, 3650, 'days raw analytics events are kept', true).default(90),
  AFFILIATE_ATTRIBUTION_DAYS: number(1, 365, 'days', true).default(30),
  AFFILIATE_HOLDING_DAYS: number(0, 365, 'days', true).default(30),
  AFFILIATE_RECURRING_MONTHS: number(0, 1200, 'months', true).default(12),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  WORKER_PORT: number(0, 65535, 'a port number', true).optional(),
  INBOUND_SMTP_HOST: optionalText,
  DNS_SERVERS: optionalText.refine(
    (v) => v === undefined || v.split(',').every((server) => /^[0-9a-f.:[\]]+$/i.test(server.trim())),
    { message: 'must list DNS server addresses, e.g. 1.1.1.1,8.8.8.8 or 127.0.0.1:5353' },
  ),
  INBOUND_EMAIL_DOMAIN: optionalText.refine((v) => v === undefined || DOMAIN.test(v), {
    message: 'must be a domain name like mail.example.com (no @, no scheme)',
  }),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: url(['http:', 'https:']),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LUMA_API_KEY: optionalText,
  LUMA_BASE_URL: url(['http:', 'https:']),
  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_BASE_URL: url(['http:', 'https:']),
  AI_REQUEST_TIMEOUT_SECONDS: number(1, 600, 'seconds').default(60),
  // AI images and videos a month are the plan's (maxAiImages, maxAiVideos; PLANS_FILE sets them):
  // one source, so what a plan advertises and what is enforced cannot disagree.
  LUMA_POLL_SECONDS: number(1, 300, 'seconds', true).default(5),
  LUMA_MAX_WAIT_MINUTES: number(1, 24 * 60, 'minutes', true).default(30),
  MEDIA_MAX_IMAGE_MB: number(1, 100, 'megabytes', true).default(10),
  MEDIA_MAX_VIDEO_MB: number(1, 5_000, 'megabytes', true).default(200),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PUBLIC_URL: url(['http:', 'https:']),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), {
    message: 'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)',
  }),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || /^pk_(test|live)_\w+$/.test(v), {
    message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^whsec_\w+$/.test(v), {
    message: 'must be a Stripe webhook signing secret (whsec_…)',
  }),
  /** Where the Stripe API is (a local stand-in or stripe-mock); Stripe's own when unset. */
  STRIPE_API_URL: url(['http:', 'https:']),
  /** Affiliate payouts by Stripe transfer to the affiliate's connected account (Stripe Connect). */
  STRIPE_CONNECT: flag(false),
  /** A JSON file of plans that replaces or adds to the built-in ones (see .env.example). */
  PLANS_FILE: optionalText,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin used in links the app writes (emails, OIDC redirects); null means "the request's own origin". */
  publicUrl: string | null;
  /** Extra origins allowed to open WebSockets and send cookie-authenticated writes. */
  allowedOrigins: string[];
  trustProxy: boolean | number | string;
  databaseUrl: string | null;
  dataDir: string;
  /** null: generate one and keep it under dataDir (embedded database only: see requireSharedKeys). */
  sessionSecret: string | null;
  sessionMaxAgeMs: number;
  workers: boolean;
  redisUrl: string | null;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; scopes: string } | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Bearer token a Prometheus scraper sends to GET /metrics; null: /metrics does not exist. */
  metricsToken: string | null;
  /** DNS servers for funnel domains' TXT records and the email DNS checks (SPF, DKIM, DMARC); empty: the system's resolvers. */
  dnsServers: string[];
  /** A worker-only process (npm run worker) answers /healthz, /readyz and /metrics on this port; null: no HTTP. */
  workerPort: number | null;
  webDistDir: string;
  /** Server-wide SMTP for users without their own settings; null: such sends are simulated and logged. */
  smtpUrl: string | null;
  /** The sender address for sends through smtpUrl. */
  smtpFrom: string | null;
  /** AES-256-GCM key (hex) for stored SMTP passwords; null: generated under dataDir (embedded database only). */
  emailEncryptionKey: string | null;
  /** The campaign sending engine, per user and worker process. */
  campaignSending: {
    /** Messages per second to one user's SMTP server; 0: no limit. */
    ratePerSecond: number;
    /** Open SMTP connections (and so messages in flight) per user. */
    maxConnections: number;
    /** Messages per clock hour and per UTC day per user (the provider's quota); 0: none. */
    hourlyQuota: number;
    dailyQuota: number;
    /** Tries per recipient when the server answers 4xx or the connection fails. */
    maxAttempts: number;
    /** The wait before the first retry; it doubles with each further one. */
    retryBaseMs: number;
    /** A claimed recipient still unsent after this long (its worker died) is taken again. */
    claimTimeoutMs: number;
  };
  /** Soft bounces of one address within the window that suppress it (a hard bounce does at once). */
  bounces: { softLimit: number; softWindowDays: number };
  /** An open or click this soon after delivery is a security scanner's, not the reader's. */
  scannerWindowMs: number;
  /** Card payments (Stripe); null: not configured, the card option says so. */
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    /** A stand-in's address (tests, stripe-mock); null: api.stripe.com. */
    apiUrl: URL | null;
    /** Affiliate payouts may be Stripe transfers to connected accounts (the platform has Connect). */
    connect: boolean;
  } | null;
  /** A JSON file of plan definitions that replaces or adds to the built-in plans; null: the built-in ones. */
  plansFile: string | null;
  /** The media library's limits and where its files are kept. */
  media: {
    maxImageBytes: number;
    maxVideoBytes: number;
    /** An S3-compatible bucket; null: files stay on local disk under dataDir/uploads. */
    s3: {
      bucket: string;
      region: string;
      /** Another S3-compatible service (MinIO, R2, ...); null: AWS. */
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      /** Where browsers fetch the bucket's files (a CDN or the bucket's website); null: through this app's /uploads. */
      publicUrl: string | null;
    } | null;
  };
  /**
   * AI providers; each null means its offline generator makes the media on this machine. Keys
   * stay on the server: never sent to browsers, never logged.
   */
  ai: {
    openai: { apiKey: string; baseUrl: string; imageModel: string; textModel: string } | null;
    luma: { apiKey: string; baseUrl: string; pollSeconds: number; maxWaitMinutes: number } | null;
    elevenlabs: { apiKey: string; baseUrl: string } | null;
    /** One provider request may take this long before it is abandoned (and retried). */
    requestTimeoutMs: number;
  };
  /** Requests one API key may make per minute (/api/v1 and /graphql). */
  apiKeyRequestsPerMinute: number;
  /** Accounts one IP address may create per hour. */
  signUpsPerIpPerHour: number;
  /** Days raw visits and page views are kept; the daily rollups are kept for good. */
  analyticsRetentionDays: number;
  affiliates: {
    /** A sign-up this many days after the browser's last referral click still counts. */
    attributionDays: number;
    /** A commission stays pending this long (the refund window), then is approved. */
    holdingDays: number;
    /** Payments earn commissions for this many months after the first; 0: the first only. */
    recurringMonths: number;
  };
  /** The SMTP listener for mail to the List-Unsubscribe mailto (worker processes); null: off, no mailto. */
  inboundEmail: {
    port: number;
    host: string;
    /** The domain whose MX points at this app. */
    domain: string;
    /** `unsubscribe@domain`, the address in List-Unsubscribe. */
    mailbox: string;
  } | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined) return false;
  if (['true', 'false'].includes(value)) return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads a `.env` file at the repository root into the environment, without overriding set variables. */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Rules between variables; checked even when single variables are wrong, so all problems show at once. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const oidc = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  const set = oidc.filter((k) => env[k] !== undefined);
  if (set.length > 0 && set.length < oidc.length) {
    for (const missing of oidc.filter((k) => env[k] === undefined)) {
      problems.push(`${missing} is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`);
    }
  }
  const s3 = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  for (const key of ['S3_ENDPOINT', 'S3_PUBLIC_URL', ...s3])
    if (env[key] !== undefined && env.S3_BUCKET === undefined)
      problems.push(`S3_BUCKET is required when ${key} is set (the bucket media files are kept in)`);
  const keys = s3.filter((k) => env[k] !== undefined);
  if (keys.length === 1)
    problems.push(`${s3.find((k) => env[k] === undefined)} is required when ${keys[0]} is set`);
  const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
  const stripeSet = stripe.filter((k) => env[k] !== undefined);
  if (stripeSet.length > 0)
    for (const missing of stripe.filter((k) => env[k] === undefined))
      problems.push(
        `${missing} is required when ${stripeSet.join(', ')} ${stripeSet.length === 1 ? 'is' : 'are'} set (card payments need all three)`,
      );
  if (env.STRIPE_API_URL !== undefined && env.STRIPE_SECRET_KEY === undefined)
    problems.push('STRIPE_SECRET_KEY is required when STRIPE_API_URL is set');
  if (
    ['on', 'true', '1', 'yes'].includes(String(env.STRIPE_CONNECT ?? '').toLowerCase()) &&
    env.STRIPE_SECRET_KEY === undefined
  )
    problems.push('STRIPE_SECRET_KEY is required when STRIPE_CONNECT is on (transfers are made with it)');
  if (env.SMTP_URL !== undefined && env.SMTP_FROM === undefined) {
    problems.push('SMTP_FROM is required when SMTP_URL is set (the address emails come from)');
  }
  if (env.INBOUND_SMTP_PORT !== undefined && env.INBOUND_EMAIL_DOMAIN === undefined) {
    problems.push(
      'INBOUND_EMAIL_DOMAIN is required when INBOUND_SMTP_PORT is set (the domain whose MX points at this app)',
    );
  }
  if (env.INBOUND_EMAIL_DOMAIN !== undefined && env.INBOUND_SMTP_PORT === undefined) {
    problems.push(
      'INBOUND_SMTP_PORT is required when INBOUND_EMAIL_DOMAIN is set (the port to receive its mail on)',
    );
  }
  const badOrigin = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .find((o) => {
      try {
        return new URL(o).origin !== o;
      } catch {
        return true;
      }
    });
  if (badOrigin !== undefined) {
    problems.push(`ALLOWED_ORIGINS has "${badOrigin}", which is not an origin like https://app.example.com`);
  }
  return problems;
}

/** Validates the environment once. Every problem is reported with the variable it concerns. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  // A blank value (PORT= in a .env file) means "not set", for every variable alike.
  const env = Object.fromEntries(
    Object.entries(rawEnv).map(([key, value]) => [key, value?.trim() === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const origins = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null,
    allowedOrigins: origins,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? null,
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    workers: e.WORKERS,
    redisUrl: e.REDIS_URL ?? null,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES,
          }
        : null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: e.METRICS_TOKEN ?? null,
    apiKeyRequestsPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    signUpsPerIpPerHour: e.SIGNUP_RATE_LIMIT_PER_HOUR,
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    affiliates: {
      attributionDays: e.AFFILIATE_ATTRIBUTION_DAYS,
      holdingDays: e.AFFILIATE_HOLDING_DAYS,
      recurringMonths: e.AFFILIATE_RECURRING_MONTHS,
    },
    ai: {
      openai: e.OPENAI_API_KEY
        ? {
            apiKey: e.OPENAI_API_KEY,
            baseUrl: (e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
            imageModel: e.OPENAI_IMAGE_MODEL,
            textModel: e.OPENAI_MODEL,
          }
        : null,
      luma: e.LUMA_API_KEY
        ? {
            apiKey: e.LUMA_API_KEY,
            // The host; a base ending in /dream-machine/v1 (the older default) works as well.
            baseUrl: (e.LUMA_BASE_URL ?? 'https://api.lumalabs.ai').replace(/\/+$/, ''),
            pollSeconds: e.LUMA_POLL_SECONDS,
            maxWaitMinutes: e.LUMA_MAX_WAIT_MINUTES,
          }
        : null,
      elevenlabs: e.ELEVENLABS_API_KEY
        ? {
            apiKey: e.ELEVENLABS_API_KEY,
            baseUrl: (e.ELEVENLABS_BASE_URL ?? 'https://api.elevenlabs.io/v1').replace(/\/+$/, ''),
          }
        : null,
      requestTimeoutMs: Math.round(e.AI_REQUEST_TIMEOUT_SECONDS * 1000),
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : null,
          connect: e.STRIPE_CONNECT,
        }
      : null,
    plansFile: e.PLANS_FILE ? path.resolve(REPO_ROOT, e.PLANS_FILE) : null,
    media: {
      maxImageBytes: e.MEDIA_MAX_IMAGE_MB * 1024 * 1024,
      maxVideoBytes: e.MEDIA_MAX_VIDEO_MB * 1024 * 1024,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
            // Self-hosted S3 servers rarely have a wildcard DNS name per bucket.
            forcePathStyle: e.S3_FORCE_PATH_STYLE || e.S3_ENDPOINT !== undefined,
            publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
          }
        : null,
    },
    workerPort: e.WORKER_PORT ?? null,
    dnsServers: (e.DNS_SERVERS ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    webDistDir: path.join(REPO_ROOT, 'web', 'dist'),
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM ?? null,
    emailEncryptionKey: e.EMAIL_ENCRYPTION_KEY ?? null,
    campaignSending: {
      ratePerSecond: e.CAMPAIGN_SEND_RATE,
      maxConnections: e.CAMPAIGN_SEND_CONNECTIONS,
      hourlyQuota: e.CAMPAIGN_SEND_HOURLY_QUOTA,
      dailyQuota: e.CAMPAIGN_SEND_DAILY_QUOTA,
      maxAttempts: e.CAMPAIGN_SEND_ATTEMPTS,
      retryBaseMs: Math.round(e.CAMPAIGN_RETRY_SECONDS * 1000),
      claimTimeoutMs: Math.round(e.CAMPAIGN_CLAIM_TIMEOUT_SECONDS * 1000),
    },
    bounces: { softLimit: e.BOUNCE_SOFT_LIMIT, softWindowDays: e.BOUNCE_SOFT_WINDOW_DAYS },
    scannerWindowMs: Math.round(e.EMAIL_SCANNER_WINDOW_SECONDS * 1000),
    inboundEmail:
      e.INBOUND_SMTP_PORT !== undefined && e.INBOUND_EMAIL_DOMAIN !== undefined
        ? {
            port: e.INBOUND_SMTP_PORT,
            // An MX must be reachable from outside in production; elsewhere stay local unless told.
            host: e.INBOUND_SMTP_HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
            domain: e.INBOUND_EMAIL_DOMAIN.toLowerCase(),
            mailbox: `unsubscribe@${e.INBOUND_EMAIL_DOMAIN.toLowerCase()}`,
          }
        : null,
  };
}
