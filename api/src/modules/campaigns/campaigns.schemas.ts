import { z } from 'zod';
import { isUuid } from '../../shared/ids';
import { leadListSchema } from '../leads';
import { CAMPAIGN_STATUSES } from './campaign.entity';
import { pagingSchema } from '../../shared/pagination';
import { CAMPAIGN_MESSAGES } from './campaigns.errors';
import { MAX_VARIANTS } from '../experiments';

/** The most campaigns one page holds. */
export const MAX_CAMPAIGN_PAGE = 1000;

/** Chosen one by one; a bigger audience is a filter ("Select all N matching leads"). */
export const MAX_SELECTED_LEADS = 10_000;

const requiredText = (required: string, label: string, max: number, trim: boolean) =>
  z
    .string({ error: required })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .transform((value) => (trim ? value.trim() : value))
    .refine((value) => value.trim().length > 0, required);

const campaignName = requiredText(CAMPAIGN_MESSAGES.nameRequired, 'Campaign name', 200, true);
const campaignSubject = requiredText(CAMPAIGN_MESSAGES.subjectRequired, 'Email subject', 500, true);
/** Kept as written: leading spaces and blank lines are part of an email body. */
const campaignContent = requiredText(CAMPAIGN_MESSAGES.contentRequired, 'Email content', 200_000, false);

const campaignType = z.literal('email', { error: 'Campaign type must be email' });

/** The form offers only these (001 §4); sending is its own call. */
export const FORM_STATUSES = ['draft', 'scheduled'] as const;
const formStatus = z.enum(FORM_STATUSES, { error: 'Campaign status must be draft or scheduled' });

/** A date-time, or null; '' (an emptied input) reads as null. */
const scheduledAt = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce.date({ error: 'Send date and time must be a date' }).nullable(),
);

const leadIds = z
  .array(z.string().refine(isUuid, 'Lead ids must be uuids'), {
    error: 'Selected leads must be a list of ids',
  })
  .max(
    MAX_SELECTED_LEADS,
    `Choose at most ${MAX_SELECTED_LEADS.toLocaleString('en-US')} leads one by one, or select all matching leads`,
  )
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** The leads screen's filters (search, status, score, source); 'all' and blanks mean no filter. */
export const audienceFilterSchema = leadListSchema
  .pick({ search: true, status: true, score: true, source: true })
  .transform((filter) => {
    const out: Record<string, string> = {};
    if (filter.search) out.search = filter.search;
    if (filter.status && filter.status !== 'all') out.status = filter.status;
    if (filter.score && filter.score !== 'all') out.score = filter.score;
    if (filter.source !== undefined) out.source = filter.source === 'Direct' ? '' : filter.source;
    return out;
  });

export const audienceSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('selected'), leadIds }),
    z.object({ mode: z.literal('all'), filter: audienceFilterSchema.default({}) }),
  ],
  { error: 'Audience mode must be selected or all' },
);

export type AudienceInput = z.output<typeof audienceSchema>;

/** An A/B test tries at most this many variants (as page tests), the campaign itself included. */
export const MAX_AB_VARIANTS = MAX_VARIANTS;
export const AB_SAMPLE_PERCENT = { min: 5, max: 50, default: 20 } as const;
/** The winner is picked between a minute and a week after the test's first email. */
export const AB_WAIT_MINUTES = { min: 1, max: 7 * 24 * 60, default: 4 * 60 } as const;

/** A variant's subject or content: blank means the campaign's own. */
const variantText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => (value && value.trim() ? value : null));

const abTestSchema = z
  .object({
    variants: z
      .array(
        z.object({
          subject: variantText('A variant’s subject', 500).transform((value) => value?.trim() ?? null),
          content: variantText('A variant’s content', 200_000),
        }),
        { error: 'A/B test variants must be a list' },
      )
      .min(1, CAMPAIGN_MESSAGES.abTestNeedsVariant)
      .max(MAX_AB_VARIANTS - 1, `An A/B test compares at most ${MAX_AB_VARIANTS} versions`),
    samplePercent: z
      .number({ error: 'The test sample must be a number' })
      .int('The test sample must be a whole percentage')
      .min(
        AB_SAMPLE_PERCENT.min,
        `The test sample must be ${AB_SAMPLE_PERCENT.min}% to ${AB_SAMPLE_PERCENT.max}%`,
      )
      .max(
        AB_SAMPLE_PERCENT.max,
        `The test sample must be ${AB_SAMPLE_PERCENT.min}% to ${AB_SAMPLE_PERCENT.max}%`,
      )
      .default(AB_SAMPLE_PERCENT.default),
    metric: z
      .enum(['opens', 'clicks'], { error: 'The winner is picked by opens or clicks' })
      .default('opens'),
    waitMinutes: z
      .number({ error: 'The wait before picking a winner must be a number' })
      .int('The wait before picking a winner must be whole minutes')
      .min(AB_WAIT_MINUTES.min, 'Pick the winner between 1 minute and 7 days after the test starts')
      .max(AB_WAIT_MINUTES.max, 'Pick the winner between 1 minute and 7 days after the test starts')
      .default(AB_WAIT_MINUTES.default),
  })
  .nullable();

const fields = {
  name: campaignName,
  subject: campaignSubject,
  content: campaignContent,
  type: campaignType,
  status: formStatus,
  scheduledAt,
  /** 001 §7: the chosen leads. `recipients` from the client is ignored: the server counts. */
  selectedLeadIds: leadIds,
  /** Or every lead matching a leads filter; wins over selectedLeadIds when both are given. */
  audience: audienceSchema,
  /** Subject lines and/or contents tried on a sample before the rest get the winner; null: none. */
  abTest: abTestSchema,
};

/** POST /api/campaigns, createCampaign (001 §5 campaign form). */
export const createCampaignSchema = z.object({
  name: fields.name,
  subject: fields.subject,
  content: fields.content,
  type: fields.type.default('email'),
  status: fields.status.default('draft'),
  scheduledAt: fields.scheduledAt.optional(),
  selectedLeadIds: fields.selectedLeadIds.optional(),
  audience: fields.audience.optional(),
  abTest: fields.abTest.optional(),
});

/** PUT /api/campaigns/{id}, updateCampaign: any subset ({ status: 'draft' } pauses a scheduled campaign). */
export const updateCampaignSchema = z.object({
  name: fields.name.optional(),
  subject: fields.subject.optional(),
  content: fields.content.optional(),
  type: fields.type.optional(),
  status: fields.status.optional(),
  scheduledAt: fields.scheduledAt.optional(),
  selectedLeadIds: fields.selectedLeadIds.optional(),
  audience: fields.audience.optional(),
  abTest: fields.abTest.optional(),
});

/** The list's filter and paging; no limit: every campaign (the REST list, the older query). */
export const campaignListSchema = pagingSchema({
  defaultLimit: MAX_CAMPAIGN_PAGE,
  maxLimit: MAX_CAMPAIGN_PAGE,
}).extend({
  status: z
    .enum([...CAMPAIGN_STATUSES, 'all'], {
      error: `Status must be one of all, ${CAMPAIGN_STATUSES.join(', ')}`,
    })
    .optional(),
  /** Only the campaigns with an A/B test ('true', as a query string has it, or true). */
  withAbTest: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: 'withAbTest must be true or false',
    })
    .optional(),
});

export type CreateCampaignInput = z.output<typeof createCampaignSchema>;
export type UpdateCampaignInput = z.output<typeof updateCampaignSchema>;
