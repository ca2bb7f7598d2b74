import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onInView` whenever the element comes into view, or within `aheadPx` below it, while `active`:
 * "load more as you scroll". The margin lets what loads be there before the user reaches it.
 */
export function useInView(
  element: RefObject<Element | null>,
  active: boolean,
  onInView: () => void,
  aheadPx = 400,
): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onInView(),
      { rootMargin: `0px 0px ${aheadPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, active, onInView, aheadPx]);
}
