import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { formatCount, formatDate } from '../../app/format';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  DeleteEmailSequenceDocument,
  EmailSequencesDocument,
  UpdateEmailSequenceDocument,
  type SequenceRowFragment,
} from '../../gql/graphql';
import { CreateSequenceDialog } from './CreateSequenceDialog';
import { SEQUENCE_TEXT, TRIGGER_LABELS } from './sequence-meta';

/** 001 §2.5: the sequences, each with its Active/Paused toggle; opening one shows its tabs. */
export function SequenceList({ onOpen }: { onOpen: (id: string) => void }) {
  const { modal } = App.useApp();
  const list = useQuery(EmailSequencesDocument, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateEmailSequenceDocument);
  const [remove] = useMutation(DeleteEmailSequenceDocument);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  // 001 §2.1: nothing renders when the load itself is unauthorised (the link signs out).
  if (isSessionExpired(list.error)) return null;

  const toggle = async (sequence: SequenceRowFragment, isActive: boolean) => {
    setBusy(sequence.id);
    try {
      await update({ variables: { id: sequence.id, input: { isActive } } });
      successToast(isActive ? SEQUENCE_TEXT.activated : SEQUENCE_TEXT.paused);
    } catch (error) {
      failureToast(error, SEQUENCE_TEXT.updateFailed);
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = (sequence: SequenceRowFragment) =>
    modal.confirm({
      title: `Delete the sequence "${sequence.name}"?`,
      content: 'Its steps, subscribers and send history are deleted too. This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove({ variables: { id: sequence.id } });
          successToast(SEQUENCE_TEXT.deleted);
          refetchQuietly(list);
        } catch (error) {
          failureToast(error, SEQUENCE_TEXT.deleteFailed);
        }
      },
    });

  const items = (list.data ?? list.previousData)?.emailSequences;

  return (
    <div className="ff-sequences">
      <div className="ff-toolbar">
        <div>
          <h2 className="ff-sequences__title">Email Sequences</h2>
          <p className="ff-sequences__subtitle">
            Timed emails that go out automatically after a lead enters.
          </p>
        </div>
        <div className="ff-toolbar__grow" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create Sequence
        </Button>
      </div>

      {list.error && !items ? (
        <div className="ff-sequences__empty">
          <Empty description="Could not load your sequences. Check your connection and try again.">
            <Button onClick={() => refetchQuietly(list)}>Retry</Button>
          </Empty>
        </div>
      ) : !items ? (
        <div className="ff-sequences__loading" aria-busy="true" aria-label="Loading sequences">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : items.length === 0 ? (
        <div className="ff-sequences__empty">
          <Empty
            description={
              <>
                <strong>No email sequences yet</strong>
                <br />
                Create a sequence to send timed emails to your leads automatically.
              </>
            }
          >
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              Create Sequence
            </Button>
          </Empty>
        </div>
      ) : (
        <ul className="ff-sequences__list" aria-label="Email sequences">
          {items.map((sequence) => (
            <li key={sequence.id} className="ff-sequence">
              <button type="button" className="ff-sequence__open" onClick={() => onOpen(sequence.id)}>
                <span className="ff-sequence__name">{sequence.name}</span>
                {sequence.description ? (
                  <span className="ff-sequence__description">{sequence.description}</span>
                ) : null}
                <span className="ff-sequence__meta">
                  <Tag style={{ marginInlineEnd: 8 }}>{TRIGGER_LABELS[sequence.trigger]}</Tag>
                  {sequence.stepCount} step{sequence.stepCount === 1 ? '' : 's'} ·{' '}
                  {formatCount(sequence.activeSubscriberCount)} active subscriber
                  {sequence.activeSubscriberCount === 1 ? '' : 's'} · {formatCount(sequence.totalSent)} sent ·
                  Created {formatDate(sequence.createdAt)}
                </span>
              </button>
              <div className="ff-sequence__actions">
                <Tag color={sequence.isActive ? 'green' : 'default'}>
                  {sequence.isActive ? 'Active' : 'Paused'}
                </Tag>
                <Switch
                  aria-label={`${sequence.name}: ${sequence.isActive ? 'Active' : 'Paused'}`}
                  checked={sequence.isActive}
                  loading={busy === sequence.id}
                  onChange={(checked) => void toggle(sequence, checked)}
                />
                <Button
                  type="text"
                  danger
                  aria-label={`Delete ${sequence.name}`}
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(sequence)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      <CreateSequenceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(sequence) => {
          setCreating(false);
          refetchQuietly(list);
          onOpen(sequence.id);
        }}
      />
    </div>
  );
}
