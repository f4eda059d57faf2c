import { render, screen } from '@testing-library/react';
import { PageView, pageTitleElementId } from './PageView';
import { renderPublishedDocument } from './server';
import type { PageContent, PageElement, RenderMode } from './types';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const ASSETS = { css: '/assets/page.css', scripts: [{ url: '/assets/core.js' }] };
const background = { color: '#ffffff', gradient: '', useGradient: false };

const el = (id: string, type: string, content: unknown): PageElement => ({
  id,
  type,
  content: typeof content === 'string' ? content : JSON.stringify(content),
  styles: {},
});

const config = (elements: PageElement[]): PageContent => ({
  elements,
  pageBackground: background,
});

/** A published page's document, parsed, so it is read the way a browser (and a screen reader) does. */
function published(elements: PageElement[], title = 'Spring Webinar'): Document {
  const html = renderPublishedDocument({
    funnelId: 'f-1',
    title,
    config: config(elements),
    assets: ASSETS,
    now: NOW,
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

const headings = (root: ParentNode) =>
  Array.from(root.querySelectorAll('h1, h2, h3')).map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);

describe("a published page's title and landmarks (issue 14, item 5)", () => {
  it('makes the first headline the h1, inside <main>; later headlines stay h2', () => {
    const page = published([
      el('t0', 'text', 'Limited seats.'),
      el('h-1', 'headline', 'Scale Your Store'),
      el('h-2', 'headline', 'What you will learn'),
    ]);
    expect(headings(page)).toEqual(['h1 Scale Your Store', 'h2 What you will learn']);
    expect(page.querySelector('main h1')?.textContent).toBe('Scale Your Store');
    expect(page.querySelector('h1.ffp-sr-only')).toBeNull();
  });

  it("makes a hero's title the h1 when the hero comes first", () => {
    const page = published([
      el('hero', 'hero-section', { title: 'Grow faster', subtitle: 'All in one place', buttonText: '' }),
      el('h-1', 'headline', 'Features'),
    ]);
    expect(headings(page)).toEqual(['h1 Grow faster', 'h2 Features']);
  });

  it('finds the title inside a section of columns', () => {
    const page = published([
      el('cols', 'section-2col', {
        columns: [
          { styles: {}, elements: [el('nested-h', 'headline', 'Side by side')] },
          { styles: {}, elements: [] },
        ],
      }),
    ]);
    expect(headings(page)[0]).toBe('h1 Side by side');
  });

  it("titles a page without a headline with the funnel's title, for screen readers only", () => {
    const page = published([el('t0', 'text', 'Just text.')], 'Free Guide');
    const h1 = page.querySelector('main > h1');
    expect(h1?.textContent).toBe('Free Guide');
    expect(h1?.className).toBe('ffp-sr-only');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
  });

  it('skips blank headlines', () => {
    expect(pageTitleElementId([el('blank', 'headline', '  '), el('real', 'headline', 'Real title')])).toBe(
      'real',
    );
  });

  it.each<RenderMode>(['preview', 'canvas'])(
    'keeps every headline an h2 in the %s, where the screen has its own h1',
    (mode) => {
      render(
        <PageView
          config={config([el('h-1', 'headline', 'Scale Your Store')])}
          ctx={{ mode, funnelId: 'f-1', now: NOW }}
        />,
      );
      expect(screen.getByRole('heading', { name: 'Scale Your Store' }).tagName).toBe('H2');
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );
});
