import type { Services } from '../../modules';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { VIDEO_DURATIONS, VIDEO_MODELS, VIDEO_RESOLUTIONS, type VideoCostKey } from './video-provider';

/** What one video of a model, resolution and length is estimated to cost, in US dollars. */
export type VideoCostRate = VideoCostKey & { usd: number };

/**
 * The estimated prices of the generators this server uses now (0 for an offline generator): the
 * one source the web shows before a generation, so its figures are the ones recorded after.
 */
export type AiCostRates = {
  /** US dollars per image. */
  imageUsd: number;
  /** Euro per character of speech. */
  voiceEurPerCharacter: number;
  /** Every model, resolution and duration a video can be asked for. */
  videos: VideoCostRate[];
};

/** aiCostRates: read from the providers themselves, never a second table. */
export function aiCostRates(services: Services, actor: Actor | null): AiCostRates {
  requireActor(actor, 'read');
  const video = services.aiVideos.provider;
  return {
    imageUsd: services.aiImages.provider.costUsd,
    voiceEurPerCharacter: services.audioGenerations.provider.eurPerCharacter,
    videos: VIDEO_MODELS.flatMap((model) =>
      VIDEO_RESOLUTIONS.flatMap((resolution) =>
        VIDEO_DURATIONS.map((duration) => ({
          model,
          resolution,
          duration,
          usd: video.costUsd({ model, resolution, duration }),
        })),
      ),
    ),
  };
}
