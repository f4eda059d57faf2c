import { DownloadOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { App, Button, Empty, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  RemoveSuppressionDocument,
  type SuppressionReason,
  type SuppressionRowFragment,
} from '../../gql/graphql';
import { useDebouncedValue } from '../../modules/leads/use-debounced-value';
import { AddSuppressionDialog } from '../../modules/suppressions/AddSuppressionDialog';
import {
  SUPPRESSION_REASONS,
  SUPPRESSION_TEXT,
  addressCount,
  isFiltered,
  suppressionExportUrl,
  type SuppressionFilter,
} from '../../modules/suppressions/suppression-meta';
import { SuppressionsTable } from '../../modules/suppressions/SuppressionsTable';
import { useSuppressions } from '../../modules/suppressions/use-suppressions';
import './suppressions.css';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL_REASONS = 'all';
const REASON_OPTIONS = [
  { value: ALL_REASONS, label: 'All reasons' },
  ...SUPPRESSION_REASONS.map(({ value, label }) => ({ value, label })),
];

/**
 * The suppression list (issue 24): the addresses every campaign and sequence skips. Search by
 * part of an address, filter by reason, add one by hand, remove one (asked first), export the
 * filtered list as CSV. Bounces, complaints and unsubscribes land here while the screen is open.
 */
export function SuppressionsPage() {
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [reason, setReason] = useState<SuppressionReason | null>(null);
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filter: SuppressionFilter = { search: settledSearch, reason };
  const { query, page, hasMore, loadingMore, loadMore } = useSuppressions(filter);
  const [remove] = useMutation(RemoveSuppressionDocument);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  // Another filter's answer is on its way: keep showing the last one meanwhile.
  const shown = page ?? query.previousData?.suppressions;

  const confirmRemove = (row: SuppressionRowFragment) =>
    modal.confirm({
      title: SUPPRESSION_TEXT.removeTitle(row.email),
      content: SUPPRESSION_TEXT.removeContent,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(row.id);
        try {
          await remove({ variables: { id: row.id } });
          successToast(SUPPRESSION_TEXT.removed(row.email));
          refetchQuietly(query);
        } catch (error) {
          failureToast(error, ({ message }) => message, { fallback: SUPPRESSION_TEXT.removeFailed });
        } finally {
          setBusy(null);
        }
      },
    });

  // The list renders nothing when its own load is unauthorised (the session-expiry link signs out).
  if (isSessionExpired(query.error)) return null;

  let body;
  if (!shown && query.error)
    body = (
      <div className="ff-suppressions__empty">
        <Empty description={SUPPRESSION_TEXT.loadFailed}>
          <Button onClick={() => refetchQuietly(query)}>Retry</Button>
        </Empty>
      </div>
    );
  else if (!shown)
    body = (
      <div className="ff-suppressions__loading" aria-busy="true" aria-label="Loading the suppression list">
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  else if (shown.items.length === 0)
    body = (
      <div className="ff-suppressions__empty">
        <Empty
          description={
            isFiltered(filter) ? (
              <span className="ff-pending">
                <strong>No addresses found</strong>
                <span>Try another search or reason.</span>
              </span>
            ) : (
              <span className="ff-pending">
                <strong>Your suppression list is empty</strong>
                <span>
                  Addresses that bounce, complain of spam or unsubscribe are added here automatically. Every
                  campaign and sequence skips the addresses on this list; add one by hand to stop emailing it.
                </span>
              </span>
            )
          }
        />
      </div>
    );
  else
    body = (
      <>
        <SuppressionsTable items={shown.items} busy={busy} onRemove={confirmRemove} />
        {hasMore ? (
          <div className="ff-suppressions__more">
            <Button onClick={loadMore} loading={loadingMore}>
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="ff-suppressions">
      <p className="ff-muted ff-suppressions__intro">
        Every campaign and sequence skips these addresses. Hard bounces, spam complaints and unsubscribes are
        added automatically.
      </p>
      <div className="ff-toolbar">
        <Input
          className="ff-toolbar__grow"
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Search addresses..."
          aria-label="Search addresses"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          aria-label="Filter by reason"
          className="ff-suppressions__reason-filter"
          value={reason ?? ALL_REASONS}
          options={REASON_OPTIONS}
          onChange={(value: string) => setReason(value === ALL_REASONS ? null : (value as SuppressionReason))}
        />
        <Button icon={<DownloadOutlined />} href={suppressionExportUrl(filter)} download>
          Export CSV
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add address
        </Button>
      </div>
      {shown ? (
        <p className="ff-suppressions__total" aria-live="polite">
          {isFiltered(filter)
            ? `${addressCount(shown.total)} found`
            : `${addressCount(shown.total)} on your list`}
        </p>
      ) : null}
      {body}
      <AddSuppressionDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => refetchQuietly(query)}
      />
    </div>
  );
}
