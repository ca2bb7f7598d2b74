import { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';

/**
 * What to tell the user about a failed call in a form: the server's own message (the account
 * service's wording, a field's rule) when it has one worth showing, else the message for its type.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorTypeDisplay.unknown.message;
  // A server fault's message is not meant for users; its type's message is.
  if (error.type === 'server' || error.type === 'unknown' || error.type === 'network') return error.message;
  return error.serverMessage ?? error.message;
}
