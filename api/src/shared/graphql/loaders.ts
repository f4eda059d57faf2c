import DataLoader from 'dataloader';
import type { Services } from '../../modules';
import type { Actor } from '../auth/actor';

/** What a batch function sees: the request's actor (every batch filters by it) and the services. */
export type LoaderScope = { actor: Actor | null; services: Services };

/**
 * A per-row field's batch: the values of many keys at once, in the order of the keys (undefined
 * where there is none). `P` is a parameter of the field (e.g. a limit): one loader per value.
 */
export type LoaderDefinition<K, V, P = void> = {
  name: string;
  batch(scope: LoaderScope, keys: readonly K[], param: P): Promise<ReadonlyArray<V | undefined>>;
};

export function defineLoader<K, V, P = void>(
  name: string,
  batch: LoaderDefinition<K, V, P>['batch'],
): LoaderDefinition<K, V, P> {
  return { name, batch };
}

/**
 * The request's DataLoaders, created with its context: every per-row field resolver loads
 * through one, so a list of N rows asks the database once per field, not N times. They live as
 * long as the request (never across requests or users).
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  constructor(private readonly scope: LoaderScope) {}

  load<K, V, P = void>(
    definition: LoaderDefinition<K, V, P>,
    key: K,
    ...param: P extends void ? [] : [P]
  ): Promise<V | undefined> {
    const value = param[0] as P;
    const id = `${definition.name}:${JSON.stringify(value ?? null)}`;
    let loader = this.loaders.get(id) as DataLoader<K, V | undefined> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V | undefined>((keys) => definition.batch(this.scope, keys, value));
      this.loaders.set(id, loader as DataLoader<unknown, unknown>);
    }
    return loader.load(key);
  }
}
