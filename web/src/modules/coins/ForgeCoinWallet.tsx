import { refetchQuietly } from '../../app/refetch-quietly';
import { toCents } from '../billing/money';
import { ForgeCoinBalance } from './ForgeCoinBalance';
import { ForgecoinHistory } from './ForgecoinHistory';
import { SendForgecoinsForm } from './SendForgecoinsForm';
import { useForgecoinBalance } from './use-forgecoin-balance';
import { useForgecoinHistory } from './use-forgecoin-history';
import './coins.css';

/**
 * Account Settings, ForgeCoin tab: the balance, the transaction history and 'Send ForgeCoins'.
 * Each balance push reloads the history, so coins arriving elsewhere show at once.
 */
export function ForgeCoinWallet() {
  const history = useForgecoinHistory();
  const { balance, query } = useForgecoinBalance({ onChanged: () => refetchQuietly(history) });
  const sent = () => {
    refetchQuietly(history);
    refetchQuietly(query);
  };
  return (
    <div className="ff-wallet">
      <ForgeCoinBalance balance={balance} loading={query.loading} query={query} />
      {balance ? (
        <>
          <SendForgecoinsForm balanceCents={toCents(balance.balance)} onSent={sent} />
          <ForgecoinHistory query={history} />
        </>
      ) : null}
    </div>
  );
}
