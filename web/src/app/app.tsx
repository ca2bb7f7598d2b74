import { Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { SessionProvider } from '../auth/session-provider.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { LegacyHashRedirect } from './legacy-hash-redirect.tsx';
import { lazyPage } from './lazy-page.ts';
import { Shell } from './shell.tsx';

// Each page is its own chunk, so a visitor downloads only the pages they open (the service worker
// still precaches them all for offline use).
const AccountPage = lazyPage(() => import('../pages/account/account-page.tsx'), 'AccountPage');
const AdminApp = lazyPage(() => import('../pages/admin/admin-app.tsx'), 'AdminApp');
const AdminUnauthorizedPage = lazyPage(() => import('../pages/admin/admin-unauthorized-page.tsx'), 'AdminUnauthorizedPage');
const ContactPage = lazyPage(() => import('../pages/contact/contact-page.tsx'), 'ContactPage');
const CreateNotePage = lazyPage(() => import('../pages/create-note/create-note-page.tsx'), 'CreateNotePage');
const DebugAuthPage = lazyPage(() => import('../pages/debug-auth/debug-auth-page.tsx'), 'DebugAuthPage');
const DevicePage = lazyPage(() => import('../pages/device/device-page.tsx'), 'DevicePage');
const FamousNemesisesPage = lazyPage(() => import('../pages/famous-nemesises/famous-nemesises-page.tsx'), 'FamousNemesisesPage');
const FaqPage = lazyPage(() => import('../pages/faq/faq-page.tsx'), 'FaqPage');
const HomePage = lazyPage(() => import('../pages/home/home-page.tsx'), 'HomePage');
const PrivacyPolicyPage = lazyPage(() => import('../pages/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage');
const TermsOfUsePage = lazyPage(() => import('../pages/legal/terms-of-use-page.tsx'), 'TermsOfUsePage');
const LoginPage = lazyPage(() => import('../pages/login/login-page.tsx'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage');
const NotePage = lazyPage(() => import('../pages/note/note-page.tsx'), 'NotePage');
const SendNemesisNotePage = lazyPage(() => import('../pages/send-nemesis-note/send-nemesis-note-page.tsx'), 'SendNemesisNotePage');
const StopPage = lazyPage(() => import('../pages/stop/stop-page.tsx'), 'StopPage');

/** The page of the route, with a spinner while its code loads. */
const loadingPage = (
  <Suspense fallback={<LoadingState label="Loading the page…" />}>
    <Outlet />
  </Suspense>
);

/** The whole web app: the session, and the shell around one page per route of spec §2. */
export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <LegacyHashRedirect />
        <Routes>
          <Route element={<Shell />}>
            <Route element={loadingPage}>
              <Route path={spaRoutes.home} element={<HomePage />} />
              <Route path={spaRoutes.famousNemesises} element={<FamousNemesisesPage />} />
              <Route path={spaRoutes.faq} element={<FaqPage />} />
              <Route path={spaRoutes.privacyPolicy} element={<PrivacyPolicyPage />} />
              <Route path={spaRoutes.termsOfUse} element={<TermsOfUsePage />} />
              <Route path={spaRoutes.adminUnauthorized} element={<AdminUnauthorizedPage />} />
              <Route path={spaRoutes.admin} element={<AdminApp />} />
              <Route path={spaRoutes.login} element={<LoginPage />} />
              <Route path={spaRoutes.signUp} element={<LoginPage />} />
              <Route path={spaRoutes.account} element={<AccountPage />} />
              <Route path={spaRoutes.debugAuth} element={<DebugAuthPage />} />
              <Route path={spaRoutes.createNote} element={<CreateNotePage />} />
              <Route path={spaRoutes.sendNemesisNote} element={<SendNemesisNotePage />} />
              <Route path={spaRoutes.contact} element={<ContactPage />} />
              <Route path={spaRoutes.stop} element={<StopPage />} />
              <Route path={spaRoutes.device} element={<DevicePage />} />
              <Route path={spaRoutes.note} element={<NotePage />} />
              <Route path={spaRoutes.noteWithVanity} element={<NotePage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  );
}
