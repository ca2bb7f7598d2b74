import type { ApiError } from '#contract/api/api-error.ts';

/**
 * The server's own message worth adding under an error type's message: a field's rule or a taken
 * custom URL (validation errors). Other types' server messages are not meant for users.
 */
export function errorDetail(error: ApiError): string | undefined {
  return error.type === 'validation' && error.serverMessage && error.serverMessage !== error.message ? error.serverMessage : undefined;
}
