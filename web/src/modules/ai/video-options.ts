import { isOfflineGenerator } from './ai-format';

/** 000 §7, §9: what a video can be asked for; the first of each is the default. */
export const VIDEO_DURATIONS = ['5s', '9s'] as const;
export const VIDEO_RESOLUTIONS = ['720p', '540p', '1080p', '4k'] as const;
export const VIDEO_MODELS = ['ray-2', 'ray-flash-2', 'ray-1-6'] as const;
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3'] as const;
export const VIDEO_STYLES = ['realistic', 'cinematic', 'animated', 'documentary', 'commercial'] as const;
export const VIDEO_AUDIO = ['none', 'ambient', 'music', 'voiceover'] as const;

/** The api's estimate (Luma, US dollars per 5 s of ray-2): about $0.60 at 720p. */
const USD_PER_5S: Record<string, number> = { '540p': 0.4, '720p': 0.6, '1080p': 1.35, '4k': 5.4 };
const MODEL_FACTOR: Record<string, number> = { 'ray-2': 1, 'ray-flash-2': 1 / 3, 'ray-1-6': 1 };

export function videoCostUsd(
  { model, resolution, duration }: { model: string; resolution: string; duration: string },
  generator: string | null | undefined,
): number {
  if (isOfflineGenerator(generator)) return 0;
  const seconds = Number.parseInt(duration, 10) || 5;
  const cost = (USD_PER_5S[resolution] ?? 0.6) * (MODEL_FACTOR[model] ?? 1) * (seconds / 5);
  return Math.round(cost * 10_000) / 10_000;
}

/** How a status reads (000 §4: dreaming is shown as in progress). */
export function videoStatusText(status: string, progress: number | null | undefined): string {
  const percent = typeof progress === 'number' ? ` ${Math.round(progress * 100)}%` : '';
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'processing':
      return `Processing${percent}`;
    case 'dreaming':
      return `In progress${percent}`;
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'Failed';
    default:
      return status;
  }
}

export const VIDEO_TEXTS = {
  promptRequired: 'Please enter a video prompt',
  libraryFailed: 'Failed to load video library',
  fetchFailed: 'Failed to fetch videos',
  noVideos: 'No videos generated yet',
  noCompleted: 'No videos completed yet',
  selectedTitle: 'Video Selected',
  selectedText: 'Video has been added to your element.',
  copiedTitle: 'URL Copied',
  copiedText: 'Video URL has been copied to clipboard.',
  noAudioTitle: 'No Audio Selected',
  noAudioText: 'Please select an audio file to dub the video.',
  dubbed: 'Video Dubbing Complete!',
  dubFailedTitle: 'Dubbing Failed',
  dubFailed: 'Failed to dub video with selected audio.',
} as const;

/** The started state of the Generate button lasts this long (000 §4). */
export const VIDEO_STARTED_MS = 2000;
