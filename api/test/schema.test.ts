import { Client } from 'pg';
import { insertUser, pgErrorCode } from './support/db';
import { uniqueEmail } from './support/test-client';
import { createTestDatabase } from './support/test-database';

/** The stored-data schema of spec 002 §3, plus sessions and api_keys. */
const TABLES = [
  'users',
  'sessions',
  'api_keys',
  'funnels',
  'recycled_funnels',
  'leads',
  'campaigns',
  'campaign_recipients',
  'templates',
  'affiliates',
  'referrals',
  'commissions',
  'payouts',
  'forgecoin_transactions',
  'click_tracking',
  'email_settings',
  'received_emails',
  'form_submissions',
  'video_generations',
  'audio_generations',
  'image_generations',
  'subscription_plans',
  'payments',
  'payout_requests',
  'email_sequences',
  'email_sequence_steps',
  'email_sequence_subscribers',
  'email_sequence_logs',
  'funnel_analytics',
  'page_views',
] as const;

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

let db: { url: string; drop(): Promise<void> };
let pg: Client;

beforeAll(async () => {
  db = await createTestDatabase();
  pg = new Client({ connectionString: db.url });
  await pg.connect();
});
afterAll(async () => {
  await pg.end();
  await db.drop();
});

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  column_default: string | null;
};

async function columns(): Promise<ColumnRow[]> {
  const { rows } = await pg.query<ColumnRow>(
    `select table_name, column_name, data_type, column_default
       from information_schema.columns
      where table_schema = 'public'
      order by table_name, ordinal_position`,
  );
  return rows;
}

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await pg.query<T>(sql, params);
  if (rows.length !== 1) throw new Error(`expected one row from ${sql}, got ${rows.length}`);
  return rows[0] as T;
}

const newUser = () => insertUser(pg, uniqueEmail('schema'));

describe('tables', () => {
  it('has every table of the stored-data schema', async () => {
    const { rows } = await pg.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const present = new Set(rows.map((r) => r.table_name));
    expect(TABLES.filter((t) => !present.has(t))).toEqual([]);
  });

  it('keys every table by a uuid, except sessions by its sid', async () => {
    const { rows } = await pg.query<{ table_name: string; column_name: string; data_type: string }>(
      `select tc.table_name, kcu.column_name, c.data_type
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu
           on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
         join information_schema.columns c
           on c.table_schema = tc.table_schema and c.table_name = tc.table_name
          and c.column_name = kcu.column_name
        where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'`,
    );
    const keys = new Map<string, string[]>();
    for (const row of rows) keys.set(row.table_name, [...(keys.get(row.table_name) ?? []), row.data_type]);

    for (const table of TABLES) {
      const expected = table === 'sessions' ? ['character varying'] : ['uuid'];
      expect({ table, key: keys.get(table) }).toEqual({ table, key: expected });
    }
    const { column_name } = await one<{ column_name: string }>(
      `select kcu.column_name from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
        where tc.table_name = 'sessions' and tc.constraint_type = 'PRIMARY KEY'`,
    );
    expect(column_name).toBe('sid');
  });

  it('generates uuid keys in the database for raw inserts', async () => {
    const cols = await columns();
    const withoutDefault = cols
      .filter((c) => c.column_name === 'id' && TABLES.includes(c.table_name as (typeof TABLES)[number]))
      .filter((c) => !c.column_default?.includes('gen_random_uuid()'))
      .map((c) => c.table_name);
    expect(withoutDefault).toEqual([]);
  });

  it('gives sessions the connect-pg-simple shape', async () => {
    const cols = (await columns()).filter((c) => c.table_name === 'sessions');
    expect(cols.map((c) => [c.column_name, c.data_type])).toEqual([
      ['sid', 'character varying'],
      ['sess', 'json'],
      ['expire', 'timestamp without time zone'],
    ]);
    const { rows } = await pg.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where tablename = 'sessions' and indexdef like '%(expire)%'",
    );
    expect(rows).toHaveLength(1);
  });
});

