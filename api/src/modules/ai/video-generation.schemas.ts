import { z } from 'zod';
import { VIDEO_STATUSES } from './video-generation.entity';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_AUDIO,
  VIDEO_DURATIONS,
  VIDEO_MODELS,
  VIDEO_RESOLUTIONS,
  VIDEO_STYLES,
} from './video-provider';

const list = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

export const VIDEO_MESSAGES = {
  /** 000 §8. */
  blankPrompt: 'Please enter a video prompt',
  longPrompt: 'The prompt must be at most 4000 characters',
  model: `Model must be ${list(VIDEO_MODELS)}`,
  resolution: `Resolution must be ${list(VIDEO_RESOLUTIONS)}`,
  duration: `Duration must be ${list(VIDEO_DURATIONS)}`,
  aspectRatio: `Aspect ratio must be ${list(VIDEO_ASPECT_RATIOS)}`,
  style: `Style must be ${list(VIDEO_STYLES)}`,
  audio: `Audio must be ${list(VIDEO_AUDIO)}`,
  status: `Status must be ${list(VIDEO_STATUSES)}`,
  volume: 'Audio volume must be a number from 0 to 2',
  dubbingType: "Dubbing type must be 'replace'",
} as const;

const optionalId = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number]) =>
  z
    .enum(values, { error: message })
    .nullish()
    .transform((v): T[number] => v ?? fallback);

const flag = z
  .boolean({ error: 'Must be true or false' })
  .nullish()
  .transform((v) => v ?? false);

/** POST /api/ai/generate-video and generateVideo (000 §7; defaults 002 §9: ray-2, 720p, 5s). */
export const generateVideoSchema = z
  .object({
    prompt: z
      .string({ error: VIDEO_MESSAGES.blankPrompt })
      .trim()
      .min(1, VIDEO_MESSAGES.blankPrompt)
      .max(4000, VIDEO_MESSAGES.longPrompt),
    model: choice(VIDEO_MODELS, VIDEO_MESSAGES.model, 'ray-2'),
    resolution: choice(VIDEO_RESOLUTIONS, VIDEO_MESSAGES.resolution, '720p'),
    duration: choice(VIDEO_DURATIONS, VIDEO_MESSAGES.duration, '5s'),
    aspectRatio: choice(VIDEO_ASPECT_RATIOS, VIDEO_MESSAGES.aspectRatio, '16:9'),
    style: z
      .enum(VIDEO_STYLES, { error: VIDEO_MESSAGES.style })
      .nullish()
      .transform((v) => v ?? null),
    audio: choice(VIDEO_AUDIO, VIDEO_MESSAGES.audio, 'none'),
    enhancePrompt: flag,
    loop: flag,
    /** 000 §7's name for loop. */
    generateForLoop: flag,
    funnelId: optionalId,
    elementId: optionalId,
  })
  .transform(({ generateForLoop, ...request }) => ({ ...request, loop: request.loop || generateForLoop }));

export type GenerateVideoInput = z.output<typeof generateVideoSchema>;

export const videoListSchema = z.object({
  status: z
    .enum(VIDEO_STATUSES, { error: VIDEO_MESSAGES.status })
    .nullish()
    .transform((v) => v ?? null),
  after: z.string().max(500).nullish(),
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 100' })
    .int('Limit must be a number from 1 to 100')
    .min(1, 'Limit must be a number from 1 to 100')
    .max(100, 'Limit must be a number from 1 to 100')
    .default(24),
});

/**
 * dubVideo and POST /api/ai/dub-video: the video (a generation or video media item id, or its
 * address) and the audio (an audio generation or audio media item id, or its address).
 */
export const dubVideoSchema = z
  .object({
    videoId: optionalId,
    videoUrl: z.string().trim().max(2000).nullish(),
    audioId: optionalId,
    audioUrl: z.string().trim().max(2000).nullish(),
    audioVolume: z
      .number({ error: VIDEO_MESSAGES.volume })
      .min(0, VIDEO_MESSAGES.volume)
      .max(2, VIDEO_MESSAGES.volume)
      .nullish()
      .transform((v) => v ?? 0.8),
    dubbingType: z.literal('replace', { error: VIDEO_MESSAGES.dubbingType }).nullish(),
  })
  .refine((v) => v.videoId || v.videoUrl, { message: 'Please select a video to dub.', path: ['videoId'] })
  .refine((v) => v.audioId || v.audioUrl, {
    message: 'Please select an audio file to dub the video.',
    path: ['audioId'],
  });

/** The job's data: the generation's id, and how often its provider has been asked so far. */
export const videoJobSchema = z.object({ generationId: z.uuid(), polls: z.number().int().min(0).default(0) });
