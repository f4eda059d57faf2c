import {
  SENDER,
  createCampaign,
  hrefs,
  parse,
  recipientRows,
  sendCampaign,
  waitForStatus,
} from './support/campaign-sending';
import { CHROME_DESKTOP_UA, gqlCode, queryRows, testRateLimits } from './support/funnels';
import { createLead, type LeadJson } from './support/leads';
import { SmtpSink } from './support/smtp-sink';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 7 item 4, the email designer (001 §2.8): themes saved per user and used in the HTML
 * that arrives over SMTP, the Live Preview through the real renderer, and the Performance
 * figures computed from what was really sent, opened and clicked; tenancy on every path.
 */
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  // Addresses starting with "bounce" are refused for good: failed sends.
  sink = await SmtpSink.start({
    rcpt: (address) => (address.startsWith('bounce') ? { code: 550, message: 'No such user here' } : null),
  });
  server = await startTestServer(
    { LOG_LEVEL: 'error', SMTP_URL: sink.url, SMTP_FROM: SENDER, CAMPAIGN_SEND_RATE: '0' },
    { rateLimits: testRateLimits() },
  );
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const PROFESSIONAL = {
  name: 'Professional',
  primary: '#1e40af',
  secondary: '#334155',
  background: '#f1f5f9',
};
const VIBRANT = { name: 'Vibrant', primary: '#c2410c', secondary: '#431407', background: '#fff7ed' };
const THEME_ERROR = 'Theme must be one of Professional, Modern, Minimal, Vibrant, Corporate';

async function signedIn() {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return { client, user };
}

/** The HTML part of the last message that arrived for an address. */
async function htmlFor(address: string): Promise<string> {
  const found = sink.messages.filter((m) => m.to.includes(address.toLowerCase())).pop();
  if (!found) throw new Error(`nothing arrived for ${address}`);
  const mail = await parse(found.raw);
  return typeof mail.html === 'string' ? mail.html : '';
}

