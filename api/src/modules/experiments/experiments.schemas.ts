import { z } from 'zod';
import { EXPERIMENT_STATUSES, VARIANT_KEYS } from './experiment-data';

const name = z
  .string({ error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

const goal = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('form') }),
    z.object({
      type: z.literal('click'),
      elementId: z
        .string({ error: 'Choose the element whose click counts as a conversion' })
        .trim()
        .min(1)
        .max(100),
      label: z.string().trim().max(200).optional(),
    }),
  ],
  { error: 'A goal is a form submission or a click on a chosen element' },
);

const goals = z.object({
  primary: goal,
  secondary: z.array(goal).max(5, 'At most 5 secondary goals').default([]),
});

const weight = z
  .number({ error: 'A weight is a whole number from 1 to 100' })
  .int('A weight is a whole number from 1 to 100')
  .min(1, 'A weight is a whole number from 1 to 100')
  .max(100, 'A weight is a whole number from 1 to 100');

export const variantKeySchema = z.enum(VARIANT_KEYS, { error: 'A variant is A, B, C or D' });

/** createExperiment / POST /api/experiments: a funnel's step (the first when left out) and how many variants. */
export const createExperimentSchema = z.object({
  funnelId: z.string({ error: 'funnelId is required' }),
  stepId: z.string().trim().min(1).max(100).nullish(),
  name: name.nullish(),
  variants: z
    .number({ error: 'Variants is a number from 2 to 4' })
    .int()
    .min(2, 'An A/B test needs at least two variants')
    .max(4, 'An A/B test has at most 4 variants')
    .default(2),
  goals: goals.optional(),
  autoPromote: z.boolean().default(false),
});

/** updateExperiment / PATCH /api/experiments/{id}: what a test may change (variants, weights and goals while a draft). */
export const updateExperimentSchema = z.strictObject(
  {
    name: name.optional(),
    autoPromote: z.boolean().optional(),
    goals: goals.optional(),
    weights: z
      .array(z.object({ key: variantKeySchema, weight }))
      .min(2)
      .max(4)
      .optional(),
    variantNames: z
      .array(z.object({ key: variantKeySchema, name: z.string().trim().min(1).max(60) }))
      .max(4)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys.join(', ')}` : undefined,
  },
);

/** experiments / GET /api/experiments: a funnel's tests and/or one status; a funnelId that is no uuid is refused before the database sees it. */
export const listExperimentsSchema = z.object({
  funnelId: z.uuid({ error: 'Funnel id must be a uuid' }).nullish(),
  status: z
    .enum(EXPERIMENT_STATUSES, { error: `Status must be one of ${EXPERIMENT_STATUSES.join(', ')}` })
    .nullish(),
});

export type CreateExperimentInput = z.infer<typeof createExperimentSchema>;
export type UpdateExperimentInput = z.infer<typeof updateExperimentSchema>;
