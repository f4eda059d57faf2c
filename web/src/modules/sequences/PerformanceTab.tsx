import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton, Statistic, Table } from 'antd';
import { formatPercent } from '../../app/format';
import { EmailSequencePerformanceDocument } from '../../gql/graphql';

/** Performance tab: 001 §3 sequence performance from the send logs, and each step's counters. */
export function PerformanceTab({ sequenceId }: { sequenceId: string }) {
  const perf = useQuery(EmailSequencePerformanceDocument, {
    variables: { sequenceId },
    fetchPolicy: 'cache-and-network',
  });
  const data = (perf.data ?? perf.previousData)?.emailSequencePerformance;
  if (!data)
    return perf.error ? (
      <Empty description="Could not load the performance figures." />
    ) : (
      <div aria-busy="true" aria-label="Loading performance">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  return (
    <div className="ff-performance">
      <div className="ff-performance__cards">
        <Card>
          <Statistic title="Total Sent" value={data.totalSent} />
        </Card>
        <Card>
          <Statistic title="Delivered" value={data.totalDelivered} />
        </Card>
        <Card>
          <Statistic title="Open Rate" value={formatPercent(data.openRate)} />
        </Card>
        <Card>
          <Statistic title="Click Rate" value={formatPercent(data.clickRate)} />
        </Card>
      </div>
      {data.totalSent === 0 ? (
        <p className="ff-sequences__hint">No emails of this sequence have been sent yet.</p>
      ) : null}
      {data.totalSimulated > 0 ? (
        <p className="ff-sequences__hint">
          {data.totalSimulated === 1 ? '1 email was' : `${data.totalSimulated} emails were`} sent without an
          SMTP server (logged, not delivered): counted in Total Sent, not in Delivered or the rates.
        </p>
      ) : null}
      <Table
        size="small"
        rowKey="stepId"
        pagination={false}
        dataSource={data.steps}
        locale={{ emptyText: 'No steps yet' }}
        columns={[
          { title: 'Step', dataIndex: 'stepNumber', width: 70 },
          { title: 'Subject', dataIndex: 'subject' },
          { title: 'Sent', dataIndex: 'sentCount', width: 90 },
          { title: 'Opens', dataIndex: 'openCount', width: 90 },
          { title: 'Clicks', dataIndex: 'clickCount', width: 90 },
        ]}
      />
    </div>
  );
}
