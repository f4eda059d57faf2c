import { InMemoryCache } from '@apollo/client';
import { pagedListPolicy } from '../modules/ai/ai-cache';
import { mediaItemsFieldPolicy } from '../modules/media/media-cache';

/** The app's Apollo cache (tests build theirs here too, so paged lists merge as in the app). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          mediaItems: mediaItemsFieldPolicy,
          imageGenerations: pagedListPolicy(),
          audioGenerations: pagedListPolicy(),
          videoGenerations: pagedListPolicy(['status']),
        },
      },
    },
  });
}
