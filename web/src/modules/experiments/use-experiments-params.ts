import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExperimentStatus } from '../../gql/graphql';
import { isExperimentStatus } from './experiment-meta';

export type ExperimentsParams = { funnelId: string | null; status: ExperimentStatus | null };

/** Reads ?funnelId=&status= leniently: anything unknown means all. */
export function parseExperimentsParams(params: URLSearchParams): ExperimentsParams {
  const status = params.get('status');
  return { funnelId: params.get('funnelId') || null, status: isExperimentStatus(status) ? status : null };
}

/** The list's filters, kept in the address so links from a funnel ('See A/B tests') open filtered. */
export function useExperimentsParams() {
  const [params, setParams] = useSearchParams();
  const { funnelId, status } = parseExperimentsParams(params);
  const update = useCallback(
    (change: Partial<ExperimentsParams>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        // A change of filter is not a new page (as on the analytics screen).
        { replace: true },
      ),
    [setParams],
  );
  return { funnelId, status, update };
}
