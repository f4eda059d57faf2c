import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { LeadsChangedDocument } from '../../gql/graphql';

/** Changes arriving within this window (a burst of captures) cause one reload. */
export const LIVE_RELOAD_DELAY_MS = 250;

/**
 * Reloads when any of the user's leads is created, changed, captured, imported or deleted
 * elsewhere (another tab, a published page, an import), so the list stays current without a
 * reload of the page and without losing the user's page, filters or selection.
 */
export function useLiveLeads(reload: (leadIds: readonly string[]) => void) {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; ids: Set<string> | 'all' } | null>(null);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
    },
    [],
  );

  useSubscription(LeadsChangedDocument, {
    onData: ({ data }) => {
      const ids = data.data?.leadsChanged.leadIds ?? [];
      if (pending.current) {
        const gathered = pending.current.ids;
        if (gathered !== 'all') {
          if (ids.length === 0) pending.current.ids = 'all';
          else ids.forEach((id) => gathered.add(id));
        }
        return;
      }
      const entry = {
        ids: ids.length === 0 ? ('all' as const) : new Set(ids),
        timer: setTimeout(() => {
          pending.current = null;
          latest.current(entry.ids === 'all' ? [] : [...entry.ids]);
        }, LIVE_RELOAD_DELAY_MS),
      };
      pending.current = entry;
    },
    // The list still works without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
}
