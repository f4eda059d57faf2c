import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  FunnelsDocument,
  FunnelStatsDocument,
  type FunnelCardFragment,
  type FunnelFilter,
  type FunnelStatsQuery,
} from '../gql/graphql';

/** A funnel as the My Funnels list receives it; override what a test cares about. */
export function makeFunnel(overrides: Partial<FunnelCardFragment> = {}): FunnelCardFragment {
  return {
    __typename: 'Funnel',
    id: 'f-1',
    name: 'Spring Launch',
    description: 'Collect early sign-ups for the spring collection',
    templateType: 'landing',
    status: 'draft',
    stepCount: 1,
    totalViews: 1234,
    totalConversions: 56,
    conversionRate: 4.5,
    updatedAt: '2026-11-21T12:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

/** The filter the page sends when nothing is searched or filtered, on the first page. */
export const defaultFilter = (overrides: Partial<FunnelFilter> = {}): FunnelFilter => ({
  search: null,
  status: null,
  templateType: null,
  limit: 12,
  offset: 0,
  ...overrides,
});

export function funnelsMock(
  items: FunnelCardFragment[],
  {
    filter = defaultFilter(),
    total = items.length,
    delay = 0,
  }: { filter?: FunnelFilter; total?: number; delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: FunnelsDocument, variables: { filter } },
    result: {
      data: { __typename: 'Query', funnels: { __typename: 'FunnelPage', total, items } },
    },
    delay,
  };
}

export function statsMock(
  stats: Omit<FunnelStatsQuery['funnelStats'], '__typename'> = {
    total: 0,
    published: 0,
    totalViews: 0,
    avgConversion: 0,
  },
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query: FunnelStatsDocument },
    result: { data: { __typename: 'Query', funnelStats: { __typename: 'FunnelStats', ...stats } } },
    delay,
  };
}

/** A GraphQL error answer with an extensions code, as the api sends it. */
export const graphqlError = (message: string, code: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});
