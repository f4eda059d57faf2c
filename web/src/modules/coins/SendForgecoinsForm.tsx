import { SendOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { App, Button, Form, Input } from 'antd';
import { applyFieldErrors } from '../../app/form-errors';
import { errorInfo, GENERIC_FAILURE } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { failureToast, successToast } from '../../app/toast/notify';
import { TransferForgecoinsDocument } from '../../gql/graphql';
import { isInsufficientCoins } from '../billing/billing-messages';
import { newIdempotencyKey } from '../billing/idempotency-key';
import { formatCoinCents, toCents } from '../billing/money';

type Values = { email: string; amount: string; note?: string };

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const FIELDS = ['email', 'amount', 'note'] as const;

/**
 * 'Send ForgeCoins' to another account by its email: confirmed first ('Send 12.50 FC to
 * x@y.com?'), one idempotency key per attempt, the server's complaints next to their fields.
 */
export function SendForgecoinsForm({
  balanceCents,
  onSent,
}: {
  balanceCents: number | null;
  onSent: () => void;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [transfer, { loading }] = useMutation(TransferForgecoinsDocument);

  const send = async ({ email, amount, note }: Values, idempotencyKey: string) => {
    try {
      await transfer({
        variables: { input: { email: email.trim(), amount, note: note?.trim() || null, idempotencyKey } },
      });
      successToast(`Sent ${formatCoinCents(toCents(amount) ?? 0)} FC to ${email.trim()}.`);
      form.resetFields();
      onSent();
    } catch (error) {
      if (isSessionExpired(error)) return;
      const info = errorInfo(error, GENERIC_FAILURE);
      if (applyFieldErrors(form, info.fieldErrors, FIELDS)) return;
      if (isInsufficientCoins(info.message)) {
        form.setFields([{ name: 'amount', errors: [info.message] }]);
        return;
      }
      failureToast(error, info.message, { fallback: GENERIC_FAILURE });
    }
  };

  const confirm = (values: Values) => {
    const idempotencyKey = newIdempotencyKey();
    const shown = formatCoinCents(toCents(values.amount) ?? 0);
    modal.confirm({
      title: `Send ${shown} FC to ${values.email.trim()}?`,
      content: 'ForgeCoins arrive at once and cannot be taken back.',
      okText: 'Send',
      onOk: () => send(values, idempotencyKey),
    });
  };

  return (
    <section className="ff-send-coins" aria-labelledby="send-coins-heading">
      <h3 id="send-coins-heading">Send ForgeCoins</h3>
      <Form<Values> form={form} layout="vertical" onFinish={confirm} requiredMark="optional">
        <Form.Item
          name="email"
          label="Recipient email"
          rules={[
            { required: true, whitespace: true, message: 'Recipient email is required' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount (FC)"
          rules={[
            { required: true, message: 'Amount is required' },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value) return;
                const cents = AMOUNT.test(value.trim()) ? toCents(value.trim()) : null;
                if (cents === null || cents <= 0)
                  throw new Error('Amount must be a positive amount with at most two decimals');
                if (balanceCents !== null && cents > balanceCents)
                  throw new Error(`You only have ${formatCoinCents(balanceCents)} FC.`);
              },
            },
          ]}
          normalize={(value: string) => value.replace(',', '.')}
        >
          <Input inputMode="decimal" suffix="FC" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note"
          rules={[{ max: 200, message: 'The note must be at most 200 characters' }]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={loading}>
          Send ForgeCoins
        </Button>
      </Form>
    </section>
  );
}
