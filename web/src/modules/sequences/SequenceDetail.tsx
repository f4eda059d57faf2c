import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Empty, Skeleton, Switch, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast, successToast } from '../../app/toast/notify';
import { EmailSequencesDocument, UpdateEmailSequenceDocument } from '../../gql/graphql';
import { PerformanceTab } from './PerformanceTab';
import { SEQUENCE_TEXT, TRIGGER_LABELS } from './sequence-meta';
import { StepsTab } from './StepsTab';
import { SubscribersTab } from './SubscribersTab';

/** 001 §2.5 detail view: the sequence's header and the Email Steps, Performance and Subscribers tabs. */
export function SequenceDetail({ sequenceId, onBack }: { sequenceId: string; onBack: () => void }) {
  // From the network too: a sequence created a moment ago may not be in the cached list yet.
  const list = useQuery(EmailSequencesDocument, { fetchPolicy: 'cache-and-network' });
  const [update, updating] = useMutation(UpdateEmailSequenceDocument);
  const [tab, setTab] = useState('steps');
  const refreshList = () => refetchQuietly(list);
  const sequence = (list.data ?? list.previousData)?.emailSequences.find((s) => s.id === sequenceId);

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} className="ff-sequences__back">
      Back to Sequences
    </Button>
  );
  if (!sequence)
    return (
      <div className="ff-sequences">
        {back}
        {list.loading ? <Skeleton active /> : <Empty description="Sequence not found" />}
      </div>
    );

  const toggle = async (isActive: boolean) => {
    try {
      await update({ variables: { id: sequence.id, input: { isActive } } });
      successToast(isActive ? SEQUENCE_TEXT.activated : SEQUENCE_TEXT.paused);
    } catch (error) {
      failureToast(error, SEQUENCE_TEXT.updateFailed);
    }
  };

  const triggerText =
    sequence.trigger === 'funnel_signup'
      ? sequence.triggerValue
        ? 'Funnel signup (one funnel)'
        : 'Funnel signup (any funnel)'
      : sequence.trigger === 'tag_added'
        ? `Tag added: ${sequence.triggerValue ?? ''}`
        : sequence.trigger === 'date_based'
          ? `Date: ${formatDate(sequence.triggerValue)}`
          : TRIGGER_LABELS.manual;

  return (
    <div className="ff-sequences">
      {back}
      <div className="ff-sequence-detail__head">
        <div>
          <h2 className="ff-sequences__title">{sequence.name}</h2>
          {sequence.description ? <p className="ff-sequences__subtitle">{sequence.description}</p> : null}
          <Tag>{triggerText}</Tag>
        </div>
        <div className="ff-toolbar__grow" />
        <Tag color={sequence.isActive ? 'green' : 'default'}>{sequence.isActive ? 'Active' : 'Paused'}</Tag>
        <Switch
          aria-label={`${sequence.name}: ${sequence.isActive ? 'Active' : 'Paused'}`}
          checked={sequence.isActive}
          loading={updating.loading}
          onChange={(checked) => void toggle(checked)}
        />
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'steps',
            label: 'Email Steps',
            children: <StepsTab sequenceId={sequence.id} onChanged={refreshList} />,
          },
          { key: 'performance', label: 'Performance', children: <PerformanceTab sequenceId={sequence.id} /> },
          {
            key: 'subscribers',
            label: 'Subscribers',
            children: <SubscribersTab sequenceId={sequence.id} onChanged={refreshList} />,
          },
        ]}
      />
    </div>
  );
}
