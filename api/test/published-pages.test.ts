import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PageScript } from '@funnelforge/web/page-model-contract';
import {
  createFunnel,
  pageConfig,
  publishedFunnel,
  queryRows,
  recycle,
  setStatus,
  signedInClient,
  testRateLimits,
} from './support/funnels';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

/** GET /p/{id}: published funnel pages, served signed out with strict headers (issue 3 item 6). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
});
afterAll(() => server.close());

const visitor = () => new TestClient(server.url);

/** The values of one attribute over every tag of the document. */
function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'gi');
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The script elements of a document: their attributes and text. */
const scriptElements = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes = '', text = '']) => ({
    attributes,
    text,
  }));

/**
 * Which page scripts a document carries, in order: each inlined as a module (a build is there)
 * or linked (none is). Every script element must be one of them.
 */
function pageScripts(html: string): PageScript[] {
  const assets = server.services.pageRenderer.assets.scripts;
  const names = Object.keys(assets) as PageScript[];
  return scriptElements(html).map(({ attributes, text }) => {
    const name = names.find((candidate) => {
      const { inline, url } = assets[candidate];
      return inline
        ? attributes === ' type="module"' && text === inline.text
        : attributes.includes(` src="${url}"`);
    });
    if (!name) throw new Error(`a script that is not a page script: <script${attributes}>`);
    return name;
  });
}

