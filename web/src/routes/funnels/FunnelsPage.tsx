import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Input, Pagination, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCount, formatPercent } from '../../app/format';
import { FunnelsDocument, FunnelStatsDocument, type FunnelStatus } from '../../gql/graphql';
import { FunnelCard, FunnelCardSkeleton } from '../../modules/funnels/FunnelCard';
import { FUNNEL_TYPES } from '../../modules/funnels/funnel-types';
import { useFunnelActions } from '../../modules/funnels/use-funnel-actions';
import './funnels.css';

const PAGE_SIZE = 12;
const SKELETONS = 6;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  ...FUNNEL_TYPES.map(({ value, label }) => ({ value, label })),
];

/** 000 §2.5 My Funnels: search, filters, stat cards and the funnel grid, filtered and paged by the server. */
export function FunnelsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [type, setType] = useState('all');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const filtered = query !== '' || status !== 'all' || type !== 'all';

  const stats = useQuery(FunnelStatsDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(FunnelsDocument, {
    fetchPolicy: 'cache-and-network',
    variables: {
      filter: {
        search: query || null,
        status: status === 'all' ? null : (status as FunnelStatus),
        templateType: type === 'all' ? null : type,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      },
    },
  });
  const actions = useFunnelActions();
  const items = list.data?.funnels.items ?? [];
  const total = list.data?.funnels.total ?? 0;
  const loading = list.loading && !list.data;
  const s = stats.data?.funnelStats;
  // Deleting the last funnel of the last page steps back a page instead of showing an empty one.
  const cardActions = {
    ...actions,
    remove: async (id: string) => {
      const removed = await actions.remove(id);
      if (removed && items.length === 1 && page > 1) setPage(page - 1);
      return removed;
    },
  };

  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="ff-funnels">
      <div className="ff-toolbar">
        <Input
          className="ff-toolbar__grow"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search funnels..."
          aria-label="Search funnels"
          value={search}
          onChange={(event) => resetPage(setSearch)(event.target.value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/builder')}>
          New Funnel
        </Button>
      </div>

      <section className="ff-stats" aria-label="Funnel statistics">
        <Stat label="Total Funnels" value={s ? formatCount(s.total) : '–'} />
        <Stat label="Published" value={s ? formatCount(s.published) : '–'} />
        <Stat label="Total Views" value={s ? formatCount(s.totalViews) : '–'} />
        <Stat label="Avg Conversion" value={s ? formatPercent(s.avgConversion) : '–'} />
      </section>

      <div className="ff-toolbar">
        <Select
          aria-label="Filter by status"
          className="ff-funnels__filter"
          value={status}
          options={STATUS_OPTIONS}
          onChange={resetPage(setStatus)}
        />
        <Select
          aria-label="Filter by type"
          className="ff-funnels__filter"
          value={type}
          options={TYPE_OPTIONS}
          onChange={resetPage(setType)}
        />
        {total > 0 ? (
          <span className="ff-muted" aria-live="polite">
            {total === 1 ? '1 funnel' : `${formatCount(total)} funnels`}
          </span>
        ) : null}
      </div>

      {list.error && !list.data ? (
        <Empty description="Could not load your funnels. Check your connection and try again.">
          <Button onClick={() => void list.refetch()}>Retry</Button>
        </Empty>
      ) : loading ? (
        <div className="ff-card-grid" aria-busy="true" aria-label="Loading funnels">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <FunnelCardSkeleton key={i} />
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="ff-empty">
          {filtered ? (
            <Empty
              description={<EmptyText title="No funnels found" text="Try adjusting your search or filters" />}
            />
          ) : (
            <Empty
              description={
                <EmptyText title="No funnels yet" text="Create your first funnel to start capturing leads" />
              }
            >
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/builder')}>
                Create Funnel
              </Button>
            </Empty>
          )}
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Your funnels</h2>
          <div className="ff-card-grid">
            {items.map((funnel) => (
              <FunnelCard key={funnel.id} funnel={funnel} actions={cardActions} />
            ))}
          </div>
          {total > PAGE_SIZE ? (
            <Pagination
              className="ff-funnels__pagination"
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="ff-stat">
      <div className="ff-stat__label">{label}</div>
      <div className="ff-stat__value">{value}</div>
    </div>
  );
}

function EmptyText({ title, text }: { title: string; text: string }) {
  return (
    <span className="ff-pending">
      <strong>{title}</strong>
      <span>{text}</span>
    </span>
  );
}
