import { useMutation } from '@apollo/client/react';
import { Button, Descriptions, Form, Input } from 'antd';
import { formatDate } from '../../app/format';
import { toast } from '../../app/toast/toasts';
import { UpdateProfileDocument, type CurrentUserFragment, type ProfileInput } from '../../gql/graphql';
import { profileUpdateFailed } from './profile-failure';

export type AccountValues = {
  username: string;
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
const FIELDS = ['username', 'email', 'currentPassword', 'newPassword'] as const;

export const PASSWORD_MISMATCH = {
  title: 'Password Mismatch',
  description: "New password and confirmation don't match.",
} as const;

/**
 * What the form sends (002 §5): username and email; the current password only with a change
 * that needs it (a new address or a new password), the new password only when given.
 */
export function accountInput(values: AccountValues, user: CurrentUserFragment): ProfileInput {
  const input: ProfileInput = { username: values.username.trim(), email: values.email.trim() };
  const emailChanged = input.email?.toLowerCase() !== user.email.toLowerCase();
  if (values.newPassword) input.newPassword = values.newPassword;
  if (values.newPassword || emailChanged) input.currentPassword = values.currentPassword;
  return input;
}

/**
 * 002 §2 Account Settings, Profile tab: username, email, a password change (current, new,
 * confirm), 'Update Profile', and the read-only user ID and member-since date. A new password
 * signs out the account's other sessions (the server does it; the form says so).
 */
export function AccountProfileForm({ user }: { user: CurrentUserFragment }) {
  const [form] = Form.useForm<AccountValues>();
  const [save, { loading }] = useMutation(UpdateProfileDocument);

  const onFinish = async (values: AccountValues) => {
    if (values.newPassword && values.newPassword !== values.confirmPassword) {
      toast({ ...PASSWORD_MISMATCH, variant: 'destructive' });
      return;
    }
    try {
      await save({ variables: { input: accountInput(values, user) } });
      form.setFieldsValue({ currentPassword: '', newPassword: '', confirmPassword: '' });
      toast({
        title: 'Profile Updated',
        description: values.newPassword
          ? 'Your password was changed and your other sessions were signed out.'
          : 'Your account details have been saved.',
        variant: 'success',
      });
    } catch (error) {
      profileUpdateFailed(error, form, FIELDS);
    }
  };

  return (
    <div className="ff-account-form">
      <Form<AccountValues>
        form={form}
        name="account"
        layout="vertical"
        initialValues={{
          username: user.username ?? '',
          email: user.email,
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          label="Username"
          name="username"
          extra="3 to 30 letters, digits, dots, hyphens or underscores."
        >
          <Input autoComplete="username" maxLength={30} />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Email is required' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
          extra="Changing it needs your current password; your previous address is told by email."
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <fieldset className="ff-account-form__passwords">
          <legend>Change Password</legend>
          <Form.Item label="Current Password" name="currentPassword">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="New Password"
            name="newPassword"
            extra="At least 8 characters and hard to guess. Your other sessions are signed out."
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="Confirm New Password" name="confirmPassword">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </fieldset>
        <Button type="primary" htmlType="submit" loading={loading}>
          Update Profile
        </Button>
      </Form>
      <Descriptions className="ff-account-form__facts" column={1} size="small" bordered>
        <Descriptions.Item label="User ID">
          <code>{user.id}</code>
        </Descriptions.Item>
        <Descriptions.Item label="Member Since">{formatDate(user.createdAt)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}
