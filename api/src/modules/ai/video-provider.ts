export const VIDEO_MODELS = ['ray-2', 'ray-flash-2', 'ray-1-6'] as const;
export type VideoModel = (typeof VIDEO_MODELS)[number];
export const VIDEO_RESOLUTIONS = ['540p', '720p', '1080p', '4k'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
/** 000 §4: generation is limited to 5s or 9s. */
export const VIDEO_DURATIONS = ['5s', '9s'] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3'] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];
export const VIDEO_STYLES = ['realistic', 'cinematic', 'animated', 'documentary', 'commercial'] as const;
export type VideoStyle = (typeof VIDEO_STYLES)[number];
export const VIDEO_AUDIO = ['none', 'ambient', 'music', 'voiceover'] as const;
export type VideoAudio = (typeof VIDEO_AUDIO)[number];

export type VideoRequest = {
  prompt: string;
  model: VideoModel;
  resolution: VideoResolution;
  duration: VideoDuration;
  aspectRatio: VideoAspectRatio;
  style: VideoStyle | null;
  audio: VideoAudio;
  loop: boolean;
  enhancePrompt: boolean;
};

/** What a video's estimated cost depends on. */
export type VideoCostKey = Pick<VideoRequest, 'model' | 'resolution' | 'duration'>;

/**
 * Where a video has got to: still rendering at the provider (its id, to ask again later), made
 * into `file` on this machine, or refused with the provider's own words.
 */
export type VideoStep =
  | { state: 'dreaming'; providerId: string; providerState: string }
  | { state: 'completed'; file: string }
  | { state: 'failed'; reason: string };

/** Whatever makes a video from a prompt: Luma over HTTP, or the offline generator. */
export interface VideoProvider {
  /** Shown with each video ('Luma', 'Offline generator'): never pretends to be another. */
  readonly name: string;
  /** True when start() renders the whole video on this machine (no provider to ask again). */
  readonly rendersHere: boolean;
  /** Estimated cost of one video in US dollars (it depends on model, resolution and length only). */
  costUsd(request: VideoCostKey): number;
  /**
   * Starts a video: a provider answers its generation id (to `check` later); the offline
   * generator renders into `output` there and then, reporting progress 0..1.
   */
  start(request: VideoRequest, output: string, onProgress: (progress: number) => void): Promise<VideoStep>;
  /** Asks again about a started generation; once completed, its MP4 is downloaded to `output`. */
  check(providerId: string, output: string): Promise<VideoStep>;
}

/** The short side in pixels of each resolution ('4k' is 2160p). */
const SHORT_SIDE: Record<VideoResolution, number> = { '540p': 540, '720p': 720, '1080p': 1080, '4k': 2160 };

/** Width and height (even numbers) of a resolution at an aspect ratio: 540p at 16:9 is 960x540. */
export function dimensionsOf(
  resolution: VideoResolution,
  aspectRatio: VideoAspectRatio,
): { width: number; height: number } {
  const [w, h] = aspectRatio.split(':').map(Number) as [number, number];
  const short = SHORT_SIDE[resolution];
  const long = Math.round((short * Math.max(w, h)) / Math.min(w, h) / 2) * 2;
  return w >= h ? { width: long, height: short } : { width: short, height: long };
}

export const secondsOf = (duration: VideoDuration) => Number.parseInt(duration, 10);

/**
 * Estimated Luma cost in US dollars — the one table (000 §9: about $0.60 for a 720p video of
 * 5 s). Per 5 seconds of ray-2 by resolution, roughly in proportion to the pixels rendered;
 * 9 s costs 9/5 of it; ray-flash-2 about a third; ray-1-6 as ray-2. An estimate shown to users,
 * not a bill: the provider's own invoice is what counts.
 */
export const LUMA_USD_PER_5S: Record<VideoResolution, number> = {
  '540p': 0.4,
  '720p': 0.6,
  '1080p': 1.35,
  '4k': 5.4,
};
const MODEL_FACTOR: Record<VideoModel, number> = { 'ray-2': 1, 'ray-flash-2': 1 / 3, 'ray-1-6': 1 };

export function lumaCostUsd(request: VideoCostKey): number {
  const cost =
    LUMA_USD_PER_5S[request.resolution] * MODEL_FACTOR[request.model] * (secondsOf(request.duration) / 5);
  return Math.round(cost * 10_000) / 10_000;
}

/** How each style reads as words, for prompt enhancement (Luma has no style or enhance field). */
const STYLE_WORDS: Record<VideoStyle, string> = {
  realistic: 'photorealistic, natural lighting, fine detail',
  cinematic: 'cinematic shot, dramatic lighting, shallow depth of field, smooth camera movement',
  animated: 'animated, stylised, vibrant colours, smooth motion',
  documentary: 'documentary footage, handheld camera, natural light',
  commercial: 'polished commercial look, clean bright lighting, steady product-focused framing',
};

/**
 * The prompt a provider is sent. Luma's generation API has no style, sound or enhance-prompt
 * field, so they are said in words: a chosen style is appended ('cinematic style'); with
 * enhancePrompt the style's fuller description, the sound asked for and a loop are appended.
 */
export function promptFor(request: VideoRequest): string {
  const parts = [request.prompt.replace(/[\s.]+$/, '')];
  if (request.enhancePrompt) {
    if (request.style) parts.push(STYLE_WORDS[request.style]);
    if (request.audio !== 'none')
      parts.push(`suited to ${request.audio === 'voiceover' ? 'a voiceover' : `${request.audio} sound`}`);
    if (request.loop) parts.push('seamless loop');
  } else if (request.style) parts.push(`${request.style} style`);
  return parts.join(', ');
}
