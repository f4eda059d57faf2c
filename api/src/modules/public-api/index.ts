import { defineModule } from '../../shared/modules/module';
import { publicApiRoutes } from './public-api.rest';

/** The public API adds no services: its routes call the other modules'. */
export type PublicApiServices = Record<never, never>;

/** The public REST API /api/v1 (bearer API keys) and its OpenAPI document. */
export const publicApiModule = defineModule<PublicApiServices>({
  name: 'public-api',
  entities: [],
  services: () => ({}),
  routes: { v1: () => publicApiRoutes() },
});

export { V1_ROUTES } from './public-api.routes';
export { openApiDocument } from './openapi';
export * as publicApiSchemas from './public-api.schemas';
