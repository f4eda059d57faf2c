/** The spec's words for the AI tools (000 §4, §5, §8). */
export const AI_TEXTS = {
  imageGenerated: 'AI Image Generated Successfully!',
  imageFailed: (error: string | null | undefined) =>
    `Generation failed: ${error && error.trim() ? error : 'Please try a different prompt'}`,
  noAiImages: 'No AI images generated yet',
  aiImagesFailed: 'Failed to load AI images',
  retry: 'Retry',
  noAudio: 'No audio files found.',
  offlineImageNote:
    'Offline generator: the image is drawn on this machine by the offline generator, not by an AI provider.',
  offlineVoiceNote:
    'Offline generator: the speech is made on this machine by the offline generator, not by an AI provider.',
} as const;

/** How long the image generation toasts stay (000 §8): success 3 s, failure 5 s. */
export const IMAGE_SUCCESS_TOAST_S = 3;
export const IMAGE_FAILURE_TOAST_S = 5;
