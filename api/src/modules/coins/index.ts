import { defineModule } from '../../shared/modules/module';
import { ForgecoinTransaction } from './forgecoin-transaction.entity';

/** What the coins module adds to the app's services. */
export type CoinsServices = Record<never, never>;

/** ForgeCoin (002 §3): the ledger table so far; balances and purchases come with their issue. */
export const coinsModule = defineModule<CoinsServices>({
  name: 'coins',
  entities: [ForgecoinTransaction],
  services: () => ({}),
});
export { ForgecoinTransaction } from './forgecoin-transaction.entity';
