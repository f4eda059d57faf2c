import { defineModule } from '../../shared/modules/module';
import { CoinsResolver } from './coins.resolver';
import { coinsRoutes } from './coins.rest';
import { CoinsService } from './coins.service';
import { ForgecoinMovement } from './forgecoin-movement.entity';
import { ForgecoinTransaction } from './forgecoin-transaction.entity';
import { ForgecoinWallet } from './forgecoin-wallet.entity';

/** What the coins module adds to the app's services. */
export type CoinsServices = { coins: CoinsService };

/** ForgeCoin (002 §3): the double-entry ledger, wallets, transfers and the operator's credit. */
export const coinsModule = defineModule<CoinsServices>({
  name: 'coins',
  entities: [ForgecoinMovement, ForgecoinTransaction, ForgecoinWallet],
  services: (deps, services) => ({ coins: new CoinsService(deps, services) }),
  resolvers: [CoinsResolver],
  routes: { api: () => coinsRoutes() },
});
export { ForgecoinTransaction } from './forgecoin-transaction.entity';
export { COIN_MESSAGES } from './coins.errors';
export { idempotencyKeySchema } from './coins.schemas';
export type { MovementResult, WalletMovement } from './coins.service';
