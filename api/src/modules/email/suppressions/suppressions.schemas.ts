import { z } from 'zod';
import { pagingSchema } from '../../../shared/pagination';
import { leadEmail } from '../../leads';
import { SUPPRESSION_REASONS } from './email-suppression.entity';
import { SUPPRESSION_MESSAGES } from './suppressions.errors';

const reason = z.enum(SUPPRESSION_REASONS, { error: SUPPRESSION_MESSAGES.reasonInvalid });

/** The suppression list's filters: part of an address, a reason. */
export const suppressionFilterSchema = z.object({
  search: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(320, 'Search must be at most 320 characters')
    .optional()
    .transform((v) => v || undefined),
  reason: reason.optional(),
});

export const suppressionListSchema = pagingSchema({ defaultLimit: 50, maxLimit: 200 }).extend(
  suppressionFilterSchema.shape,
);

export type SuppressionListInput = z.output<typeof suppressionListSchema>;
export type SuppressionFilter = z.output<typeof suppressionFilterSchema>;

/** An address added by hand, with an optional note. */
export const addSuppressionSchema = z.object({
  email: leadEmail.transform((v) => v.toLowerCase()),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .nullish()
    .transform((v) => v || null),
});
