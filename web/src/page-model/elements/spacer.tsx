import { z } from 'zod';
import { compact, safeBackground } from '../css';
import { defineJsonElement, field } from '../define';
import { optionsOf } from '../options';

/** 000 §9: spacer heights in px (default 40, at least 20). */
export const SPACER_HEIGHTS = [20, 40, 60, 80, 120] as const;
export const SPACER_DEFAULT_HEIGHT = 40;
export const SPACER_MIN_HEIGHT = 20;
export const SPACER_MAX_HEIGHT = 400;

const schema = z.object({
  // Heights saved as '60px' read the same as 60.
  height: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/px$/i, '') : value),
    field.number(SPACER_DEFAULT_HEIGHT, SPACER_MIN_HEIGHT, SPACER_MAX_HEIGHT),
  ),
  backgroundColor: field.text('', 500),
});

export type SpacerContent = z.output<typeof schema>;

export const SPACER_HEIGHT_ERROR = `A spacer is ${SPACER_MIN_HEIGHT} to ${SPACER_MAX_HEIGHT} px tall`;

/** Empty vertical space between blocks. */
export const spacer = defineJsonElement({
  type: 'spacer',
  label: 'Spacer',
  category: 'layout',
  palette: true,
  schema,
  defaultContent: { height: SPACER_DEFAULT_HEIGHT, backgroundColor: '' },
  defaultStyles: { padding: '0', margin: '0' },
  fields: [
    // 000 §9: 20, 40, 60, 80 or 120 px (a height saved otherwise is shown as it is).
    { key: 'height', kind: 'select', label: 'Height', options: optionsOf(SPACER_HEIGHTS, (h) => `${h} px`) },
    { key: 'backgroundColor', kind: 'color', label: 'Background colour' },
  ],
  validate: (content) =>
    content.height >= SPACER_MIN_HEIGHT && content.height <= SPACER_MAX_HEIGHT ? null : SPACER_HEIGHT_ERROR,
  styles: ['box'],
  Render: ({ content, ctx }) => (
    <div
      className={`ffp-spacer${ctx.mode === 'canvas' ? ' ffp-spacer--canvas' : ''}`}
      aria-hidden="true"
      style={compact({
        height: `${Math.round(content.height)}px`,
        background: safeBackground(content.backgroundColor),
      })}
    />
  ),
});
