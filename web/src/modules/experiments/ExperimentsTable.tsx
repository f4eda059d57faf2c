import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '../../app/format';
import type { ExperimentRowFragment } from '../../gql/graphql';
import { variantLabel } from './experiment-meta';
import { ExperimentStatusBadge } from './ExperimentStatusBadge';

/** The variant ahead, by its letter and name: 'B · Short form'. */
function leaderLabel(experiment: Pick<ExperimentRowFragment, 'variants' | 'results'>): string {
  const key = experiment.results.leader;
  return key ? variantLabel(key, experiment.variants.find((v) => v.key === key)?.name) : '–';
}

const TABLE_MIN_WIDTH = 960;

const COLUMNS: TableColumnsType<ExperimentRowFragment> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, e) => (
      <Link to={`/experiments/${e.id}`} className="ff-experiments__name">
        {e.name}
      </Link>
    ),
  },
  { title: 'Funnel · step', key: 'funnel', render: (_, e) => `${e.funnelName} · ${e.stepName}` },
  { title: 'Status', key: 'status', render: (_, e) => <ExperimentStatusBadge status={e.status} /> },
  { title: 'Variants', key: 'variants', align: 'right', render: (_, e) => e.variants.length },
  {
    title: 'Visitors',
    key: 'visitors',
    align: 'right',
    render: (_, e) => formatCount(e.results.visitors),
  },
  { title: 'Leader', key: 'leader', render: (_, e) => leaderLabel(e) },
  {
    title: 'Verdict',
    key: 'verdict',
    render: (_, e) => <div className="ff-experiments__verdict">{e.results.verdict.text}</div>,
  },
];

/** The A/B tests as a table; on a phone it scrolls sideways inside its box. */
export function ExperimentsTable({ items }: { items: readonly ExperimentRowFragment[] }) {
  return (
    <Table<ExperimentRowFragment>
      className="ff-experiments__table"
      rowKey="id"
      columns={COLUMNS}
      dataSource={[...items]}
      pagination={false}
      // At least this wide (a phone scrolls it sideways); wider screens wrap the long texts.
      scroll={{ x: TABLE_MIN_WIDTH }}
    />
  );
}
