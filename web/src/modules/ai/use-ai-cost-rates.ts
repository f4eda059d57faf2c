import { useQuery } from '@apollo/client/react';
import { AiCostRatesDocument, type AiCostRatesQuery } from '../../gql/graphql';

/**
 * The api's prices for the generators in use (aiCostRates): the one source of every estimate
 * shown before a generation. They change only with the server's settings, so asked once.
 */
export function useAiCostRates(): AiCostRatesQuery['aiCostRates'] | null {
  const { data } = useQuery(AiCostRatesDocument, { fetchPolicy: 'cache-first' });
  return data?.aiCostRates ?? null;
}