describe('indexes', () => {
  it('indexes every user_id column (as the leading column of some index)', async () => {
    const { rows: userIdTables } = await pg.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    expect(userIdTables.length).toBeGreaterThanOrEqual(15);

    const { rows: indexed } = await pg.query<{ table_name: string }>(
      `select distinct t.relname as table_name
         from pg_index i
         join pg_class t on t.oid = i.indrelid
         join pg_namespace n on n.oid = t.relnamespace
         join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
        where n.nspname = 'public' and a.attname = 'user_id'`,
    );
    const indexedTables = new Set(indexed.map((r) => r.table_name));
    expect(userIdTables.map((r) => r.table_name).filter((t) => !indexedTables.has(t))).toEqual([]);
  });

  it('indexes every foreign key column (as the leading column of some index)', async () => {
    const { rows } = await pg.query<{ fk: string; indexed: boolean }>(
      `select c.conrelid::regclass::text || '.' || a.attname as fk,
              exists (
                select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
              ) as indexed
         from pg_constraint c
         join pg_namespace n on n.oid = c.connamespace
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and n.nspname = 'public'
        order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((r) => !r.indexed).map((r) => r.fk)).toEqual([]);
  });
});

describe('column types', () => {
  it('has no floating-point column anywhere', async () => {
    const floats = (await columns())
      .filter((c) => ['real', 'double precision'].includes(c.data_type))
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(floats).toEqual([]);
  });

  it('stores money, rates and amounts as numeric', async () => {
    const money = (await columns()).filter(
      (c) =>
        /amount|price|earnings|cost|commission|payout_threshold|conversion_value|conversion_rate|bounce_rate/.test(
          c.column_name,
        ) && !c.column_name.endsWith('_id'),
    );
    expect(money.length).toBeGreaterThanOrEqual(15);
    expect(
      money.filter((c) => c.data_type !== 'numeric').map((c) => `${c.table_name}.${c.column_name}`),
    ).toEqual([]);
    const names = money.map((c) => `${c.table_name}.${c.column_name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'payments.amount',
        'commissions.amount',
        'payouts.amount',
        'payout_requests.amount',
        'forgecoin_transactions.amount',
        'subscription_plans.price',
        'affiliates.commission_rate',
        'affiliates.total_earnings',
        'affiliates.payout_threshold',
        'referrals.commission_earned',
        'referrals.conversion_value',
        'funnels.conversion_rate',
      ]),
    );
  });
});

