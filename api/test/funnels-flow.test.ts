import { withPg } from './support/db';
import { CHROME_DESKTOP_UA } from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' });
});
afterAll(() => server.close());

const PAGE = {
  elements: [
    { id: 'h1', type: 'headline', content: 'Grow your list', styles: { fontSize: '40px' } },
    { id: 'f1', type: 'form', content: 'Join the waitlist', styles: {} },
  ],
  pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
};

describe('the core loop: build, publish, visit, capture', () => {
  it('publishes a page that a signed-out visitor can open and submit, deduplicating leads by email', async () => {
    const owner = new TestClient(server.url);
    const me = await owner.signUp();
    const created = await owner.post('/api/funnels', {
      name: 'Waitlist',
      templateType: 'landing',
      config: JSON.stringify(PAGE),
    });
    expect(created.status).toBe(201);
    const id = created.json?.id as string;
    expect(created.json).toMatchObject({
      name: 'Waitlist',
      status: 'draft',
      templateType: 'landing',
      totalViews: 0,
    });

    const visitor = new TestClient(server.url);
    expect((await visitor.get(`/p/${id}`)).status).toBe(404);

    const published = await owner.request('PUT', `/api/funnels/${id}`, { status: 'published' });
    expect(published.json?.status).toBe('published');

    const page = await visitor.get(`/p/${id}`, { 'user-agent': CHROME_DESKTOP_UA });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // The page's first headline is its one h1 (public pages have a main landmark and an h1).
    expect(page.text).toContain('<h1 class="ffp-headline"');
    expect(page.text).toContain('Grow your list');
    expect(page.text).toContain('data-ff-form');
    const etag = page.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect((await visitor.get(`/p/${id}`, { 'if-none-match': etag ?? '' })).status).toBe(304);

    const first = await visitor.post(`/api/public/funnels/${id}/leads`, {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    expect(first.status).toBe(201);
    const again = await visitor.post(`/api/public/funnels/${id}/leads`, {
      email: 'ADA@EXAMPLE.COM',
      phone: '+1 555 0100',
    });
    expect(again.status).toBe(201);
    const bot = await visitor.post(`/api/public/funnels/${id}/leads`, {
      email: 'bot@example.com',
      website: 'http://spam',
    });
    expect(bot.status).toBe(201);
    const missing = await visitor.post(`/api/public/funnels/${id}/leads`, { name: 'No email' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ message: 'Email is required' });

    await server.services.visits.flush();
    await withPg(server.config.databaseUrl, async (pg) => {
      const leads = await pg.query(
        'select email, first_name, last_name, phone, source, funnel_id from leads where user_id = $1',
        [me.id],
      );
      expect(leads.rows).toEqual([
        {
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '+1 555 0100',
          source: 'Waitlist',
          funnel_id: id,
        },
      ]);
      const submissions = await pg.query(
        'select count(*)::int as n from form_submissions where funnel_id = $1',
        [id],
      );
      expect(submissions.rows[0].n).toBe(2);
      const funnel = await pg.query(
        'select total_views, total_conversions, conversion_rate from funnels where id = $1',
        [id],
      );
      // The 304 revalidation sent nothing new and is not a view.
      expect(funnel.rows[0]).toEqual({ total_views: 1, total_conversions: 1, conversion_rate: '100.00' });
      const views = await pg.query(
        'select count(*)::int as n, count(distinct session_id)::int as sessions from page_views where funnel_id = $1',
        [id],
      );
      expect(views.rows[0]).toEqual({ n: 1, sessions: 1 });
    });

    // Another user sees none of it.
    const stranger = new TestClient(server.url);
    await stranger.signUp();
    expect((await stranger.get(`/api/funnels/${id}`)).status).toBe(404);
  });
});

describe('published pages after a new deployment', () => {
  it('renders a page again when it was rendered by another version of the renderer', async () => {
    const owner = new TestClient(server.url);
    await owner.signUp();
    const created = await owner.post('/api/funnels', { name: 'Stale', config: PAGE, status: 'published' });
    const id = created.json?.id as string;
    await withPg(server.config.databaseUrl, (pg) =>
      pg.query(
        `update funnels set published_pages = jsonb_build_array(jsonb_build_object('stepId', 'step-1', 'slug', 'main',
                  'html', '<html>rendered by an old version</html>', 'etag', '"old"', 'noindex', false, 'customCode', false)),
                published_version = 'old-renderer' where id = $1`,
        [id],
      ),
    );
    server.services.publishedPages.invalidate(id);
    const page = await new TestClient(server.url).get(`/p/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Grow your list');
    expect(page.headers.get('etag')).not.toBe('"old"');
    const [row] = await withPg(
      server.config.databaseUrl,
      async (pg) => (await pg.query('select published_version from funnels where id = $1', [id])).rows,
    );
    expect(row.published_version).toBe(server.services.funnels.publishedVersion);
  });
});
