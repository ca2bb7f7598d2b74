import { classifyError, errorMessages, errorTypeDisplay } from './error-catalogue.ts';
import type { ErrorBody, ErrorType } from './error-catalogue.ts';

/** A failed API call as a client sees it: the server's code and message, and how to present it. */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly retryable: boolean;
  readonly status: number;
  readonly code: string | undefined;
  /** The server's own message (for the field or form that caused it). */
  readonly serverMessage: string | undefined;
  /** For a limit (429): how many seconds until the server allows the next try (its Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    type: ErrorType;
    retryable: boolean;
    status: number;
    code?: string;
    serverMessage?: string;
    message?: string;
    retryAfterSeconds?: number;
  }) {
    super(init.message ?? errorTypeDisplay[init.type].message);
    this.name = 'ApiError';
    this.type = init.type;
    this.retryable = init.retryable;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The title to show for this error's type. */
  get title(): string {
    return errorTypeDisplay[this.type].title;
  }

  /**
   * Builds the error for a response with an error status, from its parsed body (or undefined if
   * unparseable) and its Retry-After header (seconds) if any.
   */
  static fromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
    const parsed = isErrorBody(body) ? body : undefined;
    const { type, retryable } = classifyError(status, parsed?.error);
    const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
    if (body === undefined) {
      return new ApiError({
        type,
        retryable,
        status,
        message: errorMessages.invalidResponse,
        retryAfterSeconds: seconds,
      });
    }
    return new ApiError({
      type,
      retryable,
      status,
      code: parsed?.error,
      serverMessage: parsed?.message,
      retryAfterSeconds: seconds,
    });
  }

  /** A request that never got an HTTP answer. */
  static network(cause?: unknown): ApiError {
    const error = new ApiError({ type: 'network', retryable: true, status: 0 });
    if (cause !== undefined) error.cause = cause;
    return error;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).error === 'string';
}
