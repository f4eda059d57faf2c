/**
 * The email designer's themes (001 §2.8, §3 "email designer theme"): five, each with fixed
 * primary (header band, links), secondary (body text) and background colours. The spec fixes
 * the names but not the hex values; these are chosen so body text on the white card keeps a
 * contrast of at least 7:1 and the header text (white on primary) at least 4.5:1.
 */
export type EmailTheme = { name: EmailThemeName; primary: string; secondary: string; background: string };

export const EMAIL_THEME_NAMES = ['Professional', 'Modern', 'Minimal', 'Vibrant', 'Corporate'] as const;
export type EmailThemeName = (typeof EMAIL_THEME_NAMES)[number];

export const EMAIL_THEMES: readonly EmailTheme[] = [
  { name: 'Professional', primary: '#1e40af', secondary: '#334155', background: '#f1f5f9' },
  { name: 'Modern', primary: '#6d28d9', secondary: '#1f2937', background: '#f5f3ff' },
  { name: 'Minimal', primary: '#18181b', secondary: '#3f3f46', background: '#ffffff' },
  { name: 'Vibrant', primary: '#c2410c', secondary: '#431407', background: '#fff7ed' },
  { name: 'Corporate', primary: '#0c4a6e', secondary: '#1e293b', background: '#e2e8f0' },
];

/** Every user starts with this theme until they choose another. */
export const DEFAULT_THEME: EmailTheme = EMAIL_THEMES[0] as EmailTheme;

/** The theme of a stored name; an unknown name (none stored) is the default. */
export function themeNamed(name: string | null | undefined): EmailTheme {
  return EMAIL_THEMES.find((theme) => theme.name === name) ?? DEFAULT_THEME;
}
