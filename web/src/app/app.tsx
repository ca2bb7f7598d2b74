import type { HydrationState } from 'react-router-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../auth/session-provider.tsx';
import { routes } from './routes.tsx';

/** Where the server puts the router's data of a page it rendered (a JSON block, not a script: the CSP allows no inline script). */
export const hydrationDataId = 'router-data';

/** The router's starting data from a page the server rendered; undefined for the bare shell (the service worker's, or a page the server does not render). */
function serverHydrationData(): HydrationState | undefined {
  const block = document.getElementById(hydrationDataId);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}

/** The browser's router over the routes of spec §2 (routes.tsx), starting from the server's data when it rendered the page. */
export function createAppRouter() {
  return createBrowserRouter(routes, { hydrationData: serverHydrationData() });
}

/** The whole web app in the browser: the session, and the router. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
