import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { dnsResolver } from '../src/modules/email/authentication/dns-lookups';
import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import {
  createCampaign,
  eventually,
  parse,
  rawHeader,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { startDnsServer } from './support/dns-server';
import { gqlCode, queryRows, testRateLimits } from './support/funnels';
import { createLead } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24 §4: DKIM per sending domain (the key pair made here, the TXT record to publish, a
 * check of it, signing of campaign and sequence emails with nodemailer's DKIM support, rotation)
 * and the SPF / DKIM / DMARC checker, against a local DNS stand-in and a real SMTP server.
 */
const SERVER_SENDER = 'news@server-wide.example';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  dns = await startDnsServer();
  sink = await SmtpSink.start({ keepRaw: true });
  server = await startTestServer(
    {
      LOG_LEVEL: 'error',
      DNS_SERVERS: dns.address,
      SMTP_URL: sink.url,
      SMTP_FROM: SERVER_SENDER,
      CAMPAIGN_SEND_RATE: '0',
    },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
  await dns?.close();
});

type DkimKeyJson = {
  id: string;
  domain: string;
  selector: string;
  recordName: string;
  recordValue: string;
  checkResult: string | null;
  checkMessage: string | null;
  published: boolean;
};
type DkimStateJson = {
  domain: string | null;
  fromEmail: string | null;
  source: string | null;
  key: DkimKeyJson | null;
  nextKey: DkimKeyJson | null;
  signing: boolean;
  message: string;
};
type DnsCheckJson = {
  status: string;
  message: string;
  found: string | null;
  recordName: string | null;
  recordValue: string | null;
};
type DnsReportJson = { domain: string; spf: DnsCheckJson; dkim: DnsCheckJson; dmarc: DnsCheckJson };

const KEY_FIELDS = 'id domain selector recordName recordValue checkResult checkMessage published';
const STATE = `domain fromEmail source signing message key { ${KEY_FIELDS} } nextKey { ${KEY_FIELDS} }`;
const CHECK = 'status message found recordName recordValue';

/** A signed-in user whose own SMTP settings send through the sink from `fromEmail`. */
async function userSendingFrom(fromEmail: string | null) {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  if (fromEmail) {
    const saved = await client.post('/api/email/settings', {
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecure: false,
      smtpUser: `login@${fromEmail.split('@')[1]}`,
      smtpPassword: 'sink-password',
      fromEmail,
      fromName: 'Acme News',
    });
    expect(saved.status).toBe(200);
  }
  return { client, user };
}

async function state(client: TestClient): Promise<DkimStateJson> {
  const res = await client.gql<{ dkimState: DkimStateJson }>(`{ dkimState { ${STATE} } }`);
  expect(res.errors).toBeUndefined();
  return res.data!.dkimState;
}

async function mutate(client: TestClient, field: string, args = ''): Promise<DkimStateJson> {
  const res = await client.gql<Record<string, DkimStateJson>>(`mutation { ${field}${args} { ${STATE} } }`);
  expect(res.errors).toBeUndefined();
  return res.data![field]!;
}

async function checkDns(client: TestClient): Promise<DnsReportJson> {
  const res = await client.gql<{ checkEmailDns: DnsReportJson }>(
    `mutation { checkEmailDns { domain spf { ${CHECK} } dkim { ${CHECK} } dmarc { ${CHECK} } } }`,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.checkEmailDns;
}

const signing = (enabled: boolean, signAnyway = false) =>
  `(input: { enabled: ${enabled}, signAnyway: ${signAnyway} })`;

/** A DKIM record value for a key pair that is not the app's. */
function foreignRecord(): string {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
}

/** The DKIM verdict a receiver resolving through the DNS stand-in gives a raw message. */
async function verdict(raw: Buffer | string) {
  const result = await dkimVerify(raw, { resolver: dnsResolver([dns.address]) });
  return result.results.map((r) => ({
    result: r.status.result,
    comment: r.status.comment ?? null,
    domain: r.signingDomain ?? null,
    selector: r.selector ?? null,
  }));
}

/** Sends a one-recipient campaign to `email` and answers the raw message that arrived. */
async function campaignTo(client: TestClient, email: string, subject: string): Promise<Buffer> {
  const lead = await createLead(client, { email, firstName: 'Reader' });
  const campaign = await createCampaign(client, {
    subject,
    content: 'Spring is here: our new range is out.',
    selectedLeadIds: [lead.id],
  });
  await sendCampaign(client, campaign.id);
  await waitForStatus(server, campaign.id, 'sent');
  const arrived = sink.messages.filter((m) => m.to.includes(email)).pop();
  if (!arrived) throw new Error(`nothing arrived for ${email}`);
  return arrived.raw;
}

describe('setting up DKIM', () => {
  it('makes an RSA 2048 key for the From domain, keeps the private key sealed and shows the record to publish', async () => {
    const { client, user } = await userSendingFrom('news@setup.example');
    const before = await state(client);
    expect(before).toMatchObject({ domain: 'setup.example', source: 'user', key: null, signing: false });
    expect(before.message).toBe(
      'Emails from setup.example are not signed. Set up DKIM to make a key and get the DNS record to publish.',
    );

    const created = await client.post('/api/email/dkim');
    expect(created.status).toBe(201);
    const key = (created.json as unknown as DkimStateJson).key!;
    expect(key.domain).toBe('setup.example');
    expect(key.selector).toMatch(/^ff\d{6}$/);
    expect(key.recordName).toBe(`${key.selector}._domainkey.setup.example`);
    const value = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/]+=*)$/.exec(key.recordValue);
    expect(value).not.toBeNull();
    const publicKey = createPublicKey({
      key: Buffer.from(value![1]!, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyType).toBe('rsa');
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(created.text).not.toMatch(/PRIVATE KEY/);

    const [row] = await queryRows<{ private_key: string; public_key: string }>(
      server,
      'select private_key, public_key from dkim_keys where user_id = $1',
      [user.id],
    );
    expect(row!.private_key).toMatch(/^v1:/);
    expect(row!.private_key).not.toMatch(/PRIVATE KEY/);
    expect(server.deps.secretBox.open(row!.private_key)).toMatch(/^-----BEGIN PRIVATE KEY-----/);

    // Once is enough: a second set-up says to rotate instead.
    const again = await client.post('/api/email/dkim');
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe(
      `DKIM is already set up for setup.example (selector ${key.selector}). Rotate the key to make a new one.`,
    );
    expect(await client.get('/api/email/dkim')).toMatchObject({ status: 200, json: { key: { id: key.id } } });
  });

  it('Check says not found, then found once the record is published, and a different key is wrong', async () => {
    const { client } = await userSendingFrom('news@check.example');
    const { key } = await mutate(client, 'setupDkim');
    const missing = await mutate(client, 'checkDkim');
    expect(missing.key).toMatchObject({ published: false, checkResult: 'missing' });
    expect(missing.key!.checkMessage).toBe(
      `No DKIM record was found at ${key!.recordName} yet. Add it at your DNS provider; changes can take a few minutes to an hour to show.`,
    );

    dns.setTxt(key!.recordName, [foreignRecord()]);
    const mismatch = await mutate(client, 'checkDkim');
    expect(mismatch.key).toMatchObject({ published: false, checkResult: 'mismatch' });
    expect(mismatch.key!.checkMessage).toBe(
      `The record at ${key!.recordName} holds a different key: replace its value with the one shown here.`,
    );

    dns.setTxt(key!.recordName, [key!.recordValue]);
    const found = await mutate(client, 'checkDkim');
    expect(found.key).toMatchObject({ published: true, checkResult: 'found' });
    expect(found.key!.checkMessage).toBe(
      `The DKIM record at ${key!.recordName} is published and matches your key.`,
    );
    expect(found.message).toBe(
      'The DKIM record is published. Turn signing on to sign your emails from check.example.',
    );
  });

  it('turns signing on only once the record was found, or when told to sign anyway', async () => {
    const { client } = await userSendingFrom('news@anyway.example');
    const refused = await client.put('/api/email/dkim/signing', { enabled: true });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe('DKIM is not set up for this domain yet: use Set up DKIM first.');

    const { key } = await mutate(client, 'setupDkim');
    const early = await client.gql(`mutation { setDkimSigning${signing(true)} { signing } }`);
    expect(gqlCode(early)).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toBe(
      `The DKIM record at ${key!.recordName} was not found by the last check. Publish it and Check again, or choose Sign anyway (receivers cannot verify the signatures until the record is published).`,
    );
    expect((await state(client)).signing).toBe(false);

    const invalid = await client.put('/api/email/dkim/signing', { enabled: 'yes' });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ fieldErrors: { enabled: 'Enabled must be true or false' } });

    const anyway = await client.put('/api/email/dkim/signing', { enabled: true, signAnyway: true });
    expect(anyway.status).toBe(200);
    expect(anyway.json).toMatchObject({ signing: true });
    expect(String(anyway.json?.message)).toBe(
      `Campaign and sequence emails from anyway.example are signed with DKIM (selector ${key!.selector}). The last check did not find the DNS record, so receivers cannot verify the signatures until it is published.`,
    );
    const off = await client.put('/api/email/dkim/signing', { enabled: false });
    expect(off.json).toMatchObject({ signing: false });
  });
});

