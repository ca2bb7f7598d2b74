import { ApiError } from '#contract/api/api-error.ts';

/** A failure the CLI explains in one message and ends with its exit code: 1 for a failed call, 2 for wrong usage; `code` is the server's. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong usage (a missing argument, a bad flag value): exit code 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
  }
}

/** The log-in hint for a server. */
export const loginHint = (url: string) => `Log in with: nemesis login --url ${url}`;

/**
 * Turns a failed API call against `url` into what the user reads: the contract's message and the code;
 * for a 401 how to log in; for a network failure the URL it tried.
 */
export function callFailure(error: unknown, url: string): CliError {
  if (!(error instanceof ApiError))
    return error instanceof CliError ? error : new CliError(error instanceof Error ? error.message : String(error));
  if (error.type === 'network') {
    const cause =
      error.cause instanceof Error
        ? error.cause.cause instanceof Error
          ? error.cause.cause.message
          : error.cause.message
        : '';
    return new CliError(
      `Could not reach the server at ${url}${cause ? ` (${cause})` : ''}. Is it running? Pass --url or set NEMESIS_URL.`,
    );
  }
  const message = `${error.serverMessage ?? error.message}${error.code ? ` (${error.code})` : ''}`;
  return new CliError(error.status === 401 ? `${message}\n${loginHint(url)}` : message, 1, error.code);
}
