import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast } from '../../app/toast/notify';
import { CampaignPageDocument, type CampaignStatus } from '../../gql/graphql';

/** Campaigns asked for at a time. */
export const CAMPAIGN_PAGE_SIZE = 20;
/** The most `campaignPage` answers at once (its `limit` is 1 to 1000). */
const MAX_CAMPAIGN_LIMIT = 1000;

export const LOAD_MORE_CAMPAIGNS_FAILED = 'Failed to load more campaigns';

/**
 * The campaigns (newest first, `status` narrowing them) a page at a time: the first page, then
 * each `loadMore` appends the next. `reload` asks again for as many as are shown, so a change
 * does not fold the list back to its first page.
 */
export function useCampaignPage(status: CampaignStatus | null) {
  const list = useQuery(CampaignPageDocument, {
    variables: { status, limit: CAMPAIGN_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  // The last list shown stays while another filter's loads.
  const page = (list.data ?? list.previousData)?.campaignPage ?? null;
  // Only the current filter's list goes on from its cursor.
  const current = list.data?.campaignPage ?? null;

  const loadMore = async () => {
    if (!current?.hasMore || !current.endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { after: current.endCursor, limit: CAMPAIGN_PAGE_SIZE },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult.campaignPage;
          // A campaign created meanwhile moves the rest down one: never show one twice.
          const shown = new Set(previous.campaignPage.items.map((campaign) => campaign.id));
          return {
            ...previous,
            campaignPage: {
              ...next,
              items: [...previous.campaignPage.items, ...next.items.filter((c) => !shown.has(c.id))],
            },
          };
        },
      });
    } catch (error) {
      failureToast(error, LOAD_MORE_CAMPAIGNS_FAILED);
    } finally {
      setLoadingMore(false);
    }
  };

  const reload = () => {
    const limit = Math.min(MAX_CAMPAIGN_LIMIT, Math.max(CAMPAIGN_PAGE_SIZE, current?.items.length ?? 0));
    refetchQuietly({ refetch: () => list.refetch({ limit }) });
  };

  return { list, page, loadMore, loadingMore, reload };
}
