import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { spaRoutes } from '#contract/site/spa-routes.ts';
import { LoadingState } from '../components/loading-state.tsx';
import { noteRoute } from '../pages/note/note-route.ts';
import { LegacyHashRedirect } from './legacy-hash-redirect.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageReadyMark } from './page-ready-mark.tsx';
import type { ServerLoadContext } from '#contract/site/server-render.ts';
import { Shell } from './shell.tsx';

// Each page is its own chunk, so a visitor downloads only the pages they open (the service worker
// still precaches them all for offline use). A page the server rendered stays on screen while its
// chunk loads: React hydrates it then.
const AccountPage = lazyPage(() => import('../pages/account/account-page.tsx'), 'AccountPage');
const AdminApp = lazyPage(() => import('../pages/admin/admin-app.tsx'), 'AdminApp');
const AdminUnauthorizedPage = lazyPage(
  () => import('../pages/admin/admin-unauthorized-page.tsx'),
  'AdminUnauthorizedPage',
);
const ContactPage = lazyPage(() => import('../pages/contact/contact-page.tsx'), 'ContactPage');
const CreateNotePage = lazyPage(() => import('../pages/create-note/create-note-page.tsx'), 'CreateNotePage');
const DebugAuthPage = lazyPage(() => import('../pages/debug-auth/debug-auth-page.tsx'), 'DebugAuthPage');
const DevicePage = lazyPage(() => import('../pages/device/device-page.tsx'), 'DevicePage');
const FamousNemesisesPage = lazyPage(
  () => import('../pages/famous-nemesises/famous-nemesises-page.tsx'),
  'FamousNemesisesPage',
);
const FaqPage = lazyPage(() => import('../pages/faq/faq-page.tsx'), 'FaqPage');
const HomePage = lazyPage(() => import('../pages/home/home-page.tsx'), 'HomePage');
const PrivacyPolicyPage = lazyPage(() => import('../pages/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage');
const TermsOfUsePage = lazyPage(() => import('../pages/legal/terms-of-use-page.tsx'), 'TermsOfUsePage');
const LoginPage = lazyPage(() => import('../pages/login/login-page.tsx'), 'LoginPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage');
const NotePage = lazyPage(() => import('../pages/note/note-page.tsx'), 'NotePage');
const SendNemesisNotePage = lazyPage(
  () => import('../pages/send-nemesis-note/send-nemesis-note-page.tsx'),
  'SendNemesisNotePage',
);
const StopPage = lazyPage(() => import('../pages/stop/stop-page.tsx'), 'StopPage');
const CancelScheduledNotePage = lazyPage(
  () => import('../pages/cancel-scheduled-note/cancel-scheduled-note-page.tsx'),
  'CancelScheduledNotePage',
);

/**
 * A legal page's data: on the server, the site's settings (its contact and effective date), rendered
 * into the first HTML, as the settings query's state the page hydrates; in the browser nothing (the page's query loads them).
 */
const siteInfoLoader: NonNullable<RouteObject['loader']> = async ({ context }) => {
  const siteInfo = (context as ServerLoadContext | undefined)?.siteInfo?.();
  if (!siteInfo) return null;
  // Loaded only here, on the server: the app shell carries no query library.
  const [{ dehydratedAnswer }, { siteInfoQuery }] = await Promise.all([
    import('../api/dehydrated-answer.ts'),
    import('../api/use-site-info.ts'),
  ]);
  return { state: dehydratedAnswer(siteInfoQuery.queryKey, siteInfo) };
};

/** The routes the server renders (spec §2's public pages, the not-found page), by id, with their page modules: the server links their chunks' styles and code. */
export const renderedPageModules: Record<string, string> = {
  home: 'src/pages/home/home-page.tsx',
  'famous-nemesises': 'src/pages/famous-nemesises/famous-nemesises-page.tsx',
  faq: 'src/pages/faq/faq-page.tsx',
  'privacy-policy': 'src/pages/legal/privacy-policy-page.tsx',
  'terms-of-use': 'src/pages/legal/terms-of-use-page.tsx',
  'send-nemesis-note': 'src/pages/send-nemesis-note/send-nemesis-note-page.tsx',
  contact: 'src/pages/contact/contact-page.tsx',
  note: 'src/pages/note/note-page.tsx',
  'note-with-vanity': 'src/pages/note/note-page.tsx',
  'not-found': 'src/pages/not-found/not-found-page.tsx',
};

/** The whole web app's routes (spec §2), the same in the browser and on the server: the shell around one page per route. */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    element: (
      <>
        <LegacyHashRedirect />
        <Shell />
      </>
    ),
    children: [
      {
        id: 'page',
        // The page of the route, with a spinner while its code loads.
        element: (
          <Suspense fallback={<LoadingState label="Loading the page…" />}>
            <Outlet />
            <PageReadyMark />
          </Suspense>
        ),
        children: [
          { id: 'home', path: spaRoutes.home, element: <HomePage /> },
          { id: 'famous-nemesises', path: spaRoutes.famousNemesises, element: <FamousNemesisesPage /> },
          { id: 'faq', path: spaRoutes.faq, element: <FaqPage /> },
          {
            id: 'privacy-policy',
            path: spaRoutes.privacyPolicy,
            element: <PrivacyPolicyPage />,
            loader: siteInfoLoader,
          },
          { id: 'terms-of-use', path: spaRoutes.termsOfUse, element: <TermsOfUsePage />, loader: siteInfoLoader },
          { id: 'admin-unauthorized', path: spaRoutes.adminUnauthorized, element: <AdminUnauthorizedPage /> },
          { id: 'admin', path: spaRoutes.admin, element: <AdminApp /> },
          { id: 'login', path: spaRoutes.login, element: <LoginPage /> },
          { id: 'sign-up', path: spaRoutes.signUp, element: <LoginPage /> },
          { id: 'account', path: spaRoutes.account, element: <AccountPage /> },
          { id: 'debug-auth', path: spaRoutes.debugAuth, element: <DebugAuthPage /> },
          { id: 'create-note', path: spaRoutes.createNote, element: <CreateNotePage /> },
          { id: 'send-nemesis-note', path: spaRoutes.sendNemesisNote, element: <SendNemesisNotePage /> },
          { id: 'contact', path: spaRoutes.contact, element: <ContactPage /> },
          { id: 'stop', path: spaRoutes.stop, element: <StopPage /> },
          {
            id: 'cancel-scheduled-note',
            path: spaRoutes.cancelScheduledNote,
            element: <CancelScheduledNotePage />,
          },
          { id: 'device', path: spaRoutes.device, element: <DevicePage /> },
          { id: 'note', path: spaRoutes.note, element: <NotePage />, ...noteRoute },
          { id: 'note-with-vanity', path: spaRoutes.noteWithVanity, element: <NotePage />, ...noteRoute },
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
