import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  ExperimentOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { refetchQuietly } from '../../app/refetch-quietly';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  AddEmailSequenceStepDocument,
  DeleteEmailSequenceStepDocument,
  EmailSequenceStepsDocument,
  ReorderEmailSequenceStepsDocument,
  SendEmailSequenceStepTestDocument,
  UpdateEmailSequenceStepDocument,
  type SequenceStepRowFragment,
} from '../../gql/graphql';
import { useCurrentUser } from '../accounts/use-current-user';
import { SendTestDialog } from '../email/SendTestDialog';
import { SEQUENCE_TEXT, contentPreview, delayLabel } from './sequence-meta';
import { StepDialog, type StepValues } from './StepDialog';

type Editing = { step: SequenceStepRowFragment | null } | null;

/**
 * Email Steps tab: the steps in order with 150-character previews; add, edit, send a test of,
 * move up/down, delete.
 */
export function StepsTab({ sequenceId, onChanged }: { sequenceId: string; onChanged: () => void }) {
  const { modal } = App.useApp();
  const steps = useQuery(EmailSequenceStepsDocument, {
    variables: { sequenceId },
    fetchPolicy: 'cache-and-network',
  });
  const [addStep, adding] = useMutation(AddEmailSequenceStepDocument);
  const [updateStep, updating] = useMutation(UpdateEmailSequenceStepDocument);
  const [deleteStep] = useMutation(DeleteEmailSequenceStepDocument);
  const [reorder] = useMutation(ReorderEmailSequenceStepsDocument);
  const [sendStepTest] = useMutation(SendEmailSequenceStepTestDocument);
  const { user } = useCurrentUser();
  // The step whose Send test dialog is open (it sends the step as saved).
  const [testing, setTesting] = useState<SequenceStepRowFragment | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [moving, setMoving] = useState(false);

  const refresh = () => {
    refetchQuietly(steps);
    onChanged();
  };

  const save = async (values: StepValues) => {
    setServerErrors({});
    const step = editing?.step ?? null;
    try {
      if (step) await updateStep({ variables: { id: step.id, input: values } });
      else await addStep({ variables: { sequenceId, input: values } });
      successToast(step ? SEQUENCE_TEXT.stepUpdated : SEQUENCE_TEXT.stepAdded);
      setEditing(null);
      refresh();
    } catch (error) {
      setServerErrors(failureToast(error, (info) => info.message || SEQUENCE_TEXT.stepFailed).fieldErrors);
    }
  };

  const items = (steps.data ?? steps.previousData)?.emailSequenceSteps;

  const move = async (index: number, by: -1 | 1) => {
    if (!items) return;
    const order = items.map((step) => step.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setMoving(true);
    try {
      await reorder({ variables: { sequenceId, stepIds: order } });
      refresh();
      // Keep the keyboard where the step went.
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`[data-move="${moved}:${by}"]`)?.focus(),
      );
    } catch (error) {
      failureToast(error, SEQUENCE_TEXT.reorderFailed);
    } finally {
      setMoving(false);
    }
  };

  const confirmDelete = (step: SequenceStepRowFragment) =>
    modal.confirm({
      title: `Delete step ${step.stepNumber}, "${step.subject}"?`,
      content: 'The later steps move up one. This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await deleteStep({ variables: { id: step.id } });
          successToast(SEQUENCE_TEXT.stepDeleted);
          refresh();
        } catch (error) {
          failureToast(error, SEQUENCE_TEXT.stepDeleteFailed);
        }
      },
    });

  return (
    <div className="ff-steps">
      <div className="ff-toolbar">
        <div className="ff-toolbar__grow" />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setServerErrors({});
            setEditing({ step: null });
          }}
        >
          Add Step
        </Button>
      </div>
      {!items ? (
        <div className="ff-sequences__loading" aria-busy="true" aria-label="Loading steps">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : items.length === 0 ? (
        <div className="ff-sequences__empty">
          <Empty description="No email steps yet. Add the first email of this sequence." />
        </div>
      ) : (
        <ol className="ff-steps__list" aria-label="Email steps">
          {items.map((step, index) => (
            <li key={step.id} className="ff-step">
              <span className="ff-step__number" aria-hidden="true">
                {step.stepNumber}
              </span>
              <div className="ff-step__body">
                <div className="ff-step__head">
                  <strong>{step.subject}</strong>
                  <Tag>{delayLabel(step.delayHours)}</Tag>
                  {step.isActive ? null : <Tag color="orange">Inactive</Tag>}
                </div>
                <p className="ff-step__preview">{contentPreview(step.content)}</p>
                <span className="ff-step__counts">
                  {step.sentCount} sent · {step.openCount} opened · {step.clickCount} clicked
                </span>
              </div>
              <div className="ff-step__actions">
                <Button
                  aria-label={`Move step ${step.stepNumber} up`}
                  data-move={`${step.id}:-1`}
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0 || moving}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  aria-label={`Move step ${step.stepNumber} down`}
                  data-move={`${step.id}:1`}
                  icon={<ArrowDownOutlined />}
                  disabled={index === items.length - 1 || moving}
                  onClick={() => void move(index, 1)}
                />
                <Button
                  aria-label={`Edit step ${step.stepNumber}`}
                  icon={<EditOutlined />}
                  onClick={() => {
                    setServerErrors({});
                    setEditing({ step });
                  }}
                />
                <Button
                  aria-label={`Send a test of step ${step.stepNumber}`}
                  title="Send test"
                  icon={<ExperimentOutlined />}
                  onClick={() => setTesting(step)}
                />
                <Button
                  danger
                  aria-label={`Delete step ${step.stepNumber}`}
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(step)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <StepDialog
        open={editing !== null}
        step={editing?.step ?? null}
        saving={adding.loading || updating.loading}
        serverErrors={serverErrors}
        onSave={(values) => void save(values)}
        onClose={() => setEditing(null)}
      />
      {testing ? (
        <SendTestDialog
          open
          defaultTo={user?.email ?? null}
          onClose={() => setTesting(null)}
          send={async (to) => {
            const { data } = await sendStepTest({ variables: { id: testing.id, to } });
            return data?.sendEmailSequenceStepTest ?? [];
          }}
        />
      ) : null}
    </div>
  );
}
