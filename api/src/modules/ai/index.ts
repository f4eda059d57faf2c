import { defineModule } from '../../shared/modules/module';
import { AudioGeneration } from './audio-generation.entity';
import { ImageGeneration } from './image-generation.entity';
import { imageGenerationJobs } from './image-generation.jobs';
import { ImageGenerationResolver } from './image-generation.resolver';
import { imageGenerationRoutes } from './image-generation.rest';
import { ImageGenerationService } from './image-generation.service';
import { VideoGeneration } from './video-generation.entity';

/** What the ai module adds to the app's services. */
export type AiServices = {
  aiImages: ImageGenerationService;
};

/** AI generations (002 §3): the tables so far; the generators come with their issue. */
export const aiModule = defineModule<AiServices>({
  name: 'ai',
  entities: [VideoGeneration, AudioGeneration, ImageGeneration],
  services: (deps, services) => ({
    aiImages: new ImageGenerationService(deps, services),
  }),
  resolvers: [ImageGenerationResolver],
  routes: {
    api: (services) => imageGenerationRoutes(services),
  },
  jobs: (services) => [...imageGenerationJobs(services)],
});
export { ImageGeneration } from './image-generation.entity';
