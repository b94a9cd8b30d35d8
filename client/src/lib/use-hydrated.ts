import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the render that hydrates, true after it (React re-renders at once)
 * and in every later render: what differs with JavaScript (a busy state, the visitor's time zone,
 * the query string of a page the server prerendered without one) shows only then, so hydration
 * matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
