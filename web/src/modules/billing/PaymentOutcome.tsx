import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BILLING_TEXT } from './billing-messages';

/** The payment result's loading state: a spinner and what is happening. */
export function PaymentPending({ title, note }: { title: string; note?: ReactNode }) {
  return <Result icon={<Spin size="large" />} title={<span role="status">{title}</span>} subTitle={note} />;
}

/** The payment result's error state (002 §8), with 'Return to Dashboard'. */
export function PaymentError() {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title="Payment verification failed"
      subTitle={<span role="alert">{BILLING_TEXT.verificationFailed}</span>}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          Return to Dashboard
        </Button>
      }
    />
  );
}

/** The payment result's success state: what was paid and what it brought. */
export function PaymentSucceeded({
  details,
  next,
}: {
  details: ReactNode;
  next: { label: string; to: string };
}) {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title="Payment Successful"
      subTitle={details}
      extra={[
        <Button key="next" type="primary" onClick={() => void navigate(next.to)}>
          {next.label}
        </Button>,
        <Button key="home" onClick={() => void navigate('/')}>
          Return to Dashboard
        </Button>,
      ]}
    />
  );
}
