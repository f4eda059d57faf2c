import { z } from 'zod';
import { pagingSchema } from '../../shared/pagination';
import { SCORE_BANDS } from './lead-score-bands';
import { LEAD_OPT_IN_STATES, LEAD_STATUSES } from './lead.entity';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const leadEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Enter a valid email address')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const leadStatus = z.enum(LEAD_STATUSES, {
  error: `Status must be one of ${LEAD_STATUSES.join(', ')}`,
});

export const leadScore = z
  .number({ error: 'Score must be a number from 0 to 100' })
  .int('Score must be a whole number from 0 to 100')
  .min(0, 'Score must be a number from 0 to 100')
  .max(100, 'Score must be a number from 0 to 100');

const tags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty').max(50, 'A tag must be at most 50 characters'), {
    error: 'Tags must be a list of words',
  })
  .max(50, 'A lead can have at most 50 tags')
  .transform((list) => [...new Set(list)]);

const customFields = z
  .record(
    z
      .string()
      .trim()
      .min(1, 'A custom field needs a name')
      .max(60, 'A custom field name must be at most 60 characters'),
    z.union([
      z.string().max(2000, 'A custom field value must be at most 2000 characters'),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
    { error: 'Custom fields must be name and value pairs' },
  )
  .refine((record) => Object.keys(record).length <= 50, 'A lead can have at most 50 custom fields');

const fields = {
  firstName: text(100, 'First name'),
  lastName: text(100, 'Last name'),
  phone: text(50, 'Phone'),
  company: text(200, 'Company'),
  source: text(100, 'Source'),
};

/** POST /api/leads, createLead (001 §5 lead form): email required; score, when given, is set by hand. */
export const createLeadSchema = z.object({
  email: leadEmail,
  ...fields,
  status: leadStatus.optional(),
  score: leadScore.nullish(),
  tags: tags.optional(),
  customFields: customFields.optional(),
});

/** PUT /api/leads/{id}, updateLead: any subset; score null clears the manual score. */
export const updateLeadSchema = z.object({
  email: leadEmail.optional(),
  firstName: fields.firstName.optional(),
  lastName: fields.lastName.optional(),
  phone: fields.phone.optional(),
  company: fields.company.optional(),
  source: fields.source.optional(),
  status: leadStatus.optional(),
  score: leadScore.nullable().optional(),
  tags: tags.optional(),
  customFields: customFields.optional(),
  lastContactedAt: z.coerce.date({ error: 'Last contacted must be a date' }).nullable().optional(),
});

export { SCORE_BANDS, type ScoreBand } from './lead-score-bands';

export const LEAD_SORTS = ['createdAt', 'score'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const MAX_LEAD_PAGE = 1000;

/** The leads screen's filters (001 §2.2) and paging; all optional. "all" means no filter. */
export const leadListSchema = pagingSchema({ defaultLimit: 10, maxLimit: MAX_LEAD_PAGE }).extend({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum([...LEAD_STATUSES, 'all'], { error: `Status must be one of ${LEAD_STATUSES.join(', ')}` })
    .optional(),
  score: z.enum([...SCORE_BANDS, 'all'], { error: 'Score must be one of all, high, medium, low' }).optional(),
  /** '' (or 'Direct') means leads without a source. */
  source: z.string().trim().max(100).optional(),
  funnelId: z.uuid({ error: 'Funnel id must be a uuid' }).optional(),
  /** Double opt-in: only leads still waiting to confirm (pending), or only confirmed ones. */
  optIn: z
    .enum([...LEAD_OPT_IN_STATES, 'all'], { error: 'Opt-in must be one of all, confirmed, pending' })
    .optional(),
  sort: z.enum(LEAD_SORTS, { error: 'Sort must be createdAt or score' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
});

export const validateEmailSchema = z.object({
  email: z.string({ error: 'Email is required' }).max(320, 'Enter a valid email address'),
});

export type CreateLeadInput = z.output<typeof createLeadSchema>;
export type UpdateLeadInput = z.output<typeof updateLeadSchema>;
export type LeadListInput = z.output<typeof leadListSchema>;
