type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Calls `listener` each time the subscription socket connects again after it dropped. Events
 * sent while it was down are lost; screens following something ask for it once more. Answers a
 * function that stops listening.
 */
export function onSocketReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Told by the Apollo client's graphql-ws client when it connects on a retry. */
export function socketReconnected(): void {
  for (const listener of [...listeners]) listener();
}
