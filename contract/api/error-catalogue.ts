/** What kind of failure an error is; decides the title, icon and user message a client shows. */
export type ErrorType =
  'network' | 'authentication' | 'validation' | 'ai' | 'not-found' | 'rate-limit' | 'server' | 'conflict' | 'unknown';

/** Title, icon and user message for each error type (spec §8, word for word). */
export const errorTypeDisplay: Record<ErrorType, { title: string; icon: string; message: string }> = {
  network: {
    title: 'Connection Problem',
    icon: '📡',
    message: 'Network error - please check your connection and try again',
  },
  authentication: {
    title: 'Authentication Required',
    icon: '🔒',
    message: 'Authentication required - please log in to continue',
  },
  validation: { title: 'Invalid Input', icon: '✏️', message: 'Please check your input and try again' },
  ai: { title: 'AI Generation Failed', icon: '🤖', message: 'AI generation failed - please try again in a moment' },
  'not-found': { title: 'Not Found', icon: '🔍', message: 'The requested content could not be found' },
  'rate-limit': { title: 'Slow Down', icon: '⏳', message: 'Too many requests - please wait a moment and try again' },
  server: { title: 'Server Error', icon: '🔥', message: 'Server error - please try again later' },
  conflict: {
    title: 'Conflict',
    icon: '⚔️',
    message: 'The resource was modified by another user - please refresh and try again',
  },
  unknown: { title: 'Something Went Wrong', icon: '❓', message: 'An unexpected error occurred - please try again' },
};

interface CodeInfo {
  type: ErrorType;
  retryable: boolean;
  status: number;
}

/** Every error code the server answers with: its type, whether a client may retry, and its HTTP status. */
export const errorCodes = {
  INVALID_INPUT: { type: 'validation', retryable: false, status: 400 },
  NOTE_NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  // A note an admin hid (its reason in the message), or one on hold until an admin reviews it: gone for now.
  NOTE_REMOVED: { type: 'not-found', retryable: false, status: 410 },
  NOTE_UNDER_REVIEW: { type: 'not-found', retryable: false, status: 410 },
  UNAUTHORIZED: { type: 'authentication', retryable: false, status: 401 },
  AI_GENERATION_FAILED: { type: 'ai', retryable: true, status: 502 },
  VANITY_URL_TAKEN: { type: 'validation', retryable: false, status: 409 },
  RATE_LIMIT_EXCEEDED: { type: 'rate-limit', retryable: true, status: 429 },
  INTERNAL_ERROR: { type: 'server', retryable: true, status: 500 },
  NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  METHOD_NOT_ALLOWED: { type: 'validation', retryable: false, status: 405 },
  PAYLOAD_TOO_LARGE: { type: 'validation', retryable: false, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { type: 'validation', retryable: false, status: 415 },
  SERVICE_UNAVAILABLE: { type: 'server', retryable: true, status: 503 },
  FORBIDDEN: { type: 'authentication', retryable: false, status: 403 },
  RECIPIENT_STOPPED: { type: 'validation', retryable: false, status: 403 },
  NotAuthorizedException: { type: 'authentication', retryable: false, status: 401 },
  UserAlreadyAuthenticatedException: { type: 'validation', retryable: false, status: 409 },
  UsernameExistsException: { type: 'validation', retryable: false, status: 409 },
  CodeMismatchException: { type: 'validation', retryable: false, status: 400 },
  ExpiredCodeException: { type: 'validation', retryable: false, status: 400 },
  InvalidPasswordException: { type: 'validation', retryable: false, status: 400 },
  InvalidParameterException: { type: 'validation', retryable: false, status: 400 },
  LimitExceededException: { type: 'rate-limit', retryable: false, status: 429 },
  TooManyFailedAttemptsException: { type: 'rate-limit', retryable: false, status: 429 },
  CodeDeliveryFailureException: { type: 'server', retryable: true, status: 502 },
  // A device login's polling answers (RFC 8628, section 3.5): the CLI waits, slows down or stops.
  authorization_pending: { type: 'validation', retryable: false, status: 400 },
  slow_down: { type: 'validation', retryable: false, status: 400 },
  expired_token: { type: 'validation', retryable: false, status: 400 },
  access_denied: { type: 'validation', retryable: false, status: 400 },
  ADMIN_UNAUTHORIZED: { type: 'authentication', retryable: false, status: 401 },
  ADMIN_FORBIDDEN: { type: 'authentication', retryable: false, status: 403 },
  ADMIN_INVALID_CONFIG_KEY: { type: 'validation', retryable: false, status: 400 },
  ADMIN_VERSION_CONFLICT: { type: 'validation', retryable: false, status: 409 },
  ADMIN_INVALID_PROMPT_TEXT: { type: 'validation', retryable: false, status: 400 },
  ADMIN_BEDROCK_MODEL_NOT_AVAILABLE: { type: 'validation', retryable: false, status: 400 },
  ADMIN_INVALID_PAGINATION: { type: 'validation', retryable: false, status: 400 },
  ADMIN_CONFIG_NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  ADMIN_PROMPT_NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  ADMIN_PROMPT_VERSION_NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  ADMIN_USER_NOT_FOUND: { type: 'not-found', retryable: false, status: 404 },
  ADMIN_BEDROCK_API_ERROR: { type: 'server', retryable: true, status: 502 },
  ADMIN_COGNITO_API_ERROR: { type: 'server', retryable: true, status: 502 },
  ADMIN_INTERNAL_ERROR: { type: 'server', retryable: true, status: 500 },
} as const satisfies Record<string, CodeInfo>;

/** A code the server can answer with. */
export type ErrorCode = keyof typeof errorCodes;

/** Spec §8 messages that are not tied to one error type. */
export const errorMessages = {
  invalidResponse: 'Server returned invalid response - please try again',
} as const;

/** What the server answers about a request it cannot take before any endpoint's own rules apply (its body, its method, its kind of caller). */
export const requestMessages = {
  bodyTooLarge: 'The request body is too large',
  bodyNotJson: 'The request body is not valid JSON',
  methodNotAllowed: 'This method is not allowed here',
  sessionOnly: 'This needs a signed-in browser session, not an access token',
  serverStopping: 'The server is restarting. Try again in a moment.',
} as const;

/** The error body every API failure answers with (spec §8). */
export interface ErrorBody {
  error: string;
  message: string;
  timestamp?: string;
  path?: string;
}

/** How a client understands a failed call: its type, whether retrying may help, and what to tell the user. */
export interface ErrorClassification {
  type: ErrorType;
  retryable: boolean;
}

/**
 * Classifies a failed response. A known code decides; an unknown code is unknown and retryable;
 * without a code the HTTP status decides (spec §8).
 */
export function classifyError(status: number, code: string | undefined): ErrorClassification {
  if (code !== undefined) {
    const known = (errorCodes as Record<string, CodeInfo>)[code];
    return known ? { type: known.type, retryable: known.retryable } : { type: 'unknown', retryable: true };
  }
  if (status === 401 || status === 403) return { type: 'authentication', retryable: false };
  if (status === 404) return { type: 'not-found', retryable: false };
  if (status === 409) return { type: 'conflict', retryable: false };
  if (status === 429) return { type: 'rate-limit', retryable: true };
  if (status >= 500) return { type: 'server', retryable: true };
  if (status >= 400) return { type: 'validation', retryable: false };
  return { type: 'unknown', retryable: true };
}
