import { useMutation } from '@apollo/client/react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo, GENERIC_FAILURE } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { successToast } from '../../app/toast/notify';
import {
  UpdateAffiliateDocument,
  type AffiliateAccountFieldsFragment,
  type UpdateAffiliateInput,
} from '../../gql/graphql';
import { isPayoutMethod, type PayoutMethod } from './payout-methods';
import { StripeConnectBox } from './StripeConnectBox';

type Values = { paymentMethod: PayoutMethod; accountHolder?: string; iban?: string; bic?: string };

const FIELDS = ['paymentMethod', 'accountHolder', 'iban', 'bic'] as const;

/** The api names bank fields by their path in the input; 'bankDetails' alone means none are saved. */
const FIELD_OF_SERVER_KEY: Record<string, (typeof FIELDS)[number]> = {
  paymentMethod: 'paymentMethod',
  bankDetails: 'paymentMethod',
  'bankDetails.accountHolder': 'accountHolder',
  'bankDetails.iban': 'iban',
  'bankDetails.bic': 'bic',
};

// Shape checks only; the api checks the IBAN's checksum and answers under the field.
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const compact = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * How payouts are made: ForgeCoin or bank transfer, and the bank details for transfers (account
 * holder, IBAN, optional BIC). Saved details show with the IBAN masked; replacing them needs the
 * full IBAN again.
 */
export function PayoutSettingsForm({ affiliate }: { affiliate: AffiliateAccountFieldsFragment }) {
  const [form] = Form.useForm<Values>();
  const saved = affiliate.bankDetails;
  const [editingBank, setEditingBank] = useState(!saved);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateAffiliateDocument);
  const method = Form.useWatch('paymentMethod', form);

  // Bank fields are needed for a transfer without saved details, or once any of them is filled.
  const bankNeeded = () =>
    editingBank &&
    (form.getFieldValue('paymentMethod') === 'bank_transfer' ||
      Boolean(
        form.getFieldValue('accountHolder') || form.getFieldValue('iban') || form.getFieldValue('bic'),
      ));

  const save = async (values: Values) => {
    setFailure(null);
    const input: UpdateAffiliateInput = { paymentMethod: values.paymentMethod };
    if (bankNeeded())
      input.bankDetails = {
        accountHolder: (values.accountHolder ?? '').trim(),
        iban: compact(values.iban),
        bic: compact(values.bic) || null,
      };
    try {
      await update({ variables: { input } });
      successToast('Payout settings saved.');
      form.resetFields(['accountHolder', 'iban', 'bic']);
      if (input.bankDetails) setEditingBank(false);
    } catch (error) {
      if (isSessionExpired(error)) return;
      const info = errorInfo(error, GENERIC_FAILURE);
      const byField: Record<string, string> = {};
      for (const [key, message] of Object.entries(info.fieldErrors)) {
        const field = FIELD_OF_SERVER_KEY[key];
        if (field) byField[field] ??= message;
      }
      if (!applyFieldErrors(form, byField, FIELDS)) setFailure(info.message);
    }
  };

  const needed = (message: string) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if (bankNeeded() && !value?.trim()) throw new Error(message);
    },
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="ff-payout-settings"
      requiredMark={false}
      initialValues={{
        paymentMethod: isPayoutMethod(affiliate.paymentMethod) ? affiliate.paymentMethod : 'forgecoin',
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item name="paymentMethod" label="Payout method">
        <Radio.Group vertical>
          <Radio value="forgecoin">ForgeCoin: credited to your ForgeCoin balance instantly</Radio>
          <Radio value="bank_transfer">Bank Transfer: paid to your bank account by our team</Radio>
          {affiliate.stripeConnect.available ? (
            <Radio value="stripe">Stripe: transferred to your own Stripe account at once</Radio>
          ) : null}
        </Radio.Group>
      </Form.Item>

      {affiliate.stripeConnect.available ? <StripeConnectBox affiliate={affiliate} /> : null}

      <fieldset className="ff-payout-settings__bank">
        <legend>Bank details</legend>
        {saved ? (
          <div className="ff-payout-settings__saved">
            <span>
              Saved account: <strong>{saved.accountHolder}</strong>, IBAN <code>{saved.ibanMasked}</code>
              {saved.bic ? (
                <>
                  , BIC <code>{saved.bic}</code>
                </>
              ) : null}
            </span>
            <Button
              size="small"
              onClick={() => {
                form.resetFields(['accountHolder', 'iban', 'bic']);
                setEditingBank(!editingBank);
              }}
            >
              {editingBank ? 'Keep saved details' : 'Change bank details'}
            </Button>
          </div>
        ) : (
          <p className="ff-muted">
            {method === 'bank_transfer'
              ? 'Bank transfers need your account holder and IBAN.'
              : 'Only needed if you want to be paid by bank transfer.'}
          </p>
        )}
        {editingBank ? (
          <>
            <Form.Item
              name="accountHolder"
              label="Account holder"
              rules={[needed('Account holder is required'), { max: 140, message: 'At most 140 characters' }]}
            >
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="iban"
              label="IBAN"
              rules={[
                needed('IBAN is required'),
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value?.trim() && !IBAN.test(compact(value))) throw new Error('Enter a valid IBAN');
                  },
                },
              ]}
            >
              <Input autoComplete="off" spellCheck={false} placeholder="DE89 3704 0044 0532 0130 00" />
            </Form.Item>
            <Form.Item
              name="bic"
              label="BIC (optional)"
              rules={[
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value?.trim() && !BIC.test(compact(value)))
                      throw new Error('Enter a valid BIC (8 or 11 characters)');
                  },
                },
              ]}
            >
              <Input autoComplete="off" spellCheck={false} />
            </Form.Item>
          </>
        ) : null}
      </fieldset>

      {failure ? (
        <Alert type="error" showIcon title={failure} className="ff-payout-settings__failure" />
      ) : null}
      <Button type="primary" htmlType="submit" loading={loading}>
        Save payout settings
      </Button>
    </Form>
  );
}
