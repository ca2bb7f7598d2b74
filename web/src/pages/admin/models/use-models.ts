import type { UseQueryResult } from '@tanstack/react-query';
import { adminEndpoints } from '#contract/admin/admin-endpoints.ts';
import type { ApiError } from '#contract/api/api-error.ts';
import { useAppQueryClient } from '../../../api/query-client.ts';
import { callEndpoint, endpointQuery, useEndpoint } from '../../../api/use-endpoint.ts';
import type { AnswerOf } from '../../../api/use-endpoint.ts';

/** The model screen's answer: the models by provider, the active one and its settings, and providers that did not answer. */
export type ModelsAnswer = AnswerOf<typeof adminEndpoints.adminModels>;

/** The models' query, and Refresh List. */
export interface Models {
  query: UseQueryResult<ModelsAnswer, ApiError>;
  /** Loads the list asking every provider again (a plain load takes the server's cached list). */
  refreshList: () => void;
}

/**
 * The models and config (GET /admin/bedrock/models). Refresh List loads into the same query, so it is
 * busy, failed or done as any load of it is, and the overview's figure sees the new answer too.
 */
export function useModels(): Models {
  const client = useAppQueryClient();
  const query = useEndpoint(adminEndpoints.adminModels);
  const refreshList = () => {
    const load = client.fetchQuery({
      ...endpointQuery(adminEndpoints.adminModels),
      queryFn: ({ signal }) => callEndpoint(adminEndpoints.adminModels, { query: { refresh: 'true' } }, signal),
    });
    // A failure is the query's error, shown by the screen like a failed load.
    load.catch(() => undefined);
  };
  return { query, refreshList };
}
