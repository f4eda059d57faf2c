import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSocketReconnected } from '../../app/socket-events';
import {
  CancelFunnelGenerationDocument,
  FunnelGenerationChangedDocument,
  FunnelGenerationDocument,
  FunnelGeneratorSetupDocument,
  GenerateCompleteFunnelDocument,
  type FunnelGenerationFieldsFragment,
  type GenerateFunnelInput,
} from '../../gql/graphql';

export type FunnelGenerationRun = FunnelGenerationFieldsFragment;

const ACTIVE = new Set(['queued', 'running']);
/** The run this tab started, so a reload that misses its end still opens the result. */
const FOLLOWED_KEY = 'ff.funnelGeneration';

function remembered(): string | null {
  try {
    return sessionStorage.getItem(FOLLOWED_KEY);
  } catch {
    return null;
  }
}

function remember(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(FOLLOWED_KEY, id);
    else sessionStorage.removeItem(FOLLOWED_KEY);
  } catch {
    // Storage refused (private mode): a reload then finds only a run still going.
  }
}
export const isActiveRun = (run: FunnelGenerationRun) => ACTIVE.has(run.status);

/**
 * The later of two views of one run. Events can overtake each other (the mutation's answer and
 * the subscription race): an ended run stays ended, otherwise the further one wins.
 */
function later(a: FunnelGenerationRun, b: FunnelGenerationRun): FunnelGenerationRun {
  if (!isActiveRun(a)) return a;
  if (!isActiveRun(b)) return b;
  if (b.progress !== a.progress) return b.progress > a.progress ? b : a;
  return Date.parse(b.updatedAt) >= Date.parse(a.updatedAt) ? b : a;
}

/**
 * The complete-funnel generator's run as the screen follows it: the run still going when the
 * screen opens (a reloaded tab picks it up again), each step pushed by funnelGenerationChanged,
 * asked for again whenever the socket reconnects (events sent while it was down are lost).
 * `onEnded` is told once when the followed run completes, fails or is cancelled.
 */
export function useFunnelGeneration(onEnded: (run: FunnelGenerationRun) => void) {
  const client = useApolloClient();
  const setup = useQuery(FunnelGeneratorSetupDocument, { fetchPolicy: 'network-only' });
  const [start] = useMutation(GenerateCompleteFunnelDocument);
  const [cancelRun] = useMutation(CancelFunnelGenerationDocument);
  const [run, setRun] = useState<FunnelGenerationRun | null>(null);
  /** Every run seen over the socket, so an event that beats the mutation's answer is not lost. */
  const seen = useRef(new Map<string, FunnelGenerationRun>());
  const told = useRef(new Set<string>());
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const receive = useCallback((next: FunnelGenerationRun) => {
    const known = seen.current.get(next.id);
    seen.current.set(next.id, known ? later(known, next) : next);
    setRun((current) => (current && current.id === next.id ? later(current, next) : current));
  }, []);

  const active = setup.data?.activeFunnelGeneration ?? null;
  useEffect(() => {
    if (active) setRun((current) => current ?? seen.current.get(active.id) ?? active);
  }, [active]);

  // The run this tab started before a reload: still going, it is followed again; ended while the
  // page was loading, its end is told as if it had been watched.
  useEffect(() => {
    const id = remembered();
    if (!id) return;
    client
      .query({ query: FunnelGenerationDocument, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const found = data?.funnelGeneration;
        if (!found) return remember(null);
        seen.current.set(found.id, found);
        setRun((current) => current ?? found);
      })
      .catch(() => remember(null));
  }, [client]);

  useSubscription(FunnelGenerationChangedDocument, {
    onData: ({ data }) => {
      const next = data.data?.funnelGenerationChanged;
      if (next) receive(next);
    },
    // Without live updates the bar waits; a dropped socket reconnects by itself and asks again.
    onError: () => undefined,
  });

  const runId = run && isActiveRun(run) ? run.id : null;
  useEffect(() => {
    if (!runId) return undefined;
    return onSocketReconnected(() => {
      client
        .query({ query: FunnelGenerationDocument, variables: { id: runId }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          if (data?.funnelGeneration) receive(data.funnelGeneration);
        })
        // The subscription, live again, still brings the end.
        .catch(() => undefined);
    });
  }, [client, runId, receive]);

  useEffect(() => {
    if (!run || isActiveRun(run) || told.current.has(run.id)) return;
    told.current.add(run.id);
    remember(null);
    ended.current(run);
  }, [run]);

  /** Starts a run and follows it; a refusal (bad answers, too many requests) is thrown. */
  const generate = useCallback(
    async (input: GenerateFunnelInput) => {
      const { data } = await start({ variables: { input } });
      const created = data?.generateCompleteFunnel;
      if (!created) throw new Error('No answer');
      remember(created.id);
      const known = seen.current.get(created.id);
      setRun(known ? later(created, known) : created);
    },
    [start],
  );

  /** Stops the followed run; the job removes what it made. */
  const cancel = useCallback(async () => {
    if (!run) return;
    const { data } = await cancelRun({ variables: { id: run.id } });
    if (data?.cancelFunnelGeneration) receive(data.cancelFunnelGeneration);
  }, [cancelRun, receive, run]);

  /** Forgets an ended run, back to the empty form. */
  const dismiss = useCallback(() => setRun(null), []);

  return { setup, run, generate, cancel, dismiss };
}