/** script-src for a page: this site, and the hashes of exactly the scripts it inlines. */
function expectedScriptSrc(html: string): string {
  const hashes = scriptElements(html)
    .filter(({ attributes }) => attributes === ' type="module"')
    .map(({ text }) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return ["'self'", ...hashes].join(' ');
}

/** The 404 page runs no script: this site alone. */
const SCRIPT_SRC = /^'self'$/;

/** A GET as sent on the wire (fetch would decompress the body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

function cspDirectives(header: string | null): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('a published page', () => {
  it('answers 200 HTML with a strict CSP, nosniff, an ETag, public no-cache and no cookie', async () => {
    const { client: owner } = await signedInClient(server);
    expect(owner.cookie).not.toBeNull();
    const funnel = await publishedFunnel(owner, { name: 'Headers' });

    // Even a request that carries the owner's session cookie gets no cookie back.
    for (const c of [visitor(), owner]) {
      const res = await c.get(`/p/${funnel.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
      const csp = cspDirectives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toBe(expectedScriptSrc(res.text));
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'none'");
      // Images from this site (the media library's /uploads) only, not from any https host.
      expect(csp.get('img-src')).toBe("'self'");
      expect(res.text.startsWith('<!doctype html>')).toBe(true);
      expect(res.text).toContain('<title>Headers</title>');
    }
  });

  it('answers 304 to a matching If-None-Match and the page to a stale one', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    const first = await visitor().get(`/p/${funnel.id}`);
    const etag = first.headers.get('etag') ?? '';
    const cached = await visitor().get(`/p/${funnel.id}`, { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);
    const stale = await visitor().get(`/p/${funnel.id}`, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it('inlines the styles it uses and the scripts its elements need, which its CSP allows by hash', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, {
      config: pageConfig([
        { id: 'h', type: 'headline', content: 'Styled' },
        { id: 'f', type: 'form', content: 'Sign up' },
      ]),
    });
    const page = await visitor().get(`/p/${funnel.id}`);
    // No stylesheet to wait for: the rules of the elements on the page, in the head.
    expect(page.text).not.toContain('rel="stylesheet"');
    const styles = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(page.text)?.[1] ?? '';
    expect(styles).toMatch(/\.ffp-page\s*\{/);
    expect(styles).toMatch(/\.ffp-form\s*\{/);
    expect(styles).toMatch(/\.ffp-headline\s*\{/);
    // Rules of elements the page does not have are left out.
    expect(styles).not.toContain('.ffp-pricing');
    expect(styles).not.toContain('.ffp-countdown');
    // The core script, and the forms script the form needs (no countdown, no countdowns script).
    expect(pageScripts(page.text)).toEqual(['core', 'forms']);
    expect(cspDirectives(page.headers.get('content-security-policy')).get('script-src')).toBe(
      expectedScriptSrc(page.text),
    );
  });

  it('carries the core script alone without a form or a countdown, and each script a step needs', async () => {
    const { client: owner } = await signedInClient(server);
    const plain = await publishedFunnel(owner, {
      config: pageConfig([
        { id: 'h', type: 'headline', content: 'Nothing to fill in' },
        { id: 'b', type: 'button', content: 'Go', action: 'link', link: 'https://example.com/go' },
      ]),
    });
    const plainPage = await visitor().get(`/p/${plain.id}`);
    expect(pageScripts(plainPage.text)).toEqual(['core']);
    const plainCsp = cspDirectives(plainPage.headers.get('content-security-policy')).get('script-src');
    // Exactly the hash of the script it carries: none of the scripts it does not.
    expect(plainCsp).toBe(expectedScriptSrc(plainPage.text));

    const busy = await publishedFunnel(owner, {
      config: pageConfig([
        { id: 'c', type: 'countdown', content: '' },
        { id: 'f', type: 'contact-form', content: '' },
      ]),
    });
    const busyPage = await visitor().get(`/p/${busy.id}`);
    expect(pageScripts(busyPage.text)).toEqual(['core', 'forms', 'countdowns']);
    expect(cspDirectives(busyPage.headers.get('content-security-policy')).get('script-src')).toBe(
      expectedScriptSrc(busyPage.text),
    );
  });

  it('still serves its stylesheet under /p/assets: a year of caching for the current version, compressed when asked', async () => {
    const unversioned = await visitor().get('/p/assets/page.css');
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(unversioned.headers.get('x-content-type-options')).toBe('nosniff');
    expect(unversioned.headers.get('set-cookie')).toBeNull();
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(unversioned.text.length).toBeGreaterThan(0);
    const version = (unversioned.headers.get('etag') ?? '').replace(/"/g, '');
    const css = await rawGet(`${server.url}/p/assets/page.css?v=${version}`, { 'accept-encoding': 'gzip' });
    expect(css.status).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(css.body).toString('utf8')).toBe(unversioned.text);
    expect((await visitor().get('/p/assets/nothing.js')).status).toBe(404);
  });

  it('serves each page script under /p/assets when it is built', async () => {
    for (const [name, script] of Object.entries(server.services.pageRenderer.assets.scripts)) {
      const res = await visitor().get(script.url);
      // Without a build (script.inline is null) there is nothing to serve.
      expect([name, res.status]).toEqual([name, script.inline ? 200 : 404]);
      if (!script.inline) continue;
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.text.trim()).toBe(script.inline.text);
    }
  });

  it('is sent compressed to a client that takes brotli or gzip, and as it is to one that does not', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, { name: 'Compressed' });
    const url = `${server.url}/p/${funnel.id}`;
    const plain = await rawGet(url, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const html = plain.body.toString('utf8');
    expect(html).toContain('<title>Compressed</title>');

    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    // One page, one ETag: a revalidation is answered 304 whichever coding the copy came in.
    expect(br.headers.etag).toBe(plain.headers.etag);
    const revalidated = await rawGet(url, {
      'accept-encoding': 'br',
      'if-none-match': String(gzip.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it("has a meta description: the funnel's, else the first summary its elements give", async () => {
    const { client: owner } = await signedInClient(server);
    const described = await publishedFunnel(owner, { name: 'Described', description: 'Our own words.' });
    expect((await visitor().get(`/p/${described.id}`)).text).toContain(
      '<meta name="description" content="Our own words."/>',
    );
    const undescribed = await publishedFunnel(owner, {
      config: pageConfig([
        { id: 'h', type: 'headline', content: 'Title' },
        { id: 't', type: 'text', content: 'Learn   the three habits\nof calm sleepers.' },
      ]),
    });
    expect((await visitor().get(`/p/${undescribed.id}`)).text).toContain(
      '<meta name="description" content="Learn the three habits of calm sleepers."/>',
    );
  });

  it('is republished on save: new content and a new ETag at once', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, {
      config: pageConfig([{ id: 'h', type: 'headline', content: 'First version' }]),
    });
    const before = await visitor().get(`/p/${funnel.id}`);
    expect(before.text).toContain('First version');
    const oldEtag = before.headers.get('etag') ?? '';

    const saved = await owner.patch(`/api/funnels/${funnel.id}`, {
      name: 'Renamed page',
      config: JSON.stringify(pageConfig([{ id: 'h', type: 'headline', content: 'Second version' }])),
    });
    expect(saved.status).toBe(200);
    expect(saved.json?.status).toBe('published');

    const after = await visitor().get(`/p/${funnel.id}`, { 'if-none-match': oldEtag });
    expect(after.status).toBe(200);
    expect(after.text).toContain('Second version');
    expect(after.text).not.toContain('First version');
    expect(after.text).toContain('<title>Renamed page</title>');
    expect(after.headers.get('etag')).not.toBe(oldEtag);
  });

  it('includes the form markup a lead form needs and renders unknown element types as their content', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner, {
      config: pageConfig([
        { id: 'f', type: 'form', content: 'Sign up' },
        { id: 'm', type: 'future-widget', content: 'Shown as text' },
      ]),
    });
    const page = await visitor().get(`/p/${funnel.id}`);
    expect(page.text).toContain('data-ff-form');
    expect(page.text).toContain('Shown as text');
    expect(page.text).toContain(`data-funnel-id="${funnel.id}"`);
  });
});

describe('pages that are not published', () => {
  it.each([
    ['a draft', async (owner: TestClient) => (await createFunnel(owner)).id],
    [
      'an unpublished funnel',
      async (owner: TestClient) => (await setStatus(owner, (await publishedFunnel(owner)).id, 'draft')).id,
    ],
    [
      'an archived funnel',
      async (owner: TestClient) => (await setStatus(owner, (await publishedFunnel(owner)).id, 'archived')).id,
    ],
    [
      'a deleted funnel',
      async (owner: TestClient) => {
        const f = await publishedFunnel(owner);
        await recycle(owner, f.id);
        return f.id;
      },
    ],
    ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
    ['an id that is not a uuid', async () => 'not-a-uuid'],
  ])('%s answers 404 HTML with the same strict headers', async (_what, makeId) => {
    const { client: owner } = await signedInClient(server);
    const id = await makeId(owner);
    const res = await visitor().get(`/p/${id}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(cspDirectives(res.headers.get('content-security-policy')).get('script-src')).toMatch(SCRIPT_SRC);
    expect(cspDirectives(res.headers.get('content-security-policy')).get('img-src')).toBe("'self'");
    expect(res.text).toContain('Page not found');
  });

  it('a page seen as missing is served as soon as it is published', async () => {
    const { client: owner } = await signedInClient(server);
    const funnel = await createFunnel(owner);
    expect((await visitor().get(`/p/${funnel.id}`)).status).toBe(404);
    await setStatus(owner, funnel.id, 'published');
    expect((await visitor().get(`/p/${funnel.id}`)).status).toBe(200);
  });
});

describe('hostile content', () => {
  const HOSTILE_NAME = '</title><script>alert("name")</script>';
  const HOSTILE_DESCRIPTION = '"><script>alert("description")</script>';

  const hostileConfig = () =>
    pageConfig([
      { id: 'h', type: 'headline', content: '<script>alert(1)</script>' },
      { id: 't', type: 'text', content: '<img src=x onerror=alert(2)>' },
      { id: 'js', type: 'button', content: 'JS link', action: 'link', link: 'javascript:alert(1)' },
      {
        id: 'js2',
        type: 'button',
        content: 'Mixed case',
        action: 'external',
        link: ' JaVaScRiPt:alert(3)',
      },
      { id: 'data', type: 'button', content: 'Data link', action: 'link', link: 'data:text/html,<b>x</b>' },
      { id: 'proto', type: 'button', content: 'Other host', action: 'link', link: '//evil.example/path' },
      { id: 'ok-https', type: 'button', content: 'Buy', action: 'link', link: 'https://example.com/buy' },
      { id: 'ok-mail', type: 'button', content: 'Mail', action: 'link', link: 'mailto:hi@example.com' },
      { id: 'ok-tel', type: 'button', content: 'Call', action: 'link', link: 'tel:+15550100' },
      { id: 'ok-rel', type: 'button', content: 'Thanks', action: 'link', link: '/thanks' },
      { id: 'img', type: 'image', content: 'javascript:alert(4)' },
      {
        id: 'styled',
        type: 'headline',
        content: 'Styled',
        styles: {
          color: 'red;background:url(javascript:alert(5))',
          backgroundColor: 'expression(alert(6))',
        },
      },
      {
        id: 'cta',
        type: 'cta-section',
        content: JSON.stringify({ title: 'CTA', buttonText: 'Go', buttonLink: 'javascript:alert(7)' }),
      },
      { id: 'mystery', type: '<script>x</script>', content: '<b onclick="alert(8)">hi</b>' },
    ]);

  /**
   * The builder's rules refuse such a page (see the next test), so it is put straight into the
   * database, as a page saved before those rules would be, and rendered again on its next visit.
   */
  async function hostilePage(): Promise<string> {
    const { client: owner } = await signedInClient(server);
    const funnel = await publishedFunnel(owner);
    await queryRows(
      server,
      `update funnels set name = $2, description = $3, config = $4, published_version = null where id = $1`,
      [funnel.id, HOSTILE_NAME, HOSTILE_DESCRIPTION, JSON.stringify(hostileConfig())],
    );
    server.services.publishedPages.invalidate(funnel.id);
    const res = await visitor().get(`/p/${funnel.id}`);
    expect(res.status).toBe(200);
    return res.text;
  }

  it("is refused on save and publish with the builder's own message", async () => {
    const { client: owner } = await signedInClient(server);
    const created = await owner.post('/api/funnels', { name: 'Hostile', config: hostileConfig() });
    expect(created.status).toBe(400);
    const message = 'Enter a web address starting with http:// or https://, or a page path starting with /';
    expect(created.json).toEqual({ message, fieldErrors: { config: message } });
    const funnel = await publishedFunnel(owner);
    const published = await owner.put(`/api/funnels/${funnel.id}`, {
      status: 'published',
      config: hostileConfig(),
    });
    expect(published.status).toBe(400);
    expect(published.json).toMatchObject({ message });
  });

  it('escapes text: a <script> headline appears as text, and the only script is the core one', async () => {
    const html = await hostilePage();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b onclick');
    // The one script is the core page script (pageScripts checks there is no other).
    expect(pageScripts(html)).toEqual(['core']);
    // Tags of the page, not the inlined script and styles' text.
    const tags = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '').match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) expect(tag).not.toMatch(/\son[a-z]+=/i);
    // The name and description stay inside their elements.
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</title>',
    );
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(&quot;description&quot;)&lt;/script&gt;"');
  });

  it('keeps only http(s), mailto, tel and relative links; javascript: is never an href, src or style', async () => {
    const html = await hostilePage();
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toContain('expression(');
    expect(html).not.toContain('data:text/html');
    const hrefs = attributeValues(html, 'href');
    for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'https://example.com/buy',
        'mailto:hi@example.com',
        'tel:+15550100',
        '/thanks',
      ]),
    );
    expect(hrefs).not.toContain('//evil.example/path');
    for (const src of attributeValues(html, 'src')) expect(src).toMatch(/^(https?:\/\/|\/(?!\/))/);
    // The buttons whose links were refused are still shown, as text.
    expect(html).toContain('JS link');
    expect(html).toContain('Data link');
  });
});
