import {
  CHROME_DESKTOP_UA,
  DAY_MS,
  GOOGLEBOT_UA,
  IPHONE_SAFARI_UA,
  createFunnel,
  freshIp,
  publishedFunnel,
  queryRows,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Page views and clicks (issue 3 item 9). The clock is fixed at noon UTC (so "the same day"
 * never straddles midnight) and can be moved to the next day.
 */
let now = new Date('2031-03-14T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'error', TRUST_PROXY: '1' },
    { clock: { now: () => now }, rateLimits: testRateLimits() },
  );
});
afterAll(() => server.close());

type ViewRow = {
  session_id: string;
  visitor_id: string;
  ip_address: string | null;
  user_agent: string | null;
  referrer: string | null;
  page_url: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
};

async function viewsOf(funnelId: string): Promise<ViewRow[]> {
  await server.services.visits.flush();
  return queryRows<ViewRow>(
    server,
    `select session_id, visitor_id, ip_address, user_agent, referrer, page_url, device, browser, os
       from page_views where funnel_id = $1 order by created_at, page_url`,
    [funnelId],
  );
}

async function totalViewsOf(owner: TestClient, funnelId: string): Promise<unknown> {
  await server.services.visits.flush();
  return (await owner.get(`/api/funnels/${funnelId}`)).json?.totalViews;
}

/**
 * GET /p/{id}{query} as a browser at `ip`. The clock stands still, so views of one test share
 * their created_at: a distinct query string tells them apart in page_url.
 */
function visit(
  funnelId: string,
  ip: string,
  userAgent: string,
  headers: Record<string, string> = {},
  query = '',
) {
  return new TestClient(server.url).get(`/p/${funnelId}${query}`, {
    'x-forwarded-for': ip,
    'user-agent': userAgent,
    ...headers,
  });
}

describe('page views of /p/{id}', () => {
  it('writes one page_views row per view, parsed and anonymised, and counts totalViews', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await visit(
      funnel.id,
      '198.51.100.77',
      CHROME_DESKTOP_UA,
      { referer: 'https://news.example/story?id=1' },
      '?n=1',
    );
    expect(res.status).toBe(200);
    await visit(funnel.id, '198.51.100.78', IPHONE_SAFARI_UA, {}, '?n=2');

    const views = await viewsOf(funnel.id);
    expect(views).toEqual([
      {
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        visitor_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        ip_address: '198.51.100.0',
        user_agent: CHROME_DESKTOP_UA,
        referrer: 'https://news.example/story?id=1',
        page_url: `/p/${funnel.id}?n=1`,
        device: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
      },
      {
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        visitor_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        ip_address: '198.51.100.0',
        user_agent: IPHONE_SAFARI_UA,
        referrer: null,
        page_url: `/p/${funnel.id}?n=2`,
        device: 'mobile',
        browser: 'Safari',
        os: 'iOS',
      },
    ]);
    expect(await totalViewsOf(owner, funnel.id)).toBe(2);
  });

  it('gives the same visitor id to the same address and browser on one day, and a new one otherwise', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const ip = freshIp();
    await visit(funnel.id, ip, CHROME_DESKTOP_UA, {}, '?n=1');
    await visit(funnel.id, ip, CHROME_DESKTOP_UA, {}, '?n=2');
    await visit(funnel.id, ip, IPHONE_SAFARI_UA, {}, '?n=3');
    await visit(funnel.id, freshIp(), CHROME_DESKTOP_UA, {}, '?n=4');
    const saved = now;
    now = new Date(saved.getTime() + DAY_MS);
    try {
      await visit(funnel.id, ip, CHROME_DESKTOP_UA, {}, '?n=5');
    } finally {
      now = saved;
    }
    const views = await viewsOf(funnel.id);
    const [a, b, otherUa, otherIp, nextDay] = views.map((v) => v.visitor_id);
    expect(a).toBe(b);
    // Two views a moment apart are one visit.
    expect(views[0]?.session_id).toBe(views[1]?.session_id);
    expect(new Set([a, otherUa, otherIp, nextDay]).size).toBe(4);
    // No cookie was needed for any of it.
    const res = await visit(funnel.id, ip, CHROME_DESKTOP_UA);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('does not count a bot', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    expect((await visit(funnel.id, freshIp(), GOOGLEBOT_UA)).status).toBe(200);
    expect(await viewsOf(funnel.id)).toEqual([]);
    expect(await totalViewsOf(owner, funnel.id)).toBe(0);
  });

  it('does not count HEAD requests or pages that are not published', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const head = await new TestClient(server.url).request('HEAD', `/p/${funnel.id}`);
    expect(head.status).toBe(200);
    const draft = await createFunnel(owner);
    expect((await visit(draft.id, freshIp(), CHROME_DESKTOP_UA)).status).toBe(404);
    expect(await viewsOf(funnel.id)).toEqual([]);
    expect(await viewsOf(draft.id)).toEqual([]);
  });

  it('survives whatever a visitor sends: huge user agents and referrers are cut, the page still served', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await visit(funnel.id, freshIp(), `${CHROME_DESKTOP_UA} ${'A'.repeat(3000)}`, {
      referer: `https://example.com/${'r'.repeat(5000)}`,
    });
    expect(res.status).toBe(200);
    const [view] = await viewsOf(funnel.id);
    expect(view?.user_agent?.length).toBe(500);
    expect(view?.referrer?.length).toBe(2000);
  });

  it('turns IPv6 addresses into their /48 network', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    await visit(funnel.id, '2001:db8:1234:5678:9abc::1', CHROME_DESKTOP_UA);
    const [view] = await viewsOf(funnel.id);
    expect(view?.ip_address).toBe('2001:db8:1234::');
  });
});

