import { memo } from 'react';
import { boxStyle, compact, pageBackgroundStyle } from './css';
import { definitionOf } from './registry';
import type { PageConfig, PageElement, RenderContext } from './types';

const FORM_TYPES = new Set(['form', 'contact-form']);

type ElementViewProps = { element: PageElement; ctx: RenderContext; formAnchor?: boolean };

/**
 * One element: its wrapper (spacing, background, border, width) and its type's renderer. An
 * unknown type is kept and shows its content as text.
 */
export const ElementView = memo(function ElementView({ element, ctx, formAnchor = false }: ElementViewProps) {
  const definition = definitionOf(element.type);
  const wrapper = {
    className: `ffp-el ffp-el--${definition ? element.type : 'unknown'}`,
    'data-element-id': element.id,
    ...(formAnchor ? { id: 'ff-form' } : {}),
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

/** Elements in order; the first form gets the anchor that 'form' buttons scroll to. */
export function ElementList({ elements, ctx }: { elements: readonly PageElement[]; ctx: RenderContext }) {
  const firstForm = elements.find((el) => FORM_TYPES.has(el.type))?.id;
  return (
    <>
      {elements.map((element) => (
        <ElementView key={element.id} element={element} ctx={ctx} formAnchor={element.id === firstForm} />
      ))}
    </>
  );
}

/** A whole page: background and elements. The same component draws the canvas, the preview and published pages. */
export function PageView({ config, ctx }: { config: PageConfig; ctx: RenderContext }) {
  return (
    <div
      className="ffp-page"
      style={pageBackgroundStyle(config.pageBackground)}
      data-funnel-id={ctx.mode !== 'canvas' && ctx.funnelId ? ctx.funnelId : undefined}
    >
      <div className="ffp-page__inner">
        <ElementList elements={config.elements} ctx={ctx} />
      </div>
    </div>
  );
}
