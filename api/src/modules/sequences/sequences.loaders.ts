import { defineLoader } from '../../shared/graphql/loaders';
import type { SequenceCounts } from './sequences.service';

/** Step and subscriber counts of the sequences a list shows, in one query. */
export const sequenceCounts = defineLoader<string, SequenceCounts>(
  'sequence.counts',
  async ({ actor, services }, ids) => {
    const counts = await services.sequences.counts(actor, ids);
    return ids.map((id) => counts.get(id));
  },
);
