import { request } from 'node:http';
import sharp from 'sharp';
import { startDnsServer } from './support/dns-server';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let dns: Awaited<ReturnType<typeof startDnsServer>>;

beforeAll(async () => {
  dns = await startDnsServer();
  server = await startTestServer({ DNS_SERVERS: dns.address, LOG_LEVEL: 'error' });
});

afterAll(async () => {
  await server?.close();
  await dns?.close();
});

const headline = (id: string, content: string) => ({ id, type: 'headline', content, styles: {} });
const button = (id: string, content: string, link: string) => ({
  id,
  type: 'button',
  content,
  styles: {},
  action: 'link',
  link,
});

const step = (id: string, slug: string, elements: unknown[], seo: Record<string, unknown> = {}) => ({
  id,
  name: `Step ${id}`,
  slug,
  kind: 'other',
  elements,
  seo,
});

/** A GET (or another method) with a Host header of its own, as a browser on a funnel's domain sends. */
function onHost(host: string, path: string, method = 'GET') {
  const url = new URL(server.url);
  return new Promise<{
    status: number;
    text: string;
    headers: Record<string, string | string[] | undefined>;
  }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method, headers: { Host: host } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function signedIn() {
  const client = new TestClient(server.url);
  await client.signUp();
  return client;
}

async function publishedFunnel(client: TestClient, config: unknown, name = 'Three steps') {
  const res = await client.post('/api/funnels', { name, config, status: 'published' });
  expect(res.status).toBe(201);
  return res.json as { id: string; config: Record<string, unknown>; stepCount: number };
}

const THREE_STEPS = {
  steps: [
    step('a', 'optin', [headline('h1', 'Get the guide'), button('go', 'Continue', 'step:next')], {
      description: 'The guide that grows lists',
    }),
    step('b', 'thanks', [headline('h2', 'Thank you'), button('offer', 'See the offer', 'step:c')]),
    step('c', 'offer', [headline('h3', 'A special offer')], { noindex: true }),
  ],
};

describe('a funnel saved the single-page way', () => {
  it('reads and saves unchanged: elements at the top in, elements at the top out', async () => {
    const client = await signedIn();
    const page = {
      elements: [headline('h', 'Hello')],
      pageBackground: { color: '#fafafa', gradient: '', useGradient: false },
    };
    const created = (await client.post('/api/funnels', { name: 'Old way', config: page })).json as {
      id: string;
      config: { elements: unknown[]; pageBackground: unknown; steps: unknown[] };
    };
    expect(created.config.elements).toEqual(page.elements);
    expect(created.config.pageBackground).toEqual(page.pageBackground);
    expect(created.config.steps).toHaveLength(1);
    const updated = await client.patch(`/api/funnels/${created.id}`, {
      config: { ...created.config, elements: [headline('h', 'Changed')] },
    });
    expect((updated.json as { config: { elements: unknown[] } }).config.elements).toEqual([
      headline('h', 'Changed'),
    ]);
  });

  it('keeps the other steps when a single-page client saves a funnel of several', async () => {
    const client = await signedIn();
    const funnel = await publishedFunnel(client, THREE_STEPS);
    const res = await client.patch(`/api/funnels/${funnel.id}`, {
      config: { elements: [headline('n', 'New opt-in')] },
    });
    expect(res.status).toBe(200);
    const steps = (
      res.json as { config: { steps: Array<{ slug: string; elements: Array<{ content: string }> }> } }
    ).config.steps;
    expect(steps.map((s) => [s.slug, s.elements[0]?.content])).toEqual([
      ['optin', 'New opt-in'],
      ['thanks', 'Thank you'],
      ['offer', 'A special offer'],
    ]);
  });
});

describe('publishing steps', () => {
  it('serves the first step at /p/{id} and the others at /p/{id}/{slug}, linked to each other', async () => {
    const client = await signedIn();
    const funnel = await publishedFunnel(client, THREE_STEPS);
    expect(funnel.stepCount).toBe(3);
    const visitor = new TestClient(server.url);
    const first = await visitor.get(`/p/${funnel.id}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Get the guide');
    expect(first.text).toContain(`href="/p/${funnel.id}/thanks"`);
    const second = await visitor.get(`/p/${funnel.id}/thanks`);
    expect(second.text).toContain('Thank you');
    expect(second.text).toContain(`href="/p/${funnel.id}/offer"`);
    expect((await visitor.get(`/p/${funnel.id}/offer`)).text).toContain('A special offer');
    expect((await visitor.get(`/p/${funnel.id}/nope`)).status).toBe(404);
  });

  it('refuses to publish a link to a deleted step, naming the element', async () => {
    const client = await signedIn();
    const broken = {
      steps: [step('a', 'optin', [button('go', 'Continue', 'step:gone')]), step('b', 'thanks', [])],
    };
    const res = await client.post('/api/funnels', { name: 'Broken', config: broken, status: 'published' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message:
        'The Button "Continue" on step \'Step a\' links to a step that was deleted: choose where it leads',
    });
    // Saved as a draft it is kept, to be fixed in the builder.
    expect((await client.post('/api/funnels', { name: 'Broken', config: broken })).status).toBe(201);
  });

  it('writes SEO and social tags, and lists indexable steps in the sitemap', async () => {
    const client = await signedIn();
    const funnel = await publishedFunnel(client, THREE_STEPS, 'SEO funnel');
    const html = (await new TestClient(server.url).get(`/p/${funnel.id}`)).text;
    expect(html).toContain('<meta name="description" content="The guide that grows lists"/>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/p/${funnel.id}"/>`));
    expect(html).toContain('<meta property="og:title" content="SEO funnel"/>');
    expect(html).toContain('<meta name="robots" content="index,follow"/>');
    expect(html).toContain('<h1');
    const offer = (await new TestClient(server.url).get(`/p/${funnel.id}/offer`)).text;
    expect(offer).toContain('<meta name="robots" content="noindex,nofollow"/>');

    const robots = await new TestClient(server.url).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Allow: /p/');
    expect(robots.text).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = (await new TestClient(server.url).get('/sitemap.xml')).text;
    expect(sitemap).toContain(`/p/${funnel.id}</loc>`);
    expect(sitemap).toContain(`/p/${funnel.id}/thanks</loc>`);
    expect(sitemap).not.toContain(`/p/${funnel.id}/offer</loc>`);
  });
});

