import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top whenever the path changes, as a page load would. The first page stays where
 * the browser put it: at a #fragment, where a reload left it, or where the reader scrolled the
 * server's page before it became interactive.
 */
export function useScrollToTop(pathname: string): void {
  // Compared with the last path rather than skipping the first run, so a development double run on mount moves nothing.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
