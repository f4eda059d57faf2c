import { checkConfigInput, CURRENT_CONFIG_VERSION, readConfig } from '../config';
import { countdown } from '../elements/countdown';
import { headline } from '../elements/headline';
import { heroSection } from '../elements/hero-section';
import { section2col } from '../elements/section-2col';
import { section3col } from '../elements/section-3col';
import { socialProof } from '../elements/social-proof';
import { testimonialSlider } from '../elements/testimonial-slider';
import { definitionOf, PALETTE_TYPES } from '../registry';
import { PUBLISHED_BASE_TOKEN } from '../contract';
import { renderPageMarkup, renderPreviewSvg, renderPublishedDocument, TEMPLATES as SERVED } from '../server';
import { danglingLinks } from '../step-links';
import type { PageElement } from '../types';
import { TEMPLATES, type TemplateSeed } from './index';

const CATEGORIES = ['sales', 'landing', 'thankyou', 'splash', 'events', 'education'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const ASSETS = { css: '/assets/page.css', scripts: [{ url: '/assets/core.js' }] };
const SECTION_TYPES = new Set(['section-2col', 'section-3col']);

/** Every element of a page in reading order, the ones inside column sections included. */
function allElements(elements: readonly PageElement[]): PageElement[] {
  return elements.flatMap((element) => {
    if (element.type === 'section-2col' || element.type === 'section-3col') {
      const definition = element.type === 'section-2col' ? section2col : section3col;
      const nested = definition.parse(element.content).columns.flatMap((column) => column.elements);
      return [element, ...allElements(nested)];
    }
    return [element];
  });
}

/** Every element of every step of a template. */
const elementsOf = (template: TemplateSeed) =>
  template.config.steps.flatMap((step) => allElements(step.elements));

/** The template's main headline: its first step's hero title, or else its first headline element. */
function mainHeadline(template: TemplateSeed): string {
  const first = allElements(template.config.steps[0]?.elements ?? []).find(
    (el) => el.type === 'hero-section' || el.type === 'headline',
  );
  if (!first) throw new Error(`${template.name} has no hero or headline`);
  return first.type === 'hero-section'
    ? heroSection.parse(first.content).title
    : headline.parse(first.content);
}

/** Text as React writes it into markup. */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Every object in an element's styles and (JSON) content, nested ones included. */
function objectsOf(element: PageElement): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      found.push(value as Record<string, unknown>);
      Object.values(value).forEach(walk);
    }
  };
  walk(element.styles);
  try {
    walk(JSON.parse(element.content));
  } catch {
    // plain text content
  }
  return found;
}

const cases = TEMPLATES.map((template) => [template.name, template] as const);

