import { randomBytes } from 'node:crypto';
import { insertUser, withPg } from './support/db';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);
const db = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg<T>(server.config.databaseUrl, fn);

type ReferralRow = {
  id: string;
  affiliate_id: string;
  referred_user_id: string | null;
  referral_code: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  status: string;
};

/** A user with an affiliate account, inserted directly; answers the affiliate's id and code. */
async function createAffiliate(
  status = 'active',
): Promise<{ affiliateId: string; code: string; userId: string }> {
  const code = `FF${randomBytes(4).toString('hex').toUpperCase()}`;
  return db(async (pg) => {
    const userId = await insertUser(pg, uniqueEmail('affiliate'));
    const { rows } = await pg.query<{ id: string }>(
      'insert into affiliates (user_id, affiliate_code, status) values ($1, $2, $3) returning id',
      [userId, code, status],
    );
    return { affiliateId: rows[0]!.id, code, userId };
  });
}

const referralsOf = (affiliateId: string) =>
  db(async (pg) => {
    const { rows } = await pg.query<ReferralRow>(
      'select * from referrals where affiliate_id = $1 order by created_at',
      [affiliateId],
    );
    return rows;
  });

const totalReferralsOf = (affiliateId: string) =>
  db(async (pg) => {
    const { rows } = await pg.query<{ total_referrals: number }>(
      'select total_referrals from affiliates where id = $1',
      [affiliateId],
    );
    return rows[0]?.total_referrals;
  });

const countReferrals = () =>
  db(async (pg) => {
    const { rows } = await pg.query<{ n: string }>('select count(*) as n from referrals');
    return Number(rows[0]?.n);
  });

describe('POST /api/referral/track', () => {
  it('records a pending referral for an active affiliate code', async () => {
    const { affiliateId, code } = await createAffiliate();
    const res = await client().post('/api/referral/track', { affiliateCode: code });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ received: true });

    const rows = await referralsOf(affiliateId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      referral_code: code,
      status: 'pending',
      referred_user_id: null,
      email: null,
    });
  });

  it('keeps the visitor details it was given', async () => {
    const { affiliateId, code } = await createAffiliate();
    const res = await client().post('/api/referral/track', {
      affiliateCode: `  ${code} `,
      email: 'visitor@example.com',
      firstName: 'Vera',
      lastName: 'Visitor',
    });
    expect(res.status).toBe(202);
    expect(await referralsOf(affiliateId)).toEqual([
      expect.objectContaining({
        referral_code: code,
        email: 'visitor@example.com',
        first_name: 'Vera',
        last_name: 'Visitor',
        status: 'pending',
      }),
    ]);
  });

  it('answers 202 and records nothing for an unknown code', async () => {
    const before = await countReferrals();
    const res = await client().post('/api/referral/track', { affiliateCode: 'NO-SUCH-CODE' });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ received: true });
    expect(await countReferrals()).toBe(before);
  });

  it('answers 202 and records nothing for an inactive affiliate', async () => {
    const { affiliateId, code } = await createAffiliate('suspended');
    const res = await client().post('/api/referral/track', { affiliateCode: code });
    expect(res.status).toBe(202);
    expect(await referralsOf(affiliateId)).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['empty', { affiliateCode: '   ' }],
    ['not a string', { affiliateCode: 42 }],
  ])('answers 400 JSON {message} when affiliateCode is %s', async (_label, body) => {
    const before = await countReferrals();
    const res = await client().post('/api/referral/track', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ message: 'affiliateCode is required' });
    expect(await countReferrals()).toBe(before);
  });

  it('needs no session', async () => {
    const { affiliateId, code } = await createAffiliate();
    const anonymous = client();
    expect(anonymous.cookie).toBeNull();
    expect((await anonymous.post('/api/referral/track', { affiliateCode: code })).status).toBe(202);
    expect(anonymous.cookie).toBeNull();
    expect(await referralsOf(affiliateId)).toHaveLength(1);
  });
});

describe('signing up with a referral code', () => {
  it('through GraphQL signUp links the pending referral to the new user', async () => {
    const { affiliateId, code } = await createAffiliate();
    await client().post('/api/referral/track', { affiliateCode: code });
    const [pending] = await referralsOf(affiliateId);
    expect(await totalReferralsOf(affiliateId)).toBe(0);

    const email = uniqueEmail('referred');
    const c = client();
    const res = await c.gql<{ signUp: { id: string } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { id } }',
      { input: { email, password: STRONG_PASSWORD, referralCode: code } },
    );
    expect(res.errors).toBeUndefined();
    const userId = res.data?.signUp.id;

    const rows = await referralsOf(affiliateId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: pending?.id,
      referred_user_id: userId,
      email: email.toLowerCase(),
      status: 'pending',
    });
    expect(await totalReferralsOf(affiliateId)).toBe(1);
  });

  it('through REST register links the pending referral to the new user', async () => {
    const { affiliateId, code } = await createAffiliate();
    await client().post('/api/referral/track', { affiliateCode: code, email: 'clicked@example.com' });

    const res = await client().post('/api/auth/register', {
      email: uniqueEmail('rest-referred'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    expect(res.status).toBe(201);
    const rows = await referralsOf(affiliateId);
    expect(rows).toHaveLength(1);
    // The email the visitor gave at the click is kept.
    expect(rows[0]).toMatchObject({ referred_user_id: res.json?.id, email: 'clicked@example.com' });
    expect(await totalReferralsOf(affiliateId)).toBe(1);
  });

  it('creates the referral when there was no tracked click', async () => {
    const { affiliateId, code } = await createAffiliate();
    const res = await client().post('/api/auth/register', {
      email: uniqueEmail('direct'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    expect(res.status).toBe(201);
    expect(await referralsOf(affiliateId)).toEqual([
      expect.objectContaining({ referred_user_id: res.json?.id, referral_code: code, status: 'pending' }),
    ]);
    expect(await totalReferralsOf(affiliateId)).toBe(1);
  });

  it('links one referral per sign-up', async () => {
    const { affiliateId, code } = await createAffiliate();
    await client().post('/api/referral/track', { affiliateCode: code });
    await client().post('/api/referral/track', { affiliateCode: code });
    const first = await client().post('/api/auth/register', {
      email: uniqueEmail('first'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    const second = await client().post('/api/auth/register', {
      email: uniqueEmail('second'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    const linked = (await referralsOf(affiliateId)).map((r) => r.referred_user_id).sort();
    expect(linked).toEqual([first.json?.id, second.json?.id].sort());
    expect(await totalReferralsOf(affiliateId)).toBe(2);
  });

  it('still creates the account for an unknown referral code, and links nothing', async () => {
    const before = await countReferrals();
    const res = await client().post('/api/auth/register', {
      email: uniqueEmail('unknown-ref'),
      password: STRONG_PASSWORD,
      referralCode: 'NO-SUCH-CODE',
    });
    expect(res.status).toBe(201);
    expect(await countReferrals()).toBe(before);
  });
});
