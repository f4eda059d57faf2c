import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AddSuppressionDocument,
  RemoveSuppressionDocument,
  SuppressionsChangedDocument,
  SuppressionsDocument,
  type SuppressionReason,
  type SuppressionRowFragment,
} from '../../gql/graphql';
import { SUPPRESSION_PAGE_SIZE } from './suppression-meta';

/** Test data and GraphQL answers for the suppression list (imported by tests only). */

export function suppression(
  id: string,
  email: string,
  overrides: Partial<SuppressionRowFragment> = {},
): SuppressionRowFragment {
  return {
    __typename: 'EmailSuppression',
    id,
    email,
    reason: 'manual',
    detail: null,
    sourceLabel: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export type ListOptions = {
  search?: string | null;
  reason?: SuppressionReason | null;
  after?: string;
  total?: number;
  hasMore?: boolean;
  endCursor?: string | null;
  delay?: number;
  uses?: number;
};

export function listMock(
  items: SuppressionRowFragment[],
  {
    search = null,
    reason = null,
    after,
    total,
    hasMore = false,
    endCursor = null,
    delay,
    uses,
  }: ListOptions = {},
): MockLink.MockedResponse {
  const variables = { search, reason, limit: SUPPRESSION_PAGE_SIZE, ...(after ? { after } : {}) };
  return {
    request: { query: SuppressionsDocument, variables },
    result: {
      data: {
        __typename: 'Query',
        suppressions: {
          __typename: 'SuppressionPage',
          items,
          total: total ?? items.length,
          endCursor,
          hasMore,
        },
      },
    },
    delay,
    maxUsageCount: uses,
  };
}

export function listErrorMock(): MockLink.MockedResponse {
  return {
    request: {
      query: SuppressionsDocument,
      variables: { search: null, reason: null, limit: SUPPRESSION_PAGE_SIZE },
    },
    error: new Error('Network error'),
  };
}

/** The live subscription, answering nothing. */
export const quietSuppressionsChanged: MockLink.MockedResponse = {
  request: { query: SuppressionsChangedDocument },
  result: { data: null },
  delay: Infinity,
};

/** One push: the list now holds `total` addresses. */
export function suppressionsChangedPush(total: number, delay = 50): MockLink.MockedResponse {
  return {
    request: { query: SuppressionsChangedDocument },
    result: { data: { __typename: 'Subscription', suppressionsChanged: total } },
    delay,
  };
}

export function addMock(
  input: { email: string; note: string | null },
  answer: SuppressionRowFragment | { message: string; code: string; fieldErrors?: Record<string, string> },
): MockLink.MockedResponse {
  return {
    request: { query: AddSuppressionDocument, variables: { input } },
    result:
      'id' in answer
        ? { data: { __typename: 'Mutation', addSuppression: answer } }
        : {
            errors: [
              new GraphQLError(answer.message, {
                extensions: {
                  code: answer.code,
                  ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
                },
              }),
            ],
          },
  };
}

export function removeMock(id: string): MockLink.MockedResponse {
  return {
    request: { query: RemoveSuppressionDocument, variables: { id } },
    result: { data: { __typename: 'Mutation', removeSuppression: id } },
  };
}
