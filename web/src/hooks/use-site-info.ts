import { endpoints } from '#contract/endpoints.ts';
import type { SiteInfoResponse } from '#contract/site/site-schemas.ts';
import { api } from '../api/api-client.ts';
import { useQuery } from './use-query.ts';
import type { Query } from './use-query.ts';

let loading: Promise<SiteInfoResponse> | undefined;

// One load per page load, shared by every page and form (so no one page's unmount aborts it).
function loadSiteInfo(): Promise<SiteInfoResponse> {
  loading ??= api.call(endpoints.siteInfo).catch((error: unknown) => {
    loading = undefined; // the next page that asks tries again
    throw error;
  });
  return loading;
}

/** The operator's settings (legal contact, effective date, coffee link, password rules), loaded once per page load. */
export function useSiteInfo(): Query<SiteInfoResponse> {
  return useQuery(loadSiteInfo, []);
}
