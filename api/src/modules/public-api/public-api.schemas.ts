import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../shared/auth/actor';
import { CAMPAIGN_STATUSES } from '../campaigns';
import { FUNNEL_STATUSES, FUNNEL_TEMPLATE_TYPES } from '../funnels';
import { LEAD_STATUSES } from '../leads';

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

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export const idParams = z.object({
  id: z.uuid().openapi({ description: 'The id, as the list answers it.' }),
});

export const PERMISSION_LIST = ALL_PERMISSIONS.join(', ');
