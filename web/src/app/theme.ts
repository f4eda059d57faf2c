import type { ThemeConfig } from 'antd';

/**
 * The tints tags draw with, per preset colour: the fill (shade 1), the border (3), the solid
 * fill under white text (6) and the text on the fill (7). antd derives them from one seed, and
 * its defaults do not reach AA (green text #389e0d on #f6ffed is 3.4:1, white on #52c41a
 * 2.3:1); a darker seed gives dull grey fills instead (a seed of #15803d fills with #b4bfb6).
 * So each shade is set: every text colour reads at least 4.5:1 on its fill. antd's styles read
 * them as CSS variables named after the hyphenated keys (--ant-green-1), its code by the others.
 */
const TAG_SHADES = {
  blue: ['#eff6ff', '#bfdbfe', '#2563eb', '#1d4ed8'],
  green: ['#f0fdf4', '#bbf7d0', '#15803d', '#166534'],
  red: ['#fef2f2', '#fecaca', '#dc2626', '#b91c1c'],
  orange: ['#fff7ed', '#fed7aa', '#c2410c', '#9a3412'],
  gold: ['#fffbeb', '#fde68a', '#b45309', '#92400e'],
  cyan: ['#ecfeff', '#a5f3fc', '#0e7490', '#155e75'],
  magenta: ['#fdf2f8', '#fbcfe8', '#be185d', '#9d174d'],
  purple: ['#f5f3ff', '#ddd6fe', '#7c3aed', '#6d28d9'],
} as const;

const tagShades = Object.fromEntries(
  Object.entries(TAG_SHADES).flatMap(([name, shades]) =>
    ([1, 3, 6, 7] as const).flatMap((shade, i) => [
      [`${name}${shade}`, shades[i]],
      [`${name}-${shade}`, shades[i]],
    ]),
  ),
);

/**
 * The app's colours, once. Every colour that carries text meets WCAG AA (4.5:1) on white and on
 * the app's light backgrounds: antd's defaults do not (links #1677ff 4.1:1, danger #ff4d4f 3.3:1,
 * secondary text #8c8c8c 3.4:1, green and orange tags about 3.5:1), which axe reported on every
 * screen. Status colours keep light backgrounds of their own (Ready, Configuration Issue tags,
 * alerts), which their text reads on. App CSS reads the same values through antd's CSS
 * variables (var(--ant-color-success-text), …).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    // Hovered and pressed: antd lightens the seed for hover (about 3.5:1 as text on white, which
    // axe caught on an outlined button under the pointer); these darken instead.
    colorPrimaryHover: '#1d4ed8',
    colorPrimaryActive: '#1e40af',
    colorLinkHover: '#1d4ed8',
    colorLinkActive: '#1e40af',
    // Links and link buttons follow colorInfo.
    colorInfo: '#2563eb',
    colorSuccess: '#15803d',
    colorSuccessBg: '#f0fdf4',
    colorSuccessBgHover: '#dcfce7',
    colorSuccessBorder: '#bbf7d0',
    colorSuccessBorderHover: '#86efac',
    colorWarning: '#b45309',
    colorWarningBg: '#fffbeb',
    colorWarningBgHover: '#fef3c7',
    colorWarningBorder: '#fde68a',
    colorWarningBorderHover: '#fcd34d',
    colorError: '#dc2626',
    // Secondary text (Typography type="secondary", form help, statistic titles, descriptions).
    colorTextTertiary: '#5b6576',
    colorTextDescription: '#5b6576',
    // Placeholders (a select's is real text axe measures): antd's #00000040 is 1.9:1.
    colorTextPlaceholder: '#6b7280',
    ...tagShades,
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemBorderRadius: 8, itemMarginInline: 10, itemHeight: 36, itemMarginBlock: 2 },
  },
};
