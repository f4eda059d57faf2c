import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo, GENERIC_FAILURE } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { toast } from '../../app/toast/toasts';
import { UpdateAffiliateDocument } from '../../gql/graphql';
import { AFFILIATE_CODE_FORMAT, AFFILIATE_CODE_PATTERN, affiliateLinkOf } from './affiliate-link';

type Values = { affiliateCode: string };

/**
 * Changes the affiliate code, which is allowed once: the new code is checked as the api checks
 * it, then confirmed in a second step that says so; the server's objections show under the field.
 */
export function ChangeCodeDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  // The code waiting to be confirmed; null while it is being typed.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateAffiliateDocument);

  const save = async (affiliateCode: string) => {
    setFailure(null);
    try {
      const { data } = await update({ variables: { input: { affiliateCode } } });
      const code = data?.updateAffiliate.affiliateCode ?? affiliateCode;
      toast({
        title: 'Affiliate code changed',
        description: `Your new link: ${affiliateLinkOf(code)}`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (isSessionExpired(error)) return;
      const info = errorInfo(error, GENERIC_FAILURE);
      setConfirming(null);
      if (!applyFieldErrors(form, info.fieldErrors, ['affiliateCode'])) setFailure(info.message);
    }
  };

  const next = (values: Values) => {
    const code = values.affiliateCode.trim().toUpperCase();
    if (code === current.toUpperCase()) {
      form.setFields([{ name: 'affiliateCode', errors: ['That is already your affiliate code'] }]);
      return;
    }
    setConfirming(code);
  };

  return (
    <Modal
      open
      title={confirming ? `Change your code to ${confirming}?` : 'Change your affiliate code'}
      onCancel={onClose}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(null)} disabled={loading}>
              Back
            </Button>
            <Button type="primary" loading={loading} onClick={() => void save(confirming)}>
              Yes, change it
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={() => form.submit()}>
              Continue
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <p>
          You can change your affiliate code only once. Links that use {current} will no longer count towards
          your referrals; your new link will be {affiliateLinkOf(confirming)}.
        </p>
      ) : null}
      {/* Kept while confirming (hidden), so 'Back' returns to what was typed. */}
      <div hidden={confirming !== null}>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={next}
          initialValues={{ affiliateCode: current }}
        >
          <Form.Item
            name="affiliateCode"
            label="New affiliate code"
            extra="3 to 50 letters, digits, - or _. It can be changed only once."
            rules={[
              { required: true, whitespace: true, message: 'Enter a new affiliate code' },
              { pattern: AFFILIATE_CODE_PATTERN, message: AFFILIATE_CODE_FORMAT },
            ]}
            normalize={(value: string) => value.trim()}
          >
            <Input autoComplete="off" maxLength={50} autoFocus />
          </Form.Item>
        </Form>
      </div>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </Modal>
  );
}
