import { sessionCookieName } from '../auth/signed-in-hint-cookie.ts';
import { errorCodes } from './error-catalogue.ts';
import type { ErrorCode } from './error-catalogue.ts';
import type { Route } from './endpoint.ts';

/** A JSON value of the OpenAPI document. */
export type OpenApiObject = Record<string, unknown>;

const writes = new Set<Route['method']>(['POST', 'PUT', 'DELETE']);

/** Whether the session cookie needs the CSRF header on a route: every write but those whose proof is in their URL. */
const needsCsrfHeader = (route: Route, csrfExempt: readonly string[]) =>
  writes.has(route.method) && !csrfExempt.includes(route.path);

/** The error body every failure answers with (spec §8), its `error` one of the catalogue's codes. */
export const errorBodySchema: OpenApiObject = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'string',
      enum: Object.keys(errorCodes),
      description: 'The code of the failure, from the error catalogue.',
    },
    message: { type: 'string', description: 'What went wrong, for a person.' },
    timestamp: { type: 'string', format: 'date-time' },
    path: { type: 'string', description: 'The path that was requested.' },
  },
};

/** How a caller proves who it is: the browser session (with the CSRF header on writes) or a personal access token. */
export const securitySchemes: OpenApiObject = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description: `The browser session, set by signing in (named \`__Host-${sessionCookieName}\` when the site is on https).`,
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Requested-With',
    description:
      'Required, with any value, on every POST, PUT and DELETE that does not carry a bearer token (403 FORBIDDEN otherwise). ' +
      "Such a request must also come from this site: an `Origin` header, when sent, must be the site's own origin, and " +
      '`Sec-Fetch-Site`, when sent, must be `same-origin` or `none`.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token, made on the account page (`Authorization: Bearer <token>`). It needs no CSRF header.',
  },
};

/** Who may call a route, as OpenAPI security requirements (any one of them suffices). */
export function securityOf(route: Route, csrfExempt: readonly string[]): OpenApiObject[] {
  const csrf = needsCsrfHeader(route, csrfExempt);
  const session = csrf ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] };
  if (route.access === 'session') return [session];
  if (route.access !== 'public') return [session, { bearerToken: [] }];
  if (writes.has(route.method) && !csrf) return [{}];
  return [csrf ? { csrfHeader: [] } : {}, session, { bearerToken: [] }];
}

/** An error response: the error body, the codes it carries here and why. */
function errorResponse(why: string, codes: ErrorCode[], headers?: OpenApiObject): OpenApiObject {
  return {
    description: `${why} (${codes.join(', ')})`,
    ...(headers && { headers }),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorBody' },
        examples: Object.fromEntries(codes.map((code) => [code, { value: { error: code, message: why } }])),
      },
    },
  };
}

const retryAfter = {
  'Retry-After': {
    description: 'Seconds until the limit allows the next try.',
    schema: { type: 'integer', minimum: 0 },
  },
};

/** The error responses the operations share, by name. */
export const errorResponseComponents = {
  InvalidInput: errorResponse('The request fails its schema or a check of its values', ['INVALID_INPUT']),
  BadBearerToken: errorResponse('A bearer token was sent that is not valid or has expired', ['UNAUTHORIZED']),
  Unauthorized: errorResponse('Not signed in', ['UNAUTHORIZED']),
  SessionRequired: errorResponse('Not signed in with a browser session', ['UNAUTHORIZED']),
  AdminUnauthorized: errorResponse('Not signed in', ['ADMIN_UNAUTHORIZED']),
  AdminForbidden: errorResponse('Not an admin', ['ADMIN_FORBIDDEN']),
  AdminOrCsrfForbidden: errorResponse('Not an admin, or a write without the CSRF header or from another site', [
    'ADMIN_FORBIDDEN',
    'FORBIDDEN',
  ]),
  CsrfForbidden: errorResponse('A write without the CSRF header, or from another site', ['FORBIDDEN']),
  NotFound: errorResponse('Nothing is found at this path', ['NOT_FOUND']),
  NoteNotFound: errorResponse('No such note', ['NOTE_NOT_FOUND']),
  UserNotFound: errorResponse('No such user', ['ADMIN_USER_NOT_FOUND']),
  PromptNotFound: errorResponse('No such prompt or version', [
    'ADMIN_PROMPT_NOT_FOUND',
    'ADMIN_PROMPT_VERSION_NOT_FOUND',
  ]),
  PayloadTooLarge: errorResponse('The request body is too large', ['PAYLOAD_TOO_LARGE']),
  UnsupportedMediaType: errorResponse('The request body is not JSON', ['UNSUPPORTED_MEDIA_TYPE']),
  RateLimited: errorResponse(
    'Too many requests: wait as long as Retry-After says',
    ['RATE_LIMIT_EXCEEDED'],
    retryAfter,
  ),
  InternalError: errorResponse('The server failed', ['INTERNAL_ERROR']),
  AdminInternalError: errorResponse('The server failed', ['ADMIN_INTERNAL_ERROR']),
  OtherFailure: errorResponse(
    'Another failure of the error catalogue, such as a conflict, a removed note or an unavailable model',
    ['SERVICE_UNAVAILABLE'],
  ),
};

const ref = (name: keyof typeof errorResponseComponents) => ({ $ref: `#/components/responses/${name}` });

/** The failures a route can answer, by status: those its input, access and method make possible, plus any other of the catalogue. */
export function errorResponses(route: Route, csrfExempt: readonly string[]): OpenApiObject {
  const admin = route.access === 'admin';
  const csrf = needsCsrfHeader(route, csrfExempt);
  const responses: OpenApiObject = {};
  if (route.params || route.query || route.body || writes.has(route.method)) responses[400] = ref('InvalidInput');
  responses[401] = ref(
    admin
      ? 'AdminUnauthorized'
      : route.access === 'user'
        ? 'Unauthorized'
        : route.access === 'session'
          ? 'SessionRequired'
          : 'BadBearerToken',
  );
  if (admin) responses[403] = ref(csrf ? 'AdminOrCsrfForbidden' : 'AdminForbidden');
  else if (csrf) responses[403] = ref('CsrfForbidden');
  if (route.params) responses[404] = ref(notFoundResponse(route));
  if (route.body) {
    responses[413] = ref('PayloadTooLarge');
    responses[415] = ref('UnsupportedMediaType');
  }
  responses[429] = ref('RateLimited');
  responses[500] = ref(admin ? 'AdminInternalError' : 'InternalError');
  responses.default = ref('OtherFailure');
  return responses;
}

/** The response of a route for what its path names and is not there. */
function notFoundResponse(route: Route): keyof typeof errorResponseComponents {
  if (route.path.startsWith('/api/admin/users')) return 'UserNotFound';
  if (route.path.startsWith('/api/admin/prompts')) return 'PromptNotFound';
  if (route.path.includes(':shortUuid')) return 'NoteNotFound';
  return 'NotFound';
}
