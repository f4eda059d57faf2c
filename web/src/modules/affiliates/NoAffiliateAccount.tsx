import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export const NO_ACCOUNT = 'No Affiliate Account Found';

/** 002 §2: the api has no affiliate account for the user; the profile is where to go from here. */
export function NoAffiliateAccount() {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={NO_ACCOUNT}
      subTitle="Every FunnelForge account normally has one. Check your profile, or contact support if this persists."
      extra={
        <Button type="primary" onClick={() => void navigate('/profile')}>
          Go to Profile
        </Button>
      }
    />
  );
}
