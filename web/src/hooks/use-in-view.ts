import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Calls `onInView` whenever the element comes into view (or close to it) while `active`: "load more as you scroll". */
export function useInView(element: RefObject<Element | null>, active: boolean, onInView: () => void): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    // A margin below the viewport, so the next page is there before the user reaches the end.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onInView(),
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, active, onInView]);
}
