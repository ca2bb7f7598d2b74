import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import type { ApiError } from '#contract/api/api-error.ts';

declare module '@tanstack/react-query' {
  // Every query and mutation fails with an ApiError (use-endpoint.ts turns any failure into one).
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * A client for the app's server state. The API client already retries by each endpoint's policy, so
 * queries do not retry again; they run offline too (a query kept on the device shows its copy: offline/query-persister.ts);
 * a window regaining focus does not reload a page's data behind the user's back. An answer is kept
 * only while a page shows it: many are the signed-in user's, and whoever signs in next on this
 * browser must never see them (a query for public settings may keep its answer longer).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, gcTime: 0 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query client of this render: the server's own for the page it renders (a QueryClientProvider in
 * entry-server.tsx), else the browser's one client, made on first use. The app shell renders no
 * provider, so a first visit's code does not carry this layer: only the pages that load data do. A
 * page the server rendered hands its data over through its route's loader (the queries' dehydrated
 * state, which the page hydrates: hydrate-answers.tsx).
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? (browserClient ??= createQueryClient());
}
