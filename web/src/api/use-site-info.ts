import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';
import { useAppQueryClient } from './query-client.ts';
import { endpointQuery } from './use-endpoint.ts';

/**
 * The operator's settings (legal contact, effective date, coffee link, password rules) as a query,
 * for the server's loader (the settings a legal page is rendered with) and the page alike: loaded
 * once per page load and shared by every page and form (a failed load is tried again by the next to ask).
 */
export const siteInfoQuery = queryOptions({
  ...endpointQuery(endpoints.siteInfo),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The operator's settings (siteInfoQuery). */
export function useSiteInfo(): UseQueryResult<SiteInfoResponse, ApiError> {
  return useQuery(siteInfoQuery, useAppQueryClient());
}
