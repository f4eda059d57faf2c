import { useQuery } from '@apollo/client/react';
import { Button, Empty, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { ExperimentsDocument, FunnelsDocument, type ExperimentStatus } from '../../gql/graphql';
import { EmailAbTests } from '../../modules/campaigns/EmailAbTests';
import { EXPERIMENT_STATUS_BADGES, EXPERIMENT_STATUSES } from '../../modules/experiments/experiment-meta';
import { ExperimentsTable } from '../../modules/experiments/ExperimentsTable';
import { useExperimentsParams } from '../../modules/experiments/use-experiments-params';
import './experiments.css';

const ALL = '';
/** The funnel filter lists this many funnels: the api's largest page (as on the analytics screen). */
const FUNNEL_OPTIONS_LIMIT = 100;

const HOW_TO_START = "Create an A/B test from a funnel's menu in My Funnels.";

/**
 * The A/B tests, newest first: status, variants, visitors, the leader and the verdict of each;
 * then the campaigns testing their email.
 */
export function ExperimentsPage() {
  const navigate = useNavigate();
  const { funnelId, status, update } = useExperimentsParams();
  const funnels = useQuery(FunnelsDocument, {
    variables: { filter: { limit: FUNNEL_OPTIONS_LIMIT } },
    fetchPolicy: 'cache-and-network',
  });
  const list = useQuery(ExperimentsDocument, {
    variables: { funnelId, status },
    fetchPolicy: 'cache-and-network',
  });

  // Nothing renders when the load itself is unauthorised (the session-expiry link signs out).
  if (isSessionExpired(list.error)) return null;

  const items = list.data?.experiments ?? (list.error ? undefined : list.previousData?.experiments);
  const funnelItems = funnels.data?.funnels.items ?? [];
  // A funnel from a link that is not among the options still shows by name.
  const linkedName =
    funnelId && !funnelItems.some((f) => f.id === funnelId)
      ? (items?.find((e) => e.funnelId === funnelId)?.funnelName ?? 'This funnel')
      : null;
  const filtered = funnelId !== null || status !== null;
  const inPage = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

  return (
    <div className="ff-experiments">
      <div className="ff-toolbar">
        <Select<string>
          aria-label="Funnel"
          className="ff-experiments__funnel"
          value={funnelId ?? ALL}
          loading={funnels.loading}
          showSearch={{ optionFilterProp: 'label' }}
          getPopupContainer={inPage}
          options={[
            { value: ALL, label: 'All funnels' },
            ...(linkedName && funnelId ? [{ value: funnelId, label: linkedName }] : []),
            ...funnelItems.map((f) => ({ value: f.id, label: f.name })),
          ]}
          onChange={(value) => update({ funnelId: value || null })}
        />
        <Select<ExperimentStatus | typeof ALL>
          aria-label="Status"
          className="ff-experiments__status"
          value={status ?? ALL}
          getPopupContainer={inPage}
          options={[
            { value: ALL, label: 'All statuses' },
            ...EXPERIMENT_STATUSES.map((s) => ({ value: s, label: EXPERIMENT_STATUS_BADGES[s].label })),
          ]}
          onChange={(value) => update({ status: value || null })}
        />
        {items && items.length > 0 ? (
          <span className="ff-muted" aria-live="polite">
            {items.length === 1 ? '1 A/B test' : `${formatCount(items.length)} A/B tests`}
          </span>
        ) : null}
      </div>

      {list.error && !items ? (
        <div className="ff-experiments__empty">
          <Empty description="Could not load your A/B tests. Check your connection and try again.">
            <Button onClick={() => refetchQuietly(list)}>Retry</Button>
          </Empty>
        </div>
      ) : !items ? (
        <div className="ff-experiments__loading" aria-busy="true" aria-label="Loading A/B tests">
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        </div>
      ) : items.length === 0 ? (
        <div className="ff-experiments__empty">
          <Empty
            description={
              <span className="ff-pending">
                <strong>{filtered ? 'No A/B tests match these filters' : 'No A/B tests yet'}</strong>
                <span>{HOW_TO_START}</span>
              </span>
            }
          >
            <Button type="primary" onClick={() => void navigate('/funnels')}>
              Go to My Funnels
            </Button>
          </Empty>
        </div>
      ) : (
        <>
          <h2 className="ff-visually-hidden">Your A/B tests</h2>
          <ExperimentsTable items={items} />
        </>
      )}
      {/* Email tests belong to no funnel and have their own statuses: shown when nothing is filtered. */}
      {filtered ? null : <EmailAbTests />}
    </div>
  );
}
