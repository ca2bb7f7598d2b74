import { HydrationBoundary } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppQueryClient } from './query-client.ts';

/**
 * Puts the answers a page was rendered with on the server (its route's loader data: dehydratedAnswer)
 * into the app's query client, for the queries below to start from; nothing for a page the browser rendered.
 */
export function HydrateAnswers({ state, children }: { state: DehydratedState | undefined; children: ReactNode }) {
  // Kept a few seconds while unread: a hydration render may yield before the page's queries subscribe.
  return (
    <HydrationBoundary
      state={state}
      queryClient={useAppQueryClient()}
      options={{ defaultOptions: { queries: { gcTime: 5_000 } } }}
    >
      {children}
    </HydrationBoundary>
  );
}
