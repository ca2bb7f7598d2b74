import { ApiError } from '#contract/api/api-error.ts';

/** A caught failure as an ApiError: itself if it is one, else a call that got no answer (a dropped stream, say). */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : ApiError.network(error);
}
