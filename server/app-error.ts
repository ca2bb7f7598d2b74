import { errorCodes, errorTypeDisplay } from '#contract/api/error-catalogue.ts';
import type { ErrorCode } from '#contract/api/error-catalogue.ts';

/** The one error type the server throws on purpose: a contract code and a message safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string = errorTypeDisplay[errorCodes[code].type].message) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
  }
}
