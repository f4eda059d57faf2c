import { defineModule } from '../../shared/modules/module';
import { ApiKey } from './api-key.entity';
import { ApiKeysResolver } from './api-keys.resolver';
import { apiKeysRoutes } from './api-keys.rest';
import { ApiKeysService } from './api-keys.service';

/** What the api-keys module adds to the app's services. */
export type ApiKeysServices = { apiKeys: ApiKeysService };

/** API keys (002 §2): bearer keys for /api/v1 and /graphql, managed at /api-keys. */
export const apiKeysModule = defineModule<ApiKeysServices>({
  name: 'api-keys',
  entities: [ApiKey],
  services: (deps, services) => ({ apiKeys: new ApiKeysService(deps, services) }),
  resolvers: [ApiKeysResolver],
  routes: { api: () => apiKeysRoutes() },
});

export { ApiKey } from './api-key.entity';
export { apiKeyAuth, requireApiKey } from './api-key-auth';
export { API_KEY_MESSAGES } from './api-keys.errors';
export { API_KEY_PREFIX, hashApiKey } from './api-keys.service';
