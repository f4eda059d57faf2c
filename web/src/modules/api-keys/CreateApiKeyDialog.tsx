import { useMutation } from '@apollo/client/react';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { applyFieldErrors } from '../../app/form-errors';
import { failureToast } from '../../app/toast/notify';
import { CreateApiKeyDocument } from '../../gql/graphql';
import { ALL_PERMISSIONS, API_KEY_TEXT } from './api-key-meta';
import { PermissionGrid } from './PermissionGrid';

type Values = { keyName: string; permissions: string[]; expiresOn?: Dayjs | null };
const FIELDS = ['keyName', 'permissions', 'expiresOn'];

/**
 * 002 §2 API keys, the create dialog: a non-blank name, read/write per area (all by default) and
 * an optional expiry (the end of the chosen day). Hands the new key to `onCreated` to reveal once.
 */
export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { key: string; keyName: string }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [create, { loading }] = useMutation(CreateApiKeyDocument, { refetchQueries: ['ApiKeys'] });

  const submit = async (values: Values) => {
    try {
      const result = await create({
        variables: {
          input: {
            keyName: values.keyName,
            permissions: values.permissions,
            expiresAt: values.expiresOn ? values.expiresOn.endOf('day').toISOString() : null,
          },
        },
      });
      const created = result.data?.createApiKey;
      if (!created) throw new Error(API_KEY_TEXT.createFailed);
      form.resetFields();
      onCreated({ key: created.key, keyName: created.apiKey.keyName });
    } catch (error) {
      const info = failureToast(error, API_KEY_TEXT.createFailed, { title: API_KEY_TEXT.createFailedTitle });
      // The server names the expiry by its field (expiresAt); the form by what is picked (a day).
      const { expiresAt, ...rest } = info.fieldErrors;
      applyFieldErrors(form, expiresAt ? { ...rest, expiresOn: expiresAt } : rest, FIELDS);
    }
  };

  return (
    <Modal
      title="Create API Key"
      open={open}
      okText="Create Key"
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ permissions: ALL_PERMISSIONS, expiresOn: null }}
        onFinish={(values) => void submit(values)}
        requiredMark
      >
        <Form.Item
          name="keyName"
          label="Key Name"
          rules={[{ required: true, whitespace: true, message: API_KEY_TEXT.nameRequired }]}
        >
          <Input placeholder="e.g. Zapier integration" maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="permissions"
          label="Permissions"
          rules={[{ required: true, type: 'array', min: 1, message: API_KEY_TEXT.permissionsRequired }]}
        >
          <PermissionGrid />
        </Form.Item>
        <Form.Item name="expiresOn" label="Expires" extra="Leave empty for a key that does not expire.">
          <DatePicker
            format="MMM DD, YYYY"
            style={{ width: '100%' }}
            placeholder="Never"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
