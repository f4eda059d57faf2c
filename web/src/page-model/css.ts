import type { ElementStyles, StyleKey, StyleObject } from './types';

/** 000 §3: the fonts a page may use (bundled or system, never fetched). */
export const FONT_FAMILIES = ['Inter', 'Roboto', 'Poppins', 'Arial', 'Georgia', 'Times New Roman'] as const;

const FONT_STACKS: Record<string, string> = {
  Inter: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  Roboto: "Roboto, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  Poppins: "Poppins, system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  Arial: 'Arial, Helvetica, sans-serif',
  Georgia: "Georgia, 'Times New Roman', serif",
  'Times New Roman': "'Times New Roman', Times, serif",
};

const LENGTH = String.raw`-?\d+(?:\.\d+)?(?:px|%|em|rem|vh|vw)?|auto`;
const LENGTHS_RE = new RegExp(`^(?:${LENGTH})(?:\\s+(?:${LENGTH})){0,3}$`, 'i');
const SINGLE_LENGTH_RE = new RegExp(`^(?:${LENGTH})$`, 'i');
const COLOR_RE =
  /^(?:#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*,?\s*[\d.]+%?\s*(?:[,/]\s*[\d.]+%?\s*)?\)|hsla?\(\s*[\d.]+(?:deg)?\s*,?\s*[\d.]+%\s*,?\s*[\d.]+%\s*(?:[,/]\s*[\d.]+%?\s*)?\)|[a-z]{3,24})$/i;
const GRADIENT_RE = /^(?:linear|radial)-gradient\((?:[^()]|\([^()]*\))*\)$/i;

/** A CSS colour from user content, or undefined when it is not one (no url(), no expressions). */
export function safeColor(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && COLOR_RE.test(v) ? v : undefined;
}

/** A gradient (or plain colour) background from user content. */
export function safeBackground(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/url\s*\(|expression|[;{}<>]/i.test(v)) return undefined;
  return GRADIENT_RE.test(v) ? v : safeColor(v);
}

/** One to four CSS lengths (padding and margin shorthands), or undefined. */
export function safeLengths(value: string | number | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  const v = value?.trim();
  if (!v) return undefined;
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return `${v}px`;
  return LENGTHS_RE.test(v) ? v : undefined;
}

export function safeLength(value: string | number | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  const v = value?.trim();
  if (!v) return undefined;
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return `${v}px`;
  return SINGLE_LENGTH_RE.test(v) ? v : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function fontStack(family: string | undefined): string | undefined {
  return family ? FONT_STACKS[family] : undefined;
}

/** Typography of an element's text. */
export function textStyle(styles: ElementStyles): StyleObject {
  const weight = styles.fontWeight?.trim();
  return {
    fontFamily: fontStack(styles.fontFamily),
    fontSize: safeLength(styles.fontSize),
    fontWeight:
      weight && /^(normal|bold|bolder|lighter|[1-9]00)$/.test(weight)
        ? (weight as StyleObject['fontWeight'])
        : undefined,
    fontStyle: oneOf(['normal', 'italic'], styles.fontStyle),
    textDecoration: oneOf(['none', 'underline', 'line-through', 'overline'], styles.textDecoration),
    textAlign: oneOf(['left', 'center', 'right', 'justify'], styles.textAlign),
    color: safeColor(styles.color),
  };
}

/** The element's box: spacing, background, border, width. */
export function boxStyle(styles: ElementStyles, skip: readonly StyleKey[] = []): StyleObject {
  const has = (key: StyleKey) => !skip.includes(key);
  const borderWidth = has('borderWidth') ? safeLength(styles.borderWidth) : undefined;
  const borderStyle = has('borderStyle')
    ? oneOf(['solid', 'dashed', 'dotted', 'double', 'none'], styles.borderStyle)
    : undefined;
  const width = has('width') ? widthValue(styles.width) : undefined;
  return {
    textAlign: has('textAlign') ? oneOf(['left', 'center', 'right', 'justify'], styles.textAlign) : undefined,
    padding: has('padding') ? safeLengths(styles.padding) : undefined,
    margin: has('margin') ? safeLengths(styles.margin) : undefined,
    backgroundColor: has('backgroundColor') ? safeBackgroundColor(styles.backgroundColor) : undefined,
    backgroundImage:
      has('backgroundColor') && styles.backgroundColor && GRADIENT_RE.test(styles.backgroundColor.trim())
        ? safeBackground(styles.backgroundColor)
        : undefined,
    borderRadius: has('borderRadius') ? safeLengths(styles.borderRadius) : undefined,
    borderWidth,
    borderStyle: borderStyle ?? (borderWidth ? 'solid' : undefined),
    borderColor: has('borderColor') ? safeColor(styles.borderColor) : undefined,
    width,
    maxWidth: width ? '100%' : undefined,
    height: has('height') ? safeLength(styles.height) : undefined,
  };
}

function safeBackgroundColor(value: string | undefined): string | undefined {
  return safeColor(value);
}

/** 000 §9 widths: auto, full, fit, percentages and pixel widths. */
export function widthValue(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (v === 'full') return '100%';
  if (v === 'fit') return 'fit-content';
  if (v === 'auto') return 'auto';
  return safeLength(v);
}

/** Drops undefined entries so the markup carries only the styles that were set. */
export function compact(style: StyleObject): StyleObject {
  return Object.fromEntries(
    Object.entries(style).filter(([, v]) => v !== undefined && v !== ''),
  ) as StyleObject;
}

/** The page background (colour, or gradient when useGradient is on). */
export function pageBackgroundStyle(background: {
  color: string;
  gradient: string;
  useGradient: boolean;
}): StyleObject {
  const gradient = background.useGradient ? safeBackground(background.gradient) : undefined;
  return compact({
    backgroundColor: safeColor(background.color) ?? '#ffffff',
    backgroundImage: gradient && gradient.includes('gradient(') ? gradient : undefined,
  });
}
