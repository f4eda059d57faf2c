import type { ExperimentStatus } from '../../gql/graphql';
import { EXPERIMENT_STATUS_BADGES } from './experiment-meta';

export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  const badge = EXPERIMENT_STATUS_BADGES[status];
  return <span className={badge.className}>{badge.label}</span>;
}
