import { useSyncExternalStore } from 'react';

/** A value shared by loaders (outside React) and components. */
export type ExternalStore<T> = { get: () => T; set: (value: T) => void; subscribe: (listener: () => void) => () => void };

export function createExternalStore<T>(initial: T, onChange?: (value: T) => void): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      onChange?.(value);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads an external store in a component. */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
