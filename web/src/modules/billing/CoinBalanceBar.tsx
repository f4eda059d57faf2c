import { Alert, Button, Skeleton } from 'antd';
import { refetchQuietly } from '../../app/refetch-quietly';
import type { ForgecoinBalanceFieldsFragment } from '../../gql/graphql';
import { BALANCE_FAILED } from '../coins/ForgeCoinBalance';
import { TopUpButton } from '../coins/TopUpButton';
import type { Refetchable } from '../../app/refetch-quietly';
import { formatCoins } from './money';

/** 002 §2: the ForgeCoin balance, shown on /subscription while paying with coins, with 'Top up'. */
export function CoinBalanceBar({
  balance,
  loading,
  query,
}: {
  balance: ForgecoinBalanceFieldsFragment | null;
  loading: boolean;
  query: Refetchable;
}) {
  if (!balance && loading)
    return (
      <div className="ff-coin-bar" aria-busy="true">
        <Skeleton.Input active size="small" />
      </div>
    );
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
    <div className="ff-coin-bar" role="status" aria-live="polite">
      <span>
        Your ForgeCoin balance:{' '}
        <strong className="ff-coin-bar__amount">{formatCoins(balance.balance)}</strong>
      </span>
      <TopUpButton size="small" />
    </div>
  );
}
