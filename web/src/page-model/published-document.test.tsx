import { publishedPageScripts, renderPublishedDocument } from './server';
import { emptySeo } from './steps';
import type { PageConfig } from './types';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');

const config: PageConfig = {
  version: 2,
  steps: [
    {
      id: 'step-1',
      name: 'Main page',
      slug: 'main',
      kind: 'other',
      seo: emptySeo(),
      pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
      elements: [
        { id: 'h', type: 'headline', content: 'Sleep better', styles: {} },
        {
          id: 't',
          type: 'text',
          content: 'Three habits of people who fall asleep in minutes, in one short guide.',
          styles: {},
        },
      ],
    },
  ],
};

type Assets = Parameters<typeof renderPublishedDocument>[0]['assets'];
const render = (assets: Assets, description?: string) =>
  renderPublishedDocument({ funnelId: 'f-1', title: 'Sleep', description, config, assets, now: NOW });
/** One page script, linked (no text) or inlined. */
const script = (url: string, text?: string) => [{ url, ...(text === undefined ? {} : { text }) }];

const head = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';

describe("a published page's document head", () => {
  it('links the stylesheet and script when it is not given their texts', () => {
    const html = render({ css: '/p/assets/page.css?v=1', scripts: script('/p/assets/core.js?v=2') });
    expect(head(html)).toContain('<link rel="stylesheet" href="/p/assets/page.css?v=1"/>');
    expect(head(html)).toContain('<script src="/p/assets/core.js?v=2" defer=""></script>');
  });

  it("inlines the stylesheet's rules the page uses, and the script as a module", () => {
    const html = render({
      css: '/p/assets/page.css?v=1',
      cssText: '.ffp-headline{margin:0}.ffp-pricing{display:grid}.ffp-page > .ffp-page__inner{padding:0}',
      scripts: script('/p/assets/core.js?v=2', 'console.log(1 > 0)'),
    });
    expect(head(html)).toContain(
      '<style>.ffp-headline{margin:0}.ffp-page > .ffp-page__inner{padding:0}</style>',
    );
    expect(head(html)).toContain('<script type="module">console.log(1 > 0)</script>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('core.js');
  });

  it('carries the scripts it is given, in their order, each inlined or linked on its own', () => {
    const html = render({
      css: '/c.css',
      scripts: [
        { url: '/p/assets/core.js?v=1', text: 'core()' },
        { url: '/p/assets/forms.js?v=2' },
        { url: '/p/assets/countdowns.js?v=3', text: 'countdowns()' },
      ],
    });
    expect([...head(html).matchAll(/<script\b[^>]*>[^<]*<\/script>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module">core()</script>',
      '<script src="/p/assets/forms.js?v=2" defer=""></script>',
      '<script type="module">countdowns()</script>',
    ]);
  });

  it('links a script whose text could not sit inside a script element', () => {
    const html = render({ css: '/c.css', scripts: script('/r.js', 'let s = "</script>";') });
    expect(head(html)).toContain('<script src="/r.js" defer=""></script>');
    expect(html).not.toContain('let s');
  });

  it("is described by the funnel's description, else by the page's first sentence-long summary", () => {
    const assets = { css: '/c.css', scripts: script('/r.js') };
    expect(head(render(assets, 'Our words.'))).toContain('<meta name="description" content="Our words."/>');
    expect(head(render(assets))).toContain(
      '<meta name="description" content="Three habits of people who fall asleep in minutes, in one short guide."/>',
    );
  });

  it('names an icon, so the browser does not ask for a /favicon.ico that is not there', () => {
    expect(head(render({ css: '/c.css', scripts: script('/r.js') }))).toContain(
      '<link rel="icon" href="/favicon.svg"/>',
    );
  });
});

describe('the scripts of a published step', () => {
  const twoSteps: PageConfig = {
    ...config,
    steps: [
      ...config.steps,
      {
        ...(config.steps[0] as PageConfig['steps'][number]),
        id: 'step-2',
        slug: 'join',
        elements: [{ id: 'f', type: 'form', content: 'Join', styles: {} }],
      },
    ],
  };

  it("are those of the step named, else the first step's", () => {
    expect(publishedPageScripts(twoSteps, 'step-2')).toEqual(['core', 'forms']);
    expect(publishedPageScripts(twoSteps, 'step-1')).toEqual(['core']);
    expect(publishedPageScripts(twoSteps, 'gone')).toEqual(['core']);
    expect(publishedPageScripts(twoSteps)).toEqual(['core']);
  });
});
