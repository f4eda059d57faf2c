import { z } from 'zod';
import { EMAIL_THEME_NAMES } from './design/email-themes';

const THEME_MESSAGE = `Theme must be one of ${EMAIL_THEME_NAMES.join(', ')}`;

/** A theme by name, as the designer tab sends it ('modern' and ' Modern ' are Modern). */
const themeName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: THEME_MESSAGE })
    .transform((v) => EMAIL_THEME_NAMES.find((name) => name.toLowerCase() === v.toLowerCase()))
    .pipe(z.enum(EMAIL_THEME_NAMES, { error: THEME_MESSAGE })),
);

/** PUT /api/email/theme and the chooseEmailTheme mutation. */
export const chooseThemeSchema = z.object({ name: themeName });

/** The Live Preview's optional theme (the user's own when left out). */
export const previewSchema = z.object({ theme: themeName.nullish() });
