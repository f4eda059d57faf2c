import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '../../app/format';
import type { ExperimentRowFragment } from '../../gql/graphql';
import { ExperimentStatusBadge } from './ExperimentStatusBadge';

/** The variant ahead by its letter and, when renamed, its name: 'B (Short form)'. */
export function leaderLabel(experiment: Pick<ExperimentRowFragment, 'variants' | 'results'>): string {
  const key = experiment.results.leader;
  if (!key) return '–';
  const name = experiment.variants.find((v) => v.key === key)?.name;
  return name && name !== key ? `${key} (${name})` : key;
}

const COLUMNS: TableColumnsType<ExperimentRowFragment> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, e) => <Link to={`/experiments/${e.id}`}>{e.name}</Link>,
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
    className: 'ff-experiments__verdict',
    render: (_, e) => e.results.verdict.text,
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
      scroll={{ x: 'max-content' }}
    />
  );
}
