import { z } from 'zod';
import { periodDaysSchema } from '../../shared/report-period';

/** 001 §9: the analytics periods, 30 days unless another is chosen. */
export const DEFAULT_ANALYTICS_PERIOD = 30 as const;

/** `days` and `funnelId` of every analytics query (GraphQL arguments and REST query strings). */
export const analyticsQuerySchema = z.object({
  days: periodDaysSchema(DEFAULT_ANALYTICS_PERIOD),
  funnelId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().optional(),
  ),
});

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
