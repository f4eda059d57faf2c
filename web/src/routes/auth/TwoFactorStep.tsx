import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { CompleteTwoFactorSignInDocument } from '../../gql/graphql';
import { useAuthSubmit } from '../../modules/accounts/use-auth-submit';

type Values = { code: string };
const CODE_FIELDS = ['code'];

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [verify, { loading }] = useMutation(CompleteTwoFactorSignInDocument);
  const { error, run } = useAuthSubmit(form, 'Sign-in failed. Please try again.', null, CODE_FIELDS);

  const submit = (values: Values) =>
    run(async () => {
      const { data } = await verify({ variables: { code: values.code.trim() } });
      if (data) await onSignedIn();
    });

  return (
    <>
      {error ? <Alert type="error" showIcon title={error} className="ff-auth__alert" role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={loading}
        noValidate
      >
        <Form.Item
          label="Authentication code"
          name="code"
          extra="Open your authenticator app and enter the 6-digit code for FunnelForge, or one of your recovery codes."
          rules={[
            {
              required: true,
              whitespace: true,
              message: 'Enter the 6-digit code from your authenticator app',
            },
          ]}
        >
          <Input autoComplete="one-time-code" inputMode="text" autoFocus size="large" placeholder="123456" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Verify
        </Button>
      </Form>
      <p className="ff-auth__switch">
        <Button type="link" onClick={onCancel}>
          Sign in with a different account
        </Button>
      </p>
    </>
  );
}
