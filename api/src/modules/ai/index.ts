import { defineModule } from '../../shared/modules/module';
import { AudioGeneration } from './audio-generation.entity';
import { ImageGeneration } from './image-generation.entity';
import { VideoGeneration } from './video-generation.entity';

/** What the ai module adds to the app's services. */
export type AiServices = Record<never, never>;

/** AI generations (002 §3): the tables so far; the generators come with their issue. */
export const aiModule = defineModule<AiServices>({
  name: 'ai',
  entities: [VideoGeneration, AudioGeneration, ImageGeneration],
  services: () => ({}),
});
export { ImageGeneration } from './image-generation.entity';
