import { InMemoryCache } from '@apollo/client';
import { pagedListPolicy } from '../modules/ai/ai-cache';
import { mediaItemsFieldPolicy } from '../modules/media/media-cache';

/** The app's Apollo cache (tests build theirs here too, so paged lists merge as in the app). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A test's figures have no id of their own: the list's and the page's answers merge
      // (the page asks for more of them) instead of replacing each other.
      ExperimentResults: { merge: true },
      // An affiliate's stats have no id: a push's figures are written over the account's, field by field.
      AffiliateStatsType: { merge: true },
      Query: {
        fields: {
          mediaItems: mediaItemsFieldPolicy,
          imageGenerations: pagedListPolicy(),
          audioGenerations: pagedListPolicy(),
          videoGenerations: pagedListPolicy(['status']),
          forgecoinHistory: pagedListPolicy(),
          billingPayments: pagedListPolicy(),
          affiliateReferrals: pagedListPolicy(),
          affiliateCommissions: pagedListPolicy(),
          affiliatePayouts: pagedListPolicy(),
          // One list per search and reason; the page size is not part of the list's identity.
          suppressions: pagedListPolicy(['search', 'reason']),
        },
      },
    },
  });
}
