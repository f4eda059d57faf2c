import { memo, useMemo } from 'react';
import { boxStyle, compact, pageBackgroundStyle } from './css';
import { definitionOf } from './registry';
import type { PageContent, PageElement, RenderContext } from './types';

/** The first form of a page in reading order, looking inside sections' columns too. */
export function firstFormId(elements: readonly PageElement[], depth = 0): string | null {
  for (const element of elements) {
    const definition = definitionOf(element.type);
    if (definition?.isForm) return element.id;
    if (definition?.children && depth < 3) {
      const found = firstFormId(definition.children(definition.parse(element.content)), depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The element whose heading is a published page's title (its h1): the first, in reading order
 * (inside sections' columns too), that shows a heading able to be one (a headline, a hero's
 * title). Null when none does.
 */
export function pageTitleElementId(elements: readonly PageElement[], depth = 0): string | null {
  for (const element of elements) {
    const definition = definitionOf(element.type);
    if (!definition) continue;
    const content = definition.parse(element.content);
    if (element.id && definition.pageTitle?.(content)) return element.id;
    if (definition.children && depth < 3) {
      const found = pageTitleElementId(definition.children(content), depth + 1);
      if (found) return found;
    }
  }
  return null;
}

type ElementViewProps = { element: PageElement; ctx: RenderContext };

/**
 * One element: its wrapper (spacing, background, border, width) and its type's renderer. An
 * unknown type is kept and shows its content as text.
 */
export const ElementView = memo(function ElementView({ element, ctx }: ElementViewProps) {
  const definition = definitionOf(element.type);
  const wrapper = {
    className: `ffp-el ffp-el--${definition ? element.type : 'unknown'}`,
    'data-element-id': element.id,
    ...(ctx.formAnchorId === element.id ? { id: 'ff-form' } : {}),
  };
  if (!definition) {
    return (
      <div {...wrapper}>
        <p className="ffp-text">{element.content}</p>
      </div>
    );
  }
  const { Render } = definition;
  return (
    <div {...wrapper} style={compact(boxStyle(element.styles, definition.ownStyles))}>
      <Render element={element} content={definition.parse(element.content)} ctx={ctx} />
    </div>
  );
});

/** Elements in order. */
export function ElementList({ elements, ctx }: { elements: readonly PageElement[]; ctx: RenderContext }) {
  return (
    <>
      {elements.map((element) => (
        <ElementView key={element.id} element={element} ctx={ctx} />
      ))}
    </>
  );
}

/** A whole page: background and elements. The same component draws the canvas, the preview and published pages. */
export function PageView({ config, ctx }: { config: PageContent; ctx: RenderContext }) {
  const pageCtx = useMemo(
    () => ({
      ...ctx,
      formAnchorId: firstFormId(config.elements),
      titleElementId: ctx.mode === 'published' ? pageTitleElementId(config.elements) : null,
    }),
    [ctx, config.elements],
  );
  return (
    <div
      className="ffp-page"
      style={pageBackgroundStyle(config.pageBackground)}
      data-funnel-id={ctx.mode !== 'canvas' && ctx.funnelId ? ctx.funnelId : undefined}
    >
      <div className="ffp-page__inner">
        <ElementList elements={config.elements} ctx={pageCtx} />
      </div>
    </div>
  );
}
