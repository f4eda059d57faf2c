import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFunnel, signedInClient, testRateLimits } from './support/funnels';
import { sessionActor } from '../src/shared/auth/actor';
import { TestClient } from './support/test-client';
import { startTestServer, type TestServer } from './support/test-server';
import { writeFunnelCopy } from '../src/modules/ai/offline-copywriter';
import { OpenAiTextProvider, REPAIR_INTRO, UNUSABLE_ANSWER } from '../src/modules/ai/openai-text-provider';
import { DEFAULT_RATE_LIMITS } from '../src/shared/auth/rate-limits';

const TEXT_REQUESTS_PER_MINUTE = DEFAULT_RATE_LIMITS.aiTextPerUser.points;
import {
  BUSINESS_TYPES,
  CONTENT_TYPES,
  EMAIL_DELAYS_HOURS,
  EXAMPLE_MARK,
  MARKETING_GOALS,
  PRICE_POINTS,
  funnelCopySchema,
  type FunnelBrief,
  type FunnelCopy,
} from '../src/modules/ai/text-provider';

/**
 * Issue 19, first slice: AI text. The OpenAI-compatible adapter against a local stand-in that
 * speaks the chat completions API (valid JSON, unusable then repaired, unusable twice, slow,
 * 429 then success), the offline copywriter for every content type and every business type and
 * goal, POST /api/ai/generate-content's validation, ownership and pace, and the GraphQL mirror.
 */

const API_KEY = 'test-text-key';

type ChatBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: unknown;
};
type Seen = { auth: string | undefined; body: ChatBody };

const FUNNEL_ANSWER = {
  hero: { headline: 'Bake better bread at home', subheadline: 'A class for busy parents.', cta: 'Join now' },
  benefits: [
    { title: 'Step by step', description: 'Every stage is shown.' },
    { title: 'Small groups', description: 'Questions get answered.' },
    { title: 'Real results', description: 'A loaf you are proud of.' },
  ],
  testimonials: [
    { name: 'Anna P.', role: 'Parent', quote: 'My first good loaf.' },
    { name: 'Ben T.', role: 'Teacher', quote: 'Clear and friendly.' },
    { name: 'Cara M.', role: 'Nurse', quote: 'Worth every minute.' },
  ],
  pricing: {
    headline: 'One simple price',
    priceLabel: 'Under $100',
    description: 'Everything included.',
    features: ['Six lessons', 'Recipes', 'Support'],
    cta: 'Book my seat',
    guarantee: '30-day refund.',
  },
  faq: [
    { question: 'Do I need a mixer?', answer: 'No.' },
    { question: 'How long is it?', answer: 'Six weeks.' },
    { question: 'Is it online?', answer: 'Yes.' },
    { question: 'Can I get a refund?', answer: 'Yes, within 30 days.' },
  ],
  thankYou: { headline: 'You are in!', body: 'Check your inbox.', nextStep: 'Buy flour.' },
  emails: [1, 2, 3, 4, 5].map((n) => ({ subject: `Lesson ${n}`, body: `Hello, here is lesson ${n}.` })),
};

