import { fireEvent, render, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from './config';
import { contactFormFields, type ContactField } from './elements/contact-form';
import { countdown, countdownEnd } from './elements/countdown';
import { MAX_SECTION_DEPTH } from './elements/columns';
import { progressPercent } from './elements/progress-bar';
import { scarcityNumbers } from './elements/scarcity-indicator';
import { parseVideoLength, videoSource } from './elements/video';
import { iconName, isSymbolText, resolveIcon } from './icons';
import { ElementView, PageView } from './PageView';
import { definitionOf, ELEMENT_DEFINITIONS, PALETTE_TYPES } from './registry';
import { attachPageRuntime } from './runtime/runtime';
import { renderPublishedDocument } from './server';
import type { ElementStyles, PageContent, PageElement, RenderContext, RenderMode } from './types';

const XSS = '<script>alert(1)</script>';
const JS_URL = 'javascript:alert(1)';
const SVG_ICON = '<svg onload=alert(1)>';
const BAD_URL_COLOR = 'url(javascript:alert(1))';
const BAD_EXPRESSION = 'expression(alert(1))';
const BAD_INJECTION = 'red;background:url(x)';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

/** Style values that must never reach the markup. */
const HOSTILE_STYLES: ElementStyles = {
  color: BAD_INJECTION,
  backgroundColor: BAD_URL_COLOR,
  borderColor: BAD_EXPRESSION,
  borderWidth: 'url(x)',
  borderStyle: 'solid;background:url(x)',
  padding: BAD_EXPRESSION,
  margin: '1px;background:url(x)',
  width: 'url(x)',
  height: BAD_EXPRESSION,
  borderRadius: 'url(x)',
  fontFamily: XSS,
  fontSize: BAD_EXPRESSION,
  fontWeight: BAD_INJECTION,
  textAlign: BAD_INJECTION,
  buttonColor: BAD_URL_COLOR,
  buttonTextColor: BAD_INJECTION,
  buttonBackgroundColor: BAD_EXPRESSION,
  formBackgroundColor: BAD_URL_COLOR,
  buttonText: XSS,
  placeholderText: XSS,
  fadeDuration: 'url(x)',
  fadeType: XSS,
  videoLength: XSS,
};

const ctxFor = (mode: RenderMode = 'preview'): RenderContext => ({ mode, funnelId: 'funnel-1', now: NOW });

const pageOf = (elements: PageElement[]): PageContent => ({
  elements,
  pageBackground: { color: '#ffffff', gradient: '', useGradient: false },
});

function renderElements(elements: PageElement[], mode: RenderMode = 'preview'): HTMLElement {
  return render(<PageView config={pageOf(elements)} ctx={ctxFor(mode)} />).container;
}

function markupOf(elements: PageElement[]): string {
  return renderToStaticMarkup(<PageView config={pageOf(elements)} ctx={ctxFor('published')} />);
}

/** An element of a type with other content (objects are stored as JSON text). */
function withContent(type: string, content: unknown, extra: Partial<PageElement> = {}): PageElement {
  return {
    ...createElement(type, `${type}-1`),
    content: typeof content === 'string' ? content : JSON.stringify(content),
    ...extra,
  };
}

const texts = (container: HTMLElement) => container.textContent ?? '';

type Case = {
  /** Asserts that the type's default content is shown. */
  defaults(container: HTMLElement): void;
  /** Content with a hostile value in every field. */
  hostile: unknown;
  /** Whether the hostile text is shown (as text) rather than replaced by a placeholder. */
  showsHostileText: boolean;
};

const CASES: Record<string, Case> = {
  headline: {
    defaults: (c) =>
      expect(within(c).getByRole('heading', { name: 'Your Headline Here' })).toBeInTheDocument(),
    hostile: XSS,
    showsHostileText: true,
  },
  text: {
    defaults: (c) => expect(texts(c)).toContain('Add your text here.'),
    hostile: XSS,
    showsHostileText: true,
  },
  button: {
    defaults: (c) => expect(within(c).getByText('Click Here').tagName).toBe('A'),
    hostile: XSS,
    showsHostileText: true,
  },
  image: {
    defaults: (c) => expect(texts(c)).toContain('Add an image'),
    hostile: XSS,
    showsHostileText: false,
  },
  video: {
    defaults: (c) => expect(texts(c)).toContain('Add a video'),
    hostile: JS_URL,
    showsHostileText: false,
  },
  form: {
    defaults: (c) => {
      expect(texts(c)).toContain('Get instant access');
      expect(within(c).getByLabelText(/Email/)).toBeRequired();
      expect(within(c).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    },
    hostile: XSS,
    showsHostileText: true,
  },
  'contact-form': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
      expect(within(c).getByLabelText(/Name/)).toBeRequired();
      expect(within(c).getByLabelText(/Email/)).toHaveAttribute('type', 'email');
      expect(within(c).getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
      expect(within(c).getByLabelText(/Message/).tagName).toBe('TEXTAREA');
      expect(within(c).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    },
    hostile: {
      title: XSS,
      subtitle: XSS,
      fields: [
        { type: 'text', name: XSS, label: XSS, required: true },
        { type: XSS, name: 'other', label: 'Other', required: XSS },
      ],
      buttonText: XSS,
      successMessage: XSS,
    },
    showsHostileText: true,
  },
  'hero-section': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'Transform Your Business Today' })).toBeInTheDocument();
      expect(within(c).getByText('Get Started').tagName).toBe('A');
    },
    hostile: {
      title: XSS,
      subtitle: XSS,
      description: XSS,
      buttonText: XSS,
      buttonLink: JS_URL,
      backgroundType: 'image',
      backgroundColor: BAD_INJECTION,
      backgroundImage: JS_URL,
      textColor: BAD_URL_COLOR,
      alignment: XSS,
    },
    showsHostileText: true,
  },
  'feature-list': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
      expect(within(c).getByRole('heading', { name: 'Lightning Fast' })).toBeInTheDocument();
      expect(within(c).getAllByRole('listitem')).toHaveLength(3);
    },
    hostile: {
      title: XSS,
      features: [{ icon: SVG_ICON, title: XSS, description: XSS }],
      layout: XSS,
      columns: XSS,
    },
    showsHostileText: true,
  },
  'stats-section': {
    defaults: (c) => {
      expect(texts(c)).toContain('10,000+');
      expect(texts(c)).toContain('Happy Customers');
      expect(texts(c)).toContain('98%');
    },
    hostile: { title: XSS, stats: [{ number: XSS, label: XSS }], layout: XSS },
    showsHostileText: true,
  },
  'cta-section': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'Ready to Get Started?' })).toBeInTheDocument();
      expect(within(c).getByText('Start Now').tagName).toBe('A');
      expect(texts(c)).toContain('No credit card required');
    },
    hostile: {
      title: XSS,
      subtitle: XSS,
      buttonText: XSS,
      buttonLink: JS_URL,
      secondaryText: XSS,
      backgroundColor: BAD_URL_COLOR,
      textColor: BAD_EXPRESSION,
      buttonColor: BAD_INJECTION,
    },
    showsHostileText: true,
  },
  'faq-section': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
      expect(c.querySelectorAll('details')).toHaveLength(3);
      expect(c.querySelector('summary')).toHaveTextContent('How do I get started?');
    },
    hostile: { title: XSS, faqs: [{ question: XSS, answer: XSS }] },
    showsHostileText: true,
  },
  'pricing-table': {
    defaults: (c) => {
      for (const [name, price] of [
        ['Basic', '$19'],
        ['Pro', '$39'],
        ['Premium', '$79'],
      ] as const) {
        expect(within(c).getByRole('heading', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
        expect(within(c).getByText(price)).toBeInTheDocument();
      }
      expect(within(c).getAllByText('per month')).toHaveLength(3);
    },
    hostile: {
      plans: [
        {
          name: XSS,
          price: XSS,
          period: XSS,
          features: [XSS],
          buttonText: XSS,
          buttonLink: JS_URL,
          icon: SVG_ICON,
          buttonStyle: XSS,
          buttonSize: XSS,
          buttonBackgroundColor: BAD_URL_COLOR,
          buttonTextColor: BAD_INJECTION,
          hoverScale: XSS,
          hoverShadow: XSS,
          highlighted: XSS,
        },
      ],
    },
    showsHostileText: true,
  },
  countdown: {
    defaults: (c) => {
      expect(texts(c)).toContain('Offer ends in');
      expect(within(c).getByRole('timer')).toHaveTextContent('01Days00Hours00Minutes00Seconds');
    },
    hostile: {
      title: XSS,
      endDate: JS_URL,
      expiredText: XSS,
      showDays: XSS,
      showHours: XSS,
      showMinutes: XSS,
      showSeconds: XSS,
    },
    showsHostileText: true,
  },
  'progress-bar': {
    defaults: (c) => {
      expect(within(c).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
      expect(texts(c)).toContain('75%');
      expect(texts(c)).toContain('Progress');
    },
    hostile: {
      title: XSS,
      current: XSS,
      total: XSS,
      showPercentage: XSS,
      color: BAD_URL_COLOR,
      backgroundColor: BAD_INJECTION,
      height: XSS,
      animated: XSS,
      showLabels: true,
      customLabels: true,
      currentLabel: XSS,
      totalLabel: XSS,
    },
    showsHostileText: true,
  },
  'testimonial-slider': {
    defaults: (c) => {
      expect(within(c).getByRole('heading', { name: 'What Our Customers Say' })).toBeInTheDocument();
      expect(texts(c)).toContain('Sarah Johnson');
      expect(within(c).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      // 000 §3: only the first testimonial is shown.
      expect(texts(c)).not.toContain('Michael Chen');
    },
    hostile: {
      title: XSS,
      testimonials: [{ name: XSS, role: XSS, content: XSS, rating: XSS, image: JS_URL }],
    },
    showsHostileText: true,
  },
  'alert-banner': {
    defaults: (c) => {
      expect(within(c).getByRole('status')).toHaveTextContent('Limited time offer: save 50% today only!');
      expect(within(c).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    },
    hostile: {
      message: XSS,
      type: XSS,
      closeable: true,
      urgent: true,
      customColors: true,
      backgroundColor: BAD_URL_COLOR,
      textColor: BAD_EXPRESSION,
      borderColor: BAD_INJECTION,
    },
    showsHostileText: true,
  },
  'scarcity-indicator': {
    defaults: (c) => {
      expect(texts(c)).toContain('Only 5 of 100 spots left');
      expect(within(c).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '95');
    },
    hostile: { type: XSS, message: XSS, total: XSS, remaining: XSS, showBar: true, color: BAD_URL_COLOR },
    showsHostileText: true,
  },
  'social-proof': {
    defaults: (c) => {
      expect(texts(c)).toContain('Trusted by 10,000+ businesses worldwide');
      expect(within(c).getByText('Acme Corp')).toBeInTheDocument();
      expect(within(c).getAllByRole('listitem')).toHaveLength(5);
    },
    hostile: { type: XSS, title: XSS, items: [{ name: XSS, logo: JS_URL }] },
    showsHostileText: true,
  },
  spacer: {
    defaults: (c) => expect(c.querySelector('.ffp-spacer')).toHaveStyle({ height: '40px' }),
    hostile: { height: XSS, backgroundColor: BAD_URL_COLOR },
    showsHostileText: false,
  },
  divider: {
    defaults: (c) => {
      const hr = c.querySelector('hr');
      expect(hr).toHaveStyle({ borderTop: '1px solid #e5e7eb', width: '100%' });
    },
    hostile: { style: XSS, color: BAD_INJECTION, thickness: XSS, width: XSS, margin: XSS },
    showsHostileText: false,
  },
  'section-2col': {
    defaults: (c) => expect(c.querySelectorAll('.ffp-column')).toHaveLength(2),
    hostile: {
      columns: [
        {
          styles: { backgroundColor: BAD_URL_COLOR, padding: BAD_EXPRESSION },
          elements: [
            { id: 'n1', type: 'headline', content: XSS, styles: HOSTILE_STYLES },
            { id: 'n2', type: 'button', content: XSS, link: JS_URL },
            { id: 'n3', type: 'image', content: JS_URL },
          ],
        },
      ],
    },
    showsHostileText: true,
  },
  'section-3col': {
    defaults: (c) => expect(c.querySelectorAll('.ffp-column')).toHaveLength(3),
    hostile: {
      columns: [
        { styles: {}, elements: [] },
        {
          styles: { color: BAD_INJECTION },
          elements: [
            {
              type: 'pricing-table',
              content: { plans: [{ name: XSS, icon: SVG_ICON, buttonLink: JS_URL }] },
            },
          ],
        },
      ],
    },
    showsHostileText: true,
  },
};

const TYPES = ELEMENT_DEFINITIONS.map((definition) => definition.type);
const JSON_TYPES = ELEMENT_DEFINITIONS.filter((d) => d.contentKind === 'json').map((d) => d.type);
const HOSTILE_ATTRS = ['href', 'src', 'action', 'formaction', 'data-redirect', 'xlink:href'];

/** Nothing in the DOM runs script: no <script>, no handlers, no script URLs. */
function expectSafeDom(container: HTMLElement) {
  expect(container.querySelector('script')).toBeNull();
  expect(container.innerHTML).not.toMatch(/<svg[^>]*onload/i);
  for (const node of Array.from(container.querySelectorAll('*'))) {
    for (const attr of Array.from(node.attributes)) {
      expect(attr.name.toLowerCase().startsWith('on')).toBe(false);
      if (HOSTILE_ATTRS.includes(attr.name))
        expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
}

/** The markup as a server sends it: no script, no script URLs, no CSS escapes. */
function expectSafeMarkup(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/expression\(/i);
  expect(html).not.toMatch(/url\(x\)/i);
  expect(html).not.toMatch(/;background:/i);
  expect(html).not.toMatch(/<svg[^>]*onload/i);
}

describe('the element catalogue', () => {
  it('has the 21 types of 000 §3 plus the two column sections, each once', () => {
    expect(new Set(TYPES).size).toBe(TYPES.length);
    expect(TYPES).toHaveLength(23);
    expect(PALETTE_TYPES).toEqual(TYPES.filter((t) => !t.startsWith('section-')));
    expect(PALETTE_TYPES).toHaveLength(21);
    expect(PALETTE_TYPES.slice(0, 3)).toEqual(['headline', 'text', 'button']);
    expect(definitionOf('section-2col')?.palette).toBe(false);
    expect(definitionOf('section-3col')?.palette).toBe(false);
  });

  it('has a test case for every registered type', () => {
    expect(Object.keys(CASES).sort()).toEqual([...TYPES].sort());
  });

  it.each(ELEMENT_DEFINITIONS.map((d) => [d.type, d] as const))(
    '%s has a label and serialises its defaults',
    (_type, d) => {
      expect(d.label.trim()).not.toBe('');
      expect(d.parse(d.serialize(d.defaultContent))).toEqual(d.defaultContent);
    },
  );
});

describe.each(TYPES)('%s', (type) => {
  const testCase = CASES[type] as Case;
  const definition = definitionOf(type);

  it('renders its defaults from createElement, in every mode', () => {
    for (const mode of ['canvas', 'preview', 'published'] as const) {
      const container = renderElements([createElement(type, 'x')], mode);
      expect(container.querySelector(`.ffp-el--${type}`)).not.toBeNull();
      testCase.defaults(container);
      document.body.innerHTML = '';
    }
  });

  it('renders through ElementView on its own', () => {
    const { container } = render(<ElementView element={createElement(type, 'solo')} ctx={ctxFor()} />);
    testCase.defaults(container);
  });

  it('falls back to the defaults for content it cannot read', () => {
    const inputs =
      definition?.contentKind === 'json' ? ['{not json', '42', '[]', 'null', '"text"', '', '   '] : [];
    for (const input of inputs) {
      expect(definition?.parse(input)).toEqual(definition?.defaultContent);
      testCase.defaults(renderElements([withContent(type, input)]));
      document.body.innerHTML = '';
    }
    expect(definition?.parse(undefined)).toEqual(definition?.defaultContent);
    expect(definition?.parse(null)).toEqual(definition?.defaultContent);
  });

  it('renders hostile content as text, without script, script links or unsafe styles', () => {
    const element = withContent(type, testCase.hostile, { link: JS_URL, styles: HOSTILE_STYLES });
    for (const mode of ['canvas', 'preview', 'published'] as const) {
      const container = renderElements([element], mode);
      expectSafeDom(container);
      if (testCase.showsHostileText) expect(texts(container)).toContain(XSS);
      document.body.innerHTML = '';
    }
  });

  it('renders to static markup (published pages) without script or script URLs', () => {
    const defaults = markupOf([createElement(type, 'x')]);
    expect(defaults).toContain(`ffp-el--${type}`);
    expectSafeMarkup(defaults);
    const hostile = markupOf([withContent(type, testCase.hostile, { link: JS_URL, styles: HOSTILE_STYLES })]);
    expectSafeMarkup(hostile);
    if (testCase.showsHostileText) expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('per-field fallbacks (wrong field types keep the other fields)', () => {
  const parse = (type: string, content: unknown) => definitionOf(type)?.parse(JSON.stringify(content));

  it('reads an empty object as the defaults (progress current excepted: not numeric means 0, 000 §5)', () => {
    for (const type of JSON_TYPES) {
      const definition = definitionOf(type);
      const expected =
        type === 'progress-bar'
          ? { ...(definition?.defaultContent as object), current: 0 }
          : definition?.defaultContent;
      expect(definition?.parse('{}')).toEqual(expected);
    }
  });

  it('pricing-table: bad plans fall back to the defaults; bad plan fields to the new-plan values', () => {
    expect(parse('pricing-table', { plans: 'three' })).toEqual(definitionOf('pricing-table')?.defaultContent);
    const parsed = parse('pricing-table', {
      plans: [{ name: 5, price: '$5', features: 'x', highlighted: 'true' }, 7],
    });
    expect(parsed).toMatchObject({
      plans: [
        { name: 'New Plan', price: '$5', period: 'per month', features: [], highlighted: true, icon: 'star' },
      ],
    });
  });

  it('progress-bar: current → 0 and total → 100 when not numeric; numeric strings count', () => {
    expect(parse('progress-bar', { title: 'Raised', current: 'lots', total: {} })).toMatchObject({
      title: 'Raised',
      current: 0,
      total: 100,
    });
    expect(parse('progress-bar', { current: '30', total: '60', height: 24 })).toMatchObject({
      current: 30,
      total: 60,
      height: 'large',
    });
    const c = renderElements([
      withContent('progress-bar', { current: 150, total: 100, height: 'extra-large' }),
    ]);
    expect(within(c).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(c).getByRole('progressbar')).toHaveStyle({ height: '32px' });
  });

  it('testimonial-slider: ratings are whole numbers from 1 to 5', () => {
    const parsed = parse('testimonial-slider', {
      testimonials: [
        { name: 'A', rating: 9 },
        { name: 'B', rating: 0 },
        { name: 'C', rating: 'x' },
        { name: 'D', rating: '3.6' },
      ],
    });
    expect(parsed).toMatchObject({
      title: 'What Our Customers Say',
      testimonials: [{ rating: 5 }, { rating: 1 }, { rating: 5 }, { rating: 4 }],
    });
  });

  it('feature-list: columns clamp to 1–4, unknown layouts are grids', () => {
    expect(parse('feature-list', { columns: 7, layout: 'masonry' })).toMatchObject({
      columns: 4,
      layout: 'grid',
    });
    expect(parse('feature-list', { columns: 0, layout: 'list' })).toMatchObject({
      columns: 1,
      layout: 'list',
    });
    expect(parse('feature-list', { features: [{ title: 'Only a title' }] })).toMatchObject({
      title: 'Why Choose Us',
      features: [{ icon: 'check', title: 'Only a title', description: '' }],
    });
  });

  it('spacer: px strings read as numbers, at least 20 px', () => {
    expect(parse('spacer', { height: '60px' })).toMatchObject({ height: 60 });
    expect(parse('spacer', { height: 5 })).toMatchObject({ height: 20 });
    expect(parse('spacer', { height: 'tall' })).toMatchObject({ height: 40 });
  });

  it('divider: values snap to the allowed thickness, widths and margins', () => {
    expect(parse('divider', { style: 'wavy', thickness: 9, width: '50%', margin: 30, color: 7 })).toEqual({
      style: 'solid',
      color: '#e5e7eb',
      thickness: 4,
      width: 50,
      margin: 24,
    });
    const c = renderElements([
      withContent('divider', { style: 'dashed', thickness: 2, width: 75, margin: 48, color: '#111' }),
    ]);
    expect(c.querySelector('hr')).toHaveStyle({
      borderTop: '2px dashed #111',
      width: '75%',
      margin: '48px auto',
    });
  });

  it('alert-banner, scarcity, stats, social-proof, hero and cta keep good fields next to bad ones', () => {
    expect(parse('alert-banner', { message: 'Hi', type: 'fatal', closeable: 'false' })).toMatchObject({
      message: 'Hi',
      type: 'info',
      closeable: false,
    });
    expect(parse('scarcity-indicator', { remaining: 'few', total: 50 })).toMatchObject({
      remaining: 5,
      total: 50,
    });
    expect(
      parse('stats-section', { stats: [{ number: 42, label: 'Answers' }], layout: 'diagonal' }),
    ).toMatchObject({
      stats: [{ number: '42', label: 'Answers' }],
      layout: 'horizontal',
    });
    expect(parse('social-proof', { type: 'rainbow', items: [{ name: 'Solo' }] })).toMatchObject({
      type: 'logos',
      items: [{ name: 'Solo', logo: '' }],
    });
    expect(
      parse('hero-section', { backgroundType: 'video', alignment: 'justify', title: 'T' }),
    ).toMatchObject({
      backgroundType: 'gradient',
      alignment: 'center',
      title: 'T',
    });
    expect(parse('cta-section', { title: ['x'], buttonText: 'Go' })).toMatchObject({
      title: 'Ready to Get Started?',
      buttonText: 'Go',
    });
  });

  it('countdown, faq and contact-form drop invalid list items and keep the rest', () => {
    expect(parse('countdown', { title: 'Soon', showDays: 'false', showHours: 3 })).toMatchObject({
      title: 'Soon',
      showDays: false,
      showHours: true,
    });
    expect(parse('faq-section', { faqs: [null, { question: 'Q?', answer: 1 }] })).toEqual({
      title: 'Frequently Asked Questions',
      faqs: [{ question: 'Q?', answer: '' }],
    });
    expect(
      parse('contact-form', { fields: [{ type: 'select', name: 'x', label: 'X' }, 'nope'] }),
    ).toMatchObject({
      fields: [{ type: 'text', name: 'x', label: 'X', required: false }],
      buttonText: 'Send Message',
    });
  });
});

describe('image', () => {
  it('shows a spinner while uploading (000 §3)', () => {
    const c = renderElements([withContent('image', 'Uploading image...')]);
    expect(within(c).getByRole('status')).toHaveTextContent('Uploading image...');
    expect(c.querySelector('img')).toBeNull();
  });

  it('shows the picture with its width, and a placeholder for unsafe sources', () => {
    const c = renderElements([
      withContent('image', 'https://cdn.example.com/a.png', {
        styles: { width: '50%', borderRadius: '12px' },
      }),
    ]);
    const img = c.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveStyle({ width: '50%', borderRadius: '12px' });
    document.body.innerHTML = '';
    for (const src of [JS_URL, 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png']) {
      const p = renderElements([withContent('image', src)]);
      expect(p.querySelector('img')).toBeNull();
      expect(texts(p)).toContain('Add an image');
      document.body.innerHTML = '';
    }
  });
});

describe('video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871', hash: null }],
    ['https://player.vimeo.com/video/76979871?h=abc123', { kind: 'vimeo', id: '76979871', hash: 'abc123' }],
    ['https://cdn.example.com/clip.mp4', { kind: 'file', src: 'https://cdn.example.com/clip.mp4' }],
    ['/media/videos/42', { kind: 'file', src: '/media/videos/42' }],
    ['https://example.com/page.html', { kind: 'unsupported' }],
    ['https://www.youtube.com/watch?v=<script>', { kind: 'unsupported' }],
    [JS_URL, { kind: 'unsupported' }],
    ['', { kind: 'none' }],
  ])('reads %s', (url, expected) => {
    expect(videoSource(url)).toEqual(expected);
  });

  it('embeds YouTube privately, with a title', () => {
    const c = renderElements([withContent('video', 'https://youtu.be/dQw4w9WgXcQ')]);
    const frame = within(c).getByTitle('YouTube video player');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  });

  it('embeds Vimeo through its player with do-not-track', () => {
    const c = renderElements([withContent('video', 'https://vimeo.com/76979871')]);
    expect(within(c).getByTitle('Vimeo video player').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('plays files with controls; autoplay only when muted, never in the builder', () => {
    const file = 'https://cdn.example.com/clip.mp4';
    const html = markupOf([
      withContent('video', file, {
        styles: { autoplay: 'true', muted: 'true', autoloop: 'true', videoLength: '9s' },
      }),
    ]);
    expect(html).toMatch(/<video[^>]*controls/);
    expect(html).toMatch(/autoPlay=""/i);
    expect(html).toMatch(/muted=""/);
    expect(html).toMatch(/loop=""/);
    expect(html).toContain(`${file}#t=0,9`);
    const unmuted = markupOf([withContent('video', file, { styles: { autoplay: 'true', muted: 'false' } })]);
    expect(unmuted).not.toMatch(/autoplay/i);
    const canvas = renderToStaticMarkup(
      <PageView
        config={pageOf([withContent('video', file, { styles: { autoplay: 'true', muted: 'true' } })])}
        ctx={ctxFor('canvas')}
      />,
    );
    expect(canvas).not.toMatch(/autoplay/i);
  });

  it('reads lengths such as 10s', () => {
    expect(parseVideoLength('10s')).toBe(10);
    expect(parseVideoLength('auto')).toBeNull();
    expect(parseVideoLength(undefined)).toBeNull();
  });

  it('shows a placeholder for links it cannot play', () => {
    const c = renderElements([withContent('video', 'https://example.com/page.html')]);
    expect(c.querySelector('iframe, video')).toBeNull();
    expect(texts(c)).toContain('This video link cannot be played');
  });
});

describe('pricing-table', () => {
  it('emphasises highlighted plans and says so to assistive technology', () => {
    const c = renderElements([createElement('pricing-table', 'p')]);
    const highlighted = c.querySelectorAll('.ffp-plan--highlighted');
    expect(highlighted).toHaveLength(1);
    expect(within(highlighted[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Pro (recommended)');
  });

  it('draws named icons, shows short emoji as text and never renders icon markup', () => {
    const plans = [
      { name: 'A', icon: 'rocket' },
      { name: 'B', icon: '🚀' },
      { name: 'C', icon: SVG_ICON },
      { name: 'D', icon: '<svg><script>alert(1)</script></svg>' },
      { name: 'E', icon: 'svg' },
    ];
    const c = renderElements([withContent('pricing-table', { plans })]);
    const icons = Array.from(c.querySelectorAll('.ffp-plan__icon'));
    expect(icons).toHaveLength(5);
    expect(icons[1]).toHaveTextContent('🚀');
    for (const i of [0, 2, 3, 4]) expect(icons[i]?.querySelector('svg.ffp-icon')).not.toBeNull();
    expect(c.querySelector('script')).toBeNull();
    expect(c.innerHTML).not.toContain('onload');
  });

  it('links plan buttons safely and tracks their clicks', () => {
    const c = renderElements([
      withContent('pricing-table', {
        plans: [
          {
            name: 'Ok',
            buttonText: 'Buy',
            buttonLink: 'https://shop.example.com/buy',
            buttonStyle: 'outline',
            buttonSize: 'xl',
          },
          { name: 'Bad', buttonText: 'Nope', buttonLink: JS_URL },
        ],
      }),
    ]);
    const buy = within(c).getByRole('link', { name: 'Buy' });
    expect(buy).toHaveAttribute('href', 'https://shop.example.com/buy');
    expect(buy).toHaveAttribute('data-ff-track', 'click');
    expect(buy).toHaveClass('ffp-button--outline', 'ffp-button--size-xl');
    expect(within(c).getByText('Nope')).not.toHaveAttribute('href');
  });
});

describe('feature-list', () => {
  it("accepts the 'check' icon that AI benefits use, as a checklist", () => {
    const c = renderElements([
      withContent('feature-list', {
        title: '',
        layout: 'list',
        columns: 1,
        features: [{ icon: 'check', title: 'Fast setup', description: '' }],
      }),
    ]);
    expect(c.querySelector('.ffp-features__list--list')).not.toBeNull();
    expect(c.querySelector('.ffp-feature__icon svg polyline')).not.toBeNull();
    expect(texts(c)).toContain('Fast setup');
    expect(within(c).queryByRole('heading')).toBeNull();
  });

  it('lays grids out in the chosen number of columns', () => {
    const c = renderElements([withContent('feature-list', { columns: 2 })]);
    expect(c.querySelector('.ffp-features__list--cols-2')).not.toBeNull();
  });
});

describe('alert-banner', () => {
  it('can be dismissed by the page runtime', () => {
    const c = renderElements([createElement('alert-banner', 'a')]);
    const detach = attachPageRuntime(c);
    try {
      const banner = c.querySelector('[data-ff-dismissable]') as HTMLElement;
      fireEvent.click(within(c).getByRole('button', { name: 'Dismiss' }));
      expect(banner.hidden).toBe(true);
    } finally {
      detach();
    }
  });

  it('uses sanitised custom colours, and urgent banners are alerts', () => {
    const c = renderElements([
      withContent('alert-banner', {
        message: 'Now!',
        urgent: true,
        closeable: false,
        customColors: true,
        backgroundColor: '#111111',
        textColor: '#ffffff',
        borderColor: BAD_URL_COLOR,
      }),
    ]);
    const alert = within(c).getByRole('alert');
    expect(alert).toHaveStyle({ backgroundColor: '#111111', color: '#ffffff' });
    expect(alert.getAttribute('style')).not.toContain('url');
    expect(alert.querySelector('strong')).toHaveTextContent('Now!');
    expect(within(c).queryByRole('button')).toBeNull();
  });
});

describe('contact-form', () => {
  const f = (type: ContactField['type'], name: string, label = name, required = false): ContactField => ({
    type,
    name,
    label,
    required,
  });

  it('makes field names safe and unique, never the honeypot', () => {
    const fields = contactFormFields([
      f('text', 'Full Name'),
      f('text', 'full name'),
      f('text', 'website', 'Website'),
      f('text', '<script>'),
      f('email', 'E-Mail', 'Your email'),
      f('text', 'email'),
      f('textarea', '', 'Tell us more'),
    ]);
    expect(fields.map((x) => x.name)).toEqual([
      'full_name',
      'full_name_2',
      'website_2',
      'script',
      'email',
      'email_2',
      'tell_us_more',
    ]);
    expect(fields[4]).toEqual({ type: 'email', name: 'email', label: 'Your email', required: true });
  });

  it('adds a required email field when the form has none', () => {
    const fields = contactFormFields([f('text', 'name', 'Name', true)]);
    expect(fields).toEqual([
      { type: 'text', name: 'name', label: 'Name', required: true },
      { type: 'email', name: 'email', label: 'Email', required: true },
    ]);
    const c = renderElements([withContent('contact-form', { fields: [f('text', 'name', 'Name', true)] })]);
    expect(within(c).getByLabelText(/Email/)).toBeRequired();
  });

  it('posts through the page runtime with its success message and a safe redirect', () => {
    const c = renderElements([
      withContent(
        'contact-form',
        { successMessage: 'Got it!' },
        { action: 'form-redirect', link: 'https://example.com/thanks' },
      ),
    ]);
    const form = c.querySelector('form');
    expect(form).toHaveAttribute('data-ff-form');
    expect(form).toHaveAttribute('data-funnel-id', 'funnel-1');
    expect(form).toHaveAttribute('data-success', 'Got it!');
    expect(form).toHaveAttribute('data-redirect', 'https://example.com/thanks');
    expect(c.querySelector('#ff-form')).not.toBeNull();
    document.body.innerHTML = '';
    const unsafe = renderElements([
      withContent('contact-form', {}, { action: 'form-redirect', link: JS_URL }),
    ]);
    expect(unsafe.querySelector('form')).not.toHaveAttribute('data-redirect');
    document.body.innerHTML = '';
    const canvas = renderElements([createElement('contact-form', 'c')], 'canvas');
    expect(canvas.querySelector('form')).not.toHaveAttribute('data-ff-form');
  });
});

describe('column sections', () => {
  const nested = (elements: unknown[]) => ({
    columns: [{ styles: { backgroundColor: '#f1f5f9' }, elements }, { elements: [] }],
  });

  it('render their elements with the same renderers', () => {
    const c = renderElements([
      withContent(
        'section-2col',
        nested([
          { id: 'h', type: 'headline', content: 'Left side' },
          { type: 'pricing-table', content: { plans: [{ name: 'Inner', price: '$5' }] } },
          { type: 'mystery', content: 'Kept as text' },
        ]),
      ),
    ]);
    const columns = c.querySelectorAll('.ffp-column');
    expect(columns).toHaveLength(2);
    expect(columns[0]).toHaveStyle({ backgroundColor: '#f1f5f9' });
    expect(within(columns[0] as HTMLElement).getByRole('heading', { name: 'Left side' })).toBeInTheDocument();
    expect(texts(c)).toContain('$5');
    expect(texts(c)).toContain('Kept as text');
    expect(c.querySelector('[data-element-id="section-2col-1-c1-2"]')).not.toBeNull();
  });

  it('give empty columns for invalid column JSON (002 §8), marked in the builder', () => {
    const c = renderElements([withContent('section-3col', '{"columns": [')], 'canvas');
    expect(c.querySelectorAll('.ffp-column')).toHaveLength(3);
    expect(within(c).getAllByText('Empty column')).toHaveLength(3);
  });

  it('stop drawing sections nested deeper than the limit', () => {
    let content: unknown = { columns: [{ elements: [{ type: 'text', content: 'deepest' }] }] };
    for (let i = 0; i < MAX_SECTION_DEPTH + 2; i += 1) {
      content = { columns: [{ elements: [{ type: 'section-2col', content: JSON.stringify(content) }] }] };
    }
    const c = renderElements([withContent('section-2col', content)]);
    expect(c.querySelectorAll('.ffp-columns')).toHaveLength(MAX_SECTION_DEPTH + 1);
    expect(texts(c)).not.toContain('deepest');
  });
});

describe('other renderers', () => {
  it('progress-bar shows custom labels and honours reduced motion through CSS classes only', () => {
    const c = renderElements([
      withContent('progress-bar', {
        title: 'Raised',
        current: 2500,
        total: 10000,
        showLabels: true,
        customLabels: true,
        currentLabel: 'Raised',
        totalLabel: 'Target',
        animated: true,
      }),
    ]);
    expect(texts(c)).toContain('Raised: 2,500');
    expect(texts(c)).toContain('Target: 10,000');
    expect(c.querySelector('.ffp-progress--animated')).not.toBeNull();
    expect(within(c).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('testimonial photos are safe images', () => {
    const c = renderElements([
      withContent('testimonial-slider', {
        testimonials: [
          { name: 'Ann Lee', content: 'Great', rating: 4, image: 'https://cdn.example.com/ann.jpg' },
        ],
      }),
    ]);
    expect(c.querySelector('img.ffp-avatar')).toHaveAttribute('src', 'https://cdn.example.com/ann.jpg');
    expect(within(c).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('social-proof shows logos as images named after the company, or the name as a text logo', () => {
    const c = renderElements([
      withContent('social-proof', {
        items: [
          { name: 'Logo Co', logo: 'https://cdn.example.com/logo.png' },
          { name: 'Text Co', logo: JS_URL },
        ],
      }),
    ]);
    expect(within(c).getByRole('img', { name: 'Logo Co' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.png',
    );
    expect(within(c).getByText('Text Co')).toHaveClass('ffp-proof__text-logo');
    document.body.innerHTML = '';
    const avatars = renderElements([
      withContent('social-proof', { type: 'avatars', items: [{ name: 'Jo Park' }] }),
    ]);
    expect(within(avatars).getByRole('img', { name: 'Jo Park' })).toHaveTextContent('JP');
  });

  it('hero-section draws image backgrounds through a quoted CSS url and gradients as given', () => {
    const image = renderToStaticMarkup(
      <PageView
        config={pageOf([
          withContent('hero-section', {
            backgroundType: 'image',
            backgroundImage: 'https://cdn.example.com/hero.jpg',
          }),
        ])}
        ctx={ctxFor('published')}
      />,
    );
    expect(image).toContain('url(&quot;https://cdn.example.com/hero.jpg&quot;)');
    const gradient = 'linear-gradient(90deg, #111 0%, #222 100%)';
    const c = renderElements([
      withContent('hero-section', { backgroundType: 'gradient', backgroundColor: gradient }),
    ]);
    expect(c.querySelector('.ffp-hero')?.getAttribute('style')).toContain('linear-gradient(90deg');
  });

  it('scarcity never shows more remaining than the total, and fills {remaining} in messages', () => {
    expect(scarcityNumbers({ total: 10, remaining: 50 })).toEqual({
      total: 10,
      remaining: 10,
      takenPercent: 0,
    });
    const c = renderElements([
      withContent('scarcity-indicator', {
        type: 'stock',
        message: '{remaining} left!',
        remaining: 3,
        total: 20,
      }),
    ]);
    expect(texts(c)).toContain('3 left!');
    expect(texts(c)).toContain('Only 3 of 20 left in stock');
  });

  it('progressPercent clamps to 0–100 (000 §4)', () => {
    expect(progressPercent(75, 100)).toBe(75);
    expect(progressPercent(500, 100)).toBe(100);
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
  });

  it('countdown counts 24 h from render time when the end date is unreadable (000 §9)', () => {
    const content = { ...countdown.defaultContent, endDate: 'soon' };
    expect(countdownEnd(content, NOW)).toBe(NOW + 24 * 3600 * 1000);
    expect(countdownEnd({ ...content, endDate: '2025-01-20T00:00:00.000Z' }, NOW)).toBe(
      Date.UTC(2025, 0, 20),
    );
  });

  it('canvas mode links nothing', () => {
    const c = renderElements(
      ['button', 'hero-section', 'cta-section', 'pricing-table'].map((type) => createElement(type, type)),
      'canvas',
    );
    expect(c.querySelector('[href]')).toBeNull();
  });
});

describe('icons', () => {
  it('resolves names, aliases, symbols and anything else', () => {
    expect(iconName('Check')).toBe('check');
    expect(iconName('lightning')).toBe('zap');
    expect(resolveIcon('crown', 'star')).toEqual({ kind: 'icon', name: 'crown' });
    expect(resolveIcon('✓', 'star')).toEqual({ kind: 'text', text: '✓' });
    expect(resolveIcon('👨‍👩‍👧‍👦', 'star')).toEqual({ kind: 'text', text: '👨‍👩‍👧‍👦' });
    expect(resolveIcon(SVG_ICON, 'star')).toEqual({ kind: 'icon', name: 'star' });
    expect(resolveIcon('svg', 'check')).toEqual({ kind: 'icon', name: 'check' });
    expect(resolveIcon('', 'gem')).toEqual({ kind: 'icon', name: 'gem' });
    expect(isSymbolText('12345')).toBe(false);
    expect(isSymbolText('<b>')).toBe(false);
    expect(isSymbolText('"&"')).toBe(false);
  });
});

describe('published documents', () => {
  it('carry only the page runtime script, whatever the elements hold', () => {
    const elements = TYPES.map((type) =>
      withContent(type, CASES[type]?.hostile, { link: JS_URL, styles: HOSTILE_STYLES }),
    );
    const html = renderPublishedDocument({
      funnelId: 'f1',
      title: 'Page',
      config: { elements },
      assets: { css: '/p/assets/page.css', scripts: [{ url: '/p/assets/core.js' }] },
      now: NOW,
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/p/assets/core.js" defer=""></script>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/expression\(/i);
    for (const type of TYPES) expect(html).toContain(`ffp-el--${type}`);
  });
});
