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

/**
 * POST /api/track/engagement: the page script's measures of a visit, sent when the page is
 * hidden. engagedMs is the visible time since its previous beacon; scroll the deepest point
 * reached, in percent.
 */
export const engagementSchema = z.object({
  funnelId: z.uuid(),
  engagedMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
  scroll: z.number().min(0).max(100).catch(0),
  formStarted: z.boolean().catch(false),
});
