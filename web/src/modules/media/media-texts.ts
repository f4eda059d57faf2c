/** The screen's words (002 §2, §8; 000 §8 library variant). */
export const MEDIA_LIBRARY_TEXTS = {
  loadFailed: 'Failed to load media library',
  networkError: 'Network error',
  signedOut: 'Please refresh the page to continue',
  refreshPage: 'Refresh Page',
  retry: 'Retry',
  deleteFailedTitle: 'Delete failed',
  deleteFailed: 'Failed to delete the media file. Please try again.',
  noMedia: 'No media yet',
  noMediaHint: 'Upload images and videos to use them in your funnels.',
  noMatches: (search: string) => `No media matches "${search}"`,
  noAiImages: 'No AI images generated yet',
  noAiVideos: 'No videos generated yet',
} as const;
