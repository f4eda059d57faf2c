import { BASE_STYLES } from '../defaults';
import { compact, safeColor, safeLengths, textStyle } from '../css';
import { defineTextElement } from '../define';
import { linkAttributes } from '../link';
import { optionsOf } from '../options';
import type { ElementStyles } from '../types';

/** 000 §9: sizes small, default (medium), large, xl; styles solid, outline, ghost, gradient, shadow. */
export const BUTTON_SIZES = ['small', 'default', 'large', 'xl'] as const;
export const BUTTON_STYLES = ['solid', 'outline', 'ghost', 'gradient', 'shadow', 'default'] as const;
export const HOVER_SCALES = ['none', 'small', 'medium', 'large'] as const;
export const HOVER_SHADOWS = ['none', 'small', 'medium', 'large'] as const;

const SIZE_LABELS: Record<(typeof BUTTON_SIZES)[number], string> = {
  small: 'Small',
  default: 'Medium',
  large: 'Large',
  xl: 'Extra large',
};

/** The choices as the builder offers them (button styles and pricing plans alike). */
export const BUTTON_SIZE_OPTIONS = optionsOf(BUTTON_SIZES, (size) => SIZE_LABELS[size]);
export const BUTTON_STYLE_OPTIONS = optionsOf(BUTTON_STYLES);
export const HOVER_SCALE_OPTIONS = optionsOf(HOVER_SCALES);
export const HOVER_SHADOW_OPTIONS = optionsOf(HOVER_SHADOWS);

/** The classes of a call-to-action button of the given size, style and hover effects (unknown values use the defaults). */
export function buttonVariantClasses(
  styles: Pick<ElementStyles, 'buttonSize' | 'buttonStyle' | 'hoverScale' | 'hoverShadow'>,
): string {
  const size = (BUTTON_SIZES as readonly string[]).includes(styles.buttonSize ?? '')
    ? styles.buttonSize
    : 'default';
  const style = (BUTTON_STYLES as readonly string[]).includes(styles.buttonStyle ?? '')
    ? styles.buttonStyle
    : 'solid';
  const scale = (HOVER_SCALES as readonly string[]).includes(styles.hoverScale ?? '')
    ? styles.hoverScale
    : 'none';
  const shadow = (HOVER_SHADOWS as readonly string[]).includes(styles.hoverShadow ?? '')
    ? styles.hoverShadow
    : 'none';
  // 'default' is both a size and a style: sizes carry their own prefix so the two never collide.
  return `ffp-button ffp-button--size-${size} ffp-button--${style === 'default' ? 'solid' : style} ffp-hover-scale-${scale} ffp-hover-shadow-${shadow}`;
}

/** The colours of a button: background and text, honouring the outline/ghost styles. */
export function buttonColors(styles: ElementStyles): { background?: string; color?: string } {
  const background = safeColor(styles.buttonBackgroundColor ?? styles.backgroundColor);
  const color = safeColor(styles.buttonTextColor ?? styles.color);
  return { background, color };
}

export const BUTTON_LABEL_REQUIRED = 'A button needs a label';

export const button = defineTextElement({
  type: 'button',
  label: 'Button',
  category: 'basic',
  palette: true,
  defaultContent: 'Click Here',
  defaultStyles: {
    ...BASE_STYLES,
    backgroundColor: '#3b82f6',
    color: '#ffffff',
    padding: '12px 24px',
    borderRadius: '6px',
    buttonSize: 'default',
    buttonStyle: 'solid',
    textAlign: 'center',
  },
  defaultAction: 'link',
  defaultLink: '#',
  maxLength: 200,
  field: { kind: 'text', label: 'Button label', maxLength: 200, aiWrite: 'cta' },
  validate: (content) => (content.trim() === '' ? BUTTON_LABEL_REQUIRED : null),
  styles: ['button', 'typography'],
  actions: ['link', 'external', 'form'],
  inlineText: 'line',
  // The wrapper aligns the button; the anchor carries the colours, padding and radius.
  ownStyles: ['backgroundColor', 'color', 'padding', 'borderRadius', 'width'],
  Render: ({ element, content, ctx }) => {
    const { styles } = element;
    const { background, color } = buttonColors(styles);
    const style = compact({
      ...textStyle(styles),
      textAlign: undefined,
      color,
      ['--ffp-button-bg' as string]: background,
      padding: safeLengths(styles.padding),
      borderRadius: safeLengths(styles.borderRadius),
    });
    const full = styles.width === 'full' || styles.width === '100%';
    return (
      <a
        className={`${buttonVariantClasses(styles)}${full ? ' ffp-button--full' : ''}`}
        style={style}
        {...linkAttributes(
          {
            link: element.link,
            action: element.action,
            openNewTab: element.openNewTab,
            elementId: element.id,
            elementType: element.type,
          },
          ctx,
        )}
      >
        {content}
      </a>
    );
  },
});
