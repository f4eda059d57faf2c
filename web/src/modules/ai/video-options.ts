import type { AiCostRatesQuery } from '../../gql/graphql';

/** 000 §7, §9: what a video can be asked for; the first of each is the default. */
export const VIDEO_DURATIONS = ['5s', '9s'] as const;
export const VIDEO_RESOLUTIONS = ['720p', '540p', '1080p', '4k'] as const;
export const VIDEO_MODELS = ['ray-2', 'ray-flash-2', 'ray-1-6'] as const;
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3'] as const;
export const VIDEO_STYLES = ['realistic', 'cinematic', 'animated', 'documentary', 'commercial'] as const;
export const VIDEO_AUDIO = ['none', 'ambient', 'music', 'voiceover'] as const;

type VideoCostRate = AiCostRatesQuery['aiCostRates']['videos'][number];

/** The api's estimate (aiCostRates) for a video of these settings, US dollars; null until known. */
export function videoCostUsd(
  { model, resolution, duration }: { model: string; resolution: string; duration: string },
  rates: readonly VideoCostRate[] | null | undefined,
): number | null {
  const rate = rates?.find(
    (r) => r.model === model && r.resolution === resolution && r.duration === duration,
  );
  return rate ? rate.usd : null;
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
