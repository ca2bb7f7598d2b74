import { createApiClient } from '#contract/api/api-client.ts';

/** The app's one API client: same origin, session cookie, X-Requested-With on every call. */
export const api = createApiClient();
