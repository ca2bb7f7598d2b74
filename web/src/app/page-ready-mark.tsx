import { useEffect } from 'react';
import { markPageReady } from './after-page-ready.ts';

/**
 * Marks #root `data-hydrated` once the page's own code has loaded and React has made it interactive
 * (a server-rendered page hydrated, or a page rendered in the browser): tests and the bench wait for it,
 * and so does the work the reader does not need yet (afterPageReady).
 */
export function PageReadyMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    markPageReady();
  }, []);
  return null;
}
