import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { FUNNEL_STATUSES, FUNNEL_TEMPLATE_TYPES } from './funnel.entity';

const name = z
  .string({ error: 'Funnel name is required' })
  .trim()
  .min(1, 'Funnel name is required')
  .max(200, 'Funnel name must be at most 200 characters');

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(2000, 'Description must be at most 2000 characters')
  .nullish()
  .transform((v) => v || null);

const templateType = z.enum(FUNNEL_TEMPLATE_TYPES, {
  error: `Page type must be one of ${FUNNEL_TEMPLATE_TYPES.join(', ')}`,
});

const status = z.enum(FUNNEL_STATUSES, { error: `Status must be one of ${FUNNEL_STATUSES.join(', ')}` });

/** POST /api/funnels, createFunnel: a name is required; config may be a JSON string or an object. */
export const createFunnelSchema = z.object({
  name,
  description,
  templateType: templateType.optional(),
  status: status.optional(),
  config: z.unknown().optional(),
});

/** PATCH and PUT /api/funnels/{id}, updateFunnel: any subset of the same fields. */
export const updateFunnelSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  templateType: templateType.optional(),
  status: status.optional(),
  config: z.unknown().optional(),
});

/** My Funnels' filters and paging (100 a page; `after` is the endCursor of the page before). */
export const funnelListSchema = pagingSchema({ defaultLimit: 100, maxLimit: 100 }).extend({
  search: z.string().trim().max(200).optional(),
  status: status.optional(),
  templateType: templateType.optional(),
});

export type CreateFunnelInput = z.output<typeof createFunnelSchema>;
export type UpdateFunnelInput = z.output<typeof updateFunnelSchema>;
export type FunnelListInput = z.input<typeof funnelListSchema>;