describe('POST /api/funnels/{id}/view (fired on preview)', () => {
  it("counts a visitor's view of a published funnel, with the page URL it sent", async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await new TestClient(server.url).post(
      `/api/funnels/${funnel.id}/view`,
      { pageUrl: `/preview/${funnel.id}` },
      { 'x-forwarded-for': '198.51.100.9', 'user-agent': IPHONE_SAFARI_UA },
    );
    expect(res.status).toBe(204);
    expect(await viewsOf(funnel.id)).toEqual([
      expect.objectContaining({
        ip_address: '198.51.100.0',
        device: 'mobile',
        page_url: `/preview/${funnel.id}`,
      }),
    ]);
    expect(await totalViewsOf(owner, funnel.id)).toBe(1);
  });

  it("counts another signed-in user's view but never the owner's own", async () => {
    const { client: owner } = await signedInClient(server);
    const { client: stranger } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    expect(
      (await owner.post(`/api/funnels/${funnel.id}/view`, {}, { 'x-forwarded-for': freshIp() })).status,
    ).toBe(204);
    expect(await totalViewsOf(owner, funnel.id)).toBe(0);
    expect(
      (
        await stranger.post(
          `/api/funnels/${funnel.id}/view`,
          {},
          { 'x-forwarded-for': freshIp(), 'user-agent': CHROME_DESKTOP_UA },
        )
      ).status,
    ).toBe(204);
    expect(await totalViewsOf(owner, funnel.id)).toBe(1);
  });

  it('does not count drafts, unknown or malformed ids, and answers 204 all the same', async () => {
    const { client: owner } = await signedInClient(server);
    const draft = await createFunnel(owner);
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await new TestClient(server.url).post(
        `/api/funnels/${id}/view`,
        {},
        {
          'x-forwarded-for': freshIp(),
        },
      );
      expect(res.status).toBe(204);
    }
    expect(await viewsOf(draft.id)).toEqual([]);
    expect(await totalViewsOf(owner, draft.id)).toBe(0);
  });
});

describe('POST /api/track/click', () => {
  type ClickRow = {
    element_id: string | null;
    element_type: string | null;
    action: string | null;
    target_url: string | null;
    ip_address: string | null;
    user_agent: string | null;
  };
  const clicksOf = (funnelId: string) =>
    queryRows<ClickRow>(
      server,
      'select element_id, element_type, action, target_url, ip_address, user_agent from click_tracking where funnel_id = $1 order by clicked_at, id',
      [funnelId],
    );
  const allClicks = async () =>
    (await queryRows<{ n: number }>(server, 'select count(*)::int as n from click_tracking'))[0]?.n;

  it('writes a click on a published funnel and answers 204', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await new TestClient(server.url).post(
      '/api/track/click',
      {
        funnelId: funnel.id,
        elementId: 'button-1',
        elementType: 'button',
        action: 'link',
        targetUrl: 'https://example.com/buy',
      },
      { 'x-forwarded-for': '198.51.100.200', 'user-agent': CHROME_DESKTOP_UA },
    );
    expect(res.status).toBe(204);
    expect(await clicksOf(funnel.id)).toEqual([
      {
        element_id: 'button-1',
        element_type: 'button',
        action: 'link',
        target_url: 'https://example.com/buy',
        ip_address: '198.51.100.0',
        user_agent: CHROME_DESKTOP_UA,
      },
    ]);
  });

  it('accepts a text/plain JSON body as navigator.sendBeacon sends it', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await new TestClient(server.url).request(
      'POST',
      '/api/track/click',
      JSON.stringify({
        funnelId: funnel.id,
        elementId: 'cta',
        elementType: 'cta-section',
        action: 'external',
      }),
      { 'content-type': 'text/plain;charset=UTF-8', origin: server.url, 'x-forwarded-for': freshIp() },
    );
    expect(res.status).toBe(204);
    expect(await clicksOf(funnel.id)).toEqual([
      expect.objectContaining({
        element_id: 'cta',
        element_type: 'cta-section',
        action: 'external',
        target_url: null,
      }),
    ]);
  });

  it('answers 204 and writes nothing for malformed bodies, unknown funnels and drafts', async () => {
    const { client: owner } = await signedInClient(server);
    const draft = await createFunnel(owner);
    const before = await allClicks();
    const bodies: unknown[] = [
      {},
      { funnelId: 42 },
      { funnelId: 'not-a-uuid', elementId: 'x' },
      { funnelId: '00000000-0000-4000-8000-000000000000', elementId: 'x' },
      { funnelId: draft.id, elementId: 'x' },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const res = await new TestClient(server.url).post('/api/track/click', body, {
        'x-forwarded-for': freshIp(),
      });
      expect(res.status).toBe(204);
    }
    expect(await allClicks()).toBe(before);
  });

  it('answers 204 to a body that is not JSON at all', async () => {
    const res = await new TestClient(server.url).request('POST', '/api/track/click', '{"funnelId":', {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
    });
    expect(res.status).toBe(204);
  });

  it('keeps over-long fields out instead of failing', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const res = await new TestClient(server.url).post(
      '/api/track/click',
      { funnelId: funnel.id, elementId: 'e'.repeat(500), elementType: 'button', action: 'link' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(res.status).toBe(204);
    const [click] = await clicksOf(funnel.id);
    expect(click).toMatchObject({ element_id: null, element_type: 'button' });
  });
});
