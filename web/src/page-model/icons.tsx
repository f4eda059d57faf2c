import type { ReactElement } from 'react';

/**
 * The icons page content may name (pricing plans, feature lists). The spec stores a plan icon
 * as "svg"; raw SVG markup from content is never rendered (it can carry scripts and event
 * handlers). Content names one of these icons, drawn by our own inline SVG, or gives a short
 * emoji/symbol that is shown as text; anything else gets the caller's default icon.
 */
export const ICON_NAMES = [
  'star',
  'zap',
  'crown',
  'rocket',
  'check',
  'shield',
  'gem',
  'heart',
  'clock',
  'users',
  'chart',
  'lock',
  'gift',
  'target',
  'globe',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Icons the renderers use themselves (alerts, placeholders, close buttons); not offered to content. */
export type UiIconName =
  'info' | 'alert' | 'x-circle' | 'check-circle' | 'image' | 'video' | 'close' | 'quote';

const ALIASES: Readonly<Record<string, IconName>> = {
  lightning: 'zap',
  bolt: 'zap',
  diamond: 'gem',
  checkmark: 'check',
  tick: 'check',
  'check-circle': 'check',
  security: 'shield',
  'shield-check': 'shield',
  love: 'heart',
  time: 'clock',
  team: 'users',
  people: 'users',
  'trending-up': 'chart',
  growth: 'chart',
  secure: 'lock',
  world: 'globe',
  goal: 'target',
};

const SHAPES: Readonly<Record<IconName | UiIconName, ReactElement>> = {
  star: (
    <polygon points="12 2.5 15 8.7 21.8 9.6 16.9 14.3 18.1 21.1 12 17.9 5.9 21.1 7.1 14.3 2.2 9.6 9 8.7" />
  ),
  zap: <polygon points="13 2 4 14 11.5 14 10.5 22 20 10 12.5 10" />,
  crown: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" />,
  rocket: (
    <>
      <path d="M12 15l-3-3c1.5-4.5 5-8.5 11-9-.5 6-4.5 9.5-8 12z" />
      <path d="M9 12H5l2.5-3.5H11M12 15v4l3.5-2.5V13" />
      <path d="M6.5 16.5C5 17.5 4.5 19.5 4.5 19.5s2-.5 3-2" />
    </>
  ),
  check: <polyline points="20 6 9 17 4 12" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  gem: <path d="M6 3h12l4 6-10 12L2 9zM2 9h20M12 21L8 9l4-6 4 6z" />,
  heart: (
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <polyline points="12 6 12 12 16 14" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9" />
    </>
  ),
  chart: <path d="M2 18l7-7 4 4 9-9M16 6h6v6" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="11" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" />
      <path d="M12 8v13M19 12v9H5v-9M12 8S11 3 7.5 3a2.5 2.5 0 0 0 0 5M12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </>
  ),
  alert: (
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  ),
  'x-circle': (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M15 9l-6 6M9 9l6 6" />
    </>
  ),
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="10" />
      <polyline points="16.5 9 10.5 15 7.5 12" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <polyline points="21 15 16 10 5 21" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="5" width="14" height="14" rx="2" />
      <polygon points="22 7 16 12 22 17" />
    </>
  ),
  close: <path d="M18 6L6 18M6 6l12 12" />,
  quote: <path d="M7 7H4v6h3l-1 4M17 7h-3v6h3l-1 4" />,
};

/** One of our icons, decorative (hidden from assistive technology; the text next to it says what it means). */
export function Icon({
  name,
  size = 24,
  className,
  filled = false,
}: {
  name: IconName | UiIconName;
  size?: number;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      className={className ? `ffp-icon ${className}` : 'ffp-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}

/** The icon a content value names (case-insensitive, with a few aliases), or null. */
export function iconName(value: string | null | undefined): IconName | null {
  const key =
    value
      ?.trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-') ?? '';
  if ((ICON_NAMES as readonly string[]).includes(key)) return key as IconName;
  return ALIASES[key] ?? null;
}

const MAX_SYMBOL_GRAPHEMES = 4;

function graphemeCount(value: string): number {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)).length;
  }
  return Array.from(value).length;
}

/**
 * A short emoji or symbol shown as text (★, ✓, 🚀, 24/7). Words are not: an unknown icon name
 * such as "svg" or "foo" gets the default icon instead. Never markup characters.
 */
export function isSymbolText(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 16) return false;
  if (/[<>&"'`=\\A-Za-z]/.test(v)) return false;
  if (Array.from(v).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  return graphemeCount(v) <= MAX_SYMBOL_GRAPHEMES;
}

export type ResolvedIcon = { kind: 'icon'; name: IconName } | { kind: 'text'; text: string };

/** What to draw for a content icon value: a named icon, a short symbol, or the default icon. */
export function resolveIcon(value: string | null | undefined, fallback: IconName): ResolvedIcon {
  const name = iconName(value);
  if (name) return { kind: 'icon', name };
  if (value && isSymbolText(value)) return { kind: 'text', text: value.trim() };
  return { kind: 'icon', name: fallback };
}

/** Draws a content icon value (see resolveIcon). */
export function ContentIcon({
  value,
  fallback,
  size = 24,
  className,
}: {
  value: string | null | undefined;
  fallback: IconName;
  size?: number;
  className?: string;
}) {
  const resolved = resolveIcon(value, fallback);
  if (resolved.kind === 'text') {
    return (
      <span className={className ? `ffp-icon-text ${className}` : 'ffp-icon-text'} aria-hidden="true">
        {resolved.text}
      </span>
    );
  }
  return <Icon name={resolved.name} size={size} className={className} />;
}
