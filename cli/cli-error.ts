import { ApiError } from '#contract/api/api-error.ts';

/**
 * A failure the CLI explains in one message and ends with its exit code: 1 for a failed call, 2 for wrong
 * usage. `code` is the server's error code and `hint` what to do next; `message` reads them after `detail`
 * (the failure alone), as a terminal shows it, and `--json` gives each apart.
 */
export class CliError extends Error {
  constructor(
    readonly detail: string,
    readonly exitCode: 1 | 2 = 1,
    readonly code?: string,
    readonly hint?: string,
    options?: ErrorOptions,
  ) {
    super(`${detail}${code ? ` (${code})` : ''}${hint ? `\n${hint}` : ''}`, options);
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
      1,
      undefined,
      undefined,
      { cause: error },
    );
  }
  return new CliError(
    error.serverMessage ?? error.message,
    1,
    error.code,
    error.status === 401 ? loginHint(url) : undefined,
    { cause: error },
  );
}
