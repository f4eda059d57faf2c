import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { applyFieldErrors } from '../../app/form-errors';
import { failureToast, successToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import { CreateLeadDocument, type LeadInput, type LeadStatus } from '../../gql/graphql';
import { LEAD_STATUSES } from './lead-meta';

type Values = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  source?: string;
  status: LeadStatus;
  score: number | null;
};

/** 001 §3: the form starts at status new and score 50. */
export const ADD_LEAD_DEFAULTS: Values = { status: 'new', score: 50 };

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'source', 'status', 'score'];
const FORM_ID = 'ff-add-lead';

const optional = (value: string | undefined) => value?.trim() || null;

/** What the form sends: trimmed text, blanks as null. */
export function leadInputOf(values: Values): LeadInput {
  return {
    email: (values.email ?? '').trim(),
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    phone: optional(values.phone),
    company: optional(values.company),
    source: optional(values.source),
    status: values.status,
    score: values.score,
  };
}

type Props = { open: boolean; onClose: () => void; onCreated: () => void };

/** 001 §2.2 'Add New Lead'; an empty email is refused with a toast before anything is sent (§5). */
export function AddLeadDialog({ open, onClose, onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const [create, { loading }] = useMutation(CreateLeadDocument);

  const submit = async (values: Values) => {
    const input = leadInputOf(values);
    if (!input.email) {
      toast({
        title: 'Email Required',
        description: 'Please fill in the email field to create a lead.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await create({ variables: { input } });
      successToast('Lead created successfully');
      onCreated();
      onClose();
    } catch (error) {
      const info = failureToast(error, ({ message }) => `Failed to create lead: ${message}`);
      applyFieldErrors(form, info.fieldErrors, FIELDS);
    }
  };

  return (
    <Modal
      open={open}
      title="Add New Lead"
      onCancel={loading ? undefined : onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={loading}>
          Cancel
        </Button>,
        <Button key="create" type="primary" htmlType="submit" form={FORM_ID} loading={loading}>
          {loading ? 'Creating...' : 'Create Lead'}
        </Button>,
      ]}
    >
      <p className="ff-muted ff-add-lead__intro">Create a new lead to track in your funnel.</p>
      <Form<Values>
        id={FORM_ID}
        name="add-lead"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={ADD_LEAD_DEFAULTS}
        onFinish={(values) => void submit(values)}
        disabled={loading}
        noValidate
      >
        <div className="ff-add-lead__row">
          <Form.Item label="First Name" name="firstName">
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName">
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item label="Email *" name="email">
          <Input type="email" autoComplete="off" autoFocus />
        </Form.Item>
        <div className="ff-add-lead__row">
          <Form.Item label="Phone" name="phone">
            <Input type="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Company" name="company">
            <Input autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item label="Source" name="source">
          <Input placeholder="Website, Social Media, etc." />
        </Form.Item>
        <div className="ff-add-lead__row">
          <Form.Item label="Status" name="status">
            <Select options={LEAD_STATUSES.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
          <Form.Item
            label="Lead Score (0-100)"
            name="score"
            extra="Clear it to score the lead automatically."
          >
            <InputNumber min={0} max={100} precision={0} className="ff-add-lead__score" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
