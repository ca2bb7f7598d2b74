import { ApiError } from '#contract/api/api-error.ts';
import { errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import { formatWait } from '../format/format-wait.ts';

/** The server's own message when it says more than its type's message (a field's rule, a taken custom URL, the account service's wording). */
function ownMessage(error: ApiError): string | undefined {
  return error.serverMessage && error.serverMessage !== error.message ? error.serverMessage : undefined;
}

/** For a limit: when the server allows the next try (its Retry-After). */
function waitMessage(error: ApiError): string | undefined {
  return error.retryAfterSeconds === undefined
    ? undefined
    : `You can try again ${formatWait(error.retryAfterSeconds)}.`;
}

/**
 * The one rule for what a failed call adds to its type's title and message: the server's own message
 * when worth showing, and how long to wait when a limit was reached. A server fault's, an unknown
 * answer's or a missing answer's message is not meant for users.
 */
export function errorDetail(error: ApiError): string | undefined {
  if (error.type === 'server' || error.type === 'unknown' || error.type === 'network') return undefined;
  const parts = [ownMessage(error), waitMessage(error)].filter((part) => part !== undefined);
  return parts.length ? sentences(parts) : undefined;
}

/** What a form's alert says about a failed call: the server's own message (or its type's), and how long to wait after a limit. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorTypeDisplay.unknown.message;
  if (error.type === 'server' || error.type === 'unknown' || error.type === 'network') return error.message;
  return sentences([ownMessage(error) ?? error.message, waitMessage(error)].filter((part) => part !== undefined));
}

/** Messages one after another, each ending as a sentence (some of the spec's messages have no full stop). */
function sentences(parts: string[]): string {
  return parts.length === 1 ? parts[0]! : parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(' ');
}
