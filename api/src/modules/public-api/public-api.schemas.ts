import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../shared/auth/actor';
import { CAMPAIGN_STATUSES } from '../campaigns';
import { EXPERIMENT_STATUSES, VARIANT_KEYS, variantKeySchema } from '../experiments';
import { FUNNEL_STATUSES, FUNNEL_TEMPLATE_TYPES } from '../funnels';
import { LEAD_OPT_IN_STATES, LEAD_STATUSES } from '../leads';

// Lets schemas carry OpenAPI names and descriptions (`.openapi(...)`).
extendZodWithOpenApi(z);

/**
 * What /api/v1 answers, as zod schemas: the OpenAPI document is generated from them (and from
 * the input schemas the services validate with), and the tests parse real answers with them.
 */
const timestamp = z.iso.datetime({ offset: true });

export const errorSchema = z
  .object({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error', {
    description: 'Every non-2xx answer: a message fit to show, and per-field messages for invalid input.',
  });

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: timestamp,
  })
  .openapi('User', { description: "The key owner's account." });

export const funnelSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    templateType: z.enum(FUNNEL_TEMPLATE_TYPES),
    status: z.enum(FUNNEL_STATUSES),
    config: z.record(z.string(), z.unknown()).openapi({
      description:
        'The pages: { version, steps: [{ id, name, slug, kind, elements, pageBackground, seo }] }.',
    }),
    stepCount: z.number().int(),
    totalViews: z.number().int(),
    totalConversions: z.number().int(),
    conversionRate: z.number(),
    publishedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .openapi('Funnel');

export const recycledFunnelSchema = z
  .object({
    id: z.uuid(),
    originalFunnelId: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    templateType: z.string(),
    totalViews: z.number().int(),
    totalConversions: z.number().int(),
    conversionRate: z.number(),
    deletedAt: timestamp,
    permanentDeleteAt: timestamp,
  })
  .openapi('RecycledFunnel', { description: 'A deleted funnel, restorable in the app for 7 days.' });

export const funnelDeletedSchema = z
  .object({ message: z.string(), recycled: recycledFunnelSchema })
  .openapi('FunnelDeleted');

