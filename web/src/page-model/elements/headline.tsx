import { BASE_STYLES } from '../defaults';
import { defineTextElement } from '../define';
import { compact, textStyle } from '../css';

/**
 * Large headlines shrink on phones (to about two thirds at 375 px) instead of breaking into
 * many lines; the chosen size is the size on wider screens. The width is the page's own (cqi:
 * .ffp-page is a size container), so the builder's Mobile canvas shows a phone's size too.
 */
export function responsiveSize(size: string | number | undefined): string | undefined {
  const px = typeof size === 'string' ? /^(\d+(?:\.\d+)?)px$/.exec(size)?.[1] : undefined;
  if (!px || Number(px) <= 28) return typeof size === 'string' ? size : undefined;
  const value = Number(px);
  return `clamp(${Math.round(value * 0.65)}px, ${(value / 9.6).toFixed(2)}cqi, ${value}px)`;
}

export const headline = defineTextElement({
  type: 'headline',
  label: 'Headline',
  category: 'basic',
  palette: true,
  defaultContent: 'Your Headline Here',
  defaultStyles: { ...BASE_STYLES, fontSize: '32px', fontWeight: 'bold' },
  maxLength: 500,
  field: { kind: 'textarea', label: 'Headline', rows: 2, maxLength: 500, aiWrite: 'headline' },
  styles: ['typography', 'box'],
  inlineText: 'lines',
  pageTitle: (content) => content.trim() !== '',
  Render: ({ element, content, ctx }) => {
    const style = textStyle(element.styles);
    const Heading = ctx.titleElementId === element.id ? 'h1' : 'h2';
    return (
      <Heading
        className="ffp-headline"
        style={compact({ ...style, fontSize: responsiveSize(style.fontSize) })}
      >
        {content}
      </Heading>
    );
  },
});
