import { z } from 'zod';
import { compact, safeColor } from '../css';
import { defineJsonElement, field } from '../define';
import { optionsOf } from '../options';

/** 000 §9: divider styles, thickness 1–4 px, widths in %, vertical margins in px. */
export const DIVIDER_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;
export const DIVIDER_THICKNESSES = [1, 2, 3, 4] as const;
export const DIVIDER_WIDTHS = [25, 50, 75, 100] as const;
export const DIVIDER_MARGINS = [12, 24, 48, 72] as const;

const DEFAULT_COLOR = '#e5e7eb';

/** The allowed value nearest to a number ('50%', '24px' and 50 all read as numbers). */
function nearest(options: readonly number[], fallback: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/(px|%)$/i, '') : value),
    field
      .number(fallback)
      .transform((n) =>
        options.reduce(
          (best, option) => (Math.abs(option - n) < Math.abs(best - n) ? option : best),
          fallback,
        ),
      ),
  );
}

const schema = z.object({
  style: field.oneOf(DIVIDER_STYLES, 'solid'),
  color: field.text(DEFAULT_COLOR, 100),
  thickness: nearest(DIVIDER_THICKNESSES, 1),
  width: nearest(DIVIDER_WIDTHS, 100),
  margin: nearest(DIVIDER_MARGINS, 24),
});

export type DividerContent = z.output<typeof schema>;

/** A horizontal rule; 000 §9 default 1px solid #e5e7eb. */
export const divider = defineJsonElement({
  type: 'divider',
  label: 'Divider',
  category: 'layout',
  palette: true,
  schema,
  defaultContent: { style: 'solid', color: DEFAULT_COLOR, thickness: 1, width: 100, margin: 24 },
  defaultStyles: { padding: '0', margin: '0' },
  // Every value comes from a list (the schema snaps stored numbers to the nearest one).
  fields: [
    { key: 'style', kind: 'select', label: 'Line style', options: optionsOf(DIVIDER_STYLES) },
    { key: 'color', kind: 'color', label: 'Line colour', clearable: false },
    {
      key: 'thickness',
      kind: 'select',
      label: 'Thickness',
      options: optionsOf(DIVIDER_THICKNESSES, (n) => `${n} px`),
    },
    {
      key: 'width',
      kind: 'select',
      label: 'Line width',
      options: optionsOf(DIVIDER_WIDTHS, (n) => `${n} %`),
    },
    {
      key: 'margin',
      kind: 'select',
      label: 'Space above and below',
      options: optionsOf(DIVIDER_MARGINS, (n) => `${n} px`),
    },
  ],
  styles: ['box'],
  Render: ({ content }) => {
    // A double line needs three pixels to show as two.
    const thickness = content.style === 'double' ? Math.max(3, content.thickness) : content.thickness;
    return (
      <hr
        className="ffp-divider"
        style={compact({
          borderTop: `${thickness}px ${content.style} ${safeColor(content.color) ?? DEFAULT_COLOR}`,
          width: `${content.width}%`,
          margin: `${content.margin}px auto`,
        })}
      />
    );
  },
});
