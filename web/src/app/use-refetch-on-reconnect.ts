import { useEffect, useRef } from 'react';
import { refetchQuietly, type Refetchable } from './refetch-quietly';
import { onSocketReconnected } from './socket-events';

/**
 * Asks a query again each time the subscription socket reconnects: pushes sent while it was
 * down are lost, so a screen kept live by them catches up this way.
 */
export function useRefetchOnReconnect(query: Refetchable): void {
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });
  useEffect(() => onSocketReconnected(() => refetchQuietly(latest.current)), []);
}
