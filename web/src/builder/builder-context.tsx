import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createBuilderStore,
  type BuilderActions,
  type BuilderState,
  type BuilderStore,
} from './builder-store';

const BuilderStoreContext = createContext<BuilderStore | null>(null);

export function BuilderStoreProvider({ store, children }: { store: BuilderStore; children: ReactNode }) {
  return <BuilderStoreContext.Provider value={store}>{children}</BuilderStoreContext.Provider>;
}

export function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderStoreContext);
  if (!store) throw new Error('useBuilderStore must be used inside BuilderStoreProvider');
  return store;
}

/** Subscribes to one slice of the builder state; the component re-renders only when that slice changes. */
export function useBuilder<T>(selector: (state: BuilderState & BuilderActions) => T): T {
  return useStore(useBuilderStore(), selector);
}

const NO_STORE = createBuilderStore();

/**
 * Like useBuilder, for parts also drawn outside a builder (a field editor in a test or another
 * screen): without a provider it reads an empty builder.
 */
export function useBuilderIfAny<T>(selector: (state: BuilderState & BuilderActions) => T): T {
  return useStore(useContext(BuilderStoreContext) ?? NO_STORE, selector);
}

/** The actions, which never change (no re-render). */
export function useBuilderActions(): BuilderActions {
  return useBuilderStore().getState();
}
