import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ExperimentDocument,
  ExperimentFunnelConfigDocument,
  ExperimentsDocument,
  LiveVisitorsChangedDocument,
  type ExperimentDetailFragment,
  type ExperimentRowFragment,
  type ExperimentStatus,
} from '../../gql/graphql';

/** Test data and GraphQL answers for the A/B test screens (imported by tests only). */

type VariantFigures = ExperimentDetailFragment['results']['variants'][number];
type Verdict = ExperimentRowFragment['results']['verdict'];

export const verdict = (overrides: Partial<Verdict> = {}): Verdict => ({
  __typename: 'ExperimentVerdict',
  kind: 'not-enough-data',
  text: 'Not enough data yet: about 1,200 more visitors per variant',
  variantKey: null,
  moreVisitorsPerVariant: 1200,
  ...overrides,
});

export function makeExperimentRow(overrides: Partial<ExperimentRowFragment> = {}): ExperimentRowFragment {
  return {
    __typename: 'Experiment',
    id: 'e-1',
    name: 'Welcome headline',
    funnelId: 'f-1',
    funnelName: 'Spring Launch',
    stepId: 'welcome',
    stepName: 'Welcome',
    status: 'running',
    winnerKey: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    variants: [
      { __typename: 'ExperimentVariant', key: 'A', name: 'A', weight: 50 },
      { __typename: 'ExperimentVariant', key: 'B', name: 'Short form', weight: 50 },
    ],
    results: { __typename: 'ExperimentResults', visitors: 1234, leader: 'B', verdict: verdict() },
    ...overrides,
  };
}

export function variantFigures(key: string, overrides: Partial<VariantFigures> = {}): VariantFigures {
  return {
    __typename: 'ExperimentVariantResult',
    key,
    name: key,
    weight: 50,
    visitors: 0,
    conversions: 0,
    rate: null,
    rateLow: null,
    rateHigh: null,
    hasMinimumSample: false,
    uplift: null,
    upliftLow: null,
    upliftHigh: null,
    alwaysValidUpliftLow: null,
    alwaysValidUpliftHigh: null,
    pValue: null,
    adjustedPValue: null,
    decision: key === 'A' ? null : 'not-decided',
    secondary: [],
    ...overrides,
  };
}

/** A running test of 'Welcome' in which B ('Short form') beats A. */
export function makeExperiment(
  overrides: Partial<Omit<ExperimentDetailFragment, 'results'>> & {
    results?: Partial<ExperimentDetailFragment['results']>;
  } = {},
): ExperimentDetailFragment {
  const { results, ...rest } = overrides;
  const row = makeExperimentRow();
  return {
    ...row,
    autoPromote: false,
    startedAt: '2026-11-02T10:00:00.000Z',
    endedAt: null,
    updatedAt: '2026-11-02T10:00:00.000Z',
    goals: {
      __typename: 'ExperimentGoals',
      primary: { __typename: 'ExperimentGoal', type: 'form', elementId: null, label: null },
      secondary: [],
    },
    results: {
      ...row.results,
      srm: { __typename: 'ExperimentSrm', chiSquare: 0.4, pValue: 0.52, mismatch: false },
      variants: [
        variantFigures('A', {
          visitors: 600,
          conversions: 31,
          rate: 0.0517,
          rateLow: 0.0366,
          rateHigh: 0.0731,
          hasMinimumSample: true,
        }),
        variantFigures('B', {
          name: 'Short form',
          visitors: 634,
          conversions: 39,
          rate: 0.0615,
          rateLow: 0.0512,
          rateHigh: 0.0741,
          hasMinimumSample: true,
          uplift: 0.18,
          upliftLow: 0.06,
          upliftHigh: 0.31,
          alwaysValidUpliftLow: -0.02,
          alwaysValidUpliftHigh: 0.41,
          decision: 'beats-control',
        }),
      ],
      series: [
        seriesPoint('2026-11-02', 'A', 300, 15, 0.05),
        seriesPoint('2026-11-02', 'B', 310, 18, 0.058),
        seriesPoint('2026-11-03', 'A', 600, 31, 0.0517),
        seriesPoint('2026-11-03', 'B', 634, 39, 0.0615),
      ],
      verdict: verdict({
        kind: 'winner',
        text: 'Short form converts better: +18% (95% interval +6% to +31%)',
        variantKey: 'B',
        moreVisitorsPerVariant: null,
      }),
      ...results,
    },
    ...rest,
  };
}

export function seriesPoint(date: string, key: string, visitors: number, conversions: number, rate: number) {
  return {
    __typename: 'ExperimentSeriesPoint' as const,
    date,
    key,
    visitors,
    conversions,
    rate,
    low: rate * 0.8,
    high: rate * 1.2,
  };
}

/** The list's answer for a funnel and status (all when null). */
export function experimentsMock(
  items: ExperimentRowFragment[],
  { funnelId = null, status = null }: { funnelId?: string | null; status?: ExperimentStatus | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ExperimentsDocument, variables: { funnelId, status } },
    result: { data: { __typename: 'Query', experiments: items } },
  };
}

export function experimentMock(experiment: ExperimentDetailFragment, delay = 0): MockLink.MockedResponse {
  return {
    request: { query: ExperimentDocument, variables: { id: experiment.id } },
    result: { data: { __typename: 'Query', experiment } },
    delay,
  };
}

/** A mutation answering the changed test (each answer is used once). */
export function experimentMutationMock(
  query: MockLink.MockedResponse['request']['query'],
  field: string,
  variables: Record<string, unknown>,
  experiment: ExperimentDetailFragment,
): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: { query, variables },
    result: jest.fn(() => ({ data: { __typename: 'Mutation', [field]: experiment } })),
  };
}

/** A refusal in the api's words (BAD_USER_INPUT). */
export function refusedMock(
  query: MockLink.MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  message: string,
): MockLink.MockedResponse {
  return {
    request: { query, variables },
    result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] },
  };
}

/** The funnel's live updates, silent (a test that wants one answers it itself). */
export const quietLive = (funnelId: string): MockLink.MockedResponse => ({
  request: { query: LiveVisitorsChangedDocument, variables: { funnelId } },
  result: { data: null },
  delay: Infinity,
});

/** The tested funnel's config: 'Welcome' with a headline and a button. */
export const funnelConfigMock = (funnelId = 'f-1'): MockLink.MockedResponse => ({
  request: { query: ExperimentFunnelConfigDocument, variables: { id: funnelId } },
  result: {
    data: {
      __typename: 'Query',
      funnel: {
        __typename: 'Funnel',
        id: funnelId,
        config: {
          version: 2,
          steps: [
            {
              id: 'welcome',
              elements: [
                { id: 'h1', type: 'headline', content: 'Hello' },
                { id: 'buy', type: 'button', content: 'Buy now' },
              ],
            },
          ],
        },
      },
    },
  },
});
