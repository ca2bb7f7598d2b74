import { adminMessages } from '#contract/admin/admin-messages.ts';
import { requestMessages } from '#contract/api/error-catalogue.ts';
import { isAdminApiPath } from '#contract/admin/admin-endpoints.ts';
import { accessTokenMessages, authErrorMessages } from '#contract/auth/auth-messages.ts';
import { oneClickStopPath } from '#contract/forms/forms-endpoints.ts';
import { adminTestPassword } from './admin-clients.ts';
import type { Caller, MatrixWorld } from './matrix-callers.ts';
import type { InputValues, MatrixRequest, MatrixRoute } from './matrix-routes.ts';

/** What the matrix compares of an answer: its status, error code and message, and what says who the server took the caller for. */
export interface Answer {
  status: number;
  error?: string;
  message?: string;
  isAuthor?: boolean;
  isSignedIn?: boolean;
  email?: string;
  location?: string;
}

/** What a route must answer a caller: a refusal, the anonymous caller's answer (a public route), or anything but a refusal. */
export type Expected =
  { refusal: Pick<Answer, 'status' | 'error' | 'message'> } | { as: 'anonymous' } | { as: 'let through' };

// The codes of a refusal by authentication, access or the CSRF guard: a caller let through never gets one.
const refusalCodes = new Set(['UNAUTHORIZED', 'ADMIN_UNAUTHORIZED', 'ADMIN_FORBIDDEN', 'FORBIDDEN']);

/** Whether an answer is no refusal and no server error. */
export const letThrough = (answer: Answer) => answer.status < 500 && !refusalCodes.has(answer.error ?? '');

/** What `route` must answer `caller`, by the route's declared access and the app's CSRF rule. */
export function expectedOf(route: MatrixRoute, caller: Caller): Expected {
  const admin = isAdminApiPath(route.path);
  if (caller.deadBearer) {
    const { expiredAt } = caller.deadBearer;
    const message = expiredAt
      ? accessTokenMessages.expired(expiredAt)
      : admin
        ? adminMessages.unauthorized
        : accessTokenMessages.invalid;
    return { refusal: { status: 401, error: admin ? 'ADMIN_UNAUTHORIZED' : 'UNAUTHORIZED', message } };
  }
  if (caller.crossSite && route.method !== 'GET' && route.path !== oneClickStopPath)
    return { refusal: { status: 403, error: 'FORBIDDEN' } };
  const { level, via } = caller;
  switch (route.access) {
    case 'public':
      return level === 'nobody' ? { as: 'anonymous' } : { as: 'let through' };
    case 'user':
      return level === 'nobody'
        ? { refusal: { status: 401, error: 'UNAUTHORIZED', message: authErrorMessages.sessionRequired } }
        : { as: 'let through' };
    case 'session':
      if (level === 'nobody')
        return { refusal: { status: 401, error: 'UNAUTHORIZED', message: authErrorMessages.sessionRequired } };
      return via === 'bearer'
        ? { refusal: { status: 401, error: 'UNAUTHORIZED', message: requestMessages.sessionOnly } }
        : { as: 'let through' };
    case 'admin':
      if (level === 'nobody')
        return { refusal: { status: 401, error: 'ADMIN_UNAUTHORIZED', message: adminMessages.unauthorized } };
      return level === 'user'
        ? { refusal: { status: 403, error: 'ADMIN_FORBIDDEN', message: adminMessages.forbidden } }
        : { as: 'let through' };
  }
}

// Routes that would end the caller let through (its account, its session, or its account's other sessions and tokens): a live caller does not call them, lest the rest of the matrix see them ended.
const endingTheCaller = new Set(['deleteAccount', 'signOut', 'endOtherSessions']);

/** Whether the matrix sends this request at all. */
export const sent = (route: MatrixRoute, caller: Caller) =>
  !(
    endingTheCaller.has(route.name) &&
    caller.via === 'cookie' &&
    'as' in expectedOf(route, caller) &&
    caller.level !== 'nobody'
  );

/**
 * The values a request names: a refused caller names its own token, session and note and gives its
 * right password, so that the request would act if it were let through; a caller let through names
 * ids it does not hold and a wrong password, so that it ends nothing the rest of the matrix needs.
 */
export async function valuesFor(route: MatrixRoute, caller: Caller, world: MatrixWorld): Promise<InputValues> {
  const harmless = 'as' in expectedOf(route, caller) && caller.level !== 'nobody';
  const owned = harmless ? {} : caller.owned;
  const { path } = route;
  const id = path.startsWith('/api/admin/users/')
    ? world.victimId
    : path.startsWith('/api/admin/mail/')
      ? world.mailId
      : path.includes('/tokens/')
        ? owned.tokenId
        : path.includes('/sessions/')
          ? owned.sessionId
          : undefined;
  const adminNote = path.startsWith('/api/admin/');
  const shortUuid =
    route.name === 'reportNote'
      ? await world.newNote()
      : adminNote
        ? world.shortUuid
        : harmless && route.method === 'DELETE'
          ? undefined
          : (owned.shortUuid ?? world.shortUuid);
  const password = harmless ? 'not the password at all' : adminTestPassword;
  return {
    id,
    shortUuid,
    promptId: world.promptId,
    version: world.promptVersion,
    userCode: world.userCode,
    password,
    oldPassword: password,
    newPassword: 'a brand new secret',
    mode: route.name === 'socialStart' ? 'link' : undefined,
    timeZone: 'Europe/Paris',
  };
}

/** Sends one request of the matrix as `caller` from `address`, and reads what the matrix compares of its answer. */
export async function send(
  baseUrl: string,
  route: MatrixRoute,
  caller: Caller,
  request: MatrixRequest,
  address: string,
): Promise<Answer> {
  const headers: Record<string, string> = {
    'X-Forwarded-For': address,
    // A generation answers a stream to a client that asks for one: its refusal must come before the stream.
    Accept: route.events ? 'text/event-stream' : 'application/json',
    ...(caller.crossSite === 'no header' ? {} : { 'X-Requested-With': 'matrix' }),
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...caller.headers,
  };
  const response = await fetch(baseUrl + request.url, {
    method: route.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  const location = response.headers.get('location') ?? undefined;
  if (!type.startsWith('application/json')) {
    await response.arrayBuffer();
    return { status: response.status, location };
  }
  const body = (await response.json()) as Record<string, unknown>;
  const pick = <T>(name: string) => body[name] as T | undefined;
  return {
    status: response.status,
    error: pick('error'),
    message: pick('message'),
    isAuthor: pick('isAuthor'),
    isSignedIn: pick('isSignedIn'),
    email: pick('email'),
    location,
  };
}

/** An answer as the comparison of public routes sees it: a caller taken for nobody gets the anonymous caller's (the message aside: a rate limit names its wait). */
export const fingerprint = ({ message: _message, ...answer }: Answer) => JSON.stringify(answer);