describe('unique constraints', () => {
  it('makes users.email unique regardless of letter case', async () => {
    const local = `case.${Date.now().toString(36)}`;
    await pg.query('insert into users (email) values ($1)', [`${local.toUpperCase()}@X.COM`]);
    expect(await pgErrorCode(pg, 'insert into users (email) values ($1)', [`${local}@x.com`])).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('refuses the exact example A@x.com then a@x.com', async () => {
    await pg.query("insert into users (email) values ('A@x.com')");
    expect(await pgErrorCode(pg, "insert into users (email) values ('a@x.com')")).toBe(UNIQUE_VIOLATION);
  });

  it('makes affiliates.affiliate_code unique', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await pg.query("insert into affiliates (user_id, affiliate_code) values ($1, 'SAMECODE')", [a]);
    expect(
      await pgErrorCode(pg, "insert into affiliates (user_id, affiliate_code) values ($1, 'SAMECODE')", [b]),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('gives each user one affiliate account', async () => {
    const user = await newUser();
    await pg.query("insert into affiliates (user_id, affiliate_code) values ($1, 'ONE-A')", [user]);
    expect(
      await pgErrorCode(pg, "insert into affiliates (user_id, affiliate_code) values ($1, 'ONE-B')", [user]),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('makes received_emails.message_id unique', async () => {
    const user = await newUser();
    const insert =
      "insert into received_emails (user_id, message_id, from_email) values ($1, '<m1@example.com>', 'a@b.c')";
    await pg.query(insert, [user]);
    expect(await pgErrorCode(pg, insert, [await newUser()])).toBe(UNIQUE_VIOLATION);
  });

  it('makes video_generations.luma_id unique, while many rows may have none yet', async () => {
    const user = await newUser();
    const insert = "insert into video_generations (user_id, luma_id, prompt) values ($1, $2, 'a prompt')";
    await pg.query(insert, [user, null]);
    await pg.query(insert, [user, null]);
    await pg.query(insert, [user, 'luma-1']);
    expect(await pgErrorCode(pg, insert, [user, 'luma-1'])).toBe(UNIQUE_VIOLATION);
  });

  it('makes api_keys.key_hash unique', async () => {
    const insert =
      "insert into api_keys (user_id, key_name, key_hash, key_prefix) values ($1, 'k', 'hash-1', 'ff_')";
    await pg.query(insert, [await newUser()]);
    expect(await pgErrorCode(pg, insert, [await newUser()])).toBe(UNIQUE_VIOLATION);
  });
});

describe('defaults', () => {
  it('gives funnels status draft, template_type landing, conversion_rate 0', async () => {
    const row = await one<Record<string, unknown>>(
      "insert into funnels (user_id, name) values ($1, 'F') returning status, template_type, conversion_rate, total_views, total_conversions, config",
      [await newUser()],
    );
    expect(row).toEqual({
      status: 'draft',
      template_type: 'landing',
      conversion_rate: '0.00',
      total_views: 0,
      total_conversions: 0,
      config: {},
    });
  });

  it('gives leads status new and score 0', async () => {
    const row = await one<Record<string, unknown>>(
      "insert into leads (user_id, email) values ($1, 'lead@example.com') returning status, score, tags",
      [await newUser()],
    );
    expect(row).toEqual({ status: 'new', score: 0, tags: [] });
  });

  it('gives affiliates commission_rate 10.00, payout_threshold 50.00, status active', async () => {
    const row = await one<Record<string, unknown>>(
      "insert into affiliates (user_id, affiliate_code) values ($1, 'DEFAULTS') returning commission_rate, payout_threshold, status, total_earnings, total_referrals",
      [await newUser()],
    );
    expect(row).toEqual({
      commission_rate: '10.00',
      payout_threshold: '50.00',
      status: 'active',
      total_earnings: '0.00',
      total_referrals: 0,
    });
  });

  it('gives email_settings smtp_port 465', async () => {
    const row = await one<{ smtp_port: number; smtp_secure: boolean }>(
      `insert into email_settings (user_id, smtp_host, smtp_user, smtp_password, from_email)
       values ($1, 'smtp.example.com', 'u', 'p', 'me@example.com') returning smtp_port, smtp_secure`,
      [await newUser()],
    );
    expect(row).toEqual({ smtp_port: 465, smtp_secure: true });
  });

  it.each([
    ['users', 'membership_level', 'free'],
    // 002 §6: read and write, for each area (funnels, leads, campaigns).
    [
      'api_keys',
      'permissions',
      '["funnels:read", "funnels:write", "leads:read", "leads:write", "campaigns:read", "campaigns:write"]',
    ],
    ['api_keys', 'is_active', 'true'],
    ['campaigns', 'type', 'email'],
    ['campaigns', 'status', 'draft'],
    ['campaigns', 'recipients', '0'],
    ['campaigns', 'opens', '0'],
    ['campaigns', 'clicks', '0'],
    ['campaign_recipients', 'status', 'pending'],
    ['templates', 'is_public', 'true'],
    ['affiliates', 'status', 'active'],
    ['referrals', 'status', 'pending'],
    ['commissions', 'type', 'referral'],
    ['commissions', 'status', 'pending'],
    ['payouts', 'status', 'pending'],
    ['payouts', 'method', 'Bank Transfer'],
    ['forgecoin_transactions', 'status', 'pending'],
    ['email_settings', 'smtp_secure', 'true'],
    ['email_settings', 'is_active', 'true'],
    ['received_emails', 'is_read', 'false'],
    ['received_emails', 'category', 'unknown'],
    ['video_generations', 'status', 'pending'],
    ['video_generations', 'model', 'ray-2'],
    ['video_generations', 'resolution', '720p'],
    ['video_generations', 'duration', '5s'],
    ['audio_generations', 'model', 'eleven_monolingual_v1'],
    ['audio_generations', 'status', 'completed'],
    ['image_generations', 'style', 'vivid'],
    ['image_generations', 'size', '1024x1024'],
    ['subscription_plans', 'currency', 'usd'],
    ['subscription_plans', 'max_funnels', '-1'],
    ['subscription_plans', 'max_leads', '-1'],
    ['subscription_plans', 'max_emails', '-1'],
    ['payout_requests', 'status', 'pending'],
    ['email_sequences', 'trigger', 'funnel_signup'],
    ['email_sequence_steps', 'delay_hours', '24'],
    ['email_sequence_subscribers', 'current_step', '1'],
    ['email_sequence_subscribers', 'status', 'active'],
    ['email_sequence_logs', 'status', 'sent'],
  ])('gives %s.%s the default %s', async (table, column, expected) => {
    const { column_default } = await one<{ column_default: string | null }>(
      `select column_default from information_schema.columns
        where table_schema = 'public' and table_name = $1 and column_name = $2`,
      [table, column],
    );
    // '-1'::integer, 'draft'::text, '["read", "write"]'::jsonb, true, 24 ... → the bare value
    const bare = column_default?.replace(/^'(.*)'::[a-z ]+$/, '$1') ?? null;
    expect(bare).toBe(expected);
  });

  it("gives users membership_level 'free' and a creation time", async () => {
    const row = await one<{ membership_level: string; created_at: Date }>(
      "insert into users (email) values ('defaults@example.com') returning membership_level, created_at",
    );
    expect(row.membership_level).toBe('free');
    expect(row.created_at).toBeInstanceOf(Date);
  });
});

describe('value sets', () => {
  it.each([
    ['funnels.status', "insert into funnels (user_id, name, status) values ($1, 'F', 'bogus')"],
    ['leads.status', "insert into leads (user_id, email, status) values ($1, 'x@example.com', 'bogus')"],
    [
      'campaigns.status',
      "insert into campaigns (user_id, name, subject, content, status) values ($1, 'c', 's', 'b', 'bogus')",
    ],
    ['leads.score above 100', "insert into leads (user_id, email, score) values ($1, 'y@example.com', 101)"],
  ])('refuses a value outside the set for %s', async (_label, sql) => {
    expect(await pgErrorCode(pg, sql, [await newUser()])).toBe(CHECK_VIOLATION);
  });

  it.each(['draft', 'published', 'archived'])('accepts funnels.status %s', async (status) => {
    expect(
      await pgErrorCode(pg, "insert into funnels (user_id, name, status) values ($1, 'F', $2)", [
        await newUser(),
        status,
      ]),
    ).toBeNull();
  });

  it.each(['new', 'contacted', 'follow-up', 'converted', 'lost'])(
    'accepts leads.status %s',
    async (status) => {
      expect(
        await pgErrorCode(pg, "insert into leads (user_id, email, status) values ($1, 'z@example.com', $2)", [
          await newUser(),
          status,
        ]),
      ).toBeNull();
    },
  );
});

describe('ON DELETE', () => {
  it('deleting a user deletes their funnels, leads and affiliate account', async () => {
    const user = await newUser();
    const { id: funnelId } = await one<{ id: string }>(
      "insert into funnels (user_id, name) values ($1, 'Doomed') returning id",
      [user],
    );
    await pg.query("insert into leads (user_id, funnel_id, email) values ($1, $2, 'l@example.com')", [
      user,
      funnelId,
    ]);
    await pg.query("insert into affiliates (user_id, affiliate_code) values ($1, 'GONE-SOON')", [user]);

    await pg.query('delete from users where id = $1', [user]);
    const counts = await one<{ funnels: string; leads: string; affiliates: string }>(
      `select (select count(*) from funnels where user_id = $1) as funnels,
              (select count(*) from leads where user_id = $1) as leads,
              (select count(*) from affiliates where user_id = $1) as affiliates`,
      [user],
    );
    expect(counts).toEqual({ funnels: '0', leads: '0', affiliates: '0' });
  });

  it('deleting a funnel keeps its leads, with funnel_id set to null', async () => {
    const user = await newUser();
    const { id: funnelId } = await one<{ id: string }>(
      "insert into funnels (user_id, name) values ($1, 'Short-lived') returning id",
      [user],
    );
    const { id: leadId } = await one<{ id: string }>(
      "insert into leads (user_id, funnel_id, email) values ($1, $2, 'kept@example.com') returning id",
      [user, funnelId],
    );
    await pg.query('delete from funnels where id = $1', [funnelId]);
    expect(await one('select funnel_id from leads where id = $1', [leadId])).toEqual({ funnel_id: null });
  });

  it("deleting a referred user keeps the affiliate's referral, unlinked", async () => {
    const affiliateUser = await newUser();
    const referred = await newUser();
    const { id: affiliateId } = await one<{ id: string }>(
      "insert into affiliates (user_id, affiliate_code) values ($1, 'KEEPREF') returning id",
      [affiliateUser],
    );
    const { id: referralId } = await one<{ id: string }>(
      "insert into referrals (affiliate_id, referred_user_id, referral_code) values ($1, $2, 'KEEPREF') returning id",
      [affiliateId, referred],
    );
    await pg.query('delete from users where id = $1', [referred]);
    expect(await one('select referred_user_id from referrals where id = $1', [referralId])).toEqual({
      referred_user_id: null,
    });
  });
});
