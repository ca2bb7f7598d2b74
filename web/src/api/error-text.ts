import { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';

/**
 * The one rule for a server's own message: worth showing when it says more than its type's message
 * (a field's rule, a taken custom URL, the account service's wording). A server fault's, an unknown
 * answer's or a missing answer's message is not meant for users.
 */
export function errorDetail(error: ApiError): string | undefined {
  if (error.type === 'server' || error.type === 'unknown' || error.type === 'network') return undefined;
  return error.serverMessage && error.serverMessage !== error.message ? error.serverMessage : undefined;
}

/** What a form's alert says about a failed call: the server's own message when worth showing (errorDetail), else its type's message. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorTypeDisplay.unknown.message;
  return errorDetail(error) ?? error.message;
}
