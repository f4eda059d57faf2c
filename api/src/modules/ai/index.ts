import { Router } from 'express';
import { defineModule } from '../../shared/modules/module';
import { AudioGeneration } from './audio-generation.entity';
import { audioGenerationJobs } from './audio-generation.jobs';
import { AudioGenerationResolver } from './audio-generation.resolver';
import { audioGenerationRoutes } from './audio-generation.rest';
import { AudioGenerationService } from './audio-generation.service';
import { ContentGenerationResolver } from './content-generation.resolver';
import { contentGenerationRoutes } from './content-generation.rest';
import { ContentGenerationService } from './content-generation.service';
import { FunnelGeneration } from './funnel-generation.entity';
import { funnelGenerationJobs } from './funnel-generation.jobs';
import { FunnelGenerationResolver } from './funnel-generation.resolver';
import { funnelGenerationRoutes } from './funnel-generation.rest';
import { FunnelGenerationService } from './funnel-generation.service';
import { ImageGeneration } from './image-generation.entity';
import { imageGenerationJobs } from './image-generation.jobs';
import { ImageGenerationResolver } from './image-generation.resolver';
import { imageGenerationRoutes } from './image-generation.rest';
import { ImageGenerationService } from './image-generation.service';
import { VideoGeneration } from './video-generation.entity';
import { videoGenerationJobs } from './video-generation.jobs';
import { VideoGenerationResolver } from './video-generation.resolver';
import { videoGenerationRoutes } from './video-generation.rest';
import { VideoGenerationService } from './video-generation.service';

/** What the ai module adds to the app's services. */
export type AiServices = {
  audioGenerations: AudioGenerationService;
  aiImages: ImageGenerationService;
  aiText: ContentGenerationService;
  aiVideos: VideoGenerationService;
  funnelGenerations: FunnelGenerationService;
};

/** AI generations (002 §3, issue 18): images, text to speech, videos with dubbing, text, and whole funnels. */
export const aiModule = defineModule<AiServices>({
  name: 'ai',
  entities: [VideoGeneration, AudioGeneration, ImageGeneration, FunnelGeneration],
  services: (deps, services) => ({
    audioGenerations: new AudioGenerationService(deps, services),
    aiImages: new ImageGenerationService(deps, services),
    aiText: new ContentGenerationService(deps, services),
    aiVideos: new VideoGenerationService(deps, services),
    funnelGenerations: new FunnelGenerationService(deps, services),
  }),
  resolvers: [
    AudioGenerationResolver,
    ImageGenerationResolver,
    ContentGenerationResolver,
    VideoGenerationResolver,
    FunnelGenerationResolver,
  ],
  routes: {
    api: (services) =>
      Router().use(
        audioGenerationRoutes(services),
        imageGenerationRoutes(services),
        contentGenerationRoutes(),
        videoGenerationRoutes(services),
        funnelGenerationRoutes(services),
      ),
  },
  jobs: (services, deps) => [
    ...audioGenerationJobs(services, deps),
    ...imageGenerationJobs(services),
    ...videoGenerationJobs(services),
    ...funnelGenerationJobs(services),
  ],
});
export { ImageGeneration } from './image-generation.entity';