describe('shipped templates', () => {
  it('ships at least 14 templates with unique uuids and names', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(14);
    const ids = TEMPLATES.map((t) => t.id);
    const names = TEMPLATES.map((t) => t.name);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every category at least twice', () => {
    for (const template of TEMPLATES) expect(CATEGORIES).toContain(template.category);
    for (const category of CATEGORIES) {
      expect(TEMPLATES.filter((t) => t.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('is what the server entry exports for seeding', () => {
    expect(SERVED).toBe(TEMPLATES);
  });

  it('uses every palette element type except media, and both column sections', () => {
    const used = new Set(TEMPLATES.flatMap((t) => elementsOf(t).map((el) => el.type)));
    const expected = [
      ...PALETTE_TYPES.filter((type) => type !== 'image' && type !== 'video'),
      ...SECTION_TYPES,
    ];
    for (const type of expected) expect(used).toContain(type);
    // Nothing a template shows may be fetched: no image or video elements.
    expect(used).not.toContain('image');
    expect(used).not.toContain('video');
  });

  it('wires the opt-in templates to their thank-you steps', () => {
    for (const name of ['Free Guide Lead Magnet', 'Webinar Registration']) {
      const template = TEMPLATES.find((t) => t.name === name);
      const [first, second] = template?.config.steps ?? [];
      expect(second?.kind).toBe('thank-you');
      const form = first?.elements.find((el) => el.type === 'form');
      expect(form).toMatchObject({ action: 'form-redirect', link: 'step:next' });
    }
  });

  describe.each(cases)('%s', (_name, template) => {
    const elements = elementsOf(template);

    it('has a description and a plausible quoted conversion rate', () => {
      expect(template.description.length).toBeGreaterThan(40);
      expect(template.avgConversionRate).toMatch(/^\d{1,2}\.\d{2}$/);
      const rate = Number(template.avgConversionRate);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThan(60);
    });

    it('is a valid config in the current format that reads back unchanged', () => {
      expect(template.config.version).toBe(CURRENT_CONFIG_VERSION);
      const checked = checkConfigInput(template.config);
      expect(checked.ok).toBe(true);
      const read = readConfig(JSON.stringify(template.config));
      expect(read).toEqual(template.config);
      if (checked.ok) expect(checked.config).toEqual(template.config);
    });

    it('uses registered types, unique ids and complete styles', () => {
      for (const step of template.config.steps) {
        const ids = allElements(step.elements).map((el) => el.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
      for (const element of elements) {
        const definition = definitionOf(element.type);
        expect(definition).toBeDefined();
        if (!definition) continue;
        expect(element.id).toMatch(/^[a-z0-9-]+$/);
        // Empty defaults (a form's placeholderText) are not saved, as readConfig drops them.
        for (const [key, value] of Object.entries(definition.defaultStyles))
          if (value) expect(element.styles).toHaveProperty(key);
      }
    });

    it('has content its element schemas accept as written (nothing falls back to defaults)', () => {
      for (const element of elements) {
        const definition = definitionOf(element.type);
        if (!definition) continue;
        const parsed = definition.parse(element.content);
        if (definition.contentKind === 'json') {
          expect(parsed).toEqual(JSON.parse(element.content));
          expect(parsed).not.toEqual(definition.defaultContent);
        } else {
          expect(parsed).toBe(element.content);
          expect(element.content.trim()).not.toBe('');
          expect(element.content).not.toBe(definition.defaultContent);
        }
      }
    });

    it('fetches nothing: no image, logo or background URLs', () => {
      for (const element of elements) {
        if (element.type === 'hero-section')
          expect(heroSection.parse(element.content).backgroundImage).toBe('');
        if (element.type === 'social-proof')
          for (const item of socialProof.parse(element.content).items) expect(item.logo).toBe('');
        if (element.type === 'testimonial-slider')
          for (const item of testimonialSlider.parse(element.content).testimonials)
            expect(item.image).toBe('');
      }
      expect(JSON.stringify(template.config)).not.toMatch(/url\(/i);
    });

    it('links and redirects only to its steps, a section of the page, or an absolute URL', () => {
      expect(danglingLinks(template.config)).toEqual([]);
      const slugs = template.config.steps.map((step) => step.slug);
      for (const step of template.config.steps) {
        const html = renderPublishedDocument({
          funnelId: 'funnel-1',
          title: template.name,
          config: template.config,
          stepId: step.id,
          assets: ASSETS,
          now: NOW,
        });
        const body = html.slice(html.indexOf('<body'));
        const targets = [...body.matchAll(/(?:href|data-redirect)="([^"]*)"/g)].map(
          (match) => match[1] ?? '',
        );
        for (const target of targets) {
          if (target.startsWith('#')) expect(body).toContain(`id="${target.slice(1)}"`);
          else if (target.startsWith(`${PUBLISHED_BASE_TOKEN}/`))
            expect(['', ...slugs.slice(1)]).toContain(target.slice(PUBLISHED_BASE_TOKEN.length + 1));
          else expect(target).toMatch(/^(https:\/\/|mailto:|tel:)/);
        }
      }
    });

    it('captures leads or leads somewhere', () => {
      const first = allElements(template.config.steps[0]?.elements ?? []);
      const hasForm = first.some((el) => el.type === 'form' || el.type === 'contact-form');
      const markup = renderPageMarkup(template.config, 'funnel-1', NOW);
      if (hasForm) expect(markup).toContain('data-ff-form');
      else expect(markup).toMatch(/<a [^>]*href="(\/|https:)[^"]+"/);
    });

    it('dates its countdowns in ISO form, or leaves them to count 24 h', () => {
      for (const element of elements.filter((el) => el.type === 'countdown')) {
        const { endDate } = countdown.parse(element.content);
        if (endDate === '') continue;
        expect(endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
        expect(Date.parse(endDate)).toBeGreaterThan(NOW);
      }
    });

    it('renders a published page with its headline and nothing fetched from elsewhere', () => {
      const html = renderPublishedDocument({
        funnelId: 'funnel-1',
        title: template.name,
        description: template.description,
        config: template.config,
        assets: ASSETS,
        now: NOW,
      });
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(escapeHtml(mainHeadline(template)));
      // Its main headline is the page's one h1, inside the main landmark (issue 14, item 5).
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]);
      expect(h1s).toEqual([escapeHtml(mainHeadline(template))]);
      expect(html).toMatch(/<main>[\s\S]*<h1[\s\S]*<\/main>/);
      expect(html).not.toMatch(/src="https?:/i);
      expect(html).not.toMatch(/<link[^>]*href="https?:/i);
      expect(html).not.toMatch(/url\(\s*["']?https?:/i);
    });

    it('is described for search results on every step without a funnel description (its first summary)', () => {
      for (const step of template.config.steps) {
        const html = renderPublishedDocument({
          funnelId: 'funnel-1',
          title: template.name,
          config: template.config,
          stepId: step.id,
          assets: ASSETS,
          now: NOW,
        });
        const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
        expect({ step: step.slug, long: description.length >= 40 && description.length <= 170 }).toEqual({
          step: step.slug,
          long: true,
        });
      }
    });

    it('never skips a heading level on any step (h1, then at most one level deeper at a time)', () => {
      for (const step of template.config.steps) {
        const html = renderPublishedDocument({
          funnelId: 'funnel-1',
          title: template.name,
          config: template.config,
          stepId: step.id,
          assets: ASSETS,
          now: NOW,
        });
        const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
        expect(levels[0]).toBe(1);
        levels.forEach((level, i) => {
          if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
        });
      }
    });

    it('gives its buttons text of at least 4.5:1 contrast on their colour', () => {
      for (const element of elementsOf(template)) {
        for (const object of objectsOf(element)) {
          // Buttons are white-lettered unless a text colour is set.
          const text =
            typeof object.buttonTextColor === 'string' && /^#[0-9a-f]{6}$/i.test(object.buttonTextColor)
              ? object.buttonTextColor
              : '#ffffff';
          for (const key of ['buttonColor', 'buttonBackgroundColor']) {
            const background = object[key];
            if (typeof background !== 'string' || !/^#[0-9a-f]{6}$/i.test(background)) continue;
            expect({
              element: element.id,
              [key]: background,
              ratio: contrast(text, background) >= 4.5,
            }).toEqual({
              element: element.id,
              [key]: background,
              ratio: true,
            });
          }
        }
      }
    });

    it('draws its own preview image', () => {
      const svg = renderPreviewSvg(template.config, '.ffp-page{color:#111827}', NOW);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('<foreignObject');
      expect(svg).toContain(escapeHtml(mainHeadline(template)));
      expect(svg).not.toMatch(/src="https?:/i);
      expect(svg).not.toMatch(/url\(\s*["']?https?:/i);
    });
  });
});
