import { useEffect } from 'react';

/** Scrolls to the top whenever the path changes, as a page load would. */
export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
