import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import type { SequenceStepRowFragment } from '../../gql/graphql';
import { AiWriteButton } from '../ai/AiWriteButton';
import { DEFAULT_DELAY_HOURS, SEQUENCE_TEXT } from './sequence-meta';

/** The api's limit on a step's subject. */
const SUBJECT_MAX = 500;

/** The email's opening line, as a first prompt for its subject. */
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

export type StepValues = { subject: string; content: string; delayHours: number; isActive: boolean };

/** Add or edit one step (001 §5: subject and content required; delay hours required, default 24). */
export function StepDialog({
  open,
  step,
  saving,
  serverErrors,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The step being edited; null adds one. */
  step: SequenceStepRowFragment | null;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSave: (values: StepValues) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StepValues>();
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      step
        ? {
            subject: step.subject,
            content: step.content,
            delayHours: step.delayHours,
            isActive: step.isActive,
          }
        : { subject: '', content: '', delayHours: DEFAULT_DELAY_HOURS, isActive: true },
    );
  }, [open, step, form]);
  const subject = Form.useWatch('subject', form) ?? '';
  const content = Form.useWatch('content', form) ?? '';
  // Written text goes in as if typed, clearing a 'required' message the field showed.
  const write = (name: 'subject' | 'content') => (text: string) =>
    form.setFields([{ name, value: text, errors: [] }]);
  const fieldError = (name: string) =>
    serverErrors[name] ? { validateStatus: 'error' as const, help: serverErrors[name] } : {};

  return (
    <Modal
      title={step ? `Edit Step ${step.stepNumber}` : 'Add Email Step'}
      open={open}
      okText={step ? 'Save Step' : 'Add Step'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form<StepValues> form={form} layout="vertical" onFinish={onSave}>
        <div className="ff-ai-write-slot">
          <Form.Item
            name="subject"
            label="Subject"
            rules={[{ required: true, whitespace: true, message: SEQUENCE_TEXT.subjectRequired }]}
            {...fieldError('subject')}
          >
            <Input placeholder="Welcome to the community" />
          </Form.Item>
          <AiWriteButton
            type="email-subject"
            label="Subject"
            initialPrompt={subject || firstLine(content)}
            maxLength={SUBJECT_MAX}
            onUse={write('subject')}
          />
        </div>
        <div className="ff-ai-write-slot">
          <Form.Item
            name="content"
            label="Content"
            rules={[{ required: true, whitespace: true, message: SEQUENCE_TEXT.contentRequired }]}
            {...fieldError('content')}
          >
            <Input.TextArea rows={8} placeholder="Hi {{firstName}}, thanks for joining…" />
          </Form.Item>
          <AiWriteButton type="email-body" label="Content" initialPrompt={subject} onUse={write('content')} />
        </div>
        <Form.Item
          name="delayHours"
          label="Delay (hours)"
          extra="Hours after the previous step; the first step counts from enrolment."
          rules={[{ required: true, message: SEQUENCE_TEXT.delayRequired }]}
          {...fieldError('delayHours')}
        >
          <InputNumber min={0} max={8760} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
