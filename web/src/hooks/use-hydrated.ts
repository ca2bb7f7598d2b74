import { useDeferredValue, useSyncExternalStore } from 'react';

// Nothing to listen to: the answer changes once, when hydration ends, and React re-renders for that itself.
const subscribe = () => () => {};

/**
 * Whether this render may show what only the browser knows (the clock, the reader's time zone, the
 * session hint, a random pick): false on the server and in the render that hydrates its markup, so
 * both print the same; true soon after hydration, and in every render of a tree the browser mounts
 * itself. It turns true at a transition's priority: what changes with it (the session, passed down
 * to the page) then waits for a page still loading its code to hydrate, where an urgent update
 * would make React replace the server's markup of that page with its loading fallback.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
