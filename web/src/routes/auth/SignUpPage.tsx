import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { SignUpDocument } from '../../gql/graphql';
import { useAuthSubmit } from '../../modules/accounts/use-auth-submit';
import { safeReturnTo, useSignInComplete } from '../../modules/accounts/use-sign-in-complete';
import { storedReferralCode } from '../../modules/referrals/track-referral';
import { AuthLayout } from './AuthLayout';

type Values = { email: string; password: string; confirm: string };

/**
 * Server messages shown next to their input. Anything about the email is the form's alert: a
 * sign-up that cannot go ahead with an address says so there, neutrally (whether the address
 * has an account is never told), with the way to sign in beside it.
 */
const FIELD_MESSAGES = ['password'] as const;

export function SignUpPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [form] = Form.useForm<Values>();
  const [signUp, { loading }] = useMutation(SignUpDocument);
  const complete = useSignInComplete(returnTo);
  const { failure, run } = useAuthSubmit(
    form,
    'Could not create your account. Please try again.',
    null,
    FIELD_MESSAGES,
  );

  const submit = ({ email, password }: Values) =>
    run(async () => {
      const { data } = await signUp({
        variables: { input: { email, password, referralCode: storedReferralCode() } },
      });
      if (data) await complete();
    });

  const signInLink = returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <AuthLayout title="Create your account" subtitle="Start your free trial. No credit card required.">
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure.message}
          action={failure.refused ? <Link to={signInLink}>Sign in</Link> : undefined}
          className="ff-auth__alert"
          role="alert"
        />
      ) : null}
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
          extra="At least 8 characters. Avoid common passwords."
          rules={[
            { required: true, message: 'Password is required' },
            { min: 8, message: 'Password must be at least 8 characters' },
            { max: 128, message: 'Password must be at most 128 characters' },
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Confirm your password' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('The passwords do not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={loading}>
          Create Account
        </Button>
      </Form>
      <p className="ff-auth__switch">
        Already have an account? <Link to={signInLink}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}
