import { defineModule } from '../../shared/modules/module';
import { MediaResolver } from './media.resolver';
import { mediaRoutes, uploadsRoutes } from './media.rest';
import { MediaItem } from './media-item.entity';
import { MediaUsage } from './media-usage.entity';
import { MediaService } from './media.service';
import { MediaVariantsService } from './media-variants.service';
import { mediaJobs } from './media.jobs';
import { LegacyUploadsService } from './legacy-uploads.service';
import { createMediaStorage } from './storage/create-media-storage';

/** What the media module adds to the app's services. */
export type MediaServices = {
  media: MediaService;
  mediaVariants: MediaVariantsService;
  legacyUploads: LegacyUploadsService;
};

/** The media library: uploads and generated files in one storage (local disk or S3), their variants, and which funnels use them. */
export const mediaModule = defineModule<MediaServices>({
  name: 'media',
  entities: [MediaItem, MediaUsage],
  services: (deps, services) => ({
    media: new MediaService(deps, services, createMediaStorage(deps.config)),
    mediaVariants: new MediaVariantsService(deps, services),
    legacyUploads: new LegacyUploadsService(deps, services),
  }),
  resolvers: [MediaResolver],
  routes: {
    api: (services, deps) => mediaRoutes(services, deps.config),
    static: (services, deps) => uploadsRoutes(services, deps.config),
  },
  jobs: mediaJobs,
});

export { mediaImageSources } from './media-sources';
export { MediaItem } from './media-item.entity';
export { IMAGE_TYPES, MEDIA_TYPES, type ImageType } from './media-types';
export type { MediaView } from './media.service';
export { probeVideo } from './video-probe';
