import { defineModule } from '../../shared/modules/module';
import { ApiKey } from './api-key.entity';

/** What the api-keys module adds to the app's services. */
export type ApiKeysServices = Record<never, never>;

/** API keys (002 §3): the table so far; keys and /api/v1 come with their issue. */
export const apiKeysModule = defineModule<ApiKeysServices>({
  name: 'api-keys',
  entities: [ApiKey],
  services: () => ({}),
});
