import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  AffiliateChangedDocument,
  AffiliateClickStatsDocument,
  AffiliateCommissionsDocument,
  AffiliatePayoutsDocument,
  AffiliateReferralsDocument,
  MyAffiliateDocument,
  type AffiliateAccountFieldsFragment,
  type AffiliateClickStatsQuery,
  type AffiliateCommissionRowFragment,
  type AffiliatePayoutRowFragment,
  type AffiliateReferralRowFragment,
  type AffiliateStatsFieldsFragment,
} from '../../gql/graphql';
import { AFFILIATE_PAGE_SIZE } from './use-affiliate-lists';

/** Test data and GraphQL answers for the affiliate screens (imported by tests only). */

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

export function makeStats(
  overrides: Partial<AffiliateStatsFieldsFragment> = {},
): AffiliateStatsFieldsFragment {
  return {
    __typename: 'AffiliateStatsType',
    totalEarnings: '42.50',
    pendingCommissions: '12.00',
    availableBalance: '42.50',
    paidOut: '0.00',
    pendingPayouts: '0.00',
    totalReferrals: 2,
    convertedReferrals: 1,
    totalClicks: 40,
    uniqueClicks: 32,
    conversionRate: 5,
    ...overrides,
  };
}

export function makeAffiliate(
  overrides: Partial<AffiliateAccountFieldsFragment> = {},
  stats: Partial<AffiliateStatsFieldsFragment> = {},
): AffiliateAccountFieldsFragment {
  return {
    __typename: 'AffiliateAccount',
    id: 'aff-1',
    affiliateCode: 'JANE-7K3QX',
    canChangeCode: true,
    status: 'active',
    commissionRate: '10.00',
    payoutThreshold: '50.00',
    paymentMethod: 'forgecoin',
    stripeConnect: { __typename: 'AffiliateStripeConnect', available: false, connected: false },
    bankDetails: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    stats: makeStats(stats),
    ...overrides,
  };
}

export const affiliateMock = (
  account: AffiliateAccountFieldsFragment | GraphQLError,
  { reuse = true }: { reuse?: boolean } = {},
): MockLink.MockedResponse => ({
  request: { query: MyAffiliateDocument },
  result:
    account instanceof GraphQLError
      ? { errors: [account] }
      : { data: { __typename: 'Query', myAffiliate: account } },
  ...(reuse ? many : {}),
});

export const noAccountError = () =>
  new GraphQLError('No Affiliate Account Found', { extensions: { code: 'NOT_FOUND' } });

/** The affiliateChanged push: silent unless a test sends an account (after `delay` ms). */
export const affiliatePush = (
  account?: AffiliateAccountFieldsFragment,
  delay = 0,
): MockLink.MockedResponse =>
  account
    ? {
        request: { query: AffiliateChangedDocument },
        result: { data: { __typename: 'Subscription', affiliateChanged: account } },
        delay,
      }
    : { request: { query: AffiliateChangedDocument }, result: { data: null }, delay: Infinity, ...many };

export function referral(
  overrides: Partial<AffiliateReferralRowFragment> = {},
): AffiliateReferralRowFragment {
  return {
    __typename: 'AffiliateReferral',
    id: 'r-1',
    name: 'Sam Carter',
    email: 'sam@example.com',
    commissionEarned: '2.99',
    status: 'converted',
    createdAt: '2026-11-20T09:00:00.000Z',
    convertedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function commission(
  overrides: Partial<AffiliateCommissionRowFragment> = {},
): AffiliateCommissionRowFragment {
  return {
    __typename: 'AffiliateCommission',
    id: 'c-1',
    description: 'Pro plan payment by Sam Carter',
    amount: '2.99',
    status: 'paid',
    type: 'referral',
    createdAt: '2026-11-21T09:00:00.000Z',
    availableAt: null,
    ...overrides,
  };
}

export function payout(overrides: Partial<AffiliatePayoutRowFragment> = {}): AffiliatePayoutRowFragment {
  return {
    __typename: 'AffiliatePayout',
    id: 'p-1',
    amount: '55.00',
    method: 'ForgeCoin',
    status: 'paid',
    createdAt: '2026-11-22T09:00:00.000Z',
    completedAt: '2026-11-22T09:00:00.000Z',
    failureReason: null,
    ...overrides,
  };
}

type PageOptions = {
  total?: number;
  reuse?: boolean;
  after?: string;
  endCursor?: string | null;
  hasMore?: boolean;
};

function pageMock<T>(
  query: MockLink.MockedResponse['request']['query'],
  field: string,
  typename: string,
  items: T[],
  { total = items.length, reuse = true, after, endCursor = null, hasMore = false }: PageOptions,
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: after ? { limit: AFFILIATE_PAGE_SIZE, after } : { limit: AFFILIATE_PAGE_SIZE },
    },
    result: {
      data: { __typename: 'Query', [field]: { __typename: typename, items, total, endCursor, hasMore } },
    },
    ...(reuse ? many : {}),
  };
}

export const referralsMock = (items: AffiliateReferralRowFragment[] = [], options: PageOptions = {}) =>
  pageMock(AffiliateReferralsDocument, 'affiliateReferrals', 'AffiliateReferralPage', items, options);

export const commissionsMock = (items: AffiliateCommissionRowFragment[] = [], options: PageOptions = {}) =>
  pageMock(AffiliateCommissionsDocument, 'affiliateCommissions', 'AffiliateCommissionPage', items, options);

export const payoutsMock = (items: AffiliatePayoutRowFragment[] = [], options: PageOptions = {}) =>
  pageMock(AffiliatePayoutsDocument, 'affiliatePayouts', 'AffiliatePayoutPage', items, options);

type ClickStats = AffiliateClickStatsQuery['affiliateClickStats'];

/** `days` days of clicks ending on Nov 21, 2026: `clicks` a day, `signups` on each. */
export function makeClickStats(days: number, clicks = 4, signups = 1): ClickStats {
  const byDay = Array.from({ length: days }, (_, i) => ({
    __typename: 'AffiliateClickDay' as const,
    date: new Date(Date.UTC(2026, 10, 21) - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    clicks,
    uniqueClicks: clicks - 1,
    signups,
  }));
  return {
    __typename: 'AffiliateClickStats',
    days,
    totalClicks: days * clicks,
    uniqueClicks: days * (clicks - 1),
    signups: days * signups,
    conversionRate: Math.round((signups / clicks) * 1000) / 10,
    byDay,
    bySource: [
      {
        __typename: 'AffiliateClickSource',
        channel: 'social',
        source: 'twitter.com',
        clicks: days * clicks - 3,
      },
      { __typename: 'AffiliateClickSource', channel: 'direct', source: null, clicks: 3 },
    ],
  };
}

export const clickStatsMock = (
  days: number,
  stats: ClickStats = makeClickStats(days),
): MockLink.MockedResponse => ({
  request: { query: AffiliateClickStatsDocument, variables: { days } },
  result: { data: { __typename: 'Query', affiliateClickStats: stats } },
  ...many,
});
