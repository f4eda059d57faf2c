import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo } from '../../app/graphql-errors';
import { DeleteAccountDocument } from '../../gql/graphql';
import './security.css';

type Values = { password?: string; confirmation: string };
const FIELDS = ['password', 'confirmation'];

/** Where the browser goes once the account is gone: the landing page, as a fresh load. */
export function leaveDeletedAccount(): void {
  window.location.assign('/');
}

/**
 * Settings, Account tab: deleting the account, for good. It takes the current password and
 * DELETE typed out; everything the account owns is removed, the session ends, and the browser
 * lands on the landing page.
 */
export function DeleteAccountSection({ onDeleted = leaveDeletedAccount }: { onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const [error, setError] = useState<string | null>(null);
  const typed = Form.useWatch('confirmation', form);

  const close = () => {
    setOpen(false);
    setError(null);
    form.resetFields();
  };

  const submit = async (values: Values) => {
    setError(null);
    try {
      const { data } = await deleteAccount({
        variables: { input: { password: values.password ?? null, confirmation: values.confirmation } },
      });
      if (data?.deleteAccount) onDeleted();
    } catch (caught) {
      const info = errorInfo(caught);
      if (!applyFieldErrors(form, info.fieldErrors, FIELDS)) setError(info.message);
    }
  };

  return (
    <Card title="Delete Account" className="ff-security__card ff-security__danger">
      <Typography.Paragraph>
        Permanently delete your account and everything in it: funnels and published pages, leads, campaigns,
        sequences, media, settings and API keys. This cannot be undone.
      </Typography.Paragraph>
      <Button danger onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Modal open={open} title="Delete your account?" onCancel={close} footer={null} destroyOnHidden>
        <Typography.Paragraph>
          Everything in your account is deleted at once and cannot be recovered. Consider downloading your
          data first (Account Settings, Security).
        </Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={error} role="alert" className="ff-security__alert" />
        ) : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={loading}>
          <Form.Item
            label="Current password"
            name="password"
            extra="Accounts that sign in only through an identity provider leave this empty."
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="Type DELETE to confirm"
            name="confirmation"
            rules={[{ required: true, message: 'Type DELETE to confirm' }]}
          >
            <Input autoComplete="off" placeholder="DELETE" />
          </Form.Item>
          <div className="ff-security__actions">
            <Button onClick={close}>Cancel</Button>
            <Button
              type="primary"
              danger
              htmlType="submit"
              loading={loading}
              disabled={typed?.trim() !== 'DELETE'}
            >
              Delete My Account
            </Button>
          </div>
        </Form>
      </Modal>
    </Card>
  );
}
