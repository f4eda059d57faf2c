import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  BillingConfigDocument,
  BillingPaymentsDocument,
  ForgecoinBalanceChangedDocument,
  ForgecoinBalanceDocument,
  ForgecoinHistoryDocument,
  SubscriptionPlansDocument,
  SubscriptionStatusChangedDocument,
  SubscriptionStatusDocument,
  type BillingPaymentRowFragment,
  type ForgecoinHistoryRowFragment,
  type PlanFieldsFragment,
  type SubscriptionStatusFieldsFragment,
} from '../../gql/graphql';
import { janeDoe } from '../../test/fixtures';
import { HISTORY_PAGE_SIZE } from '../coins/use-forgecoin-history';
import { BILLING_PAGE_SIZE } from './BillingHistory';

/** Test data and GraphQL answers for the billing and ForgeCoin screens (imported by tests only). */

const plan = (overrides: Partial<PlanFieldsFragment>): PlanFieldsFragment => ({
  __typename: 'Plan',
  id: 'plan-pro',
  name: 'Pro',
  price: '29.99',
  priceForgecoins: '29.99',
  currency: 'eur',
  interval: 'month',
  features: [
    'Unlimited AI text generation',
    '5 AI videos monthly',
    '20 AI images monthly',
    'Unlimited funnels',
  ],
  trialDays: 0,
  membershipLevel: 'pro',
  supportsForgecoins: true,
  ...overrides,
});

export const PLANS: PlanFieldsFragment[] = [
  plan({
    id: 'plan-trial',
    name: 'Pro Trial',
    price: '0.00',
    priceForgecoins: '0.00',
    trialDays: 14,
    supportsForgecoins: false,
    features: ['14-day free trial, no credit card', 'Up to 3 funnels'],
  }),
  plan({}),
  plan({
    id: 'plan-elite',
    name: 'Elite',
    price: '99.99',
    priceForgecoins: '99.99',
    membershipLevel: 'elite',
    features: ['25 AI videos monthly', 'Priority support'],
  }),
];

export function makeStatus(
  overrides: Partial<SubscriptionStatusFieldsFragment> = {},
): SubscriptionStatusFieldsFragment {
  return {
    __typename: 'SubscriptionStatus',
    status: 'trial',
    planId: 'plan-trial',
    planName: 'Pro Trial',
    nextBillingDate: null,
    currentPeriodEnd: '2026-12-10T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    membershipLevel: 'pro',
    subscriptionEndDate: '2026-12-10T00:00:00.000Z',
    billingMethod: 'trial',
    endedReason: null,
    ...overrides,
  };
}

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

export const statusMock = (
  status: SubscriptionStatusFieldsFragment | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: SubscriptionStatusDocument },
  result:
    status instanceof GraphQLError
      ? { errors: [status] }
      : { data: { __typename: 'Query', subscriptionStatus: status } },
  ...many,
});

export const plansMock = (plans: PlanFieldsFragment[] = PLANS): MockLink.MockedResponse => ({
  request: { query: SubscriptionPlansDocument },
  result: { data: { __typename: 'Query', subscriptionPlans: plans } },
  ...many,
});

export const configMock = (cardPayments: boolean): MockLink.MockedResponse => ({
  request: { query: BillingConfigDocument },
  result: {
    data: {
      __typename: 'Query',
      billingConfig: {
        __typename: 'BillingConfig',
        cardPayments,
        publishableKey: cardPayments ? 'pk_test_123' : null,
      },
    },
  },
  ...many,
});

export const balanceMock = (balance: string | GraphQLError): MockLink.MockedResponse => ({
  request: { query: ForgecoinBalanceDocument },
  result:
    balance instanceof GraphQLError
      ? { errors: [balance] }
      : {
          data: {
            __typename: 'Query',
            forgecoinBalance: {
              __typename: 'ForgecoinBalance',
              balance,
              userId: janeDoe.id,
              timestamp: '2026-11-26T11:30:00.000Z',
            },
          },
        },
  ...many,
});

export function historyEntry(
  overrides: Partial<ForgecoinHistoryRowFragment> = {},
): ForgecoinHistoryRowFragment {
  return {
    __typename: 'ForgecoinHistoryEntry',
    id: 'm-1',
    type: 'grant',
    amount: '100.00',
    description: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    counterparty: null,
    ...overrides,
  };
}

export const historyMock = (items: ForgecoinHistoryRowFragment[] = []): MockLink.MockedResponse => ({
  request: { query: ForgecoinHistoryDocument, variables: { limit: HISTORY_PAGE_SIZE } },
  result: {
    data: {
      __typename: 'Query',
      forgecoinHistory: { __typename: 'ForgecoinHistory', items, endCursor: null, hasMore: false },
    },
  },
  ...many,
});

export function payment(overrides: Partial<BillingPaymentRowFragment> = {}): BillingPaymentRowFragment {
  return {
    __typename: 'BillingPayment',
    id: 'p-1',
    amount: '29.99',
    currency: 'fc',
    status: 'succeeded',
    type: 'subscription',
    description: 'Pro plan, 1 month',
    createdAt: '2026-11-21T09:00:00.000Z',
    receiptUrl: '/api/billing/payments/p-1/receipt.pdf',
    ...overrides,
  };
}

export const paymentsMock = (
  items: BillingPaymentRowFragment[] = [],
  page: { after?: string; endCursor?: string | null; hasMore?: boolean } = {},
): MockLink.MockedResponse => ({
  request: {
    query: BillingPaymentsDocument,
    variables: page.after ? { limit: BILLING_PAGE_SIZE, after: page.after } : { limit: BILLING_PAGE_SIZE },
  },
  result: {
    data: {
      __typename: 'Query',
      billingPayments: {
        __typename: 'BillingPaymentPage',
        items,
        endCursor: page.endCursor ?? null,
        hasMore: page.hasMore ?? false,
      },
    },
  },
});

/** The live pushes stay open and silent unless a test sends one. */
export const quietBillingPushes: MockLink.MockedResponse[] = [
  { request: { query: SubscriptionStatusChangedDocument }, result: { data: null }, delay: Infinity, ...many },
  { request: { query: ForgecoinBalanceChangedDocument }, result: { data: null }, delay: Infinity, ...many },
];
