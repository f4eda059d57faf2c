import { Alert, Button, Descriptions, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { refetchQuietly, type Refetchable } from '../../app/refetch-quietly';
import type { ForgecoinBalanceFieldsFragment } from '../../gql/graphql';
import { TopUpButton } from './TopUpButton';

export const BALANCE_FAILED = 'Unable to load ForgeCoin balance';

/**
 * 002 §2 Account Settings, ForgeCoin tab: the balance (2 decimals, FC) with 'Top up', account
 * ID, when it was read, and what ForgeCoin is.
 */
export function ForgeCoinBalance({
  balance,
  loading,
  query,
}: {
  balance: ForgecoinBalanceFieldsFragment | null;
  loading: boolean;
  query: Refetchable;
}) {
  if (!balance && loading) return <Skeleton active paragraph={{ rows: 3 }} />;
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
      <div className="ff-forgecoin__balance">
        <Statistic title="ForgeCoin Balance" value={Number(balance.balance).toFixed(2)} suffix="FC" />
        <TopUpButton />
      </div>
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
        <li>Transfers to other FunnelForge accounts arrive instantly.</li>
      </ul>
    </div>
  );
}
