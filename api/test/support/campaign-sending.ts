import { simpleParser, type ParsedMail } from 'mailparser';
import { queryRows } from './funnels';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export type CampaignJson = {
  id: string;
  userId: string;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'completed';
  recipients: number;
  opens: number;
  clicks: number;
  sentCount: number;
  failedCount: number;
  sentAt: string | null;
  scheduledAt: string | null;
};

export type RecipientRow = {
  id: string;
  lead_id: string;
  email: string;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  error: string | null;
  message_id: string | null;
  sent_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
  claimed_at: Date | null;
};

export const SENDER = 'news@sender.example';

/** Leads of one owner straight into the table: `${prefix}${i}@example.com` for i = 1…count. */
export async function bulkLeads(
  server: TestServer,
  userId: string,
  count: number,
  prefix: string,
): Promise<void> {
  await queryRows(
    server,
    `insert into leads (id, user_id, email, first_name, created_at, updated_at)
     select gen_random_uuid(), $1, $2 || i || '@example.com', 'Lead ' || i, now(), now()
       from generate_series(1, $3) as i`,
    [userId, prefix, count],
  );
}

/** POST /api/campaigns, expecting 201. */
export async function createCampaign(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<CampaignJson> {
  const res = await client.post('/api/campaigns', {
    name: 'Launch',
    subject: 'Our launch',
    content: 'Hello there.',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create campaign failed: ${res.status} ${res.text}`);
  return res.json as unknown as CampaignJson;
}

/** POST /api/campaigns/{id}/send, expecting 200. */
export async function sendCampaign(client: TestClient, id: string): Promise<CampaignJson> {
  const res = await client.post(`/api/campaigns/${id}/send`);
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.json as unknown as CampaignJson;
}

export async function campaignRow(server: TestServer, id: string) {
  const [row] = await queryRows<{
    status: string;
    recipients: number;
    sent_count: number;
    failed_count: number;
    skipped_count: number;
    opens: number;
    clicks: number;
    sent_at: Date | null;
    finished_at: Date | null;
  }>(server, 'select * from campaigns where id = $1', [id]);
  if (!row) throw new Error(`no campaign ${id}`);
  return row;
}

export function recipientRows(server: TestServer, campaignId: string): Promise<RecipientRow[]> {
  return queryRows<RecipientRow>(
    server,
    'select * from campaign_recipients where campaign_id = $1 order by email',
    [campaignId],
  );
}

/** Polls until the campaign has `status`. */
export async function waitForStatus(
  server: TestServer,
  id: string,
  status: string,
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await campaignRow(server, id);
    if (row.status === status) return;
    if (Date.now() > until)
      throw new Error(`campaign ${id} is ${row.status}, not ${status}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until `check` holds. */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const parse = (raw: Buffer): Promise<ParsedMail> => simpleParser(raw);

/** A header as sent (folded lines joined), by its lower-case name. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

/** The href of every link in an HTML body. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}
