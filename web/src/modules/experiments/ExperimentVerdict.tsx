import { Alert } from 'antd';
import type { ExperimentDetailFragment } from '../../gql/graphql';

/**
 * The verdict in the api's words (green once a variant has won), and a warning when the traffic
 * does not split as configured: then the figures cannot be trusted, whatever they say.
 */
export function ExperimentVerdict({
  results,
  status,
}: {
  results: ExperimentDetailFragment['results'];
  status: ExperimentDetailFragment['status'];
}) {
  const { verdict, srm } = results;
  // A draft has no figures yet: its verdict ('not enough data') would say nothing.
  if (status === 'draft') return null;
  return (
    <div className="ff-experiment__verdict">
      <Alert type={verdict.kind === 'winner' ? 'success' : 'info'} showIcon title={verdict.text} />
      {srm.mismatch ? (
        <Alert
          type="warning"
          showIcon
          title="Traffic is not splitting as configured"
          description="The variants' visitors are further from their weights than chance allows, so the figures may be biased. Check that nothing else (a cache, a redirect, another tool's test) sends visitors to one variant."
        />
      ) : null}
    </div>
  );
}
