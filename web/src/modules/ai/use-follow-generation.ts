import { useCallback, useEffect, useRef, useState } from 'react';
import { errorInfo } from '../../app/graphql-errors';
import { onSocketReconnected } from '../../app/socket-events';

type Generation = { id: string; status: string; failureReason?: string | null };

export type GenerationOutcome<G> =
  { kind: 'completed'; generation: G } | { kind: 'failed'; error: string | null; code: string | null };

/**
 * Starts a generation (a mutation answering it as pending) and follows it to its end. The caller
 * feeds `receive` from its status subscription, open while `busy`; whenever the socket reconnects
 * (events sent while it was down are lost) `fetchOne` asks for the generation again. Changes
 * that arrive before the mutation answers are kept until it does. `onOutcome` is told once per
 * request; `isReady` says whether a completed generation has what the screen needs.
 */
export function useFollowGeneration<G extends Generation>({
  fetchOne,
  isReady,
  onOutcome,
}: {
  fetchOne(id: string): Promise<G | null>;
  isReady(generation: G): boolean;
  onOutcome(outcome: GenerationOutcome<G>): void;
}) {
  const [busy, setBusy] = useState(false);
  /** The generation followed; null while the mutation is on its way, or when idle. */
  const following = useRef<string | null>(null);
  const running = useRef(false);
  const early = useRef(new Map<string, G | null>());
  const latest = useRef({ fetchOne, isReady, onOutcome });
  useEffect(() => {
    latest.current = { fetchOne, isReady, onOutcome };
  }, [fetchOne, isReady, onOutcome]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      following.current = null;
      running.current = false;
    };
  }, []);

  const settle = useCallback((outcome: GenerationOutcome<G>) => {
    following.current = null;
    running.current = false;
    early.current.clear();
    if (!mounted.current) return;
    setBusy(false);
    latest.current.onOutcome(outcome);
  }, []);

  /** Acts on what is known of the followed generation; answers whether it has ended. */
  const consider = useCallback(
    (generation: G | null): boolean => {
      if (!generation) {
        settle({ kind: 'failed', error: 'The generation was deleted.', code: null });
        return true;
      }
      if (generation.status === 'completed' && latest.current.isReady(generation)) {
        settle({ kind: 'completed', generation });
        return true;
      }
      if (generation.status === 'failed' || generation.status === 'completed') {
        settle({ kind: 'failed', error: generation.failureReason ?? null, code: null });
        return true;
      }
      return false;
    },
    [settle],
  );

  /** A change from the status subscription. */
  const receive = useCallback(
    (id: string, generation: G | null) => {
      if (!running.current) return;
      if (following.current === null) early.current.set(id, generation);
      else if (id === following.current) consider(generation);
    },
    [consider],
  );

  useEffect(
    () =>
      onSocketReconnected(() => {
        const id = following.current;
        if (!id) return;
        latest.current
          .fetchOne(id)
          .then((generation) => {
            if (following.current === id) consider(generation);
          })
          // The subscription, live again, still brings the end; a failed check changes nothing.
          .catch(() => undefined);
      }),
    [consider],
  );

  const run = useCallback(
    async (start: () => Promise<G | null | undefined>) => {
      if (running.current) return;
      running.current = true;
      early.current.clear();
      following.current = null;
      setBusy(true);
      try {
        const generation = await start();
        if (!generation) throw new Error('No answer');
        following.current = generation.id;
        if (consider(generation)) return;
        if (early.current.has(generation.id)) consider(early.current.get(generation.id) ?? null);
      } catch (failure) {
        const info = errorInfo(failure, '');
        following.current = null;
        running.current = false;
        if (!mounted.current) return;
        setBusy(false);
        latest.current.onOutcome({ kind: 'failed', error: info.message || null, code: info.code });
      }
    },
    [consider],
  );

  return { busy, run, receive };
}
