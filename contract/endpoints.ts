import type { z } from 'zod';
import {
  changePasswordRequest,
  codeSentResponse,
  confirmResetPasswordRequest,
  confirmSignInRequest,
  confirmSignUpRequest,
  createTokenRequest,
  createTokenResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  loginReportRequest,
  okResponse,
  resendCodeRequest,
  sessionResponse,
  signInRequest,
  signInResponse,
  signUpRequest,
  signUpResponse,
  tokenListResponse,
} from './auth-schemas.ts';
import {
  createNoteRequest,
  createNoteResponse,
  generateFinalRequest,
  generateFinalResponse,
  generateInitialRequest,
  generateInitialResponse,
  noteListResponse,
  noteResponse,
  recordViewRequest,
  recordViewResponse,
} from './note-schemas.ts';
import type { RetryPolicyName } from './retry-policy.ts';
import { healthResponse, siteInfoResponse } from './schemas.ts';

/**
 * One API call: method, path under the origin (`:name` marks a path parameter), the schemas of its
 * body and answer, and its retry policy.
 */
export interface Endpoint<Response extends z.ZodType = z.ZodType, Request extends z.ZodType | undefined = z.ZodType | undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  request?: Request;
  response: Response;
  retry: RetryPolicyName;
}

/**
 * Every API endpoint, shared by the server's router and the clients. Reads retry by the spec's
 * default policy; a write that is not safe to repeat is made once (a lost answer to a create would
 * publish the note twice, a repeated code check would spend the user's attempts), and so are the
 * health check and the session check, whose callers want the answer of the moment.
 */
export const endpoints = {
  health: { method: 'GET', path: '/api/v1/nemesis-notes/health', response: healthResponse, retry: 'once' },
  siteInfo: { method: 'GET', path: '/api/v1/site', response: siteInfoResponse, retry: 'default' },

  signUp: { method: 'POST', path: '/api/v1/auth/sign-up', request: signUpRequest, response: signUpResponse, retry: 'once' },
  confirmSignUp: { method: 'POST', path: '/api/v1/auth/confirm-sign-up', request: confirmSignUpRequest, response: signInResponse, retry: 'once' },
  resendCode: { method: 'POST', path: '/api/v1/auth/resend-code', request: resendCodeRequest, response: codeSentResponse, retry: 'once' },
  signIn: { method: 'POST', path: '/api/v1/auth/sign-in', request: signInRequest, response: signInResponse, retry: 'once' },
  confirmSignIn: { method: 'POST', path: '/api/v1/auth/confirm-sign-in', request: confirmSignInRequest, response: signInResponse, retry: 'once' },
  forgotPassword: { method: 'POST', path: '/api/v1/auth/forgot-password', request: forgotPasswordRequest, response: forgotPasswordResponse, retry: 'once' },
  confirmResetPassword: { method: 'POST', path: '/api/v1/auth/confirm-reset-password', request: confirmResetPasswordRequest, response: okResponse, retry: 'once' },
  changePassword: { method: 'POST', path: '/api/v1/auth/change-password', request: changePasswordRequest, response: okResponse, retry: 'once' },
  signOut: { method: 'POST', path: '/api/v1/auth/sign-out', response: okResponse, retry: 'default' },
  deleteAccount: { method: 'DELETE', path: '/api/v1/auth/account', response: okResponse, retry: 'once' },
  session: { method: 'GET', path: '/api/v1/auth/session', response: sessionResponse, retry: 'once' },
  listTokens: { method: 'GET', path: '/api/v1/auth/tokens', response: tokenListResponse, retry: 'default' },
  createToken: { method: 'POST', path: '/api/v1/auth/tokens', request: createTokenRequest, response: createTokenResponse, retry: 'once' },
  deleteToken: { method: 'DELETE', path: '/api/v1/auth/tokens/:id', response: okResponse, retry: 'once' },
  generateInitial: { method: 'POST', path: '/api/v1/nemesis-notes/generate-initial', request: generateInitialRequest, response: generateInitialResponse, retry: 'generation' },
  generateFinal: { method: 'POST', path: '/api/v1/nemesis-notes/generate-final', request: generateFinalRequest, response: generateFinalResponse, retry: 'generation' },
  createNote: { method: 'POST', path: '/api/v1/nemesis-notes/create', request: createNoteRequest, response: createNoteResponse, retry: 'once' },
  myNotes: { method: 'GET', path: '/api/v1/nemesis-notes/user/my-notes', response: noteListResponse, retry: 'default' },
  recentlyViewed: { method: 'GET', path: '/api/v1/nemesis-notes/user/recently-viewed', response: noteListResponse, retry: 'default' },
  recordView: { method: 'POST', path: '/api/v1/nemesis-notes/record-view', request: recordViewRequest, response: recordViewResponse, retry: 'once' },
  getNote: { method: 'GET', path: '/api/v1/nemesis-notes/:shortUuid', response: noteResponse, retry: 'default' },
  deleteNote: { method: 'DELETE', path: '/api/v1/nemesis-notes/:shortUuid', response: okResponse, retry: 'once' },
  loginReport: { method: 'POST', path: '/api/v1/user/login', request: loginReportRequest, response: okResponse, retry: 'once' },
} as const satisfies Record<string, Endpoint>;

/** The preview card of a note (1200x630 PNG), for link previews. */
export const noteCardPath = (shortUuid: string) => `/api/v1/nemesis-notes/${shortUuid}/card.png`;

/** Where the JSON API lives under the origin. */
export const apiPrefix = '/api';
