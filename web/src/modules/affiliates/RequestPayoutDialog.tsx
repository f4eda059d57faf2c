import { useMutation } from '@apollo/client/react';
import { Alert, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorInfo, GENERIC_FAILURE } from '../../app/graphql-errors';
import { isSessionExpired } from '../../app/session-expired';
import { toast } from '../../app/toast/toasts';
import { RequestAffiliatePayoutDocument, type AffiliateAccountFieldsFragment } from '../../gql/graphql';
import { newIdempotencyKey } from '../billing/idempotency-key';
import { formatDollars } from './affiliate-format';
import {
  defaultPayoutMethod,
  PAYOUT_METHOD_LABELS,
  stripePayoutsReady,
  type PayoutMethod,
} from './payout-methods';

/**
 * Confirms a payout of the available balance, by ForgeCoin (credited at once) or bank transfer
 * (pending until the operator pays it). One idempotency key per dialog: asking again after a
 * lost answer pays nothing twice. The server's refusal is shown in the dialog.
 */
export function RequestPayoutDialog({
  affiliate,
  onClose,
  onRequested,
}: {
  affiliate: AffiliateAccountFieldsFragment;
  onClose: () => void;
  onRequested: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [method, setMethod] = useState<PayoutMethod>(() => defaultPayoutMethod(affiliate));
  const [failure, setFailure] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestAffiliatePayoutDocument);
  const amount = formatDollars(affiliate.stats.availableBalance);
  const bank = affiliate.bankDetails;

  const submit = async () => {
    setFailure(null);
    try {
      const { data } = await request({ variables: { input: { method, idempotencyKey } } });
      const paid = data?.requestAffiliatePayout;
      const shown = paid ? formatDollars(paid.amount) : amount;
      if (paid?.status === 'paid')
        toast({
          title: 'Payout complete',
          description:
            method === 'stripe'
              ? `${shown} was sent to your Stripe account.`
              : `${shown} was credited to your ForgeCoin balance.`,
          variant: 'success',
        });
      else
        toast({
          title: 'Payout requested',
          description: `Your bank transfer of ${shown} stays pending until it is paid.`,
          variant: 'success',
        });
      onRequested();
      onClose();
    } catch (error) {
      if (isSessionExpired(error)) return;
      setFailure(errorInfo(error, GENERIC_FAILURE).message);
    }
  };

  return (
    <Modal
      open
      title={`Request a payout of ${amount}?`}
      okText="Request payout"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={loading}
      destroyOnHidden
    >
      <dl className="ff-confirm-facts">
        <dt>Amount</dt>
        <dd>{amount}</dd>
        <dt>Method</dt>
        <dd>{PAYOUT_METHOD_LABELS[method]}</dd>
      </dl>
      <Radio.Group
        className="ff-payout-methods"
        aria-label="Payout method"
        value={method}
        onChange={(event) => setMethod(event.target.value as PayoutMethod)}
        disabled={loading}
      >
        <Radio value="forgecoin">
          <strong>ForgeCoin</strong>
          <span className="ff-payout-methods__note ff-muted">
            Credited to your ForgeCoin balance instantly.
          </span>
        </Radio>
        <Radio value="bank_transfer" disabled={!bank}>
          <strong>Bank Transfer</strong>
          <span className="ff-payout-methods__note ff-muted">
            {bank
              ? `To ${bank.accountHolder}, ${bank.ibanMasked}. Stays pending until our team has paid it.`
              : 'Add your bank details under Payout settings first.'}
          </span>
        </Radio>
        {affiliate.stripeConnect.available ? (
          <Radio value="stripe" disabled={!stripePayoutsReady(affiliate)}>
            <strong>Stripe</strong>
            <span className="ff-payout-methods__note ff-muted">
              {stripePayoutsReady(affiliate)
                ? 'Transferred to your Stripe account at once.'
                : 'Connect with Stripe under Payout settings first.'}
            </span>
          </Radio>
        ) : null}
      </Radio.Group>
      {failure ? <Alert className="ff-payout-failure" type="error" showIcon title={failure} /> : null}
    </Modal>
  );
}
