import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MediaChangedDocument } from '../../gql/graphql';

/** Changes arriving within this window (a batch of uploads, a thumbnail made) cause one reload. */
export const LIVE_MEDIA_DELAY_MS = 250;

/**
 * Calls `reload` when the signed-in user's media is created, updated (a thumbnail made) or
 * deleted anywhere (another tab, a generation), so open screens agree. Subscribed only while the
 * caller is mounted.
 */
export function useLiveMedia(reload: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useSubscription(MediaChangedDocument, {
    onData: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current();
      }, LIVE_MEDIA_DELAY_MS);
    },
    // The library still works without live updates; a dropped socket reconnects by itself.
    onError: () => undefined,
  });
}
