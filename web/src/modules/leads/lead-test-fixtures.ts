import type { MockLink } from '@apollo/client/testing';
import {
  LeadCountDocument,
  LeadDocument,
  LeadsChangedDocument,
  LeadsDocument,
  LeadSourcesDocument,
  UpdateLeadDocument,
  type LeadDetailFragment,
  type LeadFilter,
  type LeadPaging,
  type LeadRowFragment,
  type LeadUpdateInput,
} from '../../gql/graphql';

/** Test data and GraphQL answers for the leads screen (imported by tests only). */

export function makeLead(overrides: Partial<LeadRowFragment> = {}): LeadRowFragment {
  return {
    __typename: 'Lead',
    id: 'l-1',
    email: 'jane@acme.com',
    emailQuality: 'VALID',
    firstName: 'Jane',
    lastName: 'Doe',
    company: 'Acme Inc',
    phone: '+1 555 0100',
    source: 'Website',
    score: 85,
    status: 'new',
    optIn: 'confirmed',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export function makeLeadDetail(overrides: Partial<LeadDetailFragment> = {}): LeadDetailFragment {
  return {
    ...makeLead(),
    funnelId: 'f-1',
    funnelName: 'Spring Launch',
    utm: null,
    tags: ['vip'],
    customFields: { plan: 'pro' },
    autoScore: 85,
    manualScore: null,
    scoreBreakdown: [
      { __typename: 'LeadScoreFactor', rule: 'email', label: 'Valid email address', points: 20 },
      { __typename: 'LeadScoreFactor', rule: 'profile', label: 'Phone number given', points: 10 },
      { __typename: 'LeadScoreFactor', rule: 'opens', label: 'No campaign emails opened', points: 0 },
    ],
    lastContactedAt: null,
    updatedAt: '2026-11-22T09:30:00.000Z',
    consents: [],
    submissions: [
      {
        __typename: 'LeadFormSubmission',
        id: 's-1',
        createdAt: '2026-11-21T12:00:00.000Z',
        funnelName: 'Spring Launch',
        formData: { email: 'jane@acme.com', message: 'Tell me more' },
      },
    ],
    activity: [
      {
        __typename: 'LeadActivity',
        id: 'a-1',
        type: 'captured',
        summary: 'Captured by Spring Launch',
        createdAt: '2026-11-21T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The filter sent when nothing is searched or filtered. */
export const noFilter = (overrides: Partial<LeadFilter> = {}): LeadFilter => ({
  search: null,
  score: null,
  source: null,
  status: null,
  ...overrides,
});

/** The paging of page `page` (1–5) by offset, newest first. */
export const offsetPaging = (page = 1, overrides: Partial<LeadPaging> = {}): LeadPaging => ({
  limit: 10,
  offset: (page - 1) * 10,
  after: null,
  sort: 'createdAt',
  order: 'desc',
  ...overrides,
});

/** The paging of a page beyond the fifth, after the cursor of the page before. */
export const cursorPaging = (after: string, overrides: Partial<LeadPaging> = {}): LeadPaging => ({
  limit: 10,
  offset: 0,
  after,
  sort: 'createdAt',
  order: 'desc',
  ...overrides,
});

type ListOptions = {
  filter?: LeadFilter;
  paging?: LeadPaging;
  hasMore?: boolean;
  endCursor?: string | null;
  delay?: number;
  uses?: number;
};

export function leadsMock(
  items: LeadRowFragment[],
  {
    filter = noFilter(),
    paging = offsetPaging(),
    hasMore = false,
    endCursor = null,
    delay,
    uses,
  }: ListOptions = {},
): MockLink.MockedResponse {
  return {
    request: { query: LeadsDocument, variables: { filter, paging } },
    result: {
      data: { __typename: 'Query', leads: { __typename: 'LeadList', hasMore, endCursor, items } },
    },
    delay,
    maxUsageCount: uses,
  };
}

export function countMock(
  count: number,
  filter: LeadFilter = noFilter(),
  uses?: number,
): MockLink.MockedResponse {
  return {
    request: { query: LeadCountDocument, variables: { filter } },
    result: { data: { __typename: 'Query', leadCount: count } },
    maxUsageCount: uses,
  };
}

/** The distinct sources; answers every time it is asked. */
export function sourcesMock(sources: string[] = ['Website', '']): MockLink.MockedResponse {
  return {
    request: { query: LeadSourcesDocument },
    result: { data: { __typename: 'Query', leadSources: sources } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The live subscription, open and silent. */
export const quietLeadsChanged: MockLink.MockedResponse = {
  request: { query: LeadsChangedDocument },
  result: { data: null },
  delay: Infinity,
};

/** One live event after `delay` ms. */
export function leadsChangedEvent(leadIds: string[], delay = 50): MockLink.MockedResponse {
  return {
    request: { query: LeadsChangedDocument },
    result: { data: { __typename: 'Subscription', leadsChanged: { __typename: 'LeadsChanged', leadIds } } },
    delay,
  };
}

export function leadMock(lead: LeadDetailFragment, delay?: number): MockLink.MockedResponse {
  return {
    request: { query: LeadDocument, variables: { id: lead.id } },
    result: { data: { __typename: 'Query', lead } },
    delay,
  };
}

export function updateLeadMock(
  id: string,
  input: LeadUpdateInput,
  lead: LeadDetailFragment,
  delay?: number,
): MockLink.MockedResponse {
  return {
    request: { query: UpdateLeadDocument, variables: { id, input } },
    result: { data: { __typename: 'Mutation', updateLead: lead } },
    delay,
  };
}
