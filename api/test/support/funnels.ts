import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../../src/shared/auth/rate-limits';
import { withPg } from './db';
import { TestClient } from './test-client';
import type { TestServer } from './test-server';

/** An element as the api stores it (000 §3 Element). */
export type PageElementJson = {
  id: string;
  type: string;
  content: string;
  styles: Record<string, string>;
  action?: string;
  link?: string;
  openNewTab?: boolean;
};

/** A saved page: { version, elements, pageBackground }. */
export type PageConfigJson = {
  version: number;
  elements: PageElementJson[];
  pageBackground: { color: string; gradient: string; useGradient: boolean };
};

/** GET /api/funnels/{id} and the other funnel answers of the REST API. */
export type FunnelJson = {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  templateType: string;
  status: 'draft' | 'published' | 'archived';
  config: PageConfigJson;
  totalViews: number;
  totalConversions: number;
  conversionRate: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/funnels/recycled items (002 §3 Recycled funnel). */
export type RecycledFunnelJson = {
  id: string;
  originalFunnelId: string;
  name: string;
  description: string | null;
  templateType: string;
  totalViews: number;
  totalConversions: number;
  conversionRate: number;
  deletedAt: string;
  permanentDeleteAt: string;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The default limits, except that one test file may sign up many users from one address. */
export function testRateLimits(overrides: Partial<RateLimitRules> = {}): RateLimitRules {
  return { ...DEFAULT_RATE_LIMITS, signUpPerIp: { points: 1000, durationSeconds: 3600 }, ...overrides };
}

/** A config as the builder sends it: elements plus the page background. */
export function pageConfig(elements: Array<Partial<PageElementJson> & { type: string }>) {
  return {
    elements: elements.map((el, i) => ({ id: `el-${i + 1}`, content: '', styles: {}, ...el })),
    pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
  };
}

/** A simple landing page with a headline, a text, a button and a lead form. */
export const LANDING_PAGE = pageConfig([
  { id: 'headline-1', type: 'headline', content: 'Grow your list faster' },
  { id: 'text-1', type: 'text', content: 'Everything you need to capture leads.' },
  { id: 'button-1', type: 'button', content: 'Buy now', action: 'link', link: 'https://example.com/buy' },
  { id: 'form-1', type: 'form', content: 'Join the waitlist' },
]);

export const asFunnel = (json: unknown) => json as FunnelJson;
export const asFunnels = (json: unknown) => json as unknown as FunnelJson[];
export const asRecycled = (json: unknown) => json as unknown as RecycledFunnelJson[];

/** A browser signed in as a new user. */
export async function signedInClient(server: TestServer): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(server.url);
  const user = await client.signUp();
  return { client, userId: user.id };
}

/** POST /api/funnels, expecting 201. */
export async function createFunnel(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<FunnelJson> {
  const res = await client.post('/api/funnels', {
    name: 'Test funnel',
    templateType: 'landing',
    config: JSON.stringify(LANDING_PAGE),
    ...body,
  });
  if (res.status !== 201) throw new Error(`create funnel failed: ${res.status} ${res.text}`);
  return asFunnel(res.json);
}

/** PUT /api/funnels/{id} {status}, expecting 200. */
export async function setStatus(
  client: TestClient,
  id: string,
  status: FunnelJson['status'],
): Promise<FunnelJson> {
  const res = await client.put(`/api/funnels/${id}`, { status });
  if (res.status !== 200) throw new Error(`set status failed: ${res.status} ${res.text}`);
  return asFunnel(res.json);
}

/** A published funnel of the client's user. */
export async function publishedFunnel(client: TestClient, body: Record<string, unknown> = {}) {
  const funnel = await createFunnel(client, body);
  return setStatus(client, funnel.id, 'published');
}

/** DELETE /api/funnels/{id}, expecting 200; answers the recycle bin entry. */
export async function recycle(client: TestClient, id: string): Promise<RecycledFunnelJson> {
  const res = await client.del(`/api/funnels/${id}`);
  if (res.status !== 200) throw new Error(`delete funnel failed: ${res.status} ${res.text}`);
  return (res.json as { recycled: RecycledFunnelJson }).recycled;
}

/** Rows of one SQL query on the test server's database. */
export function queryRows<T extends Record<string, unknown>>(
  server: TestServer,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withPg(server.config.databaseUrl, async (pg) => (await pg.query<T>(sql, params)).rows);
}

let ipCounter = 0;
/**
 * A fresh private address per call (sent as X-Forwarded-For to a server started with
 * TRUST_PROXY=1), so per-IP limits of one test never touch another.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export const CHROME_DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The first GraphQL error's code, or null. */
export function gqlCode(res: { errors?: Array<{ extensions?: Record<string, unknown> }> }): unknown {
  return res.errors?.[0]?.extensions?.code ?? null;
}

/** A single-page config as answered: the page at the top, and the same page as the one step. */
export function answeredPage(elements: Array<Partial<PageElementJson> & { type: string }>) {
  const page = pageConfig(elements);
  return expect.objectContaining({
    ...page,
    version: 2,
    steps: [expect.objectContaining({ id: 'step-1', ...page })],
  }) as unknown;
}
