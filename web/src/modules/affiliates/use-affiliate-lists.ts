import { useQuery } from '@apollo/client/react';
import {
  AffiliateCommissionsDocument,
  AffiliatePayoutsDocument,
  AffiliateReferralsDocument,
} from '../../gql/graphql';

export const AFFILIATE_PAGE_SIZE = 10;

// The first page from the network each visit; pages added by 'Load more' stay in the cache.
const PAGED = {
  variables: { limit: AFFILIATE_PAGE_SIZE },
  fetchPolicy: 'cache-and-network',
  nextFetchPolicy: 'cache-first',
  notifyOnNetworkStatusChange: true,
} as const;

/** Sign-ups through the link, newest first; owned by the screen so a push can reload it. */
export function useAffiliateReferrals() {
  return useQuery(AffiliateReferralsDocument, PAGED);
}

export function useAffiliateCommissions() {
  return useQuery(AffiliateCommissionsDocument, PAGED);
}

export function useAffiliatePayouts() {
  return useQuery(AffiliatePayoutsDocument, PAGED);
}

export type AffiliateReferralsQuery = ReturnType<typeof useAffiliateReferrals>;
export type AffiliateCommissionsQuery = ReturnType<typeof useAffiliateCommissions>;
export type AffiliatePayoutsQuery = ReturnType<typeof useAffiliatePayouts>;
