import { Empty, Skeleton, Table, Tag, type TableColumnsType, type TagProps } from 'antd';
import { formatDate } from '../../app/format';
import type { LeadStatus, RecentLeadFragment } from '../../gql/graphql';

const SKELETONS = 5;

/** The lead badge styles of the spec (new secondary, contacted default, follow-up outline, converted default, lost destructive) as antd tags. */
const STATUS_TAGS: Record<LeadStatus, { label: string } & Pick<TagProps, 'color' | 'variant'>> = {
  new: { label: 'New', color: 'default', variant: 'filled' },
  contacted: { label: 'Contacted', color: 'blue', variant: 'solid' },
  follow_up: { label: 'Follow-up', color: 'default', variant: 'outlined' },
  converted: { label: 'Converted', color: 'green', variant: 'solid' },
  lost: { label: 'Lost', color: 'red', variant: 'solid' },
};

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  const tag = STATUS_TAGS[status];
  return (
    <Tag color={tag.color} variant={tag.variant} data-status={status}>
      {tag.label}
    </Tag>
  );
}

const leadName = (lead: RecentLeadFragment) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

const COLUMNS: TableColumnsType<RecentLeadFragment> = [
  {
    title: 'Lead',
    key: 'name',
    render: (_, lead) => leadName(lead) || <span className="ff-muted">—</span>,
  },
  { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
  { title: 'Source', key: 'source', render: (_, lead) => lead.source || 'Direct' },
  { title: 'Score', key: 'score', align: 'right', render: (_, lead) => lead.score ?? 0 },
  { title: 'Created', key: 'createdAt', render: (_, lead) => formatDate(lead.createdAt) },
  { title: 'Status', key: 'status', render: (_, lead) => <LeadStatusTag status={lead.status} /> },
];

/** 000 §2.4 recent-leads table: name, e-mail, source ('Direct' when empty), score, created date, status. */
export function RecentLeadsTable({
  leads,
  loading,
}: {
  leads: readonly RecentLeadFragment[];
  loading: boolean;
}) {
  if (loading) {
    return (
      <div className="ff-recent-leads__loading" aria-busy="true" aria-label="Loading recent leads">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} className="ff-recent-leads__skeleton-row">
            <Skeleton active title={false} paragraph={{ rows: 1, width: '100%' }} />
          </div>
        ))}
      </div>
    );
  }
  if (leads.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span className="ff-pending">
            <strong>No leads yet</strong>
            <span>Your leads will appear here once you start capturing them.</span>
          </span>
        }
      />
    );
  }
  return (
    // A phone scrolls the table sideways: the scrolling box can be focused and scrolled with the keyboard.
    <div className="ff-recent-leads__scroll" role="region" aria-label="Recent leads" tabIndex={0}>
      <Table<RecentLeadFragment>
        className="ff-recent-leads__table"
        rowKey="id"
        columns={COLUMNS}
        dataSource={[...leads]}
        pagination={false}
        size="middle"
      />
    </div>
  );
}
