import { CommanderError } from 'commander';
import { ApiError } from '#contract/api/api-error.ts';
import { CliError } from './cli-error.ts';

/** A failure as `--json` prints it: the server's error code (or the CLI's own), its message, what to do next, the exit code. */
export interface FailureJson {
  error: string;
  message: string;
  hint?: string;
  exitCode: number;
}

/** The CLI's own codes, for failures that have no code from the server. */
export const cliErrorCodes = {
  usage: 'USAGE_ERROR',
  network: 'NETWORK_ERROR',
  failed: 'CLI_ERROR',
} as const;

/**
 * Whether the command line asks for JSON: `--json` among its arguments (before a `--`) or NEMESIS_JSON
 * set, as the commands' own `--json` option reads it. Failures are then printed as JSON too.
 */
export function jsonRequested(args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).includes('--json') || env.NEMESIS_JSON !== undefined;
}

/** What `--json` prints for a failure: wrong usage (commander's too), an unreachable server, the server's error, or any other. */
export function failureJson(error: unknown): FailureJson {
  if (error instanceof CommanderError)
    return { error: cliErrorCodes.usage, message: error.message.replace(/^error: /, ''), exitCode: 2 };
  if (!(error instanceof CliError))
    return {
      error: cliErrorCodes.failed,
      message: error instanceof Error ? error.message : String(error),
      exitCode: 1,
    };
  const unreachable = error.cause instanceof ApiError && error.cause.type === 'network';
  const fallback =
    error.exitCode === 2 ? cliErrorCodes.usage : unreachable ? cliErrorCodes.network : cliErrorCodes.failed;
  return {
    error: error.code ?? fallback,
    message: error.detail,
    ...(error.hint ? { hint: error.hint } : {}),
    exitCode: error.exitCode,
  };
}