describe('themes', () => {
  it('lists the five fixed themes; a user has Professional until they choose another, over REST and GraphQL', async () => {
    const { client, user } = await signedIn();
    const themes = await client.get('/api/email/themes');
    expect(themes.status).toBe(200);
    const list = themes.json as unknown as Array<{ name: string }>;
    expect(list.map((t) => t.name)).toEqual(['Professional', 'Modern', 'Minimal', 'Vibrant', 'Corporate']);
    for (const theme of list)
      expect(theme).toMatchObject({ primary: expect.stringMatching(/^#[0-9a-f]{6}$/) });

    expect((await client.get('/api/email/theme')).json).toEqual(PROFESSIONAL);
    const chosen = await client.put('/api/email/theme', { name: ' vibrant ' });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toEqual(VIBRANT);
    expect((await client.get('/api/email/theme')).json).toEqual(VIBRANT);

    const gql = await client.gql<{ chooseEmailTheme: { name: string } }>(
      'mutation { chooseEmailTheme(name: "Minimal") { name primary secondary background } }',
    );
    expect(gql.data?.chooseEmailTheme.name).toBe('Minimal');
    const read = await client.gql<{ emailTheme: { name: string } }>('{ emailTheme { name } }');
    expect(read.data?.emailTheme.name).toBe('Minimal');
    // One row per user, however often they choose.
    const rows = await queryRows<{ theme: string }>(
      server,
      'select theme from email_designs where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ theme: 'Minimal' }]);
  });

  it('refuses an unknown theme with the list of names, a missing one too, and keeps the saved theme', async () => {
    const { client } = await signedIn();
    await client.put('/api/email/theme', { name: 'Modern' });
    for (const body of [{ name: 'Neon' }, {}, { name: 42 }]) {
      const res = await client.put('/api/email/theme', body);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: THEME_ERROR });
    }
    const gql = await client.gql('mutation { chooseEmailTheme(name: "Neon") { name } }');
    expect(gql.errors?.[0]?.message).toBe(THEME_ERROR);
    expect(gqlCode(gql)).toBe('BAD_USER_INPUT');
    expect((await client.get('/api/email/theme')).json).toMatchObject({ name: 'Modern' });
  });

  it("keeps each user's theme to themselves and answers 401 signed out", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.client.put('/api/email/theme', { name: 'Corporate' });
    expect((await b.client.get('/api/email/theme')).json).toMatchObject({ name: 'Professional' });
    expect((await a.client.get('/api/email/theme')).json).toMatchObject({ name: 'Corporate' });
    const anonymous = new TestClient(server.url);
    anonymous.headers['user-agent'] = CHROME_DESKTOP_UA;
    expect((await anonymous.get('/api/email/theme')).status).toBe(401);
    expect((await anonymous.put('/api/email/theme', { name: 'Modern' })).status).toBe(401);
    expect((await anonymous.get('/api/email/performance')).status).toBe(401);
    expect((await anonymous.get('/api/email/preview')).status).toBe(401);
    expect(gqlCode(await anonymous.gql('{ emailTheme { name } }'))).toBe('UNAUTHENTICATED');
  });

  it('lays out every campaign email in the theme the sender chose: the HTML that arrives over SMTP carries its colours', async () => {
    const { client } = await signedIn();
    const lead = await createLead(client, { email: 'themed.reader@example.com' });
    const send = async (subject: string) => {
      const campaign = await createCampaign(client, {
        subject,
        content: 'Hello,\n\nSee https://shop.example/new',
        selectedLeadIds: [lead.id],
      });
      await sendCampaign(client, campaign.id);
      await waitForStatus(server, campaign.id, 'sent');
      return htmlFor(lead.email);
    };

    const before = await send('Default look');
    expect(before).toContain(`background-color:${PROFESSIONAL.background}`);
    expect(before).toContain(PROFESSIONAL.primary);

    await client.put('/api/email/theme', { name: 'Vibrant' });
    const after = await send('Vibrant look');
    for (const colour of [VIBRANT.primary, VIBRANT.secondary, VIBRANT.background])
      expect(after).toContain(colour);
    expect(after).not.toContain(PROFESSIONAL.primary);
    // MJML's responsive layout: a media query for small screens, and Outlook's conditional tables.
    expect(after).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(after).toContain('<!--[if mso | IE]>');
    // No web fonts: opening the email fetches nothing but the pixel.
    expect(after).not.toMatch(/fonts\.googleapis|<link /);
    // Still the campaign's own text, tracked link, unsubscribe link and pixel.
    expect(after).toContain('Hello,');
    expect(hrefs(after).filter((h) => h.includes('/t/c/'))).toHaveLength(1);
    expect(after).toMatch(/>Unsubscribe<\/a>/);
    expect(after).toMatch(/<img src="http:\/\/localhost:\d+\/t\/o\/[\w-]+\.[\w-]+\.gif"/);
  });
});

describe('live preview', () => {
  it('renders the sample welcome email in the user theme, or in one chosen for the preview, from the sender', async () => {
    const { client } = await signedIn();
    await client.put('/api/email/theme', { name: 'Vibrant' });
    const own = await client.gql<{
      emailPreview: { theme: { name: string }; subject: string; html: string; text: string };
    }>('{ emailPreview { theme { name } subject html text } }');
    expect(own.data?.emailPreview.theme.name).toBe('Vibrant');
    expect(own.data?.emailPreview.html).toContain(VIBRANT.primary);
    expect(own.data?.emailPreview.html).toContain(
      'Thanks for signing up. We&#39;re glad to have you with us.',
    );
    expect(own.data?.emailPreview.subject).toBe('Welcome!');
    expect(own.data?.emailPreview.text).toContain("Thanks for signing up. We're glad to have you with us.");

    const other = await client.get('/api/email/preview?theme=Corporate');
    expect(other.status).toBe(200);
    const html = String(other.json?.html);
    expect(html).toContain('#0c4a6e');
    expect(html).not.toContain(VIBRANT.primary);
    expect(html).toContain('<a href="https://example.com"');
    // The preview never calls the tracking endpoints.
    expect(html).not.toMatch(/\/t\/[oc]\//);

    const bad = await client.gql('{ emailPreview(theme: "Neon") { html } }');
    expect(bad.errors?.[0]?.message).toBe(THEME_ERROR);
    // Choosing another theme for the preview does not change the saved one.
    expect((await client.get('/api/email/theme')).json).toMatchObject({ name: 'Vibrant' });
  });
});

describe('the live preview greeting (issue 14, finding 6)', () => {
  type Preview = { emailPreview: { subject: string; text: string } };
  const PREVIEW = '{ emailPreview { subject text } }';

  it('never greets with an email address when the sender has no name', async () => {
    const { client } = await signedIn();
    const me = (await client.get('/api/auth/user')).json;
    const email = String(me?.email);
    const { data } = await client.gql<Preview>(PREVIEW);
    expect(data?.emailPreview.subject).toBe('Welcome!');
    expect(data?.emailPreview.subject).not.toContain(email);
    const body = data?.emailPreview.text.split('\n--\n')[0] ?? '';
    expect(body).not.toContain(email);
    expect(body).toMatch(/Cheers,\s+The team\s*$/);
  });

  it("uses the sender's name when there is one", async () => {
    const { client } = await signedIn();
    const named = await client.gql(
      'mutation { updateProfile(input: { firstName: "Ada", lastName: "Lovelace" }) { id } }',
    );
    expect(named.errors).toBeUndefined();
    const { data } = await client.gql<Preview>(PREVIEW);
    expect(data?.emailPreview.subject).toBe('Welcome to Ada Lovelace!');
    expect(data?.emailPreview.text.split('\n--\n')[0]).toMatch(/Cheers,\s+Ada Lovelace\s*$/);
  });
});

type Figures = {
  attempted: number;
  delivered: number;
  failed: number;
  opened: number;
  clicked: number;
  deliveryRate: number | null;
  openRate: number | null;
  clickRate: number | null;
};
type Performance = {
  periodDays: number;
  overall: Figures;
  current: Figures;
  previous: Figures;
  trend: { deliveryRate: number; openRate: number; clickRate: number } | null;
  grade: string | null;
  gradeRules: Array<{ grade: string }>;
  activity: Array<{
    kind: string;
    name: string;
    subject: string;
    stepNumber: number | null;
    delivered: number;
    failed: number;
    opened: number;
    clicked: number;
  }>;
};

const PERFORMANCE_QUERY = `{ emailPerformance {
  periodDays
  overall { attempted delivered failed opened clicked deliveryRate openRate clickRate }
  current { attempted delivered failed opened clicked deliveryRate openRate clickRate }
  previous { attempted delivered failed opened clicked deliveryRate openRate clickRate }
  trend { deliveryRate openRate clickRate }
  grade gradeRules { grade }
  activity { kind name subject stepNumber delivered failed opened clicked }
} }`;

async function performanceOf(client: TestClient): Promise<Performance> {
  const res = await client.gql<{ emailPerformance: Performance }>(PERFORMANCE_QUERY);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.emailPerformance;
}

describe('performance', () => {
  it('is empty, with no grade, before anything was sent', async () => {
    const { client } = await signedIn();
    const empty = await performanceOf(client);
    expect(empty.overall).toMatchObject({
      attempted: 0,
      deliveryRate: null,
      openRate: null,
      clickRate: null,
    });
    expect(empty).toMatchObject({ periodDays: 30, trend: null, grade: null, activity: [] });
    expect(empty.gradeRules.map((r) => r.grade)).toEqual(['A+', 'A', 'B', 'C', 'D']);
  });

  it('equals what was delivered, refused, opened and clicked over campaigns and sequences, with the trend and grade; others see none of it', async () => {
    const { client, user } = await signedIn();
    const leads: LeadJson[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'bounce']) {
      const email = name === 'bounce' ? `bounce.perf.${Date.now()}@example.com` : `perf.${name}@example.com`;
      leads.push(await createLead(client, { email }));
    }
    const campaign = await createCampaign(client, {
      name: 'Spring sale',
      subject: 'Spring is here',
      content: 'Look: https://shop.example/spring',
      selectedLeadIds: leads.map((l) => l.id),
    });
    await sendCampaign(client, campaign.id);
    await waitForStatus(server, campaign.id, 'sent');
    const recipients = await recipientRows(server, campaign.id);
    expect(recipients.filter((r) => r.status === 'sent')).toHaveLength(4);
    expect(recipients.filter((r) => r.status === 'failed')).toHaveLength(1);

    // Two readers load the pixel, a third clicks the link (a click counts as an open).
    const anonymous = new TestClient(server.url);
    anonymous.headers['user-agent'] = CHROME_DESKTOP_UA;
    const delivered = recipients.filter((r) => r.status === 'sent');
    for (const [index, recipient] of delivered.slice(0, 3).entries()) {
      const html = await htmlFor(recipient.email);
      if (index < 2) {
        const pixel = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
        expect((await anonymous.get(new URL(pixel).pathname)).status).toBe(200);
      } else {
        const click = hrefs(html).find((h) => h.includes('/t/c/')) ?? '';
        expect((await anonymous.get(new URL(click).pathname)).status).toBe(302);
      }
    }

    // Sequence sends as the sequence engine logs them: three delivered and one failed 40 days
    // ago (the previous period), one delivered and clicked 100 days ago (older still).
    const [sequence] = await queryRows<{ id: string }>(
      server,
      `insert into email_sequences (user_id, name) values ($1, 'Welcome series') returning id`,
      [user.id],
    );
    const [step] = await queryRows<{ id: string }>(
      server,
      `insert into email_sequence_steps (sequence_id, step_number, subject, content) values ($1, 2, 'Day two', 'Hi') returning id`,
      [sequence?.id],
    );
    const log = (status: string, daysAgo: number, opened: boolean, clicked: boolean) =>
      queryRows(
        server,
        `insert into email_sequence_logs (sequence_id, step_id, lead_id, status, sent_at, opened_at, clicked_at)
         values ($1, $2, $3, $4, now() - make_interval(days => $5),
                 case when $6 then now() - make_interval(days => $5) end,
                 case when $7 then now() - make_interval(days => $5) end)`,
        [sequence?.id, step?.id, leads[0]?.id, status, daysAgo, opened, clicked],
      );
    await log('sent', 40, true, false);
    await log('sent', 40, false, false);
    await log('sent', 41, false, false);
    await log('failed', 40, false, false);
    await log('sent', 100, false, true);

    const perf = await performanceOf(client);
    // Now: 5 tried, 4 delivered, 3 opened (2 pixels + 1 click), 1 clicked.
    expect(perf.current).toEqual({
      attempted: 5,
      delivered: 4,
      failed: 1,
      opened: 3,
      clicked: 1,
      deliveryRate: 80,
      openRate: 75,
      clickRate: 25,
    });
    // 30–60 days ago: 4 tried, 3 delivered, 1 opened.
    expect(perf.previous).toEqual({
      attempted: 4,
      delivered: 3,
      failed: 1,
      opened: 1,
      clicked: 0,
      deliveryRate: 75,
      openRate: 33.3,
      clickRate: 0,
    });
    expect(perf.overall).toEqual({
      attempted: 10,
      delivered: 8,
      failed: 2,
      opened: 5,
      clicked: 2,
      deliveryRate: 80,
      openRate: 62.5,
      clickRate: 25,
    });
    expect(perf.trend).toEqual({ deliveryRate: 5, openRate: 41.7, clickRate: 25 });
    // 80 % delivered meets C (≥ 80) but not B (≥ 90).
    expect(perf.grade).toBe('C');
    expect(perf.activity).toEqual([
      {
        kind: 'campaign',
        name: 'Spring sale',
        subject: 'Spring is here',
        stepNumber: null,
        delivered: 4,
        failed: 1,
        opened: 3,
        clicked: 1,
      },
      {
        kind: 'sequence',
        name: 'Welcome series',
        subject: 'Day two',
        stepNumber: 2,
        delivered: 4,
        failed: 1,
        opened: 2,
        clicked: 1,
      },
    ]);

    const rest = await client.get('/api/email/performance');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ overall: perf.overall, grade: 'C' });

    // Another user sees none of it.
    const other = await signedIn();
    const theirs = await performanceOf(other.client);
    expect(theirs.overall.attempted).toBe(0);
    expect(theirs.activity).toEqual([]);
    expect(theirs.grade).toBeNull();
  });
});
