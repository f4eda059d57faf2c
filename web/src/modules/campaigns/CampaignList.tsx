import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { CampaignStatsDocument } from '../../gql/graphql';
import { CAMPAIGN_FILTERS, type CampaignFilter } from './campaign-meta';
import { AbTestsLink } from '../experiments/AbTestsLink';
import { SuppressionListLink } from '../suppressions/SuppressionListLink';
import { CampaignRow } from './CampaignRow';
import { CampaignStatCards } from './CampaignStatCards';
import { useCampaignActions } from './use-campaign-actions';
import { useCampaignPage } from './use-campaign-page';

type Props = {
  onNew: () => void;
  onEdit: (id: string) => void;
};

/**
 * 001 §2.3 list view: status filter, Delete All and New Campaign, the four stat cards, and the
 * campaigns (newest first) with their actions; campaigns being sent show live progress. The
 * campaigns come a page at a time: how many are shown of how many, and 'Load More'.
 */
export function CampaignList({ onNew, onEdit }: Props) {
  const [filter, setFilter] = useState<CampaignFilter>('all');
  const { list, page, loadMore, loadingMore, reload } = useCampaignPage(filter === 'all' ? null : filter);
  const stats = useQuery(CampaignStatsDocument, { fetchPolicy: 'cache-and-network' });
  const refresh = () => {
    reload();
    refetchQuietly(stats);
  };
  const actions = useCampaignActions({ refresh });

  // 001 §2.1: the list renders nothing when its own load is unauthorised (the link signs out).
  if (isSessionExpired(list.error)) return null;

  const items = page?.items ?? [];
  const hasCampaigns = (stats.data?.campaignStats.totalCampaigns ?? 0) > 0 || items.length > 0;

  return (
    <div className="ff-campaigns">
      <div className="ff-toolbar">
        <Select<CampaignFilter>
          aria-label="Filter by status"
          className="ff-campaigns__filter"
          value={filter}
          options={CAMPAIGN_FILTERS.map(({ value, label }) => ({ value, label }))}
          onChange={setFilter}
        />
        <div className="ff-toolbar__grow" />
        <AbTestsLink />
        <SuppressionListLink />
        {hasCampaigns ? (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={actions.busy === 'all'}
            onClick={actions.removeAll}
          >
            Delete All
          </Button>
        ) : null}
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
          New Campaign
        </Button>
      </div>

      <CampaignStatCards stats={stats.data?.campaignStats ?? null} />

      {list.error && !page ? (
        <div className="ff-campaigns__empty">
          <Empty description="Could not load your campaigns. Check your connection and try again.">
            <Button onClick={() => refetchQuietly(list)}>Retry</Button>
          </Empty>
        </div>
      ) : !page ? (
        <div className="ff-campaigns__loading" aria-busy="true" aria-label="Loading campaigns">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : items.length === 0 ? (
        <div className="ff-campaigns__empty">
          <Empty
            description={<strong>{filter === 'all' ? 'No campaigns yet' : `No ${filter} campaigns`}</strong>}
          >
            <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
              Create Campaign
            </Button>
          </Empty>
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Campaigns</h2>
          <div className="ff-campaigns__list">
            {items.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                actions={actions}
                onEdit={onEdit}
                onSendFinished={refresh}
              />
            ))}
          </div>
          <div className="ff-campaigns__more">
            <span className="ff-muted" aria-live="polite">
              {`Showing ${formatCount(items.length)} of ${formatCount(page.total)} ${page.total === 1 ? 'campaign' : 'campaigns'}`}
            </span>
            {page.hasMore ? (
              <Button loading={loadingMore} onClick={loadMore}>
                Load More
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
