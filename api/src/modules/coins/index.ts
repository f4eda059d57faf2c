import { defineModule } from '../../shared/modules/module';
import { CoinsResolver } from './coins.resolver';
import { coinsRoutes } from './coins.rest';
import { CoinsService } from './coins.service';
import { ForgecoinTransaction } from './forgecoin-transaction.entity';

/** What the coins module adds to the app's services. */
export type CoinsServices = { coins: CoinsService };

/** ForgeCoin (002 §3): the ledger and the balance read from it; purchases come with billing. */
export const coinsModule = defineModule<CoinsServices>({
  name: 'coins',
  entities: [ForgecoinTransaction],
  services: (deps, services) => ({ coins: new CoinsService(deps, services) }),
  resolvers: [CoinsResolver],
  routes: { api: () => coinsRoutes() },
});
export { ForgecoinTransaction } from './forgecoin-transaction.entity';
