import { UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  EmailSequenceSubscribersDocument,
  RemoveSequenceSubscriberDocument,
  type SequenceSubscriberRowFragment,
  type SequenceSubscriberStatus,
} from '../../gql/graphql';
import { EnrolLeadsDialog } from './EnrolLeadsDialog';
import { SEQUENCE_TEXT, SUBSCRIBERS_PAGE_SIZE, leadName } from './sequence-meta';

const STATUS_COLOURS: Record<SequenceSubscriberStatus, string> = {
  active: 'green',
  completed: 'blue',
  removed: 'default',
  unsubscribed: 'red',
};

/** "MMM DD, YYYY h:mm A", or a dash. */
const when = (value: string | null) =>
  value ? `${formatDate(value)} ${dayjs(value).format('h:mm A')}` : '—';

/** Subscribers tab: each subscriber's lead, current step, status and next email time, paged; enrol and remove. */
export function SubscribersTab({ sequenceId, onChanged }: { sequenceId: string; onChanged: () => void }) {
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [enrolling, setEnrolling] = useState(false);
  const subscribers = useQuery(EmailSequenceSubscribersDocument, {
    variables: { sequenceId, limit: SUBSCRIBERS_PAGE_SIZE, offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [removeSubscriber] = useMutation(RemoveSequenceSubscriberDocument);
  const data = (subscribers.data ?? subscribers.previousData)?.emailSequenceSubscribers;

  const refresh = () => {
    refetchQuietly(subscribers);
    onChanged();
  };

  const confirmRemove = (subscriber: SequenceSubscriberRowFragment) =>
    modal.confirm({
      title: `Remove ${leadName(subscriber.lead)} from this sequence?`,
      content: 'No more emails of this sequence are sent to them. Their send history is kept.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await removeSubscriber({ variables: { id: subscriber.id } });
          successToast(SEQUENCE_TEXT.subscriberRemoved);
          refresh();
        } catch (error) {
          failureToast(error, SEQUENCE_TEXT.subscriberRemoveFailed);
        }
      },
    });

  return (
    <div className="ff-subscribers">
      <div className="ff-toolbar">
        <span>{data ? `${data.total} subscriber${data.total === 1 ? '' : 's'}` : ''}</span>
        <div className="ff-toolbar__grow" />
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setEnrolling(true)}>
          Enrol leads
        </Button>
      </div>
      <Table<SequenceSubscriberRowFragment>
        rowKey="id"
        size="middle"
        loading={!data && !subscribers.error}
        dataSource={data?.items ?? []}
        locale={{
          // In the muted text colour: antd's placeholder grey (#bfbfbf) is too faint to read.
          emptyText: (
            <span className="ff-muted">No subscribers yet. Enrol leads to start sending this sequence.</span>
          ),
        }}
        pagination={{
          current: page,
          pageSize: SUBSCRIBERS_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            title: 'Lead',
            key: 'lead',
            render: (_, row) => (
              <div>
                <div>{leadName(row.lead)}</div>
                <div className="ff-enrol__email">{row.lead.email}</div>
              </div>
            ),
          },
          { title: 'Current Step', dataIndex: 'currentStep', width: 120 },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 130,
            render: (status: SequenceSubscriberStatus) => <Tag color={STATUS_COLOURS[status]}>{status}</Tag>,
          },
          {
            title: 'Next Email',
            key: 'next',
            render: (_, row) => (row.status === 'active' ? when(row.nextEmailAt) : '—'),
          },
          { title: 'Enrolled', key: 'started', render: (_, row) => formatDate(row.startedAt) },
          {
            title: <span className="ff-visually-hidden">Actions</span>,
            key: 'actions',
            width: 110,
            render: (_, row) =>
              row.status === 'removed' ? null : (
                <Button danger size="small" onClick={() => confirmRemove(row)}>
                  Remove
                </Button>
              ),
          },
        ]}
      />
      <EnrolLeadsDialog
        sequenceId={sequenceId}
        open={enrolling}
        onClose={() => setEnrolling(false)}
        onEnrolled={() => {
          setEnrolling(false);
          setPage(1);
          refresh();
        }}
      />
    </div>
  );
}
