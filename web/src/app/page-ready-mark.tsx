import { useEffect } from 'react';

/**
 * Marks #root `data-hydrated` once the page's own code has loaded and React has made it interactive
 * (a server-rendered page hydrated, or a page rendered in the browser): tests and the bench wait for it.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
