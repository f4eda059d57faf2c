import { appUrl, openSession, screenshot, type Session } from './support/browser';
import { signUp, uniqueEmail } from './support/sign-up';

/** A visitor's browser: all come from 127.0.0.1, so each is told apart by its user agent. */
const agent = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n}.0 Safari/537.36`;

const VARIANT_B_HEADLINE = 'Get the guide in five minutes';

/**
 * Issue 21 in Chromium: a page test is created from My Funnels, its variant B edited through
 * the API, started; many visitors are served both variants, each always the same one; the
 * experiment page fills in with their figures.
 */
describe('A/B tests', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await openSession(1440, 1000);
  });
  afterAll(async () => {
    await owner.close();
  });

  it('serves both variants to visitors, each the same one again, and shows their figures', async () => {
    const { page } = owner;
    await signUp(page, uniqueEmail('experiments'));
    const funnelId = await page.evaluate(async () => {
      const list = (await (await fetch('/api/templates')).json()) as Array<{ id: string; name: string }>;
      const seed = list.find((t) => t.name === 'Free Guide Lead Magnet');
      const template = (await (await fetch(`/api/templates/${seed?.id ?? ''}`)).json()) as {
        config: unknown;
      };
      const response = await fetch('/api/funnels', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Guide test funnel', config: template.config, status: 'published' }),
      });
      return ((await response.json()) as { id: string }).id;
    });

    // 'Create A/B test' from the funnel's menu on My Funnels opens the new test.
    await page.goto('/funnels');
    const card = page.locator('.ff-funnel-card', { hasText: 'Guide test funnel' });
    await card.getByRole('button', { name: 'More actions for Guide test funnel' }).click();
    await page.getByRole('menuitem', { name: 'Create A/B test' }).click();
    await page.waitForURL(/\/experiments\/[0-9a-f-]{36}$/);
    const experimentId = page.url().split('/').at(-1) ?? '';

    // Variant B gets another headline (what the builder saves), then the test starts.
    const started = await page.evaluate(
      async ({ id, headline }) => {
        const get = await fetch(`/api/experiments/${id}`);
        const test = (await get.json()) as {
          variants: Array<{ key: string; content: { elements: Array<Record<string, unknown>> } | null }>;
        };
        const b = test.variants.find((v) => v.key === 'B');
        const elements = (b?.content?.elements ?? []).map((el, i) =>
          i === 0 ? { ...el, type: 'headline', content: headline } : el,
        );
        const saved = await fetch(`/api/experiments/${id}/variants/B`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ elements }),
        });
        if (!saved.ok) return `save ${saved.status} ${await saved.text()}`;
        const start = await fetch(`/api/experiments/${id}/start`, { method: 'POST' });
        return start.ok ? 'running' : `start ${start.status} ${await start.text()}`;
      },
      { id: experimentId, headline: VARIANT_B_HEADLINE },
    );
    expect(started).toBe('running');

    // 60 visitors, each asking twice: both variants are served, each visitor always the same one.
    const served = { A: 0, B: 0 };
    for (let n = 0; n < 60; n += 1) {
      const headers = { 'user-agent': agent(n) };
      const first = await (await fetch(`${appUrl()}/p/${funnelId}`, { headers })).text();
      const again = await (await fetch(`${appUrl()}/p/${funnelId}`, { headers })).text();
      const isB = first.includes(VARIANT_B_HEADLINE);
      expect(again.includes(VARIANT_B_HEADLINE)).toBe(isB);
      served[isB ? 'B' : 'A'] += 1;
    }
    expect(served.A).toBeGreaterThan(10);
    expect(served.B).toBeGreaterThan(10);

    // The experiment page fills in: 60 visitors, each variant's count.
    await page.goto(`/experiments/${experimentId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(
      (counts) => {
        const text = document.body.textContent ?? '';
        return (
          text.includes(String(counts.A)) &&
          text.includes(String(counts.B)) &&
          /Not enough data yet/.test(text)
        );
      },
      served,
      { timeout: 20_000 },
    );
    await screenshot(page, 'experiment-page');
  });
});
