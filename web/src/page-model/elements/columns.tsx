import { createContext, useContext, type ComponentType } from 'react';
import { z } from 'zod';
import { boxStyle, compact, textStyle } from '../css';
import { BASE_STYLES } from '../defaults';
import { defineJsonElement, field } from '../define';
import {
  ELEMENT_ACTIONS,
  STYLE_KEYS,
  type ElementDefinition,
  type ElementStyles,
  type PageElement,
  type RenderContext,
} from '../types';

/** Sections inside sections are drawn this deep at most (stored configs are nested at most 3 deep too). */
export const MAX_SECTION_DEPTH = 3;
const MAX_COLUMN_ELEMENTS = 100;
const MAX_CONTENT_CHARS = 100_000;

type NestedViewProps = { element: PageElement; ctx: RenderContext };

/**
 * The component that draws one nested element (PageView's ElementView). PageView imports the
 * registry, which imports the section elements, so this module must not import PageView: the
 * registry hands over a getter instead, and it is only called while rendering.
 */
let nestedView: (() => ComponentType<NestedViewProps>) | null = null;

export function provideNestedView(get: () => ComponentType<NestedViewProps>): void {
  nestedView = get;
}

const SectionDepth = createContext(0);

/** Column styles: the element style fields, as strings, nothing else. */
const stylesSchema = z
  .record(z.string(), z.unknown())
  .transform((value): ElementStyles => {
    const styles: ElementStyles = {};
    for (const key of STYLE_KEYS) {
      const raw = value[key];
      if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
        const text = String(raw).slice(0, 300);
        if (text) styles[key] = text;
      }
    }
    return styles;
  })
  .catch(() => ({}));

/** A nested element, read like a page's own (content objects become JSON text). */
const nestedElement = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 100))
    .catch(''),
  type: z.string().trim().min(1).max(60),
  content: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
    .transform((value) =>
      (typeof value === 'object' ? JSON.stringify(value) : String(value)).slice(0, MAX_CONTENT_CHARS),
    )
    .catch(''),
  styles: stylesSchema,
  action: z.enum(ELEMENT_ACTIONS).optional().catch(undefined),
  link: z
    .string()
    .transform((value) => value.slice(0, 2000))
    .optional()
    .catch(undefined),
  openNewTab: z.boolean().optional().catch(undefined),
});

const column = z.object({
  styles: stylesSchema,
  elements: field.list(nestedElement, [], MAX_COLUMN_ELEMENTS),
});

export type SectionColumn = z.output<typeof column>;

const emptyColumns = (count: number): SectionColumn[] =>
  Array.from({ length: count }, () => ({ styles: {}, elements: [] }));

function makeSchema(count: number) {
  return z.object({ columns: field.list(column, emptyColumns(count), count) });
}

export type ColumnSectionContent = z.output<ReturnType<typeof makeSchema>>;

function Columns({
  element,
  content,
  ctx,
  count,
}: {
  element: PageElement;
  content: ColumnSectionContent;
  ctx: RenderContext;
  count: number;
}) {
  const depth = useContext(SectionDepth);
  const View = depth < MAX_SECTION_DEPTH ? nestedView?.() : undefined;
  const columns = Array.from({ length: count }, (_, i) => content.columns[i] ?? { styles: {}, elements: [] });
  return (
    <div className={`ffp-columns ffp-columns--${count}`}>
      {columns.map((col, c) => (
        <div
          key={c}
          className="ffp-column"
          style={compact({ ...textStyle(col.styles), ...boxStyle(col.styles) })}
        >
          {View ? (
            <SectionDepth.Provider value={depth + 1}>
              {col.elements.map((nested, i) => (
                <View
                  key={`${i}-${nested.id}`}
                  element={{ ...nested, id: nested.id || `${element.id}-c${c + 1}-${i + 1}` }}
                  ctx={ctx}
                />
              ))}
            </SectionDepth.Provider>
          ) : null}
          {col.elements.length === 0 && ctx.mode === 'canvas' ? (
            <p className="ffp-column__empty">Empty column</p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/**
 * A section of `count` columns, each holding elements of its own (002: content
 * {columns: [{styles, elements[]}]}; invalid column JSON gives empty columns). Rendered on
 * pages that have them, never offered in the palette (000 §2.7).
 */
export function defineColumnSection(
  type: string,
  label: string,
  count: number,
): ElementDefinition<ColumnSectionContent> {
  return defineJsonElement({
    type,
    label,
    category: 'layout',
    palette: false,
    schema: makeSchema(count),
    defaultContent: { columns: emptyColumns(count) },
    defaultStyles: { ...BASE_STYLES },
    // No content fields: the columns' elements are not edited one by one in the builder.
    fields: [],
    styles: ['typography', 'box'],
    children: (content) => content.columns.flatMap((col) => col.elements),
    Render: (props) => <Columns {...props} count={count} />,
  });
}
