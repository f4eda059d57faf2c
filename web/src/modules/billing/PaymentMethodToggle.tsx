import { CreditCardOutlined, DollarCircleOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import type { PaymentMethod } from './plan-meta';

/** 002 §2, §4: 'Pay with Card' (the default) or 'Pay with Forgecoins'. */
export function PaymentMethodToggle({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <Segmented<PaymentMethod>
      className="ff-pay-toggle"
      aria-label="Payment method"
      value={value}
      onChange={onChange}
      options={[
        { value: 'card', label: 'Pay with Card', icon: <CreditCardOutlined /> },
        { value: 'forgecoins', label: 'Pay with Forgecoins', icon: <DollarCircleOutlined /> },
      ]}
    />
  );
}