type StepsJson = { stepCount: number; config: { steps: Array<{ id: string; slug: string }> } };
const slugsOf = (funnel: unknown) => (funnel as StepsJson).config.steps.map((s) => s.slug);

const [OPT_IN, THANKS, OFFER] = THREE_STEPS.steps as [
  ReturnType<typeof step>,
  ReturnType<typeof step>,
  ReturnType<typeof step>,
];
const BONUS = step('d', 'bonus', [headline('h4', 'A bonus')]);

/** Steps whose addresses the builder would not save, and what the API answers for each. */
const REFUSED_STEPS: Array<[string, unknown[], string]> = [
  [
    'a malformed address',
    [OPT_IN, { ...THANKS, slug: 'Thank You' }],
    "The address of step 'Step b' may only use lowercase letters, digits and single hyphens (60 at most)",
  ],
  [
    'a reserved address',
    [OPT_IN, { ...THANKS, slug: 'api' }],
    "'api' is reserved: choose another address for step 'Step b'",
  ],
  [
    'a taken address',
    [OPT_IN, { ...THANKS, slug: 'optin' }],
    "Two steps use the address 'optin': give each step its own",
  ],
  ['no step', [], 'A funnel needs at least one step'],
  [
    'too many steps',
    Array.from({ length: 21 }, (_, i) => step(`s${i}`, `page-${i}`, [])),
    'A funnel can hold 20 steps at most',
  ],
];

