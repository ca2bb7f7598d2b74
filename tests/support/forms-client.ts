import { createApiClient } from '#contract/api/api-client.ts';
import type { ApiClient } from '#contract/api/api-client.ts';

/**
 * The typed API client as a browser at address `ip` would call the server: the server under test
 * trusts X-Forwarded-For (TRUST_PROXY), so each test counts against limits of its own address.
 */
export function clientFrom(baseUrl: string, ip: string): ApiClient {
  return createApiClient({ baseUrl, headers: { Origin: baseUrl, 'X-Forwarded-For': ip }, sleep: async () => {} });
}
