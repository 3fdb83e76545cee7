import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React adopts it, true once the page's handlers are
 * attached. The page exposes it as `data-hydrated`, so browser tests know when buttons work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
