import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during the server render and the hydrating render, true from the next render on: a component
 * first matches the server's HTML (no hydration mismatch), then switches to its scripted form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
