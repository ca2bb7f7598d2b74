import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '#contract/api/api-error.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';
import { useEndpoint } from './use-endpoint.ts';

/**
 * The operator's settings (legal contact, effective date, coffee link, password rules): loaded once
 * per page load and shared by every page and form (a failed load is tried again by the next to ask).
 * `initial`: the settings a page the server rendered was rendered with (its route's loader data).
 */
export function useSiteInfo(initial?: SiteInfoResponse): UseQueryResult<SiteInfoResponse, ApiError> {
  return useEndpoint(endpoints.siteInfo, {}, { staleTime: Infinity, gcTime: Infinity, initialData: initial });
}
