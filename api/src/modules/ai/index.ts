import { defineModule } from '../../shared/modules/module';
import { AudioGeneration } from './audio-generation.entity';
import { audioGenerationJobs } from './audio-generation.jobs';
import { AudioGenerationResolver } from './audio-generation.resolver';
import { audioGenerationRoutes } from './audio-generation.rest';
import { AudioGenerationService } from './audio-generation.service';
import { ImageGeneration } from './image-generation.entity';
import { VideoGeneration } from './video-generation.entity';

/** What the ai module adds to the app's services. */
export type AiServices = { audioGenerations: AudioGenerationService };

/** AI generations (002 §3, issue 18): text to speech so far; images and videos come with their slices. */
export const aiModule = defineModule<AiServices>({
  name: 'ai',
  entities: [VideoGeneration, AudioGeneration, ImageGeneration],
  services: (deps, services) => ({ audioGenerations: new AudioGenerationService(deps, services) }),
  resolvers: [AudioGenerationResolver],
  routes: { api: (services) => audioGenerationRoutes(services) },
  jobs: (services, deps) => [...audioGenerationJobs(services, deps)],
});
export { ImageGeneration } from './image-generation.entity';