describe('steps added, reordered and deleted over REST', () => {
  it('publishes the steps as saved, and refuses to delete a step another one links to', async () => {
    const client = await signedIn();
    const funnel = await publishedFunnel(client, THREE_STEPS);
    const visitor = new TestClient(server.url);
    const save = (steps: unknown[]) => client.patch(`/api/funnels/${funnel.id}`, { config: { steps } });

    const added = await save([OPT_IN, THANKS, OFFER, BONUS]);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ stepCount: 4, status: 'published' });
    expect(slugsOf(added.json)).toEqual(['optin', 'thanks', 'offer', 'bonus']);
    expect((await visitor.get(`/p/${funnel.id}/bonus`)).text).toContain('A bonus');

    // The bonus first: it is the funnel's first page now, and 'Next step' follows the new order.
    const reordered = await save([BONUS, OPT_IN, THANKS, OFFER]);
    expect(reordered.status).toBe(200);
    expect(slugsOf(reordered.json)).toEqual(['bonus', 'optin', 'thanks', 'offer']);
    expect((await visitor.get(`/p/${funnel.id}`)).text).toContain('A bonus');
    const optIn = (await visitor.get(`/p/${funnel.id}/optin`)).text;
    expect(optIn).toContain('Get the guide');
    expect(optIn).toContain(`href="/p/${funnel.id}/thanks"`);

    // The thank-you step's button leads to the offer: the offer cannot go while the funnel is published.
    const refused = await save([BONUS, OPT_IN, THANKS]);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message:
        'The Button "See the offer" on step \'Step b\' links to a step that was deleted: choose where it leads',
    });
    expect(slugsOf((await client.get(`/api/funnels/${funnel.id}`)).json)).toEqual([
      'bonus',
      'optin',
      'thanks',
      'offer',
    ]);
    expect((await visitor.get(`/p/${funnel.id}/offer`)).status).toBe(200);

    const deleted = await save([OPT_IN, THANKS, OFFER]);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ stepCount: 3 });
    expect((await visitor.get(`/p/${funnel.id}/bonus`)).status).toBe(404);
    expect((await visitor.get(`/p/${funnel.id}`)).text).toContain('Get the guide');
  });

  it.each(REFUSED_STEPS)(
    "refuses %s with the builder's message, keeping the steps",
    async (_, steps, message) => {
      const client = await signedIn();
      const funnel = await publishedFunnel(client, THREE_STEPS);
      const res = await client.patch(`/api/funnels/${funnel.id}`, { config: { steps } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message });
      expect(slugsOf((await client.get(`/api/funnels/${funnel.id}`)).json)).toEqual([
        'optin',
        'thanks',
        'offer',
      ]);
      // A new funnel is refused the same way.
      const created = await client.post('/api/funnels', { name: 'Refused', config: { steps } });
      expect(created.status).toBe(400);
      expect(created.json).toMatchObject({ message });
    },
  );
});

