import { useMutation } from '@apollo/client/react';
import { Button, Form, Input } from 'antd';
import { toast } from '../../app/toast/toasts';
import { UpdateProfileDocument, type CurrentUserFragment } from '../../gql/graphql';
import { AvatarUpload } from './AvatarUpload';
import { profileUpdateFailed } from './profile-failure';

type Values = { firstName: string; lastName: string; bio: string };
const FIELDS = ['firstName', 'lastName', 'bio'] as const;

/** 002 §2 Settings, Profile tab: the avatar, first and last name (both required), bio, 'Save Changes'. */
export function NameBioForm({ user }: { user: CurrentUserFragment }) {
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(UpdateProfileDocument);

  const onFinish = async (values: Values) => {
    try {
      await save({ variables: { input: values } });
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.', variant: 'success' });
    } catch (error) {
      profileUpdateFailed(error, form, FIELDS);
    }
  };

  return (
    <div className="ff-profile-form">
      <AvatarUpload user={user} />
      <Form<Values>
        form={form}
        name="profile"
        layout="vertical"
        requiredMark
        initialValues={{
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          bio: user.bio ?? '',
        }}
        onFinish={(values) => void onFinish(values)}
      >
        <div className="ff-profile-form__names">
          <Form.Item
            label="First Name"
            name="firstName"
            rules={[{ required: true, whitespace: true, message: 'First name is required' }]}
          >
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Last Name"
            name="lastName"
            rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}
          >
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item label="Bio" name="bio">
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder="Tell people about yourself" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          Save Changes
        </Button>
      </Form>
    </div>
  );
}
