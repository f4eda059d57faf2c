import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  DeleteMediaDocument,
  MediaChangedDocument,
  MediaItemsDocument,
  MediaStatsDocument,
  type MediaFilter,
  type MediaLibraryItemFragment,
  type MediaStatsQuery,
} from '../../gql/graphql';

const MB = 1024 * 1024;

export function mediaItem(
  overrides: Partial<MediaLibraryItemFragment> & Pick<MediaLibraryItemFragment, 'id'>,
): MediaLibraryItemFragment {
  return {
    __typename: 'MediaItem',
    name: `${overrides.id}.png`,
    url: `/media/u1/${overrides.id}.png`,
    thumbnailUrl: `/media/u1/${overrides.id}-320.webp`,
    type: 'image',
    mimeType: 'image/png',
    size: 2.5 * MB,
    width: 1200,
    height: 800,
    duration: null,
    uploadedAt: '2026-11-21T12:00:00.000Z',
    source: 'upload',
    prompt: null,
    generator: null,
    estimatedCost: null,
    costCurrency: null,
    usedInFunnels: [],
    ...overrides,
  };
}

export function itemsMock(
  items: MediaLibraryItemFragment[],
  {
    filter = {},
    after,
    hasMore = false,
    endCursor = null,
    delay,
    uses,
  }: {
    filter?: MediaFilter;
    after?: string;
    hasMore?: boolean;
    endCursor?: string | null;
    delay?: number;
    uses?: number;
  } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: MediaItemsDocument,
      variables: after ? { filter, after } : { filter },
    },
    result: {
      data: {
        __typename: 'Query',
        mediaItems: { __typename: 'MediaItemList', items, total: items.length, endCursor, hasMore },
      },
    },
    delay,
    maxUsageCount: uses,
  };
}

export function itemsErrorMock(filter: MediaFilter = {}): MockLink.MockedResponse {
  return {
    request: { query: MediaItemsDocument, variables: { filter } },
    error: new Error('Network error'),
  };
}

export const STATS: MediaStatsQuery['mediaStats'] = {
  __typename: 'MediaStats',
  total: 1234,
  images: 1000,
  videos: 200,
  audio: 34,
  aiGenerated: 56,
  totalBytes: 3.5 * 1024 * MB,
};

export function statsMock(
  stats: MediaStatsQuery['mediaStats'] = STATS,
  { delay, uses }: { delay?: number; uses?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: MediaStatsDocument },
    result: { data: { __typename: 'Query', mediaStats: stats } },
    delay,
    maxUsageCount: uses,
  };
}

export function deleteMock(id: string, error?: string): MockLink.MockedResponse {
  return error
    ? {
        request: { query: DeleteMediaDocument, variables: { id } },
        result: { errors: [new GraphQLError(error, { extensions: { code: 'NOT_FOUND' } })] },
      }
    : { request: { query: DeleteMediaDocument, variables: { id } }, result: { data: { deleteMedia: id } } };
}

/** The subscription, answering nothing. */
export const quietMediaChanged: MockLink.MockedResponse = {
  request: { query: MediaChangedDocument },
  result: { data: null },
  delay: Infinity,
};

export function mediaChangedEvent(id: string, change: string, delay = 50): MockLink.MockedResponse {
  return {
    request: { query: MediaChangedDocument },
    result: { data: { __typename: 'Subscription', mediaChanged: { __typename: 'MediaChange', id, change } } },
    delay,
  };
}
