import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** 'Top up': buy ForgeCoin by card on /checkout (1 FC = 1 EUR). */
export function TopUpButton({ size }: { size?: 'small' | 'middle' }) {
  const navigate = useNavigate();
  return (
    <Button icon={<PlusOutlined />} size={size} onClick={() => void navigate('/checkout')}>
      Top up
    </Button>
  );
}
