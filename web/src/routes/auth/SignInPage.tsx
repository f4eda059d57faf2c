import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SignInDocument } from '../../gql/graphql';
import { useAuthSubmit } from '../../modules/accounts/use-auth-submit';
import { safeReturnTo, useSignInComplete } from '../../modules/accounts/use-sign-in-complete';
import { AuthLayout } from './AuthLayout';
import { TwoFactorStep } from './TwoFactorStep';

type Values = { email: string; password: string };

export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [form] = Form.useForm<Values>();
  const [signIn, { loading }] = useMutation(SignInDocument);
  const complete = useSignInComplete(returnTo);
  const { error, run } = useAuthSubmit(form, 'Sign-in failed. Please try again.', params.get('error'));
  // An identity-provider sign-in whose account has two-factor on comes back here at the code step.
  const [codeStep, setCodeStep] = useState(params.get('twoFactor') === '1');

  const submit = (values: Values) =>
    run(async () => {
      const { data } = await signIn({ variables: { input: values } });
      if (data?.signIn.twoFactorRequired) setCodeStep(true);
      else if (data) await complete();
    });

  const leaveCodeStep = () => {
    setCodeStep(false);
    if (!params.has('twoFactor')) return;
    const next = new URLSearchParams(params);
    next.delete('twoFactor');
    setParams(next, { replace: true });
  };

  const signUpLink = returnTo === '/' ? '/signup' : `/signup?returnTo=${encodeURIComponent(returnTo)}`;
  if (codeStep)
    return (
      <AuthLayout title="Two-factor authentication" subtitle="One more step to keep your account safe.">
        <TwoFactorStep onSignedIn={complete} onCancel={leaveCodeStep} />
      </AuthLayout>
    );
  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to your FunnelForge account.">
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
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Email is required' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="email" autoFocus size="large" placeholder="you@company.com" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Password is required' }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Sign In
        </Button>
      </Form>
      <p className="ff-auth__switch">
        New to FunnelForge? <Link to={signUpLink}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