/** Speaks POST /v1/chat/completions as OpenAI documents it; the request's words pick the behaviour. */
class ChatStandIn {
  readonly seen: Seen[] = [];
  private readonly once = new Set<string>();
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(({ status, json, headers }) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The requests whose first user message contains `word`. */
  asked(word: string): Seen[] {
    return this.seen.filter((s) => s.body.messages.find((m) => m.role === 'user')?.content.includes(word));
  }

  private async answer(
    req: IncomingMessage,
  ): Promise<{ status: number; json: unknown; headers?: Record<string, string> }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return { status: 404, json: { error: { message: 'Unknown route' } } };
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
    this.seen.push({ auth: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${API_KEY}`)
      return { status: 401, json: { error: { message: 'Incorrect API key provided' } } };
    const asked = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const repairing = body.messages.length > 2;
    const reply = (content: string) => ({
      status: 200,
      json: {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      },
    });
    if (asked.includes('busy') && !this.once.has(asked)) {
      this.once.add(asked);
      return {
        status: 429,
        headers: { 'retry-after': '0' },
        json: { error: { message: 'Rate limit reached for requests', type: 'requests' } },
      };
    }
    if (asked.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
    if (asked.includes('Main product')) {
      if (asked.includes('broken-funnel') && !repairing)
        return reply(JSON.stringify({ ...FUNNEL_ANSWER, emails: FUNNEL_ANSWER.emails.slice(0, 3) }));
      return reply(JSON.stringify(FUNNEL_ANSWER));
    }
    if (asked.includes('never-usable')) return reply(JSON.stringify({ text: 'a headline, but misfiled' }));
    if (asked.includes('broken') && !repairing) return reply('Sure! Here is your headline: {"content": ');
    if (asked.includes('Write the benefits list'))
      return reply(
        JSON.stringify({
          items: [
            { title: 'Fresh every day', text: 'Baked at dawn.' },
            { title: 'Local flour', text: 'Milled nearby.' },
            { title: 'No additives', text: 'Just four ingredients.' },
          ],
        }),
      );
    return reply(JSON.stringify({ content: 'Sourdough that makes mornings better' }));
  }
}

type ContentJson = {
  content: string;
  type: string;
  generator: string;
  items: Array<{ title: string; text: string }> | null;
  funnelId: string | null;
  message?: string;
};

const generate = async (as: TestClient, body: Record<string, unknown>) => {
  const res = await as.post('/api/ai/generate-content', body);
  return {
    status: res.status,
    json: res.json as unknown as ContentJson,
    text: res.text,
    headers: res.headers,
  };
};

describe('the OpenAI-compatible text provider', () => {
  const standIn = new ChatStandIn();
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    await standIn.start();
    server = await startTestServer(
      {
        OPENAI_API_KEY: API_KEY,
        OPENAI_BASE_URL: `${standIn.url}/v1`,
        OPENAI_MODEL: 'gpt-test-mini',
        AI_REQUEST_TIMEOUT_SECONDS: '1',
        LOG_LEVEL: 'error',
      },
      { rateLimits: testRateLimits() },
    );
    ({ client } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it("answers the model's content, labelled OpenAI; the key goes only in the Authorization header", async () => {
    const res = await generate(client, { prompt: 'valid: a sourdough bakery', type: 'headline' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      content: 'Sourdough that makes mornings better',
      type: 'headline',
      items: null,
      generator: 'OpenAI',
      funnelId: null,
    });
    const [call, ...more] = standIn.asked('valid: a sourdough bakery');
    expect(more).toHaveLength(0);
    expect(call?.auth).toBe(`Bearer ${API_KEY}`);
    expect(call?.body.model).toBe('gpt-test-mini');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    expect(call?.body.messages[0]).toMatchObject({ role: 'system' });
    expect(call?.body.messages[0]?.content).toContain('{"content"');
    expect(JSON.stringify(call?.body)).not.toContain(API_KEY);
    expect(res.text).not.toContain(API_KEY);
  });

  it('answers benefits as a list and as text', async () => {
    const res = await generate(client, { prompt: 'benefits of our bakery', type: 'benefits' });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      { title: 'Fresh every day', text: 'Baked at dawn.' },
      { title: 'Local flour', text: 'Milled nearby.' },
      { title: 'No additives', text: 'Just four ingredients.' },
    ]);
    expect(res.json.content).toBe(
      'Fresh every day: Baked at dawn.\n\nLocal flour: Milled nearby.\n\nNo additives: Just four ingredients.',
    );
  });

  it('asks once more, quoting what was wrong, when the answer is not usable JSON', async () => {
    const res = await generate(client, { prompt: 'broken: a bakery headline', type: 'headline' });
    expect(res.status).toBe(200);
    expect(res.json.content).toBe('Sourdough that makes mornings better');
    const calls = standIn.asked('broken: a bakery headline');
    expect(calls).toHaveLength(2);
    const repair = calls[1]!.body.messages;
    expect(repair).toHaveLength(4);
    expect(repair[2]).toEqual({ role: 'assistant', content: 'Sure! Here is your headline: {"content": ' });
    expect(repair[3]?.role).toBe('user');
    expect(repair[3]?.content).toContain(REPAIR_INTRO);
    expect(repair[3]?.content).toContain('It was not valid JSON.');
  });

  it('answers 502 with a clear message when the second answer is unusable too', async () => {
    const res = await generate(client, { prompt: 'never-usable: a bakery headline', type: 'headline' });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ message: UNUSABLE_ANSWER });
    const calls = standIn.asked('never-usable: a bakery headline');
    expect(calls).toHaveLength(2);
    // The repair request names the zod issue: the missing content field.
    expect(calls[1]!.body.messages[3]?.content).toContain('content:');
    expect(res.text).not.toMatch(/at .*\.ts|stack/i);
    const gql = await client.gql(
      'mutation { generateContent(input: { prompt: "never-usable: again", type: "headline" }) { content } }',
    );
    expect(gql.errors?.[0]?.message).toBe(UNUSABLE_ANSWER);
  });

  it('gives up on a provider slower than AI_REQUEST_TIMEOUT_SECONDS, saying so', async () => {
    const res = await generate(client, { prompt: 'slow: a bakery headline', type: 'headline' });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('OpenAI did not answer within 1 s');
    // Tried again (three tries in all) before giving up.
    expect(standIn.asked('slow: a bakery headline')).toHaveLength(3);
  });

  it('tries again after a 429 and then answers', async () => {
    const res = await generate(client, { prompt: 'busy: a bakery headline', type: 'cta' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ content: 'Sourdough that makes mornings better', generator: 'OpenAI' });
    expect(standIn.asked('busy: a bakery headline')).toHaveLength(2);
  });

  it('names OpenAI as the text generator', async () => {
    const gql = await client.gql<{ aiTextGenerator: string }>('{ aiTextGenerator }');
    expect(gql.data?.aiTextGenerator).toBe('OpenAI');
  });

  it('writes copy for a whole funnel, with the example marks and the email delays added', async () => {
    const provider = new OpenAiTextProvider(
      { apiKey: API_KEY, baseUrl: `${standIn.url}/v1`, textModel: 'gpt-test-mini' },
      5000,
    );
    const brief: FunnelBrief = {
      businessType: 'course',
      targetAudience: 'home bakers',
      mainProduct: 'broken-funnel sourdough class',
      pricePoint: 'under-100',
      marketingGoal: 'sales',
    };
    const copy = await provider.funnelCopy(brief);
    expect(funnelCopySchema.safeParse(copy).success).toBe(true);
    expect(copy.emails.map((e) => e.delayHours)).toEqual([...EMAIL_DELAYS_HOURS]);
    expect(copy.testimonials.map((t) => t.name)).toEqual([
      `Anna P. ${EXAMPLE_MARK}`,
      `Ben T. ${EXAMPLE_MARK}`,
      `Cara M. ${EXAMPLE_MARK}`,
    ]);
    // The first answer had 3 emails: asked again, naming the problem.
    const calls = standIn.asked('broken-funnel sourdough class');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.messages[3]?.content).toContain('emails');
  });
});

/** Every string of a funnel's copy, with where it sits. */
function stringsOf(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  return [];
}

describe('the offline copywriter: copy for a whole funnel', () => {
  const briefOf = (overrides: Partial<FunnelBrief> = {}): FunnelBrief => ({
    businessType: 'fitness',
    targetAudience: 'busy parents',
    mainProduct: '12-week home strength plan',
    pricePoint: '100-500',
    marketingGoal: 'leads',
    ...overrides,
  });

  it('is complete and valid for every business type, goal and price point, with no filler or placeholders', () => {
    const headlines = new Set<string>();
    for (const businessType of BUSINESS_TYPES)
      for (const marketingGoal of MARKETING_GOALS)
        for (const pricePoint of PRICE_POINTS) {
          const copy: FunnelCopy = writeFunnelCopy(briefOf({ businessType, marketingGoal, pricePoint }));
          const where = `${businessType}/${marketingGoal}/${pricePoint}`;
          expect([where, funnelCopySchema.safeParse(copy).success]).toEqual([where, true]);
          expect(copy.benefits.length).toBeGreaterThanOrEqual(3);
          expect(copy.benefits.length).toBeLessThanOrEqual(6);
          expect(copy.testimonials).toHaveLength(3);
          expect(copy.testimonials.every((t) => t.name.endsWith(EXAMPLE_MARK))).toBe(true);
          expect(copy.faq.length).toBeGreaterThanOrEqual(4);
          expect(copy.faq.length).toBeLessThanOrEqual(6);
          expect(copy.emails.map((e) => e.delayHours)).toEqual([0, 24, 48, 96, 168]);
          for (const [path, text] of stringsOf(copy)) {
            const problem =
              text.trim() === ''
                ? 'empty'
                : /lorem|ipsum/i.test(text)
                  ? 'filler'
                  : /[{}]/.test(text)
                    ? 'placeholder'
                    : /\s{3,}| {2}/.test(text.replace(/\n\n/g, ' '))
                      ? 'spacing'
                      : /^[a-z]/.test(text)
                        ? 'lower-case start'
                        : null;
            expect([where, path, text, problem]).toEqual([where, path, text, null]);
          }
          headlines.add(copy.hero.headline);
        }
    // The product or audience is in every headline, and the phrasings vary with the inputs.
    expect(headlines.size).toBeGreaterThan(50);
  });

  it('names the product and the audience, and fits the price point', () => {
    const cheap = writeFunnelCopy(briefOf({ pricePoint: 'under-100' }));
    const premium = writeFunnelCopy(briefOf({ pricePoint: '5000-plus' }));
    const all = stringsOf(cheap)
      .map(([, t]) => t)
      .join('\n');
    expect(all).toContain('the 12-week home strength plan');
    expect(all).toContain('busy parents');
    expect(cheap.pricing.priceLabel).toBe('Under $100');
    expect(premium.pricing.priceLabel).toBe('$5,000 and up');
    expect(premium.pricing.description).not.toBe(cheap.pricing.description);
  });

  it('gives the same copy for the same input, and different headlines for different inputs', () => {
    expect(writeFunnelCopy(briefOf())).toEqual(writeFunnelCopy(briefOf()));
    const other = writeFunnelCopy(
      briefOf({
        businessType: 'saas',
        mainProduct: 'InvoiceFlow',
        targetAudience: 'freelance designers',
        marketingGoal: 'sales',
      }),
    );
    expect(other.hero.headline).not.toBe(writeFunnelCopy(briefOf()).hero.headline);
    expect(other.hero.headline).toMatch(/InvoiceFlow|freelance designers/);
  });

  it('never lets braces typed into the inputs pass for a placeholder', () => {
    const copy = writeFunnelCopy(briefOf({ mainProduct: '{product} box', targetAudience: '{audience}' }));
    expect(stringsOf(copy).some(([, t]) => /[{}]/.test(t))).toBe(false);
  });
});

describe('POST /api/ai/generate-content offline', () => {
  let server: TestServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' }, { rateLimits: testRateLimits() });
    ({ client } = await signedInClient(server));
  });
  afterAll(async () => {
    await server.close();
  });

  const PROMPT = 'Write something for my sourdough baking class for busy parents';

  it.each(CONTENT_TYPES)(
    'writes %s copy about the subject of the prompt, labelled Offline generator',
    async (type) => {
      // A user of its own: the three requests of each type stay well inside the pace.
      const { client: writer } = await signedInClient(server);
      const res = await generate(writer, { prompt: PROMPT, type });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ type, generator: 'Offline generator', funnelId: null });
      const { content } = res.json;
      expect(content.length).toBeGreaterThan(type === 'cta' ? 5 : 20);
      expect(content.toLowerCase()).toContain('sourdough baking class');
      expect(content).toMatch(/^[A-Z]/);
      expect(content).not.toMatch(/[{}]|lorem|ipsum| {2}/i);
      if (type === 'benefits' || type === 'faq') {
        expect(res.json.items!.length).toBeGreaterThanOrEqual(3);
        for (const item of res.json.items!) {
          expect(item.title).toMatch(/^[A-Z].{3,}/);
          expect(item.text).toMatch(/^[A-Z].{3,}[.!?]$/);
        }
      } else expect(res.json.items).toBeNull();
      if (type === 'body' || type === 'subheadline' || type === 'email-body')
        expect(content.trim()).toMatch(/[.!?a-z]$/);
      // The same request answers the same text; another subject answers another.
      expect((await generate(writer, { prompt: PROMPT, type })).json.content).toBe(content);
      const other = await generate(writer, {
        prompt: 'Write something about our rooftop solar installation',
        type,
      });
      expect(other.json.content).not.toBe(content);
      expect(other.json.content.toLowerCase()).toContain('rooftop solar installation');
    },
  );

  it('finds the subject in a prompt written as a sentence', async () => {
    const res = await generate(client, {
      prompt: 'I run a small bakery in Leeds and want a headline that attracts families. Make it warm!',
      type: 'headline',
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toContain('small bakery in Leeds');
    expect(res.json.content).not.toMatch(/want a headline|Make it warm/);
  });

  it('writes copy for a whole funnel for the complete-funnel generator, checking its five inputs', async () => {
    const { userId } = await signedInClient(server);
    const brief = {
      businessType: 'beauty',
      targetAudience: 'brides-to-be',
      mainProduct: 'Glow Ritual facial',
      pricePoint: '100-500',
      marketingGoal: 'booking',
    };
    const made = await server.services.aiText.funnelCopy(sessionActor(userId), brief);
    expect(made.generator).toBe('Offline generator');
    expect(funnelCopySchema.safeParse(made.copy).success).toBe(true);
    expect(made.copy).toEqual(writeFunnelCopy(brief as FunnelBrief));
    await expect(
      server.services.aiText.funnelCopy(sessionActor(userId), { ...brief, businessType: 'bakery' }),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
    });
    await expect(
      server.services.aiText.funnelCopy(sessionActor(userId), { ...brief, mainProduct: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter a main product' });
    await expect(server.services.aiText.funnelCopy(null, brief)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it("understands the spec's readable forms of a type", async () => {
    const cta = await generate(client, { prompt: 'handmade leather wallets', type: 'Call to Action' });
    expect(cta.status).toBe(200);
    expect(cta.json.type).toBe('cta');
    const subject = await generate(client, { prompt: 'handmade leather wallets', type: 'email subject' });
    expect(subject.json.type).toBe('email-subject');
  });

  it('uses the funnel as context, and writes about it when the prompt names no subject', async () => {
    const funnel = await createFunnel(client, { name: 'Mindful Mornings Retreat', templateType: 'events' });
    const res = await generate(client, { prompt: 'Write a headline', type: 'headline', funnelId: funnel.id });
    expect(res.status).toBe(200);
    expect(res.json.funnelId).toBe(funnel.id);
    expect(res.json.content).toContain('Mindful Mornings Retreat');
  });

  it('refuses a blank or too long prompt, and an unknown type, listing the types', async () => {
    const blank = await generate(client, { prompt: '   ', type: 'headline' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Please enter a prompt');
    const missing = await generate(client, { type: 'headline' });
    expect(missing.json.message).toBe('Please enter a prompt');
    const long = await generate(client, { prompt: 'a'.repeat(2001), type: 'headline' });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('The prompt must be at most 2000 characters');
    expect((await generate(client, { prompt: 'a'.repeat(2000), type: 'headline' })).status).toBe(200);
    const types =
      'Type must be one of headline, subheadline, body, benefits, cta, email-subject, email-body, faq';
    const unknown = await generate(client, { prompt: 'bakery', type: 'poem' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(types);
    expect((await generate(client, { prompt: 'bakery' })).json.message).toBe(types);
    const gql = await client.gql(
      'mutation { generateContent(input: { prompt: " ", type: "headline" }) { content } }',
    );
    expect(gql.errors?.[0]?.message).toBe('Please enter a prompt');
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("answers 404 for another user's funnel or an id that is no funnel", async () => {
    const { client: other } = await signedInClient(server);
    const theirs = await createFunnel(other, { name: 'Their funnel' });
    for (const funnelId of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await generate(client, { prompt: 'bakery', type: 'headline', funnelId });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Funnel not found');
      expect(res.text).not.toContain('Their funnel');
    }
  });

  it('answers 401 when signed out, over REST and GraphQL', async () => {
    const anonymous = new TestClient(server.url);
    const res = await generate(anonymous, { prompt: 'bakery', type: 'headline' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Unauthorized');
    const gql = await anonymous.gql('{ aiTextGenerator }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('mirrors the answer over GraphQL and names the offline generator', async () => {
    const gql = await client.gql<{
      generateContent: ContentJson;
      aiTextGenerator: string;
    }>(
      `mutation($input: GenerateContentInput!) {
        generateContent(input: $input) { content type generator funnelId items { title text } }
      }`,
      { input: { prompt: PROMPT, type: 'faq' } },
    );
    const rest = await generate(client, { prompt: PROMPT, type: 'faq' });
    expect(gql.data?.generateContent).toEqual(rest.json);
    const name = await client.gql<{ aiTextGenerator: string }>('{ aiTextGenerator }');
    expect(name.data?.aiTextGenerator).toBe('Offline generator');
  });

  it(`paces one user at ${TEXT_REQUESTS_PER_MINUTE} requests a minute, and no one else`, async () => {
    const { client: eager } = await signedInClient(server);
    for (let i = 0; i < TEXT_REQUESTS_PER_MINUTE; i += 1)
      expect((await generate(eager, { prompt: `bakery ${i}`, type: 'cta' })).status).toBe(200);
    const over = await generate(eager, { prompt: 'bakery again', type: 'cta' });
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/^You are generating text very quickly\. Try again in 1 minute\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const { client: calm } = await signedInClient(server);
    expect((await generate(calm, { prompt: 'bakery', type: 'cta' })).status).toBe(200);
  });
});
