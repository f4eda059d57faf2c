import { useQuery } from '@apollo/client/react';
import { AffiliateClickStatsDocument } from '../../gql/graphql';
import type { ReportPeriod } from '../reports/report-periods';

/** Clicks and sign-ups over the last 7, 30 or 90 days; owned by the screen so a push can reload it. */
export function useAffiliateClickStats(days: ReportPeriod) {
  return useQuery(AffiliateClickStatsDocument, {
    variables: { days },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}

export type AffiliateClickStatsQueryResult = ReturnType<typeof useAffiliateClickStats>;
