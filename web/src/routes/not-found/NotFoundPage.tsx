import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** 002 §2: any unknown path. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      className="ff-not-found"
      status="404"
      title="404"
      subTitle="Sorry, the page you are looking for does not exist."
      extra={[
        <Button key="home" type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          Go to Dashboard
        </Button>,
        <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          Go Back
        </Button>,
      ]}
    />
  );
}
