import { useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { refetchQuietly } from '../../app/refetch-quietly';
import { ForgecoinBalanceDocument } from '../../gql/graphql';

export const BALANCE_FAILED = 'Unable to load ForgeCoin balance';

/** 002 §2 Account Settings, ForgeCoin tab: the balance (2 decimals, FC), account ID, when it was read. */
export function ForgeCoinBalance() {
  const query = useQuery(ForgecoinBalanceDocument, { fetchPolicy: 'cache-and-network' });
  const balance = query.data?.forgecoinBalance;

  if (!balance && query.loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!balance)
    return (
      <Alert
        type="error"
        showIcon
        title={BALANCE_FAILED}
        action={
          <Button size="small" onClick={() => refetchQuietly(query)}>
            Try again
          </Button>
        }
      />
    );

  return (
    <div className="ff-forgecoin">
      <Statistic title="ForgeCoin Balance" value={Number(balance.balance).toFixed(2)} suffix="FC" />
      <Descriptions column={1} size="small" bordered className="ff-forgecoin__facts">
        <Descriptions.Item label="Account ID">
          <code>{balance.userId}</code>
        </Descriptions.Item>
        <Descriptions.Item label="Last Updated">
          {dayjs(balance.timestamp).format('MMM DD, YYYY HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <ul className="ff-forgecoin__info">
        <li>ForgeCoin (FC) is FunnelForge&apos;s digital currency.</li>
        <li>1 FC is worth 1 EUR.</li>
      </ul>
    </div>
  );
}
