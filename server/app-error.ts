import { errorCodes, errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { ErrorCode } from '#contract/api/error-catalogue.ts';

/**
 * The one error type the server throws on purpose: a contract code, a message safe to show and, for a
 * limit, the seconds until it allows the next try (answered as Retry-After).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string = errorTypeDisplay[errorCodes[code].type].message,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
