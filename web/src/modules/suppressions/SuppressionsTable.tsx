import { DeleteOutlined } from '@ant-design/icons';
import { Button, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { formatDate } from '../../app/format';
import type { SuppressionRowFragment } from '../../gql/graphql';
import { reasonMeta } from './suppression-meta';

type Props = {
  items: readonly SuppressionRowFragment[];
  /** The address being removed: its button spins. */
  busy: string | null;
  onRemove: (row: SuppressionRowFragment) => void;
};

function ReasonTag({ row }: { row: SuppressionRowFragment }) {
  const reason = reasonMeta(row.reason);
  return (
    <Tag color={reason.color} className="ff-suppressions__reason">
      {reason.label}
    </Tag>
  );
}

function RemoveButton({ row, busy, onRemove }: { row: SuppressionRowFragment } & Omit<Props, 'items'>) {
  return (
    <Button
      danger
      icon={<DeleteOutlined />}
      aria-label={`Remove ${row.email}`}
      loading={busy === row.id}
      disabled={busy !== null && busy !== row.id}
      onClick={() => onRemove(row)}
    >
      <span className="ff-suppressions__remove-text">Remove</span>
    </Button>
  );
}

/** An address that may break after its '@' (rather than anywhere) when the column is narrow. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="ff-suppressions__email">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

const muted = (text: string | null | undefined) => text || <span className="ff-muted">—</span>;

/**
 * The suppressed addresses: address, reason, the server's words or the note, the send it came
 * from, when, and Remove. Long words wrap, so Remove stays in sight without scrolling sideways;
 * below a large screen each row becomes one stacked cell (address, reason and date, then detail
 * and source) beside Remove.
 */
export function SuppressionsTable({ items, busy, onRemove }: Props) {
  const screens = Grid.useBreakpoint();
  // Six columns need the width of a large screen beside the sidebar; narrower ones stack.
  const compact = screens.xl === false;

  const columns: TableColumnsType<SuppressionRowFragment> = compact
    ? [
        {
          key: 'address',
          title: 'Address',
          render: (_, row) => (
            <div className="ff-suppressions__stack">
              <EmailText email={row.email} />
              <span className="ff-suppressions__line">
                <ReasonTag row={row} />
                <span className="ff-muted ff-suppressions__nowrap">{formatDate(row.createdAt)}</span>
              </span>
              {row.detail ? <span className="ff-suppressions__detail">{row.detail}</span> : null}
              {row.sourceLabel ? <span className="ff-muted">From {row.sourceLabel}</span> : null}
            </div>
          ),
        },
        {
          key: 'actions',
          title: <span className="ff-visually-hidden">Actions</span>,
          align: 'right',
          render: (_, row) => <RemoveButton row={row} busy={busy} onRemove={onRemove} />,
        },
      ]
    : [
        {
          key: 'email',
          title: 'Address',
          dataIndex: 'email',
          render: (email: string) => <EmailText email={email} />,
        },
        { key: 'reason', title: 'Reason', render: (_, row) => <ReasonTag row={row} /> },
        {
          key: 'detail',
          title: 'Detail',
          dataIndex: 'detail',
          render: (detail: string | null) => <span className="ff-suppressions__detail">{muted(detail)}</span>,
        },
        { key: 'source', title: 'Source', dataIndex: 'sourceLabel', render: muted },
        {
          key: 'createdAt',
          title: <span className="ff-suppressions__nowrap">Date added</span>,
          dataIndex: 'createdAt',
          render: (createdAt: string) => (
            <span className="ff-suppressions__nowrap">{formatDate(createdAt)}</span>
          ),
        },
        {
          key: 'actions',
          title: <span className="ff-visually-hidden">Actions</span>,
          align: 'right',
          render: (_, row) => <RemoveButton row={row} busy={busy} onRemove={onRemove} />,
        },
      ];

  return (
    <Table<SuppressionRowFragment>
      className="ff-suppressions__table"
      rowKey="id"
      columns={columns}
      dataSource={[...items]}
      pagination={false}
      size={compact ? 'small' : 'middle'}
    />
  );
}
