import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { IMAGE_SIZES, IMAGE_STYLES } from './image-provider';

export const IMAGE_MESSAGES = {
  blankPrompt: 'Please enter a prompt',
  longPrompt: 'The prompt must be at most 4000 characters',
  style: 'Style must be vivid or natural',
  size: 'Size must be 1024x1024, 1792x1024 or 1024x1792',
} as const;

const optionalId = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

/** POST /api/ai/generate-image and generateImage (002 §7): prompt, style, size, funnelId, elementId. */
export const generateImageSchema = z.object({
  prompt: z
    .string({ error: IMAGE_MESSAGES.blankPrompt })
    .trim()
    .min(1, IMAGE_MESSAGES.blankPrompt)
    .max(4000, IMAGE_MESSAGES.longPrompt),
  style: z
    .enum(IMAGE_STYLES, { error: IMAGE_MESSAGES.style })
    .nullish()
    .transform((v) => v ?? 'vivid'),
  size: z
    .enum(IMAGE_SIZES, { error: IMAGE_MESSAGES.size })
    .nullish()
    .transform((v) => v ?? '1024x1024'),
  funnelId: optionalId,
  elementId: optionalId,
});

export type GenerateImageInput = z.output<typeof generateImageSchema>;

export const imageListSchema = pagingSchema({ defaultLimit: 24, maxLimit: 100 });

/** The job's data: the generation's id only (the row holds the rest). */
export const imageJobSchema = z.object({ generationId: z.uuid() });
