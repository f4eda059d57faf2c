import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../app/format';
import type { ExperimentDetailFragment } from '../../gql/graphql';
import { goalLabel } from './experiment-goals';
import { ExperimentStatusBadge } from './ExperimentStatusBadge';
import type { ExperimentActions } from './use-experiment-actions';

/** How long it has run, or since when: 'Started Nov 21, 2026 · ended Nov 30, 2026'. */
function timeline(e: Pick<ExperimentDetailFragment, 'createdAt' | 'startedAt' | 'endedAt'>): string {
  if (!e.startedAt) return `Created ${formatDate(e.createdAt)}`;
  const started = `Started ${formatDate(e.startedAt)}`;
  return e.endedAt ? `${started} · ended ${formatDate(e.endedAt)}` : started;
}

/** The test's name, funnel and step, status and the actions its status allows. */
export function ExperimentHeader({
  experiment: e,
  actions,
}: {
  experiment: ExperimentDetailFragment;
  actions: ExperimentActions;
}) {
  const canStart = e.status === 'draft' || e.status === 'paused';
  return (
    <header className="ff-experiment__header">
      <div className="ff-experiment__title-block">
        <h2 className="ff-experiment__name">{e.name}</h2>
        <p className="ff-experiment__where">
          <Link to={`/builder/${encodeURIComponent(e.funnelId)}`}>{e.funnelName}</Link> · {e.stepName}
        </p>
        <p className="ff-experiment__when">
          <ExperimentStatusBadge status={e.status} /> <span className="ff-muted">{timeline(e)}</span>
        </p>
        <p className="ff-muted ff-experiment__goal">Goal: {goalLabel(e.goals.primary)}</p>
      </div>
      <div className="ff-experiment__actions">
        {canStart ? (
          <Button type="primary" icon={<PlayCircleOutlined />} onClick={actions.confirmStart}>
            {e.status === 'paused' ? 'Resume' : 'Start test'}
          </Button>
        ) : null}
        {e.status === 'running' ? (
          <Button icon={<PauseCircleOutlined />} onClick={actions.confirmPause}>
            Pause
          </Button>
        ) : null}
        {e.status === 'running' || e.status === 'paused' ? (
          <Button danger icon={<StopOutlined />} onClick={actions.confirmEnd}>
            End test
          </Button>
        ) : null}
        {e.status !== 'running' ? (
          <Button danger icon={<DeleteOutlined />} onClick={actions.confirmDelete}>
            Delete
          </Button>
        ) : null}
      </div>
    </header>
  );
}
