import { SEND_OPT_IN_CONFIRMATION_JOB } from '../src/modules/leads/lead-opt-in.service';
import { SEQUENCE_TICK_JOB } from '../src/modules/sequences/engine/sequence-engine.jobs';
import {
  campaignRow,
  createCampaign,
  eventually,
  hrefs,
  parse,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { CHROME_DESKTOP_UA, pageConfig, publishedFunnel, queryRows, testRateLimits } from './support/funnels';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 24 item 5: double opt-in end to end over real SMTP. The form's switch is read from the
 * saved page; the confirmation email goes through the owner's own SMTP settings; a pending lead is
 * skipped by campaigns and held by sequences; the link confirms; the consent record is exported.
 */
const SMTP_USER = 'owner@forge.example';
const SMTP_PASSWORD = 'smtp-secret-1';
const CONSENT = 'Yes, send me the weekly Forge letter. I can unsubscribe at any time.';
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await SmtpSink.start({ keepRaw: true, auth: { user: SMTP_USER, pass: SMTP_PASSWORD } });
  // No SMTP_URL: mail goes only through a user's own settings.
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1', CAMPAIGN_SEND_RATE: '0' },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** A page with a double opt-in form and a plain one. */
const PAGE = pageConfig([
  { id: 'headline-1', type: 'headline', content: 'The Forge letter' },
  { id: 'doi-form', type: 'form', content: 'Get the letter', doubleOptIn: true, consentText: CONSENT } as {
    type: string;
  },
  { id: 'plain-form', type: 'form', content: 'Just say hello' },
]);

async function ownerWithSmtp(withSettings = true) {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  if (withSettings) {
    const res = await client.post('/api/email/settings', {
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpSecure: false,
      smtpUser: SMTP_USER,
      smtpPassword: SMTP_PASSWORD,
      fromEmail: 'letter@forge.example',
      fromName: 'Forge Letter',
      isActive: true,
    });
    if (res.status !== 200) throw new Error(`settings: ${res.status} ${res.text}`);
  }
  const funnel = await publishedFunnel(client, { name: 'Forge letter', config: JSON.stringify(PAGE) });
  return { client, userId: user.id, funnel };
}

/** Posts the form as a visitor's browser would, from `ip`. */
function submit(funnelId: string, body: Record<string, unknown>, ip: string) {
  return new TestClient(server.url).post(`/api/public/funnels/${funnelId}/leads`, body, {
    'x-forwarded-for': ip,
    'user-agent': CHROME_DESKTOP_UA,
  });
}

const leadOf = async (userId: string, email: string) => {
  const [row] = await queryRows<{ id: string; opt_in: string }>(
    server,
    'select id, opt_in from leads where user_id = $1 and email = $2',
    [userId, email],
  );
  return row;
};

type ConsentRow = {
  form_element_id: string;
  form_name: string;
  consent_text: string;
  ip_network: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
};
const consentsOf = (leadId: string) =>
  queryRows<ConsentRow>(server, 'select * from lead_consents where lead_id = $1 order by created_at', [
    leadId,
  ]);

/** The confirmation link of the message that arrived for `email`. */
async function confirmationLink(email: string): Promise<string> {
  await eventually(async () => (sink.received.get(email) ?? 0) > 0, `the confirmation email to ${email}`);
  const found = sink.messages.filter((m) => m.to.includes(email)).pop();
  if (!found) throw new Error(`nothing arrived for ${email}`);
  const mail = await parse(found.raw);
  expect(mail.subject).toBe('Please confirm your subscription');
  expect(mail.from?.value[0]).toEqual({ address: 'letter@forge.example', name: 'Forge Letter' });
  expect(mail.text).toContain(CONSENT);
  const link = hrefs(String(mail.html)).find((href) => href.includes('/confirm/'));
  if (!link) throw new Error('the email has no confirmation link');
  expect(mail.text).toContain(link);
  return link;
}

describe('double opt-in', () => {
  it('keeps the lead pending until the emailed link is followed, skips it in campaigns, and exports its consent', async () => {
    const { client, userId, funnel } = await ownerWithSmtp();
    // The browser claims nothing about double opt-in: the saved page decides.
    const res = await submit(
      funnel.id,
      { email: 'ada@reader.example', name: 'Ada Reader', elementId: 'doi-form', doubleOptIn: false },
      '203.0.113.77',
    );
    expect(res.status).toBe(201);
    const lead = await leadOf(userId, 'ada@reader.example');
    expect(lead?.opt_in).toBe('pending');

    // The GraphQL lead says so too.
    const gql = await client.gql<{ lead: { optIn: string; consents: Array<{ consentText: string }> } }>(
      `query ($id: ID!) { lead(id: $id) { optIn consents { consentText ipNetwork confirmedAt } } }`,
      { id: lead!.id },
    );
    expect(gql.data?.lead).toEqual({
      optIn: 'pending',
      consents: [{ consentText: CONSENT, ipNetwork: '203.0.113.0', confirmedAt: null }],
    });

    // The confirmation arrives over SMTP, through the owner's own settings.
    const link = await confirmationLink('ada@reader.example');
    expect(sink.refusedLogins).toBe(0);

    // A campaign sent now skips the pending lead and counts it as skipped.
    const other = await client.post('/api/leads', { email: 'bob@reader.example', firstName: 'Bob' });
    expect(other.status).toBe(201);
    const campaign = await createCampaign(client, {
      selectedLeadIds: [lead!.id, (other.json as { id: string }).id],
    });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    const counts = await campaignRow(server, campaign.id);
    expect({ sent: counts.sent_count, skipped: counts.skipped_count, failed: counts.failed_count }).toEqual({
      sent: 1,
      skipped: 1,
      failed: 0,
    });
    const recipients = await recipientRows(server, campaign.id);
    expect(recipients.map((r) => [r.email, r.status])).toEqual([
      ['ada@reader.example', 'skipped'],
      ['bob@reader.example', 'sent'],
    ]);
    expect(sink.subjects.get('ada@reader.example') ?? []).not.toContain('Our launch');

    // Opening the link asks (a mail scanner's GET confirms nothing); its button confirms the lead,
    // and the link then says it is done already.
    const asked = await fetch(link);
    expect(asked.status).toBe(200);
    const askedPage = await asked.text();
    expect(askedPage).toContain('Confirm your subscription');
    expect(askedPage).toContain('ada@reader.example');
    const action = /<form method="post" action="([^"]+)"/.exec(askedPage)?.[1] ?? '';
    expect(action).toBe(new URL(link).pathname);
    expect((await leadOf(userId, 'ada@reader.example'))?.opt_in).toBe('pending');
    const confirmed = await fetch(`${server.url}${action}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Subscription confirmed');
    expect((await leadOf(userId, 'ada@reader.example'))?.opt_in).toBe('confirmed');
    const again = await fetch(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('already confirmed');
    expect(await (await fetch(`${server.url}${action}`, { method: 'POST' })).text()).toContain(
      'already confirmed',
    );

    const [consent] = await consentsOf(lead!.id);
    expect(consent).toMatchObject({
      form_element_id: 'doi-form',
      consent_text: CONSENT,
      ip_network: '203.0.113.0',
      confirmation_sent_at: expect.any(Date),
      confirmed_at: expect.any(Date),
    });
    expect(consent?.form_name).toContain('Get the letter');

    // The CSV export carries the consent record with the lead.
    const csv = await client.get('/api/leads/export.csv?search=ada');
    expect(csv.status).toBe(200);
    const [header, row] = csv.text.trimEnd().split('\r\n');
    expect(header).toContain('Opt-in,Consent At,Consent IP Network,Consent Form,Consent Text,Confirmed At');
    expect(row).toContain(',confirmed,');
    expect(row).toContain('203.0.113.0');
    expect(row).toContain(CONSENT);
  });

  it('answers a forged or damaged link with a 400 page', async () => {
    const { userId, funnel } = await ownerWithSmtp();
    await submit(funnel.id, { email: 'eve@reader.example', elementId: 'doi-form' }, '198.51.100.9');
    const link = await confirmationLink('eve@reader.example');
    const [token = ''] = link.split('/confirm/').slice(1);
    const [body = '', mac = ''] = token.split('.');
    const forged = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, 'nonsense', `${body}x.${mac}`]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${server.url}/confirm/${bad}`, { method });
        expect(res.status).toBe(400);
        expect(await res.text()).toContain('This confirmation link is not valid');
      }
    }
    expect((await leadOf(userId, 'eve@reader.example'))?.opt_in).toBe('pending');
  });

  it('holds a form-triggered sequence until the lead confirms', async () => {
    const { client, userId, funnel } = await ownerWithSmtp();
    const created = await client.post('/api/email/sequences', {
      name: 'Welcome',
      trigger: 'funnel_signup',
      triggerValue: funnel.id,
      isActive: true,
    });
    expect(created.status).toBe(201);
    const sequenceId = (created.json as { id: string }).id;
    const step = await client.post(`/api/email/sequences/${sequenceId}/steps`, {
      subject: 'Welcome aboard',
      content: 'Glad you are here.',
      delayHours: 0,
    });
    expect(step.status).toBe(201);

    await submit(funnel.id, { email: 'cy@reader.example', elementId: 'doi-form' }, '198.51.100.20');
    const link = await confirmationLink('cy@reader.example');
    const tick = async () => {
      await server.deps.jobs.send(SEQUENCE_TICK_JOB, {});
      await server.deps.jobs.drain(SEQUENCE_TICK_JOB);
    };
    await tick();
    const logs = () =>
      queryRows<{ status: string }>(server, 'select status from email_sequence_logs where sequence_id = $1', [
        sequenceId,
      ]);
    // Enrolled, but held: nothing queued, nothing skipped.
    expect(await logs()).toEqual([]);
    const [subscriber] = await queryRows<{ status: string }>(
      server,
      'select status from email_sequence_subscribers where sequence_id = $1',
      [sequenceId],
    );
    expect(subscriber?.status).toBe('active');

    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    await tick();
    await eventually(
      async () => (await logs()).some((row) => row.status === 'sent'),
      'the welcome step sent after confirming',
    );
    expect(sink.subjects.get('cy@reader.example')).toEqual([
      'Please confirm your subscription',
      'Welcome aboard',
    ]);
    expect((await leadOf(userId, 'cy@reader.example'))?.opt_in).toBe('confirmed');
  });

  it('a form without the switch makes a confirmed lead and sends no email; an unnamed post is held to the double opt-in form', async () => {
    const { userId, funnel } = await ownerWithSmtp();
    expect(
      (await submit(funnel.id, { email: 'dan@reader.example', elementId: 'plain-form' }, '198.51.100.30'))
        .status,
    ).toBe(201);
    const lead = await leadOf(userId, 'dan@reader.example');
    expect(lead?.opt_in).toBe('confirmed');
    expect(await consentsOf(lead!.id)).toEqual([]);

    // A post that names no form cannot skip the funnel's double opt-in.
    await submit(funnel.id, { email: 'fay@reader.example' }, '198.51.100.31');
    expect((await leadOf(userId, 'fay@reader.example'))?.opt_in).toBe('pending');
    await confirmationLink('fay@reader.example');

    await server.deps.jobs.drain(SEND_OPT_IN_CONFIRMATION_JOB);
    expect(sink.received.get('dan@reader.example')).toBeUndefined();
  });

  it('without SMTP settings the lead stays pending and nothing is sent', async () => {
    const { userId, funnel } = await ownerWithSmtp(false);
    await submit(funnel.id, { email: 'gil@reader.example', elementId: 'doi-form' }, '198.51.100.40');
    await server.deps.jobs.drain(SEND_OPT_IN_CONFIRMATION_JOB);
    const lead = await leadOf(userId, 'gil@reader.example');
    expect(lead?.opt_in).toBe('pending');
    const [consent] = await consentsOf(lead!.id);
    expect(consent?.confirmation_sent_at).toBeNull();
    expect(sink.received.get('gil@reader.example')).toBeUndefined();
  });
});
