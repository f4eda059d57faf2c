import { useQuery } from '@apollo/client/react';
import { LeadScoreBandsDocument, type LeadScoreBandsQuery } from '../../gql/graphql';

/** One score band of 001 §9: the scores from min to max, both included. */
export type LeadScoreBandRange = LeadScoreBandsQuery['leadScoreBands'][number];

/**
 * The score bands as the api defines them (`leadScoreBands`, the one definition), highest
 * first; null until they arrive. Cache-first: asked once, then every filter and bar of the app
 * reads the same cached answer.
 */
export function useLeadScoreBands(): readonly LeadScoreBandRange[] | null {
  const { data } = useQuery(LeadScoreBandsDocument, { fetchPolicy: 'cache-first' });
  return data?.leadScoreBands ?? null;
}