describe('steps added, reordered and deleted over GraphQL', () => {
  const FIELDS = 'id status stepCount config';
  const CREATE = `mutation($input: FunnelInput!) { createFunnel(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: ID!, $input: FunnelInput!) { updateFunnel(id: $id, input: $input) { ${FIELDS} } }`;
  const PUBLISH = `mutation($id: ID!) { publishFunnel(id: $id) { ${FIELDS} } }`;
  const FUNNEL = `query($id: ID!) { funnel(id: $id) { ${FIELDS} } }`;
  type GqlFunnel = StepsJson & { id: string; status: string };

  it('saves steps added, reordered and deleted; publishing refuses a link to a deleted step', async () => {
    const client = await signedIn();
    const created = await client.gql<{ createFunnel: GqlFunnel }>(CREATE, {
      input: { name: 'Steps by GraphQL', config: THREE_STEPS },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data?.createFunnel.id as string;
    expect(created.data?.createFunnel.stepCount).toBe(3);
    const save = async (steps: unknown[]) =>
      await client.gql<{ updateFunnel: GqlFunnel }>(UPDATE, { id, input: { config: { steps } } });

    const added = await save([OPT_IN, THANKS, OFFER, BONUS]);
    expect(added.data?.updateFunnel.stepCount).toBe(4);
    expect(slugsOf(added.data?.updateFunnel)).toEqual(['optin', 'thanks', 'offer', 'bonus']);
    const reordered = await save([OFFER, BONUS, OPT_IN, THANKS]);
    expect(slugsOf(reordered.data?.updateFunnel)).toEqual(['offer', 'bonus', 'optin', 'thanks']);
    const deleted = await save([OFFER, OPT_IN, THANKS]);
    expect(slugsOf(deleted.data?.updateFunnel)).toEqual(['offer', 'optin', 'thanks']);
    const read = await client.gql<{ funnel: GqlFunnel }>(FUNNEL, { id });
    expect(read.data?.funnel.stepCount).toBe(3);

    // A draft keeps a link to a deleted step (to be fixed in the builder); publishing refuses it.
    const dangling = await save([OPT_IN, THANKS]);
    expect(dangling.errors).toBeUndefined();
    const publish = await client.gql<{ publishFunnel: GqlFunnel }>(PUBLISH, { id });
    expect(publish.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(publish.errors?.[0]?.message).toBe(
      'The Button "See the offer" on step \'Step b\' links to a step that was deleted: choose where it leads',
    );
    expect((await client.gql<{ funnel: GqlFunnel }>(FUNNEL, { id })).data?.funnel.status).toBe('draft');
  });

  it('refuses malformed, reserved and taken addresses and empty or oversized funnels', async () => {
    const client = await signedIn();
    const created = await client.gql<{ createFunnel: GqlFunnel }>(CREATE, {
      input: { name: 'Refusals', config: THREE_STEPS },
    });
    const id = created.data?.createFunnel.id as string;
    for (const [, steps, message] of REFUSED_STEPS) {
      const res = await client.gql<{ updateFunnel: GqlFunnel }>(UPDATE, { id, input: { config: { steps } } });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect(slugsOf((await client.gql<{ funnel: GqlFunnel }>(FUNNEL, { id })).data?.funnel)).toEqual([
      'optin',
      'thanks',
      'offer',
    ]);
  });
});

/** Uploads an image to the user's media library and answers its address. */
async function libraryImage(client: TestClient, name: string): Promise<string> {
  const png = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${server.url}/api/upload/image`, {
    method: 'POST',
    headers: { cookie: client.cookie ?? '', origin: server.url },
    body: form,
  });
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\//);
  return url;
}

describe('social cards and the icon', () => {
  it("shares the image chosen from the media library, else the first image; twitter cards follow; the funnel's icon", async () => {
    const client = await signedIn();
    const social = await libraryImage(client, 'social card.png');
    const photo = await libraryImage(client, 'photo.png');
    const icon = await libraryImage(client, 'icon.png');
    const image = (id: string, url: string) => ({ id, type: 'image', content: url, styles: {} });
    const funnel = await publishedFunnel(
      client,
      {
        steps: [
          step('a', 'optin', [headline('h1', 'Get the guide'), image('i1', photo)], {
            title: 'The free guide',
            description: 'The guide that grows lists',
            image: social,
          }),
          step('b', 'thanks', [headline('h2', 'Thank you'), image('i2', photo), image('i3', social)]),
          step('c', 'offer', [headline('h3', 'A special offer')]),
        ],
      },
      'Social funnel',
    );
    const visitor = new TestClient(server.url);
    const origin = new URL(server.url).origin;
    const meta = (html: string, key: string) =>
      [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)]
        .filter((m) => m[1] === key)
        .map((m) => m[2]);

    // The step's own choice from the media library, as an absolute URL, in both cards.
    const optin = (await visitor.get(`/p/${funnel.id}`)).text;
    expect(meta(optin, 'og:image')).toEqual([`${origin}${social}`]);
    expect(meta(optin, 'og:type')).toEqual(['website']);
    expect(meta(optin, 'og:title')).toEqual(['The free guide']);
    expect(meta(optin, 'og:description')).toEqual(['The guide that grows lists']);
    expect(meta(optin, 'og:url')).toEqual([`${origin}/p/${funnel.id}`]);
    expect(meta(optin, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(optin, 'twitter:title')).toEqual(['The free guide']);
    expect(meta(optin, 'twitter:description')).toEqual(['The guide that grows lists']);
    expect(meta(optin, 'twitter:image')).toEqual([`${origin}${social}`]);

    // No choice: the step's first image.
    const thanks = (await visitor.get(`/p/${funnel.id}/thanks`)).text;
    expect(meta(thanks, 'og:image')).toEqual([`${origin}${photo}`]);
    expect(meta(thanks, 'twitter:image')).toEqual([`${origin}${photo}`]);
    expect(meta(thanks, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(thanks, 'og:title')).toEqual(['Step b · Social funnel']);
    expect(meta(thanks, 'twitter:title')).toEqual(['Step b · Social funnel']);

    // No image at all: a small card, and no image named.
    const offer = (await visitor.get(`/p/${funnel.id}/offer`)).text;
    expect(meta(offer, 'og:image')).toEqual([]);
    expect(meta(offer, 'twitter:image')).toEqual([]);
    expect(meta(offer, 'twitter:card')).toEqual(['summary']);

    // The app's icon until the funnel has its own; then its own, on every step.
    expect(optin).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect((await client.patch(`/api/funnels/${funnel.id}/site`, { favicon: icon })).status).toBe(200);
    for (const path of [`/p/${funnel.id}`, `/p/${funnel.id}/thanks`, `/p/${funnel.id}/offer`]) {
      const html = (await visitor.get(path)).text;
      expect(html).toContain(`<link rel="icon" href="${icon}"/>`);
      expect(html).not.toContain('/favicon.svg');
    }
    const other = await publishedFunnel(client, THREE_STEPS, 'No icon');
    expect((await visitor.get(`/p/${other.id}`)).text).toContain('<link rel="icon" href="/favicon.svg"/>');
  });
});

describe('custom code', () => {
  /** The nonce a response's CSP lets scripts run by, if any. */
  const nonceOf = (csp: string | string[] | null | undefined) =>
    /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1];

  it("runs only on the funnel's own verified domain, by a nonce in its CSP; never on the app's origin", async () => {
    const client = await signedIn();
    const withCode = await publishedFunnel(client, THREE_STEPS, 'With code');
    const without = await publishedFunnel(client, THREE_STEPS, 'Without code');
    const site = await client.patch(`/api/funnels/${withCode.id}/site`, {
      customCodeEnabled: true,
      googleAnalyticsId: 'G-ABC1234',
      headCode: '<script>window.marketer = 1;</script>',
      bodyCode: '<script>window.marketerBody = 1;</script>',
    });
    expect(site.status).toBe(200);
    const visitor = new TestClient(server.url);

    // The app's origin (where a visitor may be signed in to FunnelForge): no marketer code, no nonce, the strict CSP.
    const strictPage = async (path: string) => {
      const page = await visitor.get(path);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(csp).not.toContain('nonce');
      expect(csp).not.toContain('strict-dynamic');
      expect(csp).toContain("connect-src 'self';");
      expect(page.text).not.toContain('window.marketer');
      expect(page.text).not.toContain('googletagmanager');
      expect(page.text).not.toContain('nonce');
      return page;
    };
    expect((await strictPage(`/p/${withCode.id}`)).text).toContain('Get the guide');
    expect((await strictPage(`/p/${withCode.id}/thanks`)).text).toContain('Thank you');

    // Its domain, before it is verified, is not its: the code runs nowhere yet.
    const set = await client.put(`/api/funnels/${withCode.id}/domain`, { hostname: 'code.example.com' });
    const domain = set.json as { txtName: string; txtValue: string };
    expect((await onHost('code.example.com', '/')).text).not.toContain('window.marketer');
    dns.setTxt(domain.txtName, [domain.txtValue]);
    expect((await client.post(`/api/funnels/${withCode.id}/domain/verify`)).json).toMatchObject({
      verified: true,
    });

    // Verified: its pages there run the code, each response by a fresh nonce.
    const page = await onHost('code.example.com', '/');
    expect(page.status).toBe(200);
    const nonce = nonceOf(page.headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(page.headers['content-security-policy']).toContain("'strict-dynamic'");
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.text).toContain(`<script nonce="${nonce}">window.marketer = 1;</script>`);
    expect(page.text).toContain(`<script nonce="${nonce}">window.marketerBody = 1;</script>`);
    expect(page.text).toContain(
      `<script nonce="${nonce}" async src="https://www.googletagmanager.com/gtag/js?id=G-ABC1234">`,
    );
    expect(page.text).not.toContain('__ff-nonce__');
    const thanks = await onHost('code.example.com', '/thanks');
    const thanksNonce = nonceOf(thanks.headers['content-security-policy']);
    expect(thanksNonce).toBeTruthy();
    expect(thanksNonce).not.toBe(nonce);
    expect(thanks.text).toContain(`<script nonce="${thanksNonce}">window.marketer = 1;</script>`);

    // With the domain verified, the same funnel's /p address on the app still runs none of it.
    await strictPage(`/p/${withCode.id}`);
    await strictPage(`/p/${withCode.id}/offer`);

    // Another funnel, without code, has none anywhere.
    const plain = await strictPage(`/p/${without.id}`);
    expect(plain.text).toContain('Get the guide');

    const bad = await client.patch(`/api/funnels/${withCode.id}/site`, { metaPixelId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'A Meta Pixel ID is a number of 5 to 20 digits' });
  });
});

describe('a funnel on its own domain', () => {
  it('is served at its hostname only once verified, and nothing of the app is', async () => {
    const client = await signedIn();
    const funnel = await publishedFunnel(client, THREE_STEPS, 'Domain funnel');
    const set = await client.put(`/api/funnels/${funnel.id}/domain`, {
      hostname: 'https://Offers.Example.com/',
    });
    expect(set.status).toBe(200);
    const domain = set.json as { hostname: string; verified: boolean; txtName: string; txtValue: string };
    expect(domain).toMatchObject({
      hostname: 'offers.example.com',
      verified: false,
      txtName: '_funnelforge.offers.example.com',
    });

    // Not verified: the hostname is not the funnel's (the app answers as for any host).
    expect((await onHost('offers.example.com', '/')).text).not.toContain('Get the guide');
    expect((await client.get('/api/domains/allowed?domain=offers.example.com')).status).toBe(404);

    const missing = await client.post(`/api/funnels/${funnel.id}/domain/verify`);
    expect(missing.json).toMatchObject({ verified: false });
    expect((missing.json as { checkError: string }).checkError).toContain('_funnelforge.offers.example.com');

    dns.setTxt(domain.txtName, ['unrelated', domain.txtValue]);
    const verified = await client.post(`/api/funnels/${funnel.id}/domain/verify`);
    expect(verified.json).toMatchObject({ verified: true, checkError: null });
    expect(
      (await new TestClient(server.url).get('/api/domains/allowed?domain=offers.example.com')).status,
    ).toBe(200);

    const root = await onHost('offers.example.com', '/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('Get the guide');
    expect(root.text).toContain('href="/thanks"');
    expect(root.text).toContain('<link rel="canonical" href="https://offers.example.com/"/>');
    expect((await onHost('offers.example.com', '/thanks')).text).toContain('Thank you');
    expect((await onHost('offers.example.com', '/login')).status).toBe(404);
    expect((await onHost('offers.example.com', '/graphql', 'POST')).status).toBe(404);
    expect((await onHost('offers.example.com', '/api/funnels')).status).toBe(404);
    const sitemap = await onHost('offers.example.com', '/sitemap.xml');
    expect(sitemap.text).toContain('<loc>https://offers.example.com/thanks</loc>');
    expect((await onHost('offers.example.com', '/robots.txt')).text).toContain(
      'Sitemap: https://offers.example.com/sitemap.xml',
    );
    // The app's own sitemap leaves it to its domain.
    expect((await new TestClient(server.url).get('/sitemap.xml')).text).not.toContain(funnel.id);

    // Another user cannot take the hostname.
    const other = await signedIn();
    const theirs = await publishedFunnel(other, THREE_STEPS);
    const taken = await other.put(`/api/funnels/${theirs.id}/domain`, { hostname: 'offers.example.com' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ message: 'This hostname is already used by another funnel' });
    expect((await other.put(`/api/funnels/${theirs.id}/domain`, { hostname: 'not a host' })).status).toBe(
      400,
    );
  });
});

describe('a lead carried to the next step', () => {
  it('lets a later form update the same lead without the email, for this funnel only', async () => {
    const client = await signedIn();
    const form = {
      id: 'f',
      type: 'form',
      content: 'Join',
      styles: {},
      action: 'form-redirect',
      link: 'step:next',
    };
    const funnel = await publishedFunnel(client, {
      steps: [
        step('a', 'optin', [form]),
        step('b', 'more', [{ ...form, id: 'g', action: 'form', link: '' }]),
      ],
    });
    const other = await publishedFunnel(client, THREE_STEPS, 'Other');
    const visitor = new TestClient(server.url);
    const first = await visitor.post(`/api/public/funnels/${funnel.id}/leads`, {
      email: 'carry@example.com',
    });
    expect(first.status).toBe(201);
    const { leadToken } = first.json as { leadToken: string };
    const later = await visitor.post(`/api/public/funnels/${funnel.id}/leads`, {
      leadToken,
      phone: '+1 555 0100',
    });
    expect(later.status).toBe(201);
    const leads = (await client.get('/api/leads')).json as { leads?: unknown[] } | unknown[];
    const list = (Array.isArray(leads) ? leads : (leads.leads ?? [])) as Array<{
      email: string;
      phone: string | null;
    }>;
    expect(list.filter((lead) => lead.email === 'carry@example.com')).toEqual([
      expect.objectContaining({ phone: '+1 555 0100' }),
    ]);
    const elsewhere = await visitor.post(`/api/public/funnels/${other.id}/leads`, { leadToken, phone: '1' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json).toMatchObject({ message: 'Email is required' });
    const forged = await visitor.post(`/api/public/funnels/${funnel.id}/leads`, {
      leadToken: `${leadToken}x`,
    });
    expect(forged.status).toBe(400);
  });
});
