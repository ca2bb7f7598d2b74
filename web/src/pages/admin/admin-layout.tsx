import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminHome, spaRoutes } from '#contract/site/spa-routes.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { AdminErrorBoundary } from './admin-error-boundary.tsx';
import { adminSections, sectionOf } from './admin-sections.ts';
import './admin-layout.css';

/** The admin panel's frame (spec §2): the sidebar of sections (on narrow screens wrapped tabs, all in sight), the breadcrumb Home > Admin > section, and the section in its error boundary. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const section = sectionOf(pathname);
  useDocumentTitle(`${section?.label ?? 'Admin'} · Admin · Nemesis Day`);

  return (
    <div className="admin">
      <nav className="admin__sidebar" aria-label="Admin">
        <p className="admin__sidebar-title">Admin</p>
        <ul>
          {adminSections.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end={item.path === adminHome} className="admin__sidebar-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__content">
        <nav aria-label="Breadcrumb">
          <ol className="admin__breadcrumb">
            <li>
              <Link to={spaRoutes.home}>Home</Link>
            </li>
            <li>
              <Link to={adminHome}>Admin</Link>
            </li>
            <li aria-current="page">{section?.label}</li>
          </ol>
        </nav>
        <AdminErrorBoundary resetKey={pathname} onHome={() => navigate(adminHome)}>
          <Suspense fallback={<LoadingState label="Loading the page…" />}>
            <Outlet />
          </Suspense>
        </AdminErrorBoundary>
      </div>
    </div>
  );
}
