import { DeleteOutlined, RollbackOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { formatCount, formatDate } from '../../app/format';
import { GENERIC_FAILURE } from '../../app/graphql-errors';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  DeleteFunnelForeverDocument,
  EmptyRecycleBinDocument,
  RecycledFunnelsDocument,
  RestoreFunnelDocument,
  type RecycledFunnelsQuery,
} from '../../gql/graphql';
import { daysLeft, deletionBadge } from '../../modules/recycle-bin/days-left';
import { typeMeta } from '../../modules/funnels/funnel-types';
import './recycle-bin.css';

type Recycled = RecycledFunnelsQuery['recycledFunnels'][number];

const REFRESH = ['RecycledFunnels', 'Funnels', 'FunnelStats'];

/** 002 Recycle bin: restore, delete forever and empty the bin, each confirmed. */
export function RecycleBinPage() {
  const { modal } = App.useApp();
  const { data, loading, error, refetch } = useQuery(RecycledFunnelsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [restore] = useMutation(RestoreFunnelDocument, { refetchQueries: REFRESH });
  const [deleteForever] = useMutation(DeleteFunnelForeverDocument, { refetchQueries: REFRESH });
  const [emptyBin] = useMutation(EmptyRecycleBinDocument, { refetchQueries: REFRESH });
  const [busy, setBusy] = useState<string | null>(null);
  const items = data?.recycledFunnels ?? [];
  const [now] = useState(() => Date.now());
  const urgent = items.filter((item) => daysLeft(item.permanentDeleteAt, now) <= 3);

  const act = async (key: string, run: () => Promise<unknown>, success: string, failureTitle: string) => {
    setBusy(key);
    try {
      await run();
      toast({ title: success, variant: 'success' });
    } catch (failure) {
      failureToast(failure, (info) => info.message, { title: failureTitle, fallback: GENERIC_FAILURE });
    } finally {
      setBusy(null);
    }
  };

  const confirmRestore = (item: Recycled) =>
    modal.confirm({
      title: `Restore "${item.name}"?`,
      content: 'It comes back to My Funnels as a draft.',
      okText: 'Restore',
      onOk: () =>
        act(item.id, () => restore({ variables: { id: item.id } }), 'Funnel Restored', 'Restore Failed'),
    });

  const confirmDelete = (item: Recycled) =>
    modal.confirm({
      title: `Delete "${item.name}" forever?`,
      content: 'This cannot be undone.',
      okText: 'Delete Forever',
      okButtonProps: { danger: true },
      onOk: () =>
        act(item.id, () => deleteForever({ variables: { id: item.id } }), 'Funnel Deleted', 'Delete Failed'),
    });

  const confirmEmpty = () =>
    modal.confirm({
      title: 'Empty the recycle bin?',
      content: `All ${items.length} deleted funnel${items.length === 1 ? '' : 's'} will be deleted forever. This cannot be undone.`,
      okText: 'Empty Bin',
      okButtonProps: { danger: true },
      onOk: () => act('all', () => emptyBin(), 'Recycle Bin Emptied', 'Empty Failed'),
    });

  return (
    <div className="ff-recycle">
      <div className="ff-toolbar">
        <p className="ff-toolbar__grow ff-muted ff-recycle__note">
          Deleted funnels stay here for 7 days, then they are deleted for good.
        </p>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={items.length === 0}
          loading={busy === 'all'}
          onClick={confirmEmpty}
        >
          Empty Bin
        </Button>
      </div>

      {urgent.length > 0 ? (
        <Alert
          className="ff-recycle__alert"
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          title={`${urgent.length} funnel${urgent.length === 1 ? '' : 's'} will be deleted forever within 3 days`}
          description="Restore what you want to keep."
        />
      ) : null}

      {error && !data ? (
        <Empty description="Could not load the recycle bin. Check your connection and try again.">
          <Button onClick={() => void refetch()}>Retry</Button>
        </Empty>
      ) : loading && !data ? (
        <div className="ff-recycle__list" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i}>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          ))}
        </div>
      ) : items.length === 0 ? (
        <div className="ff-empty">
          <Empty
            description={
              <span className="ff-pending">
                <strong>The recycle bin is empty</strong>
                <span>Funnels you delete wait here for 7 days, ready to be restored.</span>
              </span>
            }
          />
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Deleted funnels</h2>
          <ul className="ff-recycle__list" aria-label="Deleted funnels">
            {items.map((item) => {
              const left = daysLeft(item.permanentDeleteAt, now);
              const badge = deletionBadge(left);
              return (
                <li key={item.id} className="ff-recycle__item">
                  <div className="ff-recycle__main">
                    <div className="ff-recycle__title">
                      <h3>{item.name}</h3>
                      <span className={badge.className}>{badge.label}</span>
                    </div>
                    <p className="ff-muted">{item.description || 'No description available'}</p>
                    <p className="ff-recycle__meta">
                      {typeMeta(item.templateType).label} · {formatCount(item.totalViews)} views ·{' '}
                      {item.conversionRate}% conversion · Deleted {formatDate(item.deletedAt)}
                    </p>
                  </div>
                  <div className="ff-recycle__actions">
                    <Button
                      icon={<RollbackOutlined />}
                      loading={busy === item.id}
                      onClick={() => confirmRestore(item)}
                    >
                      Restore
                    </Button>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={busy === item.id}
                      onClick={() => confirmDelete(item)}
                    >
                      Delete Forever
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
