import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { lazy, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorInfo } from '../../app/graphql-errors';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import type { ExperimentDetailFragment } from '../../gql/graphql';
import { ReportCard } from '../../modules/analytics/ReportCard';
import { variantLabel } from '../../modules/experiments/experiment-meta';
import { RATE_CHART_HEIGHT, rateRows, rateTable } from '../../modules/experiments/experiment-series';
import { ExperimentHeader } from '../../modules/experiments/ExperimentHeader';
import { ExperimentSetup } from '../../modules/experiments/ExperimentSetup';
import { ExperimentVerdict } from '../../modules/experiments/ExperimentVerdict';
import { useExperiment } from '../../modules/experiments/use-experiment';
import { useExperimentActions } from '../../modules/experiments/use-experiment-actions';
import { VariantResults } from '../../modules/experiments/VariantResults';
import './experiments.css';

// recharts is large: the chart loads in its own chunk, after the figures.
const ExperimentRateChart = lazy(() =>
  import('../../modules/experiments/ExperimentRateChart').then((m) => ({ default: m.ExperimentRateChart })),
);

function BackToList() {
  return (
    <Link to="/experiments" className="ff-experiment__back">
      <ArrowLeftOutlined aria-hidden /> All A/B tests
    </Link>
  );
}

/**
 * One A/B test: what it tests, its actions, the verdict, each variant's figures against A and
 * their rates over time; a draft shows its setup instead of figures. Figures follow the funnel's
 * live traffic while the test runs.
 */
export function ExperimentPage() {
  const { id = '' } = useParams();
  const { query, experiment } = useExperiment(id);

  if (isSessionExpired(query.error)) return null;
  if (!experiment) {
    const notFound = query.error && errorInfo(query.error).code === 'NOT_FOUND';
    return (
      <div className="ff-experiment">
        <BackToList />
        {notFound ? (
          <div className="ff-experiments__empty">
            <Empty description="This A/B test does not exist, or it was deleted." />
          </div>
        ) : query.error ? (
          <Alert
            type="error"
            showIcon
            title="Could not load this A/B test."
            description="Check your connection and try again."
            action={
              <Button size="small" onClick={() => refetchQuietly(query)}>
                Retry
              </Button>
            }
          />
        ) : (
          <Card aria-busy="true" aria-label="Loading the A/B test">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        )}
      </div>
    );
  }
  return <ExperimentView experiment={experiment} />;
}

function ExperimentView({ experiment: e }: { experiment: ExperimentDetailFragment }) {
  // Unsaved setup changes are not what Start would use: the confirmation says so.
  const [unsavedSetup, setUnsavedSetup] = useState(false);
  const actions = useExperimentActions(e, { unsavedSetup });
  const onDirtyChange = useCallback((dirty: boolean) => setUnsavedSetup(dirty), []);
  const draft = e.status === 'draft';
  const nameOf = (key: string) => variantLabel(key, e.variants.find((v) => v.key === key)?.name);
  const series = e.results.series;
  const table = rateTable(series, nameOf);
  return (
    <div className="ff-experiment">
      <BackToList />
      <ExperimentHeader experiment={e} actions={actions} />
      <ExperimentVerdict results={e.results} status={e.status} />
      {draft ? (
        <ExperimentSetup key={e.updatedAt} experiment={e} onDirtyChange={onDirtyChange} />
      ) : (
        <>
          <VariantResults experiment={e} onPromote={actions.confirmPromote} />
          <ReportCard
            table={table}
            period={{ from: series[0]?.date ?? '', to: series[series.length - 1]?.date ?? '' }}
            chart={
              <ExperimentRateChart
                rows={rateRows(series)}
                variants={e.variants.map((v) => ({ key: v.key, label: nameOf(v.key) }))}
              />
            }
            chartHeight={RATE_CHART_HEIGHT}
            emptyText="No visitors yet: the chart starts with the first day of traffic."
          />
        </>
      )}
    </div>
  );
}
