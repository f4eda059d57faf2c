import type { MockLink } from '@apollo/client/testing';
import { LeadScoreBandsDocument, type LeadScoreBandsQuery } from '../gql/graphql';

/** 001 §9 as the api answers `leadScoreBands`: High (80+), Medium (50-79), Low (<50). */
export const SPEC_SCORE_BANDS: LeadScoreBandsQuery['leadScoreBands'] = [
  { __typename: 'LeadScoreBandRange', band: 'high', label: 'High (80+)', min: 80, max: 100 },
  { __typename: 'LeadScoreBandRange', band: 'medium', label: 'Medium (50-79)', min: 50, max: 79 },
  { __typename: 'LeadScoreBandRange', band: 'low', label: 'Low (<50)', min: 0, max: 49 },
];

/**
 * `leadScoreBands` answered every time it is asked. The test MockedProvider adds one with the
 * spec's bands after a test's own mocks, so a test may answer it differently first.
 */
export function leadScoreBandsMock(
  bands: LeadScoreBandsQuery['leadScoreBands'] = SPEC_SCORE_BANDS,
  { delay }: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: LeadScoreBandsDocument },
    result: { data: { __typename: 'Query', leadScoreBands: bands } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay,
  };
}
