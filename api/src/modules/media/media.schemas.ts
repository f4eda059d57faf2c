import { z } from 'zod';
import { MEDIA_KINDS, MEDIA_SOURCES } from './media-item.entity';

const MEDIA_LIST_MAX = 1000;

/** The library's filters and paging (GraphQL mediaItems, REST lists). */
export const mediaListSchema = z.object({
  type: z.enum(MEDIA_KINDS, { error: 'Type must be image, video or audio' }).optional(),
  source: z.enum(MEDIA_SOURCES, { error: 'Source must be upload or ai' }).optional(),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .transform((v) => v || undefined)
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a number')
    .min(1, 'Limit must be at least 1')
    .max(MEDIA_LIST_MAX, `Limit must be at most ${MEDIA_LIST_MAX}`)
    .default(48),
  after: z.string().max(500).optional(),
});

/** DELETE /api/media/delete and /api/ai/delete-media: {id, type} (002 §7). */
export const deleteMediaSchema = z.object({
  id: z.string({ error: 'Media id is required' }).min(1, 'Media id is required'),
  type: z.enum(MEDIA_KINDS, { error: 'Type must be image, video or audio' }).optional(),
});
