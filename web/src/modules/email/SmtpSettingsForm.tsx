import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Empty, Form, Input, InputNumber, Skeleton, Switch, type FormRule } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import type { ErrorInfo } from '../../app/graphql-errors';
import { refetchQuietly } from '../../app/refetch-quietly';
import { isSessionExpired } from '../../app/session-expired';
import { failureToast } from '../../app/toast/notify';
import { toast } from '../../app/toast/toasts';
import {
  DeleteEmailSettingsDocument,
  EmailSettingsDocument,
  SaveEmailSettingsDocument,
  TestEmailSettingsDocument,
  type EmailSettingsFieldsFragment,
  type EmailSettingsInput,
} from '../../gql/graphql';
import { SendingLimitsFields, SENDING_LIMIT_FIELDS, type SendingLimitValues } from './SendingLimitsFields';
import './email.css';

export type SmtpFormValues = SendingLimitValues & {
  smtpHost: string;
  smtpPort: number | null;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  fromEmail: string;
  fromName: string;
  isActive: boolean;
};

/** 001 §9: a prefilled host, port 465, secure on, active on. */
export const SMTP_FORM_DEFAULTS: SmtpFormValues = {
  smtpHost: 'smtp.gmail.com',
  smtpPort: 465,
  smtpSecure: true,
  smtpUser: '',
  smtpPassword: '',
  fromEmail: '',
  fromName: '',
  isActive: true,
  sendRatePerSecond: null,
  sendConnections: null,
  hourlyQuota: null,
  dailyQuota: null,
};

const FIELDS = Object.keys(SMTP_FORM_DEFAULTS) as Array<keyof SmtpFormValues>;
export const SAVED_PASSWORD_PLACEHOLDER = '•••••••• (saved)';

const VALID_EMAIL = 'Valid email is required';
const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: VALID_EMAIL },
  { type: 'email', message: VALID_EMAIL },
];
const PORT_RANGE = 'Port must be a number from 1 to 65535';

function fromSettings(settings: EmailSettingsFieldsFragment): SmtpFormValues {
  return {
    smtpHost: settings.smtpHost,
    smtpPort: settings.smtpPort,
    smtpSecure: settings.smtpSecure,
    smtpUser: settings.smtpUser,
    smtpPassword: '',
    fromEmail: settings.fromEmail,
    fromName: settings.fromName ?? '',
    isActive: settings.isActive,
    sendRatePerSecond: settings.sendRatePerSecond ?? null,
    sendConnections: settings.sendConnections ?? null,
    hourlyQuota: settings.hourlyQuota ?? null,
    dailyQuota: settings.dailyQuota ?? null,
  };
}

/**
 * An empty password means "keep the saved one". A blank sending limit is left out: the server
 * reads a missing limit as its default.
 */
function toInput(values: SmtpFormValues): EmailSettingsInput {
  return {
    smtpHost: values.smtpHost.trim(),
    smtpPort: values.smtpPort,
    smtpSecure: values.smtpSecure,
    smtpUser: values.smtpUser.trim(),
    smtpPassword: values.smtpPassword ? values.smtpPassword : null,
    fromEmail: values.fromEmail.trim(),
    fromName: values.fromName.trim() || null,
    isActive: values.isActive,
    ...Object.fromEntries(
      SENDING_LIMIT_FIELDS.flatMap((name) => {
        const value = values[name];
        return value === null || value === undefined ? [] : [[name, value]];
      }),
    ),
  };
}

/** The server's own words for a refused request; a generic line for anything unexpected. */
function serverMessage(info: ErrorInfo): string | null {
  return info.code && info.code !== 'INTERNAL_SERVER_ERROR' && info.message ? info.message : null;
}

type Busy = 'test' | 'save' | 'delete' | null;

/**
 * 001 §2.8 SMTP Settings: the form with its defaults, a saved password shown as saved (an
 * empty field keeps it), Test Connection, Save Settings and, once saved, Delete Settings.
 */
