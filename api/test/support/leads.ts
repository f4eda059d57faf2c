import { randomUUID } from 'node:crypto';
import { queryRows } from './funnels';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

export type LeadStatusValue = 'new' | 'contacted' | 'follow-up' | 'converted' | 'lost';
export const LEAD_STATUS_VALUES: LeadStatusValue[] = ['new', 'contacted', 'follow-up', 'converted', 'lost'];

export type ScoreFactorJson = { rule: string; label: string; points: number };

/** A lead as the REST paths answer it (lead.mapper.ts). */
export type LeadJson = {
  id: string;
  userId: string;
  funnelId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  source: string | null;
  score: number;
  autoScore: number;
  manualScore: number | null;
  scoreBreakdown: ScoreFactorJson[];
  status: LeadStatusValue;
  emailQuality: 'Valid' | 'Flagged' | 'Invalid';
  tags: string[];
  customFields: Record<string, unknown>;
  lastContactedAt: string | null;
  overPlanLimit: boolean;
  createdAt: string;
  updatedAt: string;
};

export const asLead = (json: unknown) => json as LeadJson;
export const asLeads = (json: unknown) => json as unknown as LeadJson[];

/** POST /api/leads, expecting 201. */
export async function createLead(client: TestClient, body: Record<string, unknown>): Promise<LeadJson> {
  const res = await client.post('/api/leads', body);
  if (res.status !== 201) throw new Error(`create lead failed: ${res.status} ${res.text}`);
  return asLead(res.json);
}

/** Everything stored for one lead, to compare before and after a refused request. */
export async function leadRow(server: TestServer, id: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows(server, 'select * from leads where id = $1', [id]);
  return row;
}

/** Every lead row of one owner, oldest first. */
export function leadRowsOf(server: TestServer, userId: string) {
  return queryRows(server, 'select * from leads where user_id = $1 order by created_at, id', [userId]);
}

export type InsertedLead = {
  id: string;
  email: string;
  score: number;
  createdAt: string;
  source?: string | null;
  status?: LeadStatusValue;
};

/**
 * Inserts leads straight into the table (no scoring), so tests control creation times — ties
 * included — and scores exactly. `createdAt` is an ISO time; `score` is stored as a manual score.
 */
export async function insertLeads(
  server: TestServer,
  userId: string,
  leads: Array<Omit<InsertedLead, 'id'> & { id?: string }>,
): Promise<InsertedLead[]> {
  const rows = leads.map((l) => ({ ...l, id: l.id ?? randomUUID() }));
  for (const l of rows) {
    await queryRows(
      server,
      `insert into leads (id, user_id, email, score, manual_score, source, status, created_at, updated_at)
       values ($1, $2, $3, $4, $4, $5, $6, $7, $7)`,
      [l.id, userId, l.email, l.score, l.source ?? null, l.status ?? 'new', l.createdAt],
    );
  }
  return rows;
}

/** An ISO time to microseconds since 1970: PostgreSQL keeps the digits Date.parse drops. */
function microseconds(iso: string): number {
  const fraction = /\.(\d+)Z$/.exec(iso)?.[1] ?? '';
  return Date.parse(iso) * 1000 + Number(fraction.padEnd(6, '0').slice(3, 6));
}

/** The keyset order of the list: (key desc, created_at desc, id desc) or all ascending. */
export function expectedOrder(
  leads: InsertedLead[],
  sort: 'createdAt' | 'score',
  order: 'asc' | 'desc',
): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...leads]
    .sort(
      (a, b) =>
        sign *
        ((sort === 'score' ? cmp(a.score, b.score) : 0) ||
          cmp(microseconds(a.createdAt), microseconds(b.createdAt)) ||
          cmp(a.id, b.id)),
    )
    .map((l) => l.id);
}
