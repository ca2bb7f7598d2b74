import { Outlet, useLocation } from 'react-router-dom';
import { adminHome, spaRoutes } from '#contract/site/spa-routes.ts';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { FloatingImages } from '../components/floating-images.tsx';
import { Footer } from '../components/footer.tsx';
import { NavBar } from '../components/nav-bar.tsx';
import { UpdateBanner } from './update-banner.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { useCodeLanding } from './use-code-landing.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';
import './shell.css';

/** Pages that use compact padding instead of filling the viewport height. */
const compactPathPrefixes = ['/notes/', '/privacy-policy', '/terms-of-use'];

/** Whether a path is in the admin panel, which uses the width of the screen for its sidebar and tables. */
const inAdminPanel = (pathname: string) =>
  (pathname === adminHome || pathname.startsWith(`${adminHome}/`)) && pathname !== spaRoutes.adminUnauthorized;

/** Nav bar, page and footer (and the spec's landing with a `code` parameter); compact padding on notes and legal pages, the whole width (and no floating images) for the admin panel, full height elsewhere. */
export function Shell() {
  const { pathname } = useLocation();
  useScrollToTop(pathname);
  useCodeLanding();
  const compact = compactPathPrefixes.some((prefix) => pathname.startsWith(prefix));
  const admin = inAdminPanel(pathname);
  const pageClass = admin ? 'page page--compact page--wide' : compact ? 'page page--compact' : 'page page--full';
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      {/* The panel is a work tool: its tables use the margins the images would float in. */}
      {!admin && <FloatingImages />}
      <main id="main" tabIndex={-1} className={pageClass}>
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
