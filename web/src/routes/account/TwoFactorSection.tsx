import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import { successToast } from '../../app/toast/notify';
import {
  ConfirmTwoFactorSetupDocument,
  DisableTwoFactorDocument,
  StartTwoFactorSetupDocument,
  TwoFactorStatusDocument,
  type StartTwoFactorSetupMutation,
} from '../../gql/graphql';

type Setup = StartTwoFactorSetupMutation['startTwoFactorSetup'];

/** A code field and its button; the server's refusal shows under the field. */
function CodeForm({
  label,
  action,
  danger = false,
  onSubmit,
}: {
  label: string;
  action: string;
  danger?: boolean;
  onSubmit: (code: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ code }: { code: string }) => {
    setError(null);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } catch (caught) {
      setError(errorInfo(caught).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
      <Form.Item
        label={label}
        name="code"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
        rules={[
          { required: true, whitespace: true, message: 'Enter the 6-digit code from your authenticator app' },
        ]}
      >
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          style={{ maxWidth: 220 }}
        />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit" loading={busy}>
        {action}
      </Button>
    </Form>
  );
}

/**
 * Two-factor authentication: set up with an authenticator app (the QR code and the secret are
 * shown once), confirmed by a code; the recovery codes are shown once too; turning it off takes
 * a code.
 */
export function TwoFactorSection() {
  const status = useQuery(TwoFactorStatusDocument);
  const [start, { loading: starting }] = useMutation(StartTwoFactorSetupDocument);
  const [confirm] = useMutation(ConfirmTwoFactorSetupDocument, {
    refetchQueries: [TwoFactorStatusDocument],
    awaitRefetchQueries: true,
  });
  const [disable] = useMutation(DisableTwoFactorDocument, {
    refetchQueries: [TwoFactorStatusDocument],
    awaitRefetchQueries: true,
  });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);
  const enabled = status.data?.twoFactorStatus.enabled ?? false;

  const begin = async () => {
    setStartError(null);
    try {
      const { data } = await start();
      if (data) setSetup(data.startTwoFactorSetup);
    } catch (caught) {
      setStartError(errorInfo(caught).message);
    }
  };

  const finish = async (code: string) => {
    const { data } = await confirm({ variables: { code } });
    if (!data) return;
    setSetup(null);
    setRecoveryCodes(data.confirmTwoFactorSetup);
    successToast('Two-factor authentication is on.');
  };

  const turnOff = async (code: string) => {
    await disable({ variables: { code } });
    setDisabling(false);
    successToast('Two-factor authentication is off.');
  };

  const title = 'Two-Factor Authentication';
  // Beside the title, where a phone's narrow card header leaves it room.
  const badge = status.data ? (
    <Tag color={enabled ? 'success' : 'default'}>{enabled ? 'On' : 'Off'}</Tag>
  ) : null;

  if (recoveryCodes)
    return (
      <Card title={title} extra={badge} className="ff-security__card">
        <Alert
          type="warning"
          showIcon
          title="Save your recovery codes now"
          description="Each code signs you in once if you lose your phone. They are shown only this once: copy them, download them or print them, and keep them somewhere safe."
        />
        <ul className="ff-security__codes" aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <Typography.Text code>{code}</Typography.Text>
            </li>
          ))}
        </ul>
        <Space wrap>
          <Typography.Text copyable={{ text: recoveryCodes.join('\n'), tooltips: ['Copy all', 'Copied'] }}>
            Copy all
          </Typography.Text>
          <Button
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`FunnelForge recovery codes\n\n${recoveryCodes.join('\n')}\n`)}`}
            download="funnelforge-recovery-codes.txt"
          >
            Download
          </Button>
          <Button type="primary" onClick={() => setRecoveryCodes(null)}>
            I saved my codes
          </Button>
        </Space>
      </Card>
    );

  if (setup)
    return (
      <Card title={title} extra={badge} className="ff-security__card">
        <ol className="ff-security__steps">
          <li>
            Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
            <div className="ff-security__qr">
              <img
                src={setup.qrCodeDataUrl}
                alt="QR code for your authenticator app"
                width={180}
                height={180}
              />
            </div>
            Can&apos;t scan it? Enter this key instead:{' '}
            <Typography.Text code copyable className="ff-security__secret">
              {setup.secret}
            </Typography.Text>
          </li>
          <li>Enter the 6-digit code the app shows to turn two-factor authentication on.</li>
        </ol>
        <CodeForm label="Code from your app" action="Turn On" onSubmit={finish} />
        <Button type="link" className="ff-security__cancel" onClick={() => setSetup(null)}>
          Cancel
        </Button>
      </Card>
    );

  return (
    <Card title={title} extra={badge} className="ff-security__card">
      {enabled ? (
        <>
          <Typography.Paragraph>
            Signing in asks for a code from your authenticator app after your password.{' '}
            {status.data?.twoFactorStatus.recoveryCodesLeft ?? 0} of 10 recovery codes left.
          </Typography.Paragraph>
          {disabling ? (
            <CodeForm
              label="Code from your app (or a recovery code)"
              action="Turn Off"
              danger
              onSubmit={turnOff}
            />
          ) : (
            <Button danger onClick={() => setDisabling(true)}>
              Turn Off Two-Factor
            </Button>
          )}
        </>
      ) : (
        <>
          <Typography.Paragraph>
            Add a second step to signing in: a code from an authenticator app on your phone, so a stolen
            password alone cannot open your account.
          </Typography.Paragraph>
          {startError ? <Alert type="error" showIcon title={startError} role="alert" /> : null}
          <Button type="primary" onClick={() => void begin()} loading={starting} disabled={!status.data}>
            Two-Factor
          </Button>
        </>
      )}
    </Card>
  );
}
