import type { Services } from '../../modules';
import type { Actor } from '../../shared/auth/actor';
import type { AiUsage } from './image-generation.service';

/** aiUsage and GET /api/ai/usage: images and videos against their allowances, cost of both. */
export async function aiUsage(services: Services, actor: Actor | null): Promise<AiUsage> {
  const [images, videos] = await Promise.all([
    services.aiImages.usage(actor),
    services.aiVideos.usage(actor),
  ]);
  return {
    ...images,
    videosThisMonth: videos.videosThisMonth,
    videosAllowed: videos.videosAllowed,
    videoGenerator: videos.videoGenerator,
    estimatedCostThisMonth:
      Math.round((images.estimatedCostThisMonth + videos.estimatedCostThisMonth) * 10_000) / 10_000,
  };
}
