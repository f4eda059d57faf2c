import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CampaignAudienceCountDocument,
  CampaignDocument,
  CampaignLeadOptionsDocument,
  CampaignProgressDocument,
  CampaignPageDocument,
  CampaignRecipientIdsDocument,
  CampaignStatsDocument,
  EmailAbTestsDocument,
  LeadCountDocument,
  type CampaignAudienceInput,
  type CampaignDetailFragment,
  type CampaignLeadOptionFragment,
  type CampaignRowFragment,
  type CampaignStatsQuery,
  type CampaignStatus,
  type LeadFilter,
  type LeadPaging,
} from '../../gql/graphql';
import { CAMPAIGN_PAGE_SIZE } from './use-campaign-page';

/** Test data and GraphQL answers for the campaigns screen (imported by tests only). */

export function makeCampaign(overrides: Partial<CampaignRowFragment> = {}): CampaignRowFragment {
  return {
    __typename: 'Campaign',
    id: 'c-1',
    name: 'Spring Sale',
    subject: 'Spring is here',
    status: 'draft',
    scheduledAt: null,
    sentAt: null,
    recipients: 120,
    opens: 0,
    clicks: 0,
    sentCount: 0,
    failedCount: 0,
    skippedCount: 0,
    quotaResumeAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    abTest: null,
    ...overrides,
  };
}

export function makeCampaignDetail(overrides: Partial<CampaignDetailFragment> = {}): CampaignDetailFragment {
  return {
    ...makeCampaign(),
    abTest: null,
    content: 'Hello there,\n\n20% off this week.',
    type: 'email',
    audienceMode: 'selected',
    audienceFilter: null,
    ...overrides,
  };
}

export function makeLeadOption(n: number, overrides: Partial<CampaignLeadOptionFragment> = {}) {
  const lead: CampaignLeadOptionFragment = {
    __typename: 'Lead',
    id: `l-${n}`,
    email: `lead${n}@example.com`,
    firstName: `Lead`,
    lastName: `${n}`,
    company: null,
    unsubscribedAt: null,
    ...overrides,
  };
  return lead;
}

/**
 * One page of the campaign list (campaignPage): by default the first page, holding every
 * campaign there is; `after`, `limit`, `total`, `hasMore` and `endCursor` for the others.
 */
export function campaignsMock(
  items: CampaignRowFragment[],
  {
    status = null,
    uses,
    delay,
    after,
    limit = CAMPAIGN_PAGE_SIZE,
    total = items.length,
    hasMore = false,
    endCursor = null,
  }: {
    status?: CampaignStatus | null;
    uses?: number;
    delay?: number;
    after?: string;
    limit?: number;
    total?: number;
    hasMore?: boolean;
    endCursor?: string | null;
  } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: CampaignPageDocument,
      variables: after === undefined ? { status, limit } : { status, limit, after },
    },
    result: {
      data: {
        __typename: 'Query',
        campaignPage: { __typename: 'CampaignPage', items, total, hasMore, endCursor },
      },
    },
    maxUsageCount: uses,
    delay,
  };
}

export type Stats = Omit<CampaignStatsQuery['campaignStats'], '__typename'>;

export function statsMock(
  stats: Stats = { totalCampaigns: 0, totalRecipients: 0, avgOpenRate: 0, avgClickRate: 0 },
  uses?: number,
): MockLink.MockedResponse {
  return {
    request: { query: CampaignStatsDocument },
    result: { data: { __typename: 'Query', campaignStats: { __typename: 'CampaignStats', ...stats } } },
    maxUsageCount: uses,
  };
}

/** A campaign being sent reports its progress; this one stays open and silent. */
export function quietProgress(id: string): MockLink.MockedResponse {
  return {
    request: { query: CampaignProgressDocument, variables: { id } },
    result: { data: null },
    delay: Infinity,
  };
}

export function progressEvent(
  id: string,
  progress: {
    status: CampaignStatus;
    sent: number;
    failed: number;
    skipped?: number;
    total: number;
    quotaResumeAt?: string | null;
  },
  delay = 50,
): MockLink.MockedResponse {
  return {
    request: { query: CampaignProgressDocument, variables: { id } },
    result: {
      data: {
        __typename: 'Subscription',
        campaignProgress: {
          __typename: 'CampaignProgress',
          campaignId: id,
          skipped: 0,
          quotaResumeAt: null,
          ...progress,
        },
      },
    },
    delay,
  };
}

export function campaignMock(
  campaign: CampaignDetailFragment,
  recipientIds: string[],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CampaignDocument, variables: { id: campaign.id } },
      result: { data: { __typename: 'Query', campaign } },
    },
    {
      request: { query: CampaignRecipientIdsDocument, variables: { id: campaign.id } },
      result: { data: { __typename: 'Query', campaignRecipientIds: recipientIds } },
    },
  ];
}

/** The recipients panel's filter when nothing is searched or filtered. */
export const noLeadFilter = (overrides: Partial<LeadFilter> = {}): LeadFilter => ({
  search: null,
  status: null,
  score: null,
  source: null,
  ...overrides,
});

/** Page `page` (1–5) of the recipients panel, newest leads first. */
export const leadPage = (page = 1, overrides: Partial<LeadPaging> = {}): LeadPaging => ({
  limit: 10,
  offset: (page - 1) * 10,
  after: null,
  sort: 'createdAt',
  order: 'desc',
  ...overrides,
});

/** One page of the recipients panel and the count of matching leads; answers every time asked. */
export function leadOptionsMocks(
  items: CampaignLeadOptionFragment[],
  {
    filter = noLeadFilter(),
    paging = leadPage(),
    total = items.length,
    hasMore = false,
    endCursor = null,
  }: {
    filter?: LeadFilter;
    paging?: LeadPaging;
    total?: number;
    hasMore?: boolean;
    endCursor?: string | null;
  } = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: CampaignLeadOptionsDocument, variables: { filter, paging } },
      result: {
        data: { __typename: 'Query', leads: { __typename: 'LeadList', hasMore, endCursor, items } },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: LeadCountDocument, variables: { filter } },
      result: { data: { __typename: 'Query', leadCount: total } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

export function audienceCountMock(audience: CampaignAudienceInput, count: number): MockLink.MockedResponse {
  return {
    request: { query: CampaignAudienceCountDocument, variables: { audience } },
    result: { data: { __typename: 'Query', campaignAudienceCount: count } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const graphqlError = (message: string, code: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/** The campaigns with an email A/B test, as the A/B tests screen asks for them. */
export function emailAbTestsMock(items: CampaignRowFragment[]): MockLink.MockedResponse {
  return {
    request: { query: EmailAbTestsDocument, variables: { limit: 20 } },
    result: {
      data: {
        __typename: 'Query',
        campaignPage: { __typename: 'CampaignPage', items, total: items.length },
      },
    },
  };
}
