import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A ref for a heading that takes focus (and scrolls into view) whenever `key` changes, as a new page's would: a form's next step, or its result. */
export function useFocusOnChange<T extends HTMLElement>(key: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  // Compared with the last key rather than skipping the first run, so a development double run on mount moves nothing.
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  return ref;
}
