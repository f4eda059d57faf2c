import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v?.trim() || null)
    .catch(null);

/** POST /api/track/click (000 §7): what a visitor's browser reports; anything malformed is ignored. */
export const clickSchema = z.object({
  funnelId: z.string({ error: 'funnelId is required' }),
  elementId: optionalText(100),
  elementType: optionalText(60),
  action: optionalText(40),
  targetUrl: optionalText(2000),
});
