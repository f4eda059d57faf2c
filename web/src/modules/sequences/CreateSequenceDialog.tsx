import { useMutation, useQuery } from '@apollo/client/react';
import { DatePicker, Form, Input, Modal, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { failureToast, successToast } from '../../app/toast/notify';
import {
  CreateEmailSequenceDocument,
  SequenceFunnelOptionsDocument,
  type SequenceRowFragment,
  type SequenceTrigger,
} from '../../gql/graphql';
import { SEQUENCE_TEXT, TRIGGER_LABELS } from './sequence-meta';

type Values = {
  name: string;
  description?: string;
  trigger: SequenceTrigger;
  funnelId?: string;
  tag?: string;
  date?: Dayjs;
  isActive: boolean;
};

const ANY_FUNNEL = '';

/** 001 §2.5 create-sequence dialog: name, description, one of the four triggers with its value, active. */
export function CreateSequenceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (sequence: SequenceRowFragment) => void;
}) {
  const [form] = Form.useForm<Values>();
  const trigger = Form.useWatch('trigger', form) ?? 'funnel_signup';
  const [create, { loading }] = useMutation(CreateEmailSequenceDocument);
  const funnels = useQuery(SequenceFunnelOptionsDocument, { skip: !open || trigger !== 'funnel_signup' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = async (values: Values) => {
    setServerErrors({});
    const triggerValue =
      values.trigger === 'funnel_signup'
        ? values.funnelId || null
        : values.trigger === 'tag_added'
          ? (values.tag ?? null)
          : values.trigger === 'date_based'
            ? (values.date?.format('YYYY-MM-DD') ?? null)
            : null;
    try {
      const result = await create({
        variables: {
          input: {
            name: values.name,
            description: values.description || null,
            trigger: values.trigger,
            triggerValue,
            isActive: values.isActive,
          },
        },
      });
      successToast(SEQUENCE_TEXT.created);
      form.resetFields();
      if (result.data) onCreated(result.data.createEmailSequence);
    } catch (error) {
      const info = failureToast(error, SEQUENCE_TEXT.createFailed);
      setServerErrors(info.fieldErrors);
    }
  };

  const fieldError = (name: string) =>
    serverErrors[name] ? { validateStatus: 'error' as const, help: serverErrors[name] } : {};

  return (
    <Modal
      title="Create Email Sequence"
      open={open}
      okText="Create Sequence"
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ trigger: 'funnel_signup', funnelId: ANY_FUNNEL, isActive: true }}
        onFinish={(values) => void submit(values)}
        requiredMark
      >
        <Form.Item
          name="name"
          label="Sequence Name"
          rules={[{ required: true, whitespace: true, message: SEQUENCE_TEXT.nameRequired }]}
          {...fieldError('name')}
        >
          <Input placeholder="Welcome series" autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} placeholder="What this sequence is for" />
        </Form.Item>
        <Form.Item name="trigger" label="Trigger">
          <Select<SequenceTrigger>
            aria-label="Trigger"
            options={(Object.keys(TRIGGER_LABELS) as SequenceTrigger[]).map((value) => ({
              value,
              label: TRIGGER_LABELS[value],
            }))}
          />
        </Form.Item>
        {trigger === 'funnel_signup' ? (
          <Form.Item name="funnelId" label="Funnel" {...fieldError('triggerValue')}>
            <Select
              aria-label="Funnel"
              loading={funnels.loading}
              options={[
                { value: ANY_FUNNEL, label: 'Any funnel' },
                ...(funnels.data?.funnels.items ?? []).map((funnel) => ({
                  value: funnel.id,
                  label: funnel.name,
                })),
              ]}
            />
          </Form.Item>
        ) : null}
        {trigger === 'tag_added' ? (
          <Form.Item
            name="tag"
            label="Tag"
            rules={[{ required: true, whitespace: true, message: 'Enter the tag that starts this sequence' }]}
            {...fieldError('triggerValue')}
          >
            <Input placeholder="e.g. webinar" />
          </Form.Item>
        ) : null}
        {trigger === 'date_based' ? (
          <Form.Item
            name="date"
            label="Date"
            rules={[{ required: true, message: 'Choose the date that starts this sequence' }]}
            {...fieldError('triggerValue')}
          >
            <DatePicker format="MMM DD, YYYY" style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {trigger === 'manual' ? (
          <p className="ff-sequences__hint">Leads are enrolled by hand from the Subscribers tab.</p>
        ) : null}
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
