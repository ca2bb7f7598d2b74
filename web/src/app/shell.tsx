import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { FloatingImages } from '../components/floating-images.tsx';
import { Footer } from '../components/footer.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { UpdateBanner } from '../components/update-banner.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';
import './shell.css';

/** Pages that use compact padding instead of filling the viewport height. */
const compactPathPrefixes = ['/notes/', '/privacy-policy', '/terms-of-use'];

/** Nav bar, page and footer; compact padding on notes and legal pages, full height elsewhere. */
export function Shell() {
  const { pathname } = useLocation();
  useScrollToTop(pathname);
  const compact = compactPathPrefixes.some((prefix) => pathname.startsWith(prefix));
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <FloatingImages />
      <main id="main" tabIndex={-1} className={compact ? 'page page--compact' : 'page page--full'}>
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <UpdateBanner />
      <RouteAnnouncer pathname={pathname} />
    </div>
  );
}
