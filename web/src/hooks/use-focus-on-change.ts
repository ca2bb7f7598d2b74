import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A ref for a heading that takes focus (and scrolls into view) whenever `key` changes after the first render, as a new page's would: a form's next step, or its result. */
export function useFocusOnChange<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  return ref;
}
