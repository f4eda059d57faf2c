import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Modal, type InputRef } from 'antd';
import { useRef } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo } from '../../app/graphql-errors';
import { failureToast, successToast } from '../../app/toast/notify';
import { AddSuppressionDocument } from '../../gql/graphql';
import { SUPPRESSION_TEXT } from './suppression-meta';

type Values = { email?: string; note?: string };

const FIELDS = ['email', 'note'];
const FORM_ID = 'ff-add-suppression';

type Props = { open: boolean; onClose: () => void; onAdded: () => void };

/**
 * 'Add address': suppresses an address by hand (reason 'Added by hand') with an optional note.
 * Enter submits; the server's word on the address (not valid, already listed) shows at the field.
 */
export function AddSuppressionDialog({ open, onClose, onAdded }: Props) {
  const [form] = Form.useForm<Values>();
  const [add, { loading }] = useMutation(AddSuppressionDocument);
  const emailInput = useRef<InputRef>(null);

  const submit = async (values: Values) => {
    const email = (values.email ?? '').trim();
    try {
      await add({ variables: { input: { email, note: values.note?.trim() || null } } });
      successToast(SUPPRESSION_TEXT.added(email.toLowerCase()));
      onAdded();
      onClose();
    } catch (error) {
      // A message about one field belongs beside it; anything else is a toast.
      if (!applyFieldErrors(form, errorInfo(error).fieldErrors, FIELDS))
        failureToast(error, ({ message }) => message, { fallback: SUPPRESSION_TEXT.addFailed });
    }
  };

  return (
    <Modal
      open={open}
      title="Add address"
      onCancel={loading ? undefined : onClose}
      afterClose={() => form.resetFields()}
      // Into the address once the dialog shows (autoFocus runs before the dialog takes focus and is lost).
      afterOpenChange={(shown) => {
        if (shown) emailInput.current?.focus();
      }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={loading}>
          Cancel
        </Button>,
        <Button key="add" type="primary" htmlType="submit" form={FORM_ID} loading={loading}>
          Add to list
        </Button>,
      ]}
    >
      <p className="ff-muted ff-suppressions__dialog-intro">
        Your campaigns and sequences will skip this address until you remove it.
      </p>
      <Form<Values>
        id={FORM_ID}
        name="add-suppression"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        disabled={loading}
        noValidate
      >
        <Form.Item
          label="Email address"
          name="email"
          rules={[{ required: true, whitespace: true, message: 'Enter a valid email address' }]}
        >
          <Input ref={emailInput} type="email" autoComplete="off" placeholder="name@example.com" />
        </Form.Item>
        <Form.Item label="Note (optional)" name="note" extra="Why it is on the list, for you to remember.">
          <Input autoComplete="off" maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