describe('signed mail', () => {
  it('signs campaigns and sequences so a verifier passes them, fails a tampered body, and stops when signing is off', async () => {
    const { client } = await userSendingFrom('news@signed.example');
    const { key } = await mutate(client, 'setupDkim');
    dns.setTxt(key!.recordName, [key!.recordValue]);
    await mutate(client, 'checkDkim');
    expect(await mutate(client, 'setDkimSigning', signing(true))).toMatchObject({ signing: true });

    const raw = await campaignTo(client, 'reader.signed@example.com', 'Signed news');
    const mail = await parse(raw);
    const signature = rawHeader(mail, 'dkim-signature') ?? '';
    expect(signature).toMatch(/\bd=signed\.example;/);
    expect(signature).toContain(`s=${key!.selector};`);
    // RFC 8058: the one-click unsubscribe pair is covered by the signature.
    const signed = /\bh=([^;]+);/.exec(signature)?.[1]?.replace(/\s+/g, '').toLowerCase().split(':');
    expect(signed).toEqual(
      expect.arrayContaining(['from', 'subject', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    expect(await verdict(raw)).toEqual([
      { result: 'pass', comment: null, domain: 'signed.example', selector: key!.selector },
    ]);

    const text = raw.toString('utf8');
    expect(text).toContain('Spring is here');
    const [tampered] = await verdict(text.replace('Spring is here', 'Spring is gone'));
    expect(tampered?.result).not.toBe('pass');
    expect(tampered?.comment).toMatch(/body hash/);

    // A sequence step goes out signed as well.
    const lead = await createLead(client, { email: 'reader.sequence@example.com', firstName: 'Seq' });
    const sequence = await client.post('/api/email/sequences', { name: 'Welcome' });
    const sequenceId = (sequence.json as { id: string }).id;
    expect(
      (
        await client.post(`/api/email/sequences/${sequenceId}/steps`, {
          subject: 'Welcome',
          content: 'Hello.',
          delayHours: 0,
        })
      ).status,
    ).toBe(201);
    expect(
      (await client.post(`/api/email/sequences/${sequenceId}/subscribers`, { leadIds: [lead.id] })).status,
    ).toBe(200);
    await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
    await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
    await eventually(async () => sink.received.has('reader.sequence@example.com'), 'the sequence email');
    const step = sink.messages.filter((m) => m.to.includes('reader.sequence@example.com')).pop()!;
    expect(await verdict(step.raw)).toEqual([
      { result: 'pass', comment: null, domain: 'signed.example', selector: key!.selector },
    ]);

    // Signing off: the next campaign goes out without a signature.
    await mutate(client, 'setDkimSigning', signing(false));
    const unsigned = await parse(await campaignTo(client, 'reader.unsigned@example.com', 'Unsigned news'));
    expect(rawHeader(unsigned, 'dkim-signature')).toBeUndefined();
  });

  it('signs for the server-wide sender (SMTP_FROM) when the user has no SMTP settings of their own', async () => {
    const { client } = await userSendingFrom(null);
    const initial = await state(client);
    expect(initial).toMatchObject({
      domain: 'server-wide.example',
      fromEmail: SERVER_SENDER,
      source: 'server',
    });
    const { key } = await mutate(client, 'setupDkim');
    dns.setTxt(key!.recordName, [key!.recordValue]);
    await mutate(client, 'checkDkim');
    await mutate(client, 'setDkimSigning', signing(true));
    const raw = await campaignTo(client, 'reader.server@example.com', 'Server-wide news');
    expect(await verdict(raw)).toEqual([
      { result: 'pass', comment: null, domain: 'server-wide.example', selector: key!.selector },
    ]);
  });
});

describe('rotating the key', () => {
  it('keeps signing with the old key until the new record is found, then switches', async () => {
    const { client } = await userSendingFrom('news@rotate.example');
    const { key: old } = await mutate(client, 'setupDkim');
    dns.setTxt(old!.recordName, [old!.recordValue]);
    await mutate(client, 'checkDkim');
    await mutate(client, 'setDkimSigning', signing(true));

    const rotating = await mutate(client, 'rotateDkim');
    const next = rotating.nextKey!;
    expect(next.selector).not.toBe(old!.selector);
    expect(next.recordValue).not.toBe(old!.recordValue);
    expect(rotating.key!.id).toBe(old!.id);
    const again = await client.post('/api/email/dkim/rotate');
    expect(again.status).toBe(409);

    const waiting = await mutate(client, 'checkDkim');
    expect(waiting).toMatchObject({ key: { id: old!.id, published: true }, nextKey: { published: false } });
    const beforeSwitch = await campaignTo(client, 'reader.rotate1@example.com', 'Before the switch');
    expect((await verdict(beforeSwitch))[0]).toMatchObject({ result: 'pass', selector: old!.selector });

    dns.setTxt(next.recordName, [next.recordValue]);
    const switched = await mutate(client, 'checkDkim');
    expect(switched).toMatchObject({ key: { id: next.id, published: true }, nextKey: null, signing: true });
    expect(switched.message).toContain(
      `Switched to the new key (selector ${next.selector}). Keep the old record ${old!.recordName} for a few days`,
    );
    const afterSwitch = await campaignTo(client, 'reader.rotate2@example.com', 'After the switch');
    expect((await verdict(afterSwitch))[0]).toMatchObject({ result: 'pass', selector: next.selector });
  });
});

describe('the DNS checker', () => {
  it('says what is missing for SPF, DKIM and DMARC, with the record to add, then that each is present', async () => {
    const { client } = await userSendingFrom('hello@checker.example');
    const empty = await checkDns(client);
    expect(empty.domain).toBe('checker.example');
    expect(empty.spf).toEqual({
      status: 'missing',
      message:
        'No SPF record: add TXT checker.example "v=spf1 ip4:127.0.0.1 ~all" (or the include: your email provider documents in place of ip4:127.0.0.1).',
      found: null,
      recordName: 'checker.example',
      recordValue: 'v=spf1 ip4:127.0.0.1 ~all',
    });
    expect(empty.dkim).toMatchObject({
      status: 'missing',
      message: 'No DKIM key for checker.example yet: use Set up DKIM to make one, then publish its record.',
    });
    expect(empty.dmarc).toEqual({
      status: 'missing',
      message:
        'No DMARC record: add TXT _dmarc.checker.example "v=DMARC1; p=none; rua=mailto:dmarc-reports@checker.example" (reports go to that address: use one you read).',
      found: null,
      recordName: '_dmarc.checker.example',
      recordValue: 'v=DMARC1; p=none; rua=mailto:dmarc-reports@checker.example',
    });

    const { key } = await mutate(client, 'setupDkim');
    const noRecord = await checkDns(client);
    expect(noRecord.dkim).toEqual({
      status: 'missing',
      message: `No DKIM record: add TXT ${key!.recordName} "${key!.recordValue}".`,
      found: null,
      recordName: key!.recordName,
      recordValue: key!.recordValue,
    });

    // SPF that names other servers only: a warning with the record amended, not an error.
    dns.setTxt('checker.example', ['google-site-verification=abc', 'v=spf1 ip4:192.0.2.10 -all']);
    dns.setTxt(key!.recordName, [key!.recordValue]);
    dns.setTxt('_dmarc.checker.example', ['v=DMARC1; p=maybe']);
    const partly = await checkDns(client);
    expect(partly.spf).toEqual({
      status: 'warning',
      message:
        'SPF record found, but it does not list your SMTP server 127.0.0.1. If your provider sends from other servers that it lists, this is fine; otherwise add ip4:127.0.0.1 (or the include: your provider documents) before the "all" at the end.',
      found: 'v=spf1 ip4:192.0.2.10 -all',
      recordName: 'checker.example',
      recordValue: 'v=spf1 ip4:192.0.2.10 ip4:127.0.0.1 -all',
    });
    expect(partly.dkim).toEqual({
      status: 'warning',
      message: `DKIM record found at ${key!.recordName} and it matches your key, but signing is off: turn it on to sign your emails.`,
      found: key!.recordValue,
      recordName: null,
      recordValue: null,
    });
    expect(partly.dmarc).toMatchObject({ status: 'wrong', found: 'v=DMARC1; p=maybe' });
    expect(partly.dmarc.message).toMatch(/^The DMARC record has no valid policy/);
    // The checker's DKIM look-up counts as a check: signing may be turned on now.
    expect(await mutate(client, 'setDkimSigning', signing(true))).toMatchObject({ signing: true });

    dns.setTxt('checker.example', ['v=spf1 ip4:127.0.0.1 -all']);
    dns.setTxt('_dmarc.checker.example', ['v=DMARC1; p=quarantine; rua=mailto:reports@checker.example']);
    const good = await checkDns(client);
    expect(good.spf).toEqual({
      status: 'pass',
      message: 'SPF record found; it allows your SMTP server 127.0.0.1.',
      found: 'v=spf1 ip4:127.0.0.1 -all',
      recordName: null,
      recordValue: null,
    });
    expect(good.dkim).toMatchObject({
      status: 'pass',
      message: `DKIM record found at ${key!.recordName}; it matches your key and your emails are signed.`,
    });
    expect(good.dmarc).toEqual({
      status: 'pass',
      message:
        'DMARC record found (policy quarantine: receivers send to spam mail from checker.example that passes neither SPF nor DKIM).',
      found: 'v=DMARC1; p=quarantine; rua=mailto:reports@checker.example',
      recordName: null,
      recordValue: null,
    });

    // Two SPF records, and a broken one: receivers ignore them, so they are wrong.
    dns.setTxt('checker.example', ['v=spf1 ip4:127.0.0.1 -all', 'v=spf1 mx -all']);
    expect((await checkDns(client)).spf).toMatchObject({
      status: 'wrong',
      message:
        'checker.example has 2 SPF records; receivers treat that as an error and ignore them all. Merge them into one record.',
    });
    dns.setTxt('checker.example', ['v=spf1 ip4:127.0.0.1 bogus -all']);
    expect((await checkDns(client)).spf).toMatchObject({
      status: 'wrong',
      message:
        'The SPF record of checker.example has an error, so receivers ignore it: Unknown mechanism bogus.',
    });

    const rest = await client.post('/api/email/dns-check');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ domain: 'checker.example', dkim: { status: 'pass' } });
  });
});

describe('tenancy', () => {
  it("never shows another user's key for the same domain, and each signs with their own", async () => {
    const owner = await userSendingFrom('news@shared.example');
    const other = await userSendingFrom('team@shared.example');
    const { key: ownerKey } = await mutate(owner.client, 'setupDkim');
    dns.setTxt(ownerKey!.recordName, [ownerKey!.recordValue]);

    const seen = await state(other.client);
    expect(seen).toMatchObject({ domain: 'shared.example', key: null, signing: false });
    const otherCheck = await other.client.post('/api/email/dkim/check');
    expect(otherCheck.status).toBe(409);
    const report = await checkDns(other.client);
    expect(report.dkim.status).toBe('missing');
    expect(JSON.stringify(report)).not.toContain(ownerKey!.recordValue);

    // Their own key gets a selector of its own: the owner's record is not theirs to overwrite.
    const { key: otherKey } = await mutate(other.client, 'setupDkim');
    expect(otherKey!.selector).toBe(`${ownerKey!.selector}-2`);
    expect(otherKey!.recordValue).not.toBe(ownerKey!.recordValue);
    const notYet = await mutate(other.client, 'checkDkim');
    expect(notYet.key).toMatchObject({ published: false, checkResult: 'missing' });
    expect(JSON.stringify(await state(other.client))).not.toContain(ownerKey!.recordValue);
    expect(JSON.stringify(await state(owner.client))).not.toContain(otherKey!.recordValue);

    // Signing on for the other user signs their mail with their key only.
    await mutate(other.client, 'setDkimSigning', signing(true, true));
    const raw = await campaignTo(other.client, 'reader.tenant@example.com', 'Tenant news');
    expect((await verdict(raw))[0]).toMatchObject({ domain: 'shared.example', selector: otherKey!.selector });
  });

  it('is for signed-in sessions only', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.get('/api/email/dkim')).status).toBe(401);
    expect(gqlCode(await anonymous.gql('{ dkimState { signing } }'))).toBe('UNAUTHENTICATED');
  });
});
