import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { CampaignStatsDocument, CampaignsDocument } from '../../gql/graphql';
import { CAMPAIGN_FILTERS, type CampaignFilter } from './campaign-meta';
import { CampaignRow } from './CampaignRow';
import { CampaignStatCards } from './CampaignStatCards';
import { useCampaignActions } from './use-campaign-actions';

type Props = {
  onNew: () => void;
  onEdit: (id: string) => void;
};

/**
 * 001 §2.3 list view: status filter, Delete All and New Campaign, the four stat cards, and the
 * campaigns (newest first) with their actions; campaigns being sent show live progress.
 */
export function CampaignList({ onNew, onEdit }: Props) {
  const [filter, setFilter] = useState<CampaignFilter>('all');
  const list = useQuery(CampaignsDocument, {
    variables: { status: filter === 'all' ? null : filter },
    fetchPolicy: 'cache-and-network',
  });
  const stats = useQuery(CampaignStatsDocument, { fetchPolicy: 'cache-and-network' });
  const refresh = () => {
    refetchQuietly(list);
    refetchQuietly(stats);
  };
  const actions = useCampaignActions({ refresh });

  // 001 §2.1: the list renders nothing when its own load is unauthorised (the link signs out).
  if (isSessionExpired(list.error)) return null;

  const data = list.data ?? list.previousData;
  const items = data?.campaigns ?? [];
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

      {list.error && !data ? (
        <div className="ff-campaigns__empty">
          <Empty description="Could not load your campaigns. Check your connection and try again.">
            <Button onClick={() => refetchQuietly(list)}>Retry</Button>
          </Empty>
        </div>
      ) : !data ? (
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
      )}
    </div>
  );
}
