import { defineModule } from '../../shared/modules/module';
import { MediaResolver } from './media.resolver';
import { mediaRoutes, uploadsRoutes } from './media.rest';
import { MediaService } from './media.service';

/** What the media module adds to the app's services. */
export type MediaServices = { media: MediaService };

/** Uploaded images: stored under DATA_DIR, listed for the builder's pickers, served at /uploads. */
export const mediaModule = defineModule<MediaServices>({
  name: 'media',
  entities: [],
  services: (deps, services) => ({ media: new MediaService(deps, services) }),
  resolvers: [MediaResolver],
  routes: {
    api: () => mediaRoutes(),
    static: (_services, deps) => uploadsRoutes(deps.config),
  },
});

export { mediaImageSources } from './media-sources';
