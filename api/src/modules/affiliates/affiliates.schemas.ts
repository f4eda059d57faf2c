import { z } from 'zod';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

export const referralClickSchema = z.object({
  affiliateCode: z
    .string({ error: 'affiliateCode is required' })
    .trim()
    .min(1, 'affiliateCode is required')
    .max(50),
  email: optionalText(320),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
