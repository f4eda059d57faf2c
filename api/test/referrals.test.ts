import { randomBytes } from 'node:crypto';
import { insertUser, withPg } from './support/db';
import { STRONG_PASSWORD, TestClient, uniqueEmail } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A browser (Node's own user agent reads as a bot, whose clicks are not counted). */
const client = () => {
  const c = new TestClient(server.url);
  c.headers['user-agent'] =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
  return c;
};
const db = <T>(fn: Parameters<typeof withPg<T>>[1]) => withPg<T>(server.config.databaseUrl, fn);

type ClickRow = {
  id: string;
  affiliate_id: string;
  device_hash: string;
  channel: string;
  source: string | null;
};

const clicksOf = (affiliateId: string) =>
  db(async (pg) => {
    const { rows } = await pg.query<ClickRow>(
      'select * from referral_clicks where affiliate_id = $1 order by created_at',
      [affiliateId],
    );
    return rows;
  });

type ReferralRow = {
  id: string;
  click_id: string | null;
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
  it('records a click of an active affiliate code, tied to the browser', async () => {
    const { affiliateId, code } = await createAffiliate();
    const visitor = client();
    const res = await visitor.post('/api/referral/track', { affiliateCode: code });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ received: true });

    const rows = await clicksOf(affiliateId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'direct',
      source: null,
      device_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Clicks are not referrals: a referral is a sign-up.
    expect(await referralsOf(affiliateId)).toEqual([]);
    // The browser keeps its device cookie, and the next click is the same browser.
    expect(visitor.otherCookies.has('ff.device')).toBe(true);
    await visitor.post('/api/referral/track', { affiliateCode: code.toLowerCase() });
    const again = await clicksOf(affiliateId);
    expect(again).toHaveLength(2);
    expect(again[1]?.device_hash).toBe(again[0]?.device_hash);
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
    expect(await clicksOf(affiliateId)).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['empty', { affiliateCode: '   ' }],
    ['not a string', { affiliateCode: 42 }],
  ])('answers 400 JSON {message} when affiliateCode is %s', async (_label, body) => {
    const res = await client().post('/api/referral/track', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ message: 'affiliateCode is required' });
  });

  it('needs no session, and starts none', async () => {
    const { affiliateId, code } = await createAffiliate();
    const anonymous = client();
    expect((await anonymous.post('/api/referral/track', { affiliateCode: code })).status).toBe(202);
    expect(anonymous.cookie).toBeNull();
    expect(await clicksOf(affiliateId)).toHaveLength(1);
  });
});

describe('signing up after a click', () => {
  it('through GraphQL signUp makes the new user a pending referral', async () => {
    const { affiliateId, code } = await createAffiliate();
    const c = client();
    await c.post('/api/referral/track', { affiliateCode: code });
    expect(await totalReferralsOf(affiliateId)).toBe(0);

    const email = uniqueEmail('referred');
    const res = await c.gql<{ signUp: { id: string } }>(
      'mutation($input: SignUpInput!) { signUp(input: $input) { id } }',
      { input: { email, password: STRONG_PASSWORD, referralCode: code } },
    );
    expect(res.errors).toBeUndefined();
    const [click] = await clicksOf(affiliateId);
    expect(await referralsOf(affiliateId)).toEqual([
      expect.objectContaining({
        referred_user_id: res.data?.signUp.id,
        referral_code: code,
        email: email.toLowerCase(),
        status: 'pending',
        click_id: click?.id,
      }),
    ]);
    expect(await totalReferralsOf(affiliateId)).toBe(1);
  });

  it('through REST register makes the new user a pending referral', async () => {
    const { affiliateId, code } = await createAffiliate();
    const c = client();
    await c.post('/api/referral/track', { affiliateCode: code });
    const res = await c.post('/api/auth/register', {
      email: uniqueEmail('rest-referred'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    expect(res.status).toBe(201);
    expect(await referralsOf(affiliateId)).toEqual([
      expect.objectContaining({ referred_user_id: res.json?.id, status: 'pending' }),
    ]);
  });

  it('makes no referral from a code alone, without a click from that browser', async () => {
    const { affiliateId, code } = await createAffiliate();
    await client().post('/api/referral/track', { affiliateCode: code });
    const res = await client().post('/api/auth/register', {
      email: uniqueEmail('direct'),
      password: STRONG_PASSWORD,
      referralCode: code,
    });
    expect(res.status).toBe(201);
    expect(await referralsOf(affiliateId)).toEqual([]);
    expect(await totalReferralsOf(affiliateId)).toBe(0);
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
