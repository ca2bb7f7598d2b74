import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { SessionProvider } from '../auth/session-provider.tsx';
import { AccountPage } from '../pages/account/account-page.tsx';
import { AdminUnauthorizedPage } from '../pages/admin/admin-unauthorized-page.tsx';
import { CreateNotePage } from '../pages/create-note/create-note-page.tsx';
import { DebugAuthPage } from '../pages/debug-auth/debug-auth-page.tsx';
import { FamousNemesisesPage } from '../pages/famous-nemesises/famous-nemesises-page.tsx';
import { FaqPage } from '../pages/faq/faq-page.tsx';
import { HomePage } from '../pages/home/home-page.tsx';
import { PrivacyPolicyPage } from '../pages/legal/privacy-policy-page.tsx';
import { TermsOfUsePage } from '../pages/legal/terms-of-use-page.tsx';
import { LoginPage } from '../pages/login/login-page.tsx';
import { NotFoundPage } from '../pages/not-found/not-found-page.tsx';
import { NotePage } from '../pages/note/note-page.tsx';
import { LegacyHashRedirect } from './legacy-hash-redirect.tsx';
import { Shell } from './shell.tsx';

/** The whole web app: the session, and the shell around one page per route of spec §2. */
export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <LegacyHashRedirect />
        <Routes>
          <Route element={<Shell />}>
            <Route path={spaRoutes.home} element={<HomePage />} />
            <Route path={spaRoutes.famousNemesises} element={<FamousNemesisesPage />} />
            <Route path={spaRoutes.faq} element={<FaqPage />} />
            <Route path={spaRoutes.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route path={spaRoutes.termsOfUse} element={<TermsOfUsePage />} />
            <Route path={spaRoutes.adminUnauthorized} element={<AdminUnauthorizedPage />} />
            <Route path={spaRoutes.login} element={<LoginPage />} />
            <Route path={spaRoutes.signUp} element={<LoginPage />} />
            <Route path={spaRoutes.account} element={<AccountPage />} />
            <Route path={spaRoutes.debugAuth} element={<DebugAuthPage />} />
            <Route path={spaRoutes.createNote} element={<CreateNotePage />} />
            <Route path={spaRoutes.note} element={<NotePage />} />
            <Route path={spaRoutes.noteWithVanity} element={<NotePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  );
}