export const leadSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    funnelId: z.uuid().nullable(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    company: z.string().nullable(),
    phone: z.string().nullable(),
    source: z.string().nullable(),
    score: z.number().int(),
    autoScore: z.number().int(),
    manualScore: z.number().int().nullable(),
    scoreBreakdown: z.array(z.object({ rule: z.string(), label: z.string(), points: z.number().int() })),
    status: z.enum(LEAD_STATUSES),
    emailQuality: z.string().openapi({ description: 'Valid, Flagged or Invalid.' }),
    tags: z.array(z.string()),
    customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    lastContactedAt: timestamp.nullable(),
    unsubscribedAt: timestamp.nullable(),
    overPlanLimit: z.boolean().openapi({
      description: "Captured by a funnel form while the plan's lead limit was reached (kept, and marked so).",
    }),
    optIn: z.enum(LEAD_OPT_IN_STATES).openapi({
      description:
        "Double opt-in: 'pending' until the lead follows the confirmation email's link; campaigns and sequences skip pending leads.",
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .openapi('Lead');

export const campaignSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    name: z.string(),
    subject: z.string(),
    content: z.string(),
    type: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    scheduledAt: timestamp.nullable(),
    sentAt: timestamp.nullable(),
    recipients: z.number().int(),
    opens: z.number().int(),
    clicks: z.number().int(),
    sentCount: z.number().int(),
    failedCount: z.number().int(),
    skippedCount: z.number().int(),
    quotaResumeAt: timestamp.nullable(),
    abTest: z
      .object({
        variants: z.array(z.object({ subject: z.string().nullable(), content: z.string().nullable() })),
        samplePercent: z.number().int(),
        metric: z.enum(['opens', 'clicks']),
        waitMinutes: z.number().int(),
        decideAt: timestamp.nullable(),
        decidedAt: timestamp.nullable(),
        winner: z.string().nullable(),
      })
      .nullable()
      .openapi({
        description:
          'Its A/B test: versions B–D (null: the campaign’s own subject or content), tried on samplePercent of the recipients; the best by metric goes to the rest waitMinutes after the start.',
      }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .openapi('Campaign');

const experimentGoalSchema = z
  .strictObject({
    type: z.enum(['form', 'click']),
    elementId: z
      .string()
      .nullable()
      .openapi({ description: 'The element whose click counts (click goals).' }),
    label: z.string().nullable(),
  })
  .openapi({ description: 'What counts as a conversion: a form sent, or a click on an element.' });

export const experimentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    funnelId: z.uuid(),
    funnelName: z.string(),
    stepId: z.string().openapi({ description: 'The step tested (its id in the funnel config).' }),
    stepName: z.string().openapi({ description: "The step's name, or its id when the step was removed." }),
    status: z.enum(EXPERIMENT_STATUSES),
    variants: z.array(
      z.strictObject({
        key: z.enum(VARIANT_KEYS),
        name: z.string(),
        weight: z
          .number()
          .int()
          .openapi({ description: 'Its share of the traffic, relative to the others (1–100).' }),
        content: z.record(z.string(), z.unknown()).nullable().openapi({
          description: "The variant's page ({ elements, pageBackground }); null for A (the step).",
        }),
      }),
    ),
    goals: z.strictObject({ primary: experimentGoalSchema, secondary: z.array(experimentGoalSchema) }),
    autoPromote: z
      .boolean()
      .openapi({ description: 'Promote the winner by itself when the sequential test decides.' }),
    startedAt: timestamp.nullable(),
    endedAt: timestamp.nullable(),
    winnerKey: z
      .enum(VARIANT_KEYS)
      .nullable()
      .openapi({ description: 'The variant promoted into the funnel.' }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .openapi('Experiment', {
    description: 'An A/B test of a funnel step: A is the step as it is, B–D its variants.',
  });

/** GET /experiments answers every test at once (the list is not paged). */
export const experimentListSchema = z.array(experimentSchema);

/** A fraction (0.06 = 6%); null where there is nothing to compute it from. */
const fraction = z.number().nullable();

export const experimentResultsSchema = z
  .object({
    visitors: z.number().int(),
    variants: z.array(
      z.strictObject({
        key: z.enum(VARIANT_KEYS),
        name: z.string(),
        weight: z.number().int(),
        visitors: z
          .number()
          .int()
          .openapi({ description: 'Visitors shown the variant (each counted once a day).' }),
        conversions: z.number().int(),
        rate: fraction.openapi({ description: 'Conversion rate as a fraction; null without visitors.' }),
        rateLow: fraction.openapi({ description: '95% Wilson interval of the rate.' }),
        rateHigh: fraction,
        hasMinimumSample: z
          .boolean()
          .openapi({ description: 'At least 100 visitors and 10 conversions: enough to say anything.' }),
        uplift: fraction.openapi({ description: 'Relative uplift over A (0.18 = +18%); null for A.' }),
        upliftLow: fraction.openapi({ description: 'Its 95% interval (Katz), right for one look only.' }),
        upliftHigh: fraction,
        alwaysValidUpliftLow: fraction.openapi({
          description:
            'The always-valid interval of the uplift: holds however often the results are looked at.',
        }),
        alwaysValidUpliftHigh: fraction,
        pValue: fraction.openapi({ description: "The sequential test's always-valid p-value; null for A." }),
        adjustedPValue: fraction.openapi({
          description: 'Bonferroni-adjusted over the variants compared with A.',
        }),
        decision: z.enum(['beats-control', 'worse-than-control', 'not-decided']).nullable(),
        secondary: z
          .array(
            z.strictObject({
              conversions: z.number().int(),
              rate: fraction,
              low: fraction,
              high: fraction,
            }),
          )
          .openapi({ description: 'The secondary goals, in order: rate and 95% Wilson interval.' }),
      }),
    ),
    srm: z.strictObject({ chiSquare: z.number(), pValue: z.number(), mismatch: z.boolean() }).openapi({
      description:
        'Whether the traffic split as configured (chi-square); mismatch: p < 0.001, the figures are suspect.',
    }),
    leader: z
      .enum(VARIANT_KEYS)
      .nullable()
      .openapi({ description: 'The variant ahead, once there is enough data.' }),
    verdict: z.strictObject({
      kind: z.enum(['winner', 'no-difference', 'not-enough-data']),
      text: z.string().openapi({ description: "In plain words: 'B converts better: +18% (95% interval…)'." }),
      variantKey: z.enum(VARIANT_KEYS).nullable(),
      moreVisitorsPerVariant: z.number().int().nullable(),
    }),
    series: z
      .array(
        z.strictObject({
          date: z.iso.date(),
          key: z.enum(VARIANT_KEYS),
          visitors: z.number().int(),
          conversions: z.number().int(),
          rate: fraction,
          low: fraction,
          high: fraction,
        }),
      )
      .openapi({ description: "Each variant's cumulative rate up to each day (UTC), for a chart." }),
  })
  .openapi('ExperimentResults', { description: "An A/B test's figures and verdict as they stand." });

// variantKeySchema is made before extendZodWithOpenApi runs, so the object carries the description.
export const promoteExperimentBody = z.object({ key: variantKeySchema }).openapi('ExperimentPromotion', {
  description: 'key: the variant whose page replaces the step, B, C or D (A already is it).',
});

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export const idParams = z.object({
  id: z.uuid().openapi({ description: 'The id, as the list answers it.' }),
});

export const PERMISSION_LIST = ALL_PERMISSIONS.join(', ');
