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

const unknownUpdateField = (keys: readonly string[]) =>
  `Unknown field ${keys.join(', ')}: a funnel update takes name, description, templateType, status and config, flat or all inside "updates"`;

const updateFields = z.strictObject(
  {
    name: name.optional(),
    description: description.optional(),
    templateType: templateType.optional(),
    status: status.optional(),
    config: z.unknown().optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownUpdateField(issue.keys) : undefined) },
);

/** A body that is only {updates: {...}} (002 §7 REST reference: "an updates object") is its changes. */
function unwrapUpdates(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const keys = Object.keys(input);
  const { updates } = input as { updates?: unknown };
  const wrapped =
    keys.length === 1 && typeof updates === 'object' && updates !== null && !Array.isArray(updates);
  return wrapped ? updates : input;
}

/**
 * PATCH and PUT /api/funnels/{id}, updateFunnel: any subset of the same fields, flat or inside
 * "updates". Anything else is refused, never ignored (an answer of 200 must mean it was saved).
 */
export const updateFunnelSchema = z.preprocess(unwrapUpdates, updateFields);

/** My Funnels' filters and paging (100 a page; `after` is the endCursor of the page before). */
export const funnelListSchema = pagingSchema({ defaultLimit: 100, maxLimit: 100 }).extend({
  search: z.string().trim().max(200).optional(),
  status: status.optional(),
  templateType: templateType.optional(),
});

export type CreateFunnelInput = z.output<typeof createFunnelSchema>;
export type UpdateFunnelInput = z.output<typeof updateFunnelSchema>;
export type FunnelListInput = z.input<typeof funnelListSchema>;
