import { DeleteOutlined, EyeOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Table, Tooltip, type TableColumnsType } from 'antd';
import { formatDate } from '../../app/format';
import type { LeadRowFragment } from '../../gql/graphql';
import { EmailQualityBadge } from './EmailQualityBadge';
import { fullName, leadLabel, sourceLabel } from './lead-meta';
import { LeadStatusSelect } from './LeadStatusSelect';
import { PendingOptInTag } from './PendingOptInTag';
import { ScoreBar } from './ScoreBar';
import type { LeadActions } from './use-lead-actions';
import { useLeadScoreBands } from './use-lead-score-bands';

type Props = {
  items: readonly LeadRowFragment[];
  loading: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  actions: LeadActions;
  onView: (id: string) => void;
};

/** 001 §2.2: the leads of one page with their select boxes, inline status and row actions. */
export function LeadsTable({ items, loading, selected, onSelect, actions, onView }: Props) {
  // Once for the table, not per row: every bar reads the same bands.
  const bands = useLeadScoreBands();
  const columns: TableColumnsType<LeadRowFragment> = [
    {
      key: 'contact',
      title: 'Contact',
      render: (_, lead) => <ContactCell lead={lead} onView={onView} />,
    },
    {
      key: 'source',
      title: 'Source',
      dataIndex: 'source',
      // Narrow screens keep contact, score, status and actions; the rest scrolls into view on wider ones.
      responsive: ['md'],
      render: (source: string | null) => sourceLabel(source),
    },
    {
      key: 'score',
      title: 'Score',
      dataIndex: 'score',
      render: (score: number) => <ScoreBar score={score} bands={bands} />,
    },
    {
      key: 'createdAt',
      title: 'Date Added',
      dataIndex: 'createdAt',
      responsive: ['md'],
      render: (createdAt: string) => <span className="ff-nowrap">{formatDate(createdAt)}</span>,
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, lead) => (
        <LeadStatusSelect
          value={lead.status}
          label={`Status of ${leadLabel(lead)}`}
          disabled={actions.busy === lead.id}
          onChange={(status) => void actions.setStatus(lead.id, status)}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, lead) => <RowActions lead={lead} actions={actions} onView={onView} />,
    },
  ];

  return (
    <Table<LeadRowFragment>
      className="ff-leads-table"
      rowKey="id"
      columns={columns}
      dataSource={[...items]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: [...selected],
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (lead) => ({ 'aria-label': `Select ${leadLabel(lead)}` }),
      }}
    />
  );
}

function ContactCell({ lead, onView }: { lead: LeadRowFragment; onView: (id: string) => void }) {
  const name = fullName(lead);
  return (
    <div className="ff-lead-contact">
      <Button
        type="link"
        className="ff-lead-contact__name"
        aria-label={`View ${leadLabel(lead)}`}
        onClick={() => onView(lead.id)}
      >
        {name || <span className="ff-muted">No name</span>}
      </Button>
      <div className="ff-lead-contact__email">
        <span className="ff-lead-contact__address">{lead.email}</span>
        <EmailQualityBadge quality={lead.emailQuality} />
        <PendingOptInTag optIn={lead.optIn} />
      </div>
      {lead.company ? <div className="ff-lead-contact__company ff-muted">{lead.company}</div> : null}
    </div>
  );
}

function RowActions({
  lead,
  actions,
  onView,
}: {
  lead: LeadRowFragment;
  actions: LeadActions;
  onView: (id: string) => void;
}) {
  const label = leadLabel(lead);
  return (
    <div className="ff-lead-actions">
      <Tooltip title="View">
        <Button
          aria-label={`View details of ${label}`}
          icon={<EyeOutlined />}
          onClick={() => onView(lead.id)}
        />
      </Tooltip>
      <Tooltip title="Email">
        <Button
          aria-label={`Email ${label}`}
          icon={<MailOutlined />}
          href={`mailto:${encodeURI(lead.email.trim())}`}
        />
      </Tooltip>
      <Tooltip title={lead.phone ? 'Call' : 'No phone number'}>
        {lead.phone ? (
          <Button
            aria-label={`Call ${label}`}
            icon={<PhoneOutlined />}
            href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
          />
        ) : (
          <Button aria-label={`Call ${label}`} icon={<PhoneOutlined />} disabled />
        )}
      </Tooltip>
      <Tooltip title="Delete">
        <Button
          aria-label={`Delete ${label}`}
          icon={<DeleteOutlined />}
          danger
          loading={actions.busy === lead.id}
          onClick={() => actions.remove(lead.id)}
        />
      </Tooltip>
    </div>
  );
}
