import { useEffect, useRef, useState } from 'react';

/** How long after a route change a title set late (a page that loads its data first) still counts. */
const settleMs = 3000;

/**
 * Tells screen readers that the app moved to another page, as a page load would: after a route
 * change, the new page's title is read out, as soon as the page has set it. Focus stays where it
 * is; pages that move it (wizard steps, sign-in screens) still do.
 */
export function RouteAnnouncer({ pathname }: { pathname: string }) {
  const [message, setMessage] = useState('');
  const lastPath = useRef(pathname);
  const lastTitle = useRef('');
  useEffect(() => {
    lastTitle.current = document.title;
  }, []);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    // Switching the tabs of one page (sign in, create account) keeps its title: nothing to announce.
    const announce = () => {
      if (document.title === lastTitle.current) return;
      lastTitle.current = document.title;
      setMessage(document.title);
    };
    // The page's own effects have run by now; a page still loading sets its title a little later.
    announce();
    const observer = new MutationObserver(announce);
    const title = document.querySelector('title');
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), settleMs);
    return () => {
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [pathname]);
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {message}
    </p>
  );
}
