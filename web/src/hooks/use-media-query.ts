import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now; updates when it changes. False on the server and while
 * hydrating (the server cannot know the screen), then the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
