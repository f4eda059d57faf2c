import type { ErrorInfo } from '../../app/graphql-errors';
import { failureToast } from '../../app/toast/notify';

/**
 * A refused A/B test action in the api's own words ('Publish the funnel before starting its A/B
 * test'); `fallback` when the failure carries none (a dropped connection).
 */
export function experimentFailureToast(error: unknown, fallback: string): ErrorInfo {
  return failureToast(error, (info) => info.message, { fallback });
}