export function SmtpSettingsForm() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<SmtpFormValues>();
  const [busy, setBusy] = useState<Busy>(null);
  const query = useQuery(EmailSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveEmailSettingsDocument, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: EmailSettingsDocument,
          data: { __typename: 'Query', emailSettings: data.saveEmailSettings },
        });
    },
  });
  const [remove] = useMutation(DeleteEmailSettingsDocument, {
    update: (cache) =>
      cache.writeQuery({ query: EmailSettingsDocument, data: { __typename: 'Query', emailSettings: null } }),
  });
  const [test] = useMutation(TestEmailSettingsDocument);

  const settings = query.data?.emailSettings ?? null;
  const hasPassword = settings?.hasPassword ?? false;

  /** Toasts a failed call in the given words and puts the server's field messages by their inputs. */
  const failed = (error: unknown, describe: (info: ErrorInfo) => string, title = 'Error') => {
    const info = failureToast(error, describe, { title, fallback: '' });
    applyFieldErrors(form, info.fieldErrors, FIELDS);
  };

  const onSave = async (values: SmtpFormValues) => {
    setBusy('save');
    try {
      const { data } = await save({ variables: { input: toInput(values) } });
      if (data) form.setFieldsValue(fromSettings(data.saveEmailSettings));
      toast({ title: 'Settings saved', variant: 'success' });
    } catch (error) {
      failed(error, (info) => serverMessage(info) ?? 'Failed to save settings');
    } finally {
      setBusy(null);
    }
  };

  const onTest = async () => {
    let values: SmtpFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy('test');
    try {
      const { data } = await test({ variables: { input: toInput(values) } });
      const result = data?.testEmailSettings;
      if (result?.success) {
        toast({
          title: 'Connection successful',
          description: 'SMTP connection test passed.',
          variant: 'success',
        });
      } else {
        toast({
          title: 'Connection failed',
          description: result?.message
            ? `Connection test failed: ${result.message}`
            : 'Connection test failed',
          variant: 'destructive',
        });
      }
    } catch (error) {
      failed(
        error,
        (info) => {
          const reason = serverMessage(info);
          return reason ? `Connection test failed: ${reason}` : 'Connection test failed';
        },
        'Connection failed',
      );
    } finally {
      setBusy(null);
    }
  };

  const onDelete = () => {
    modal.confirm({
      title: 'Delete your SMTP settings?',
      content: 'Emails will no longer be sent through this SMTP server.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy('delete');
        try {
          await remove();
          // 001 §4: after a delete the form is back at its defaults.
          form.setFields(
            FIELDS.map((name) => ({ name, value: SMTP_FORM_DEFAULTS[name], errors: [], touched: false })),
          );
          toast({ title: 'Settings deleted', variant: 'success' });
        } catch (error) {
          failed(error, () => 'Failed to delete settings');
        } finally {
          setBusy(null);
        }
      },
    });
  };

  if (!query.data) {
    if (query.error) {
      // 001 §2.1: nothing renders when the load itself is unauthorised (the link signs out).
      if (isSessionExpired(query.error)) return null;
      return (
        <Empty description="Could not load your SMTP settings. Check your connection and try again.">
          <Button onClick={() => refetchQuietly(query)}>Retry</Button>
        </Empty>
      );
    }
    return (
      <div aria-busy="true" aria-label="Loading SMTP settings">
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  }

  return (
    <Form<SmtpFormValues>
      form={form}
      layout="vertical"
      className="ff-smtp-form"
      initialValues={settings ? fromSettings(settings) : SMTP_FORM_DEFAULTS}
      onFinish={(values) => void onSave(values)}
      disabled={busy !== null}
      requiredMark={false}
    >
      <div className="ff-smtp-form__row">
        <Form.Item
          name="smtpHost"
          label="SMTP Host"
          rules={[{ required: true, whitespace: true, message: 'SMTP host is required' }]}
        >
          <Input placeholder="smtp.gmail.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="smtpPort"
          label="SMTP Port"
          rules={[{ required: true, type: 'integer', min: 1, max: 65535, message: PORT_RANGE }]}
          extra="465 with Secure on; 587 or 25 with Secure off (STARTTLS)."
        >
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className="ff-smtp-form__row">
        <Form.Item name="smtpUser" label="SMTP Username" rules={emailRules} validateFirst>
          <Input inputMode="email" placeholder="you@gmail.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="smtpPassword"
          label="SMTP Password"
          rules={hasPassword ? [] : [{ required: true, message: 'Password is required' }]}
          extra={hasPassword ? 'Leave empty to keep the saved password.' : undefined}
        >
          <Input.Password
            placeholder={hasPassword ? SAVED_PASSWORD_PLACEHOLDER : 'Your SMTP password or app password'}
            autoComplete="new-password"
          />
        </Form.Item>
      </div>
      <div className="ff-smtp-form__row">
        <Form.Item name="fromEmail" label="From Email" rules={emailRules} validateFirst>
          <Input inputMode="email" placeholder="newsletter@yourdomain.com" autoComplete="off" />
        </Form.Item>
        <Form.Item name="fromName" label="From Name">
          <Input placeholder="Your name or company" autoComplete="off" />
        </Form.Item>
      </div>
      <div className="ff-smtp-form__switches">
        <Form.Item name="smtpSecure" label="Secure (SSL/TLS)" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="isActive" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
      <SendingLimitsFields />
      <div className="ff-smtp-form__actions">
        <Button
          onClick={() => void onTest()}
          loading={busy === 'test'}
          disabled={busy !== null && busy !== 'test'}
        >
          Test Connection
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy === 'save'}
          disabled={busy !== null && busy !== 'save'}
        >
          Save Settings
        </Button>
        {settings ? (
          <Button
            danger
            onClick={onDelete}
            loading={busy === 'delete'}
            disabled={busy !== null && busy !== 'delete'}
          >
            Delete Settings
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
